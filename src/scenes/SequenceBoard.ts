/**
 * The Sequence / Sequence Numbers table. It keeps the engine state and the list of moves (the game
 * record), runs the turns (the person at the screen through HumanInput, computer players through
 * the AI worker, pass-and-play behind the hand-over screen) and lets the views under ./sequence draw
 * and animate what each move's events say. Rules live in the engine only.
 */
import Phaser from 'phaser';
import '../platform/strings/sequence';
import { MAX_RESHUFFLES, rules, teamOf, type SequenceEvent, type SequenceMove, type SequenceState } from '../engine/sequence';
import type { GameLaunch } from '../platform/launch';
import { t } from '../platform/i18n';
import { recordGame, sequenceBucket } from '../platform/stats';
import { registerProbe, clearProbe, type Probe } from '../ui/runtime/testHook';
import { computerTurn } from '../ui/computerTurn';
import { clearSavedGame, restoreSavedGame, saveGame } from '../platform/savedGames';
import { tellSaveDropped } from '../ui/savedGameNotice';
import { announceGameOver, announceGameStart } from '../ui/runtime/lifecycle';
import { randomSeed } from '../platform/menuChoices';
import { AiClient } from '../ai-worker/client';
import { COLORS, CardSprite, playSound, showDialog, onSizeChange, shareAction, type TopBarAction } from '../ui';
import { addBackdrop } from '../ui/backdrop';
import { TopBar } from '../ui/TopBar';
import { showHandOver } from '../ui/HandOverScreen';
import { goToScene } from '../ui/transition';
import { buildInSteps } from '../ui/buildInSteps';
import { BoardView } from './sequence/BoardView';
import { SequenceTableView } from './sequence/SequenceTableView';
import { humanSeats, seatNames, teamInfos } from './sequence/seats';

export class SequenceBoard extends Phaser.Scene {
  private launch!: GameLaunch;
  private state!: SequenceState;
  /** The game record's moves in text form (saves, replays, bug reports). */
  private moves: string[] = [];
  private table!: SequenceTableView;
  private bar!: TopBar;
  private ai: AiClient | null = null;
  private names: string[] = [];
  private teamNames: string[] = [];
  private learning = false;
  /** Seat whose hand is at the bottom (−1: none) and whether its faces show. */
  private handSeat = -1;
  private handFaceUp = false;
  private resumed = false;
  /** The last move ended the game by the draw rule (the pile ran out after the last reshuffle). */
  private deckExhausted = false;
  /** Bumped on shutdown so a turn loop of a previous run stops. */
  private generation = 0;

  constructor() {
    super('SequenceBoard');
  }

  init(data: GameLaunch): void {
    this.launch = data;
    this.moves = [];
    this.resumed = false;
    this.deckExhausted = false;
    this.learning = data.options.learning === true;
  }

  create(): void {
    let teams: ReturnType<typeof teamInfos> = [];
    let board: BoardView | undefined;
    const steps = [
      () => {
        addBackdrop(this);
        this.state = this.startingState();
        const humans = humanSeats(this.launch.seats);
        this.names = seatNames(this.launch.seats);
        teams = teamInfos(this.names, this.state.settings.teams, (seat) => teamOf(this.state, seat));
        this.teamNames = teams.map((team) => team.name);
        this.handSeat = humans.length === 1 ? (humans[0] as number) : -1;
        this.handFaceUp = this.handSeat >= 0;
        this.bar = this.makeTopBar();
      },
      () => {
        board = new BoardView(this, this.state.settings.variant, SequenceTableView.layoutFor(this, this.bar.barHeight, teams));
      },
      () => {
        this.table = new SequenceTableView(this, {
          state: this.state,
          top: this.bar.barHeight,
          teams,
          names: this.names,
          learning: this.learning,
          onExchange: () => this.table.input.exchange(),
          board,
        });
      },
      () => this.startPlay(),
    ];
    // In steps, one per frame, behind the transition's curtain (see buildInSteps); a re-layout (the
    // scene restarted for a new size, no curtain) builds at once instead of showing the parts appear.
    const relaid = this.relaying;
    this.relaying = false;
    buildInSteps(this, relaid ? [() => steps.forEach((step) => step())] : steps);
  }

