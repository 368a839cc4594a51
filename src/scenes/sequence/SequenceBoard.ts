/**
 * The Sequence / Sequence Numbers table. The game in progress is the base's table session (turns,
 * seats, saves, statistics: ui/table/TableScene.ts); this scene draws it with the views under
 * ./sequence, hands the person's gestures (HumanInput) to the session, animates what each move's
 * events say, and hides hands between the turns of pass-and-play. Rules live in the engine only.
 */
import Phaser from 'phaser';
import '../../platform/strings/sequence';
import { MAX_RESHUFFLES, pileOutForGood, rules, teamOf, type SequenceEvent, type SequenceMove, type SequenceState } from '../../engine/sequence';
import { t } from '../../platform/i18n';
import { opensAtDeal, type GameLaunch } from '../../platform/launch';
import type { GameEnd, PlayedMove } from '../../platform/session/TableSession';
import type { SeatController } from '../../platform/session/seats';
import type { Probe } from '../../ui/runtime/testHook';
import { COLORS, CardSprite, FocusManager, playSound, type Focusable, type TopBarAction } from '../../ui';
import type { A11yQueries, AccessibleInfo } from '../../ui/a11y';
import { describeSequenceMove, describeSequenceTurn, type SequenceSeats } from '../../platform/speech/sequence';
import { sequenceNamer, sequenceQueries, type SpokenSequenceTable } from './spoken';
import { addBackdrop, backdropTexture } from '../../ui/backdrop';
import { buildInSteps } from '../../ui/buildInSteps';
import { onlineNames } from '../../ui/table/onlineFrame';
import type { NamePlate } from '../../ui/table/presenceMarks';
import { TableScene } from '../../ui/table/TableScene';
import { BoardView } from './BoardView';
import { celebrateWin } from './celebrations';
import { SequenceTableView } from './SequenceTableView';
import type { AnimatorContext } from './EventAnimator';
import { seatNames, shortSeatNames, teamInfos } from './seats';
import type { TeamInfo } from './TeamPanel';
import { cardName } from './cardFace';
import { sequenceHistory, type SequenceFocus } from './history';
import { MoveLog } from '../../ui/moveLog';

export class SequenceBoard extends TableScene<SequenceState, SequenceMove, SequenceEvent> {
  private table!: SequenceTableView;
  private backdrop!: Phaser.GameObjects.Image;
  private names: string[] = [];
  private teams: TeamInfo[] = [];
  /** The seat of the one person at this screen (-1: several, pass-and-play): "You" in the words shown and spoken. */
  private you = -1;
  private learning = false;
  /** Seat whose hand is at the bottom (−1: none) and whether its faces show. */
  private handSeat = -1;
  private handFaceUp = false;
  /** The sprite the person just played (it flies from where they dropped it). */
  private played: CardSprite | undefined;
  /** The opening deal's animation: the first turn waits for it. */
  private dealt: Promise<void> = Promise.resolve();
  /** The moves since the person at this screen last played (the history panel lists them). */
  private moveLog = new MoveLog<SequenceFocus>();

  constructor() {
    super('SequenceBoard');
  }

  override init(data: GameLaunch): void {
    super.init(data);
    this.handSeat = -1;
    this.handFaceUp = false;
    this.played = undefined;
    this.dealt = Promise.resolve();
    this.moveLog = new MoveLog<SequenceFocus>(opensAtDeal(data));
  }

  create(): void {
    let board: BoardView | undefined;
    // In steps, one per frame, behind the transition's curtain (see buildInSteps).
    buildInSteps(this, [
      () => {
        this.backdrop = addBackdrop(this);
        // The statistics rules are passed here until the registry lists Sequence (then they are its descriptor's).
        const session = this.openTable({ rules, players: (state) => state.settings.players });
        const state = session.state;
        this.learning = state.settings.learning === true;
        this.names = seatNames(this.launch.seats, onlineNames(this.launch));
        this.teams = teamInfos(this.names, state.settings.teams, (seat) => teamOf(state, seat), shortSeatNames(this.launch.seats));
        const humans = session.humanSeats();
        this.you = humans.length === 1 ? (humans[0] as number) : -1;
        this.handSeat = this.you;
        this.handFaceUp = this.handSeat >= 0;
        this.makeBar(state);
      },
      () => {
        board = new BoardView(this, this.session.state.settings.variant, SequenceTableView.layoutFor(this, this.bar.barHeight, this.teams));
      },
      () => {
        this.table = this.makeTableView(board);
      },
      () => this.begin(),
    ]);
  }

  private makeBar(state: SequenceState): void {
    const s = state.settings;
    const actions: TopBarAction[] =
      s.variant === 'numbers' ? [{ id: 'answers', icon: '=', label: t('sequence.answers'), keys: ['a'], onClick: () => this.toggleAnswers(), width: 220 }] : [];
    this.makeTopBar({
      title: t(`sequence.title.${s.variant}`),
      subtitle: t(s.sequencesToWin === 1 ? 'sequence.subtitle.one' : 'sequence.subtitle', { players: s.players, teams: s.teams, needed: s.sequencesToWin }),
      shortSubtitle: t('sequence.subtitle.short', { players: s.players, teams: s.teams, needed: s.sequencesToWin }),
      actions,
    });
  }

  private makeTableView(board?: BoardView): SequenceTableView {
    const table = new SequenceTableView(this, {
      state: this.session.state,
      top: this.bar.barHeight,
      teams: this.teams,
      names: this.names,
      you: this.you,
      learning: this.learning,
      onExchange: () => this.table.input.exchange(),
      accepts: () => this.acceptsInput(),
      submit: (move, card) => this.submitFromInput(move, card),
      board,
    });
    // Titled from the start (before any move, a resumed game's header read "Since your turn (0)").
    table.history.setEntries(this.moveLog.entries, this.moveLog.since);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => table.destroy());
    return table;
  }

  /** The last step of building: a fresh game is dealt (the first turn waits for it), a resumed one shown. */
  private begin(): void {
    const state = this.session.state;
    if (this.session.moves.length > 0) {
      this.table.showPosition(state, this.handSeat, this.handFaceUp);
      this.table.recallLastMove(this.session.lastEvents);
    }
    else this.dealt = this.animating(() => this.table.deal(state, this.context()));
    this.startTable();
    // A finished game opened from a link or a save: its result shows as it did live (not counted again).
    if (this.session.openedOver) {
      const { scores, winners } = rules.score(state);
      void this.gameOver({ scores, winners, humanWon: false, stats: null, firstEnd: false });
    }
  }

  private context(): AnimatorContext {
    return { handSeat: this.handSeat, handFaceUp: this.handFaceUp, names: this.names, you: this.you, teamNames: this.teams.map((team) => team.name) };
  }

  private toggleAnswers(): void {
    this.learning = !this.learning;
    this.table.setLearning(this.learning);
  }

  // ------------------------------------------------------------------ turns

  protected override async beforeTurn(seat: number, controller: SeatController): Promise<void> {
    await this.dealt;
    if (controller.kind !== 'human') {
      this.table.setStatus(t('sequence.status.thinking', { name: this.names[seat] ?? '' }));
      return;
    }
    // Pass-and-play: the next person gets the device behind the hand-over screen, then sees their hand.
    if (this.handSeat !== seat || !this.handFaceUp) {
      await this.table.hideHand();
      await this.handOver(seat, { name: this.names[seat] ?? '', color: COLORS.team[teamOf(this.session.state, seat)] });
      this.handSeat = seat;
      this.handFaceUp = true;
      await this.table.revealHand(this.session.state.hands[seat] as string[]);
    }
    this.say(describeSequenceTurn(this.session.state, this.spokenSeats()));
    this.table.input.begin(this.session.state);
  }

  /** A move made with HumanInput: played through the base (input policy, the engine's check). */
  private submitFromInput(move: SequenceMove, card: CardSprite): boolean {
    if (!this.acceptsInput()) return false;
    const result = this.submitMove(move);
    if ('error' in result) {
      this.toast(t('sequence.toast.illegal'), 'error');
      console.info(`Sequence: move refused: ${result.error}`);
      return false;
    }
    this.played = card;
    return true;
  }

  // ------------------------------------------------------------------ in words (./spoken.ts)

  private spokenSeats(): SequenceSeats {
    return { names: this.names, teamNames: this.teams.map((team) => team.name), you: this.you, humans: this.session.humanSeats() };
  }

  private readonly spoken: SpokenSequenceTable = {
    state: () => this.session.state,
    seats: () => this.spokenSeats(),
    handSeat: () => (this.handFaceUp ? this.handSeat : -1),
    handCards: () => this.table.hand.cards,
    discard: () => this.table.piles.discardFocus,
    focused: () => FocusManager.existing(this)?.focused ?? null,
    turn: () => this.table.statusText,
  };
  private readonly nameOf = sequenceNamer(this.spoken);

  protected override describeMove(played: PlayedMove<SequenceMove, SequenceEvent>): string {
    return describeSequenceMove(played.events, this.session.state, this.spokenSeats());
  }

  protected override describeItem(item: Focusable): AccessibleInfo | null {
    return this.nameOf(item);
  }

  protected override a11yQueries(): A11yQueries {
    return sequenceQueries(this.spoken);
  }

  protected async showMove(played: PlayedMove<SequenceMove, SequenceEvent>): Promise<void> {
    const card = played.by === 'human' ? this.played : undefined;
    this.played = undefined;
    this.table.input.stop();
    await this.table.animate(played.events, this.context(), card);
    if (!this.sys.isActive()) return;
    const state = this.session.state;
    const entries = sequenceHistory(played.events, {
      names: this.names,
      you: this.you,
      teamNames: this.teams.map((team) => team.name),
      teamColors: this.teams.map((_, i) => COLORS.team[i] ?? COLORS.gold),
      teamOf: (seat) => teamOf(state, seat),
      cardName,
    });
    this.moveLog.add(entries, played.by === 'human');
    this.table.history.setEntries(this.moveLog.entries, this.moveLog.since);
    this.table.settle(state, this.handSeat);
    // With several people at the screen, a hand goes face down as soon as its owner's turn is over.
    if (this.session.passAndPlay && state.toMove !== played.seat && !this.session.over) {
      this.handFaceUp = false;
      await this.table.hideHand();
    }
  }

  /** Back first puts down a selected card; only then does it mean leaving. */
  protected override backConsumed(): boolean {
    return this.table?.input.cancel() ?? false;
  }

  protected override seatPlate(seat: number): NamePlate | null {
    return this.table?.playerBox(seat) ?? null;
  }

  // ------------------------------------------------------------------ re-layout

  /** A new size: the bar and every view move to the new layout in place; play goes on as it was. */
  protected layout(): void {
    const { width, height } = this.scale;
    this.backdrop.setTexture(backdropTexture(this)).setPosition(width / 2, height / 2).setDisplaySize(width, height);
    this.bar.layout();
    this.table.relayout(SequenceTableView.layoutFor(this, this.bar.barHeight, this.teams));
  }

  // ------------------------------------------------------------------ the end

  protected async gameOver(end: GameEnd): Promise<void> {
    const state = this.session.state;
    const { scores, winners } = end;
    const humans = this.session.humanSeats();
    const myTeam = humans.length > 0 ? teamOf(state, humans[0] as number) : -1;
    this.table.setStatus(null);
    if (myTeam >= 0 && winners.includes(myTeam)) playSound('win');
    const teamNames = this.teams.map((team) => team.name);
    const title = resultTitle(winners, humans.length === 1 ? myTeam : -1, teamNames);
    // One line per team (on a phone, "Sequences: You: 0 · Computer 1: 2. Moves played: 41." broke mid-score).
    const summary = t('sequence.over.text', { scores: scores.map((n, i) => `${teamNames[i] ?? ''}: ${n}`).join('\n'), moves: this.session.moves.length });
    // The draw rule ended it (the pile ran out after the last reshuffle, at a draw or with nobody
    // left holding a card that can do anything): said live and on a resumed finished game.
    const exhausted = state.outcome === 'draw' && pileOutForGood(state);
    const text = exhausted ? `${t('sequence.over.deckExhausted', { n: MAX_RESHUFFLES })}\n${summary}` : summary;
    // The winner's sequences celebrate (when it is just over, and not a loss of the one person here).
    const winner = winners[0];
    if (end.firstEnd && winner !== undefined && (humans.length !== 1 || winner === myTeam)) {
      const cells = state.sequences.filter((seq) => seq.team === winner).flatMap((seq) => seq.cells);
      await celebrateWin(this, this.table.board, winner, cells, title);
      if (!this.sys.isActive()) return;
    }
    await this.endDialog({ title, text });
  }

  protected probe(): Probe {
    return {
      notation: () => rules.format(this.session.state),
      locate: (id) => this.table.locate(id),
    };
  }
}

function resultTitle(winners: number[], myTeam: number, teamNames: readonly string[]): string {
  const winner = winners[0];
  if (winner === undefined) return t('sequence.over.title.draw');
  if (myTeam >= 0) return t(winners.includes(myTeam) ? 'sequence.over.title.youWon' : 'sequence.over.title.youLost');
  return t('sequence.over.title.wonOne', { name: teamNames[winner] ?? '' });
}