  /** Set by a re-layout's restart: the next `create` builds in one go. */
  private relaying = false;

  /** The last step of `create`: the test probe, the computer players' worker; then play starts. */
  private startPlay(): void {
    const probe = this.makeProbe();
    registerProbe(probe);
    this.ai = this.launch.seats.some((s) => s !== 'human') ? new AiClient() : null;

    const generation = ++this.generation;
    const relayout = (): void => this.restartWithMoves();
    onSizeChange(this, relayout);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.generation++;
      clearProbe(probe);
      this.table.destroy();
      this.ai?.dispose();
      this.ai = null;
    });
    if (!this.resumed) announceGameStart(this, this.launch);
    void this.run(generation).catch((err: unknown) => console.error('Sequence table stopped:', err));
  }

  /** A fresh deal from the launch, or the position a saved game (or a re-layout) reached. */
  private startingState(): SequenceState {
    const options = { ...this.launch.options };
    if (this.launch.resume) {
      // A finished game (opened from a replay link, or laid out again) says why it ended, as it did live:
      // the last move's events tell whether the draw rule ended it (the pile ran out after the last reshuffle).
      let lastEvents: readonly SequenceEvent[] = [];
      const restored = restoreSavedGame(rules, this.launch.resume, {
        onBroken: (why) => tellSaveDropped(this, this.launch, why),
        fromLink: this.launch.shared,
        onPlayed: (events) => {
          lastEvents = events;
        },
      });
      if (restored) {
        this.moves = this.launch.resume.moves.slice();
        this.resumed = true;
        if (rules.isOver(restored)) this.deckExhausted = lastEvents.some((e) => e.type === 'deckExhausted');
        return restored;
      }
    }
    return rules.setup(options, this.launch.seed);
  }

  private makeTopBar(): TopBar {
    const s = this.state.settings;
    const actions: TopBarAction[] =
      s.variant === 'numbers'
        ? [{ id: 'answers', icon: '=', label: t('sequence.answers'), keys: ['a'], onClick: () => this.toggleAnswers(), width: 220 }]
        : [];
    actions.push(...shareAction(this, () => this.launch, () => this.moves));
    return new TopBar(this, {
      name: 'sequence',
      title: t(`sequence.title.${s.variant}`),
      subtitle: t(s.sequencesToWin === 1 ? 'sequence.subtitle.one' : 'sequence.subtitle', { players: s.players, teams: s.teams, needed: s.sequencesToWin }),
      onBack: () => {
        if (!this.table.input.cancel()) this.leave();
      },
      actions,
    });
  }

  private leave(): void {
    goToScene(this, 'Menu', { game: 'sequence' }, 'back');
  }

  /** Rebuilds the table for a new design size by replaying the moves so far (nothing is lost). */
  private restartWithMoves(): void {
    const { game, options, seed } = this.launch;
    this.relaying = true;
    this.scene.restart({ ...this.launch, resume: { game, options, seed, moves: this.moves.slice() } });
  }

  private toggleAnswers(): void {
    this.learning = !this.learning;
    this.table.setLearning(this.learning);
  }

  /** Whether the turn loop started as `generation` may go on (shutdown and restarts bump the generation). */
  private alive(generation: number): boolean {
    return generation === this.generation;
  }

  /** The game: deal, then turns until the engine says it is over. */
  private async run(generation: number): Promise<void> {
    const ctx = (): Parameters<SequenceTableView['animate']>[1] => ({ handSeat: this.handSeat, handFaceUp: this.handFaceUp, names: this.names, teamNames: this.teamNames });
    if (this.resumed) this.table.showPosition(this.state, this.handSeat, this.handFaceUp);
    else await this.table.deal(this.state, ctx());
    while (this.alive(generation) && !rules.isOver(this.state)) {
      const seat = this.state.toMove;
      const level = this.launch.seats[seat] ?? 'human';
      let move: SequenceMove | null;
      let played: CardSprite | undefined;
      if (level === 'human') {
        await this.prepareHuman(seat);
        if (!this.alive(generation)) return;
        const human = await this.table.input.awaitMove(this.state);
        move = human.move;
        played = human.card;
      } else {
        this.table.setStatus(t('sequence.status.thinking', { name: this.names[seat] ?? '' }));
        move = await computerTurn<SequenceMove>(this, {
          client: this.ai as AiClient,
          game: 'sequence',
          view: rules.view(this.state, seat),
          level,
          seed: `${this.launch.seed}:${this.moves.length}`,
          fallback: () => rules.legalMoves(this.state)[0] as SequenceMove,
        });
      }
      if (move === null || !this.alive(generation)) return;
      const { state, events } = rules.play(this.state, move);
      this.state = state;
      this.moves.push(rules.formatMove(move));
      this.deckExhausted = events.some((e) => e.type === 'deckExhausted');
      if (!rules.isOver(state)) saveGame(this.launch, this.moves);
      await this.table.animate(events, ctx(), played);
      if (!this.alive(generation)) return;
      this.table.settle(this.state, this.handSeat);
      await this.hideHandIfPassing(seat);
    }
    if (this.alive(generation)) await this.finish();
  }

  /** Pass-and-play: the next person gets the device behind the hand-over screen, then sees their hand. */
  private async prepareHuman(seat: number): Promise<void> {
    if (this.handSeat === seat && this.handFaceUp) return;
    await this.table.hideHand();
    await showHandOver(this, { name: this.names[seat] ?? '', color: COLORS.team[teamOf(this.state, seat)] });
    this.handSeat = seat;
    this.handFaceUp = true;
    await this.table.revealHand(this.state.hands[seat] as string[]);
  }

  /** With several people at the screen, a hand goes face down as soon as its owner's turn is over. */
  private async hideHandIfPassing(seat: number): Promise<void> {
    if (humanSeats(this.launch.seats).length < 2 || this.state.toMove === seat || rules.isOver(this.state)) return;
    this.handFaceUp = false;
    await this.table.hideHand();
  }

  private async finish(): Promise<void> {
    clearSavedGame('sequence');
    const { scores, winners } = rules.score(this.state);
    const humans = humanSeats(this.launch.seats);
    const myTeam = humans.length > 0 ? teamOf(this.state, humans[0] as number) : -1;
    const won = myTeam >= 0 && winners.includes(myTeam);
    const s = this.state.settings;
    if (myTeam >= 0 && !this.resumedFinished()) recordGame('sequence', sequenceBucket(s), { won, score: scores[myTeam] ?? 0 });
    announceGameOver(this, this.launch, { scores, winners, humanWon: won });
    this.table.setStatus(null);
    if (won) playSound('win');
    const title = this.resultTitle(winners, humans.length === 1 ? myTeam : -1);
    const summary = t('sequence.over.text', { scores: scores.map((n, i) => `${this.teamNames[i] ?? ''}: ${n}`).join(' · '), moves: this.moves.length });
    const text = this.deckExhausted ? `${t('sequence.over.deckExhausted', { n: MAX_RESHUFFLES })}\n${summary}` : summary;
    const choice = await showDialog(this, {
      title,
      text,
      buttons: [
        { label: t('sequence.over.again'), value: 'again' },
        { label: t('sequence.over.menu'), value: 'menu', variant: 'secondary' },
      ],
      cancelValue: 'menu',
    });
    if (!this.sys.isActive()) return;
    if (choice === 'again') goToScene(this, 'SequenceBoard', { ...this.launch, seed: randomSeed(), resume: undefined });
    else this.leave();
  }

  /** A resumed game that was already over when saved is not counted twice. */
  private resumedFinished(): boolean {
    return this.resumed && this.launch.resume !== undefined && this.moves.length === this.launch.resume.moves.length;
  }

  private resultTitle(winners: number[], myTeam: number): string {
    const winner = winners[0];
    if (winner === undefined) return t('sequence.over.title.draw');
    if (myTeam >= 0) return t(winners.includes(myTeam) ? 'sequence.over.title.youWon' : 'sequence.over.title.youLost');
    return t('sequence.over.title.wonOne', { name: this.teamNames[winner] ?? '' });
  }

  private makeProbe(): Probe {
    return {
      notation: () => rules.format(this.state),
      locate: (id) => this.table.locate(id),
    };
  }
}
