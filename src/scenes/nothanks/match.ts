/**
 * The game being played at the table, without any graphics: the engine state, the moves so far in
 * text form (a `GameRecord` for saves and replays), who sits where, and who may see what. The scene
 * asks this object; this object asks the engine. Nothing here decides a rule.
 */
import type { AiLevel, GameRecord } from '../../engine/core';
import { replay } from '../../engine/core';
import { rules, type NoThanksEvent, type NoThanksMove, type NoThanksOptions, type NoThanksState } from '../../engine/nothanks';
import type { GameLaunch, Seat } from '../../platform/launch';

export class NoThanksMatch {
  state: NoThanksState;
  readonly moves: string[] = [];
  readonly seats: Seat[];
  /** The human whose private view is on screen (pass-and-play changes it at each hand-over). */
  viewer: number;

  constructor(readonly launch: GameLaunch) {
    const options = launch.options as Partial<NoThanksOptions>;
    this.state = rules.setup(options, launch.seed);
    if (launch.resume) {
      this.state = replay(rules, launch.resume as GameRecord<NoThanksOptions>);
      this.moves.push(...launch.resume.moves);
    }
    const players = this.state.table.players;
    // Seats missing in the launch (an embed that gave only options) are computer players.
    this.seats = Array.from({ length: players }, (_, i) => launch.seats[i] ?? 'medium');
    const humans = this.humanSeats();
    this.viewer = humans.includes(this.toMove) ? this.toMove : (humans[0] ?? -1);
  }

  get players(): number {
    return this.state.table.players;
  }

  get toMove(): number {
    return rules.toMove(this.state);
  }

  get over(): boolean {
    return rules.isOver(this.state);
  }

  humanSeats(): number[] {
    return this.seats.flatMap((s, i) => (s === 'human' ? [i] : []));
  }

  isHuman(seat: number): boolean {
    return this.seats[seat] === 'human';
  }

  /** Several people share the screen: private information is hidden between their turns. */
  get passAndPlay(): boolean {
    return this.humanSeats().length > 1;
  }

  level(seat: number): AiLevel | null {
    const s = this.seats[seat];
    return s === 'human' || s === undefined ? null : s;
  }

  legalMoves(): NoThanksMove[] {
    return rules.legalMoves(this.state);
  }

  canPass(): boolean {
    return this.legalMoves().some((m) => m.type === 'pass');
  }

  /** Plays `move` (the engine checks it) and returns what happened, for the animation. */
  play(move: NoThanksMove): NoThanksEvent[] {
    const { state, events } = rules.play(this.state, move);
    this.state = state;
    this.moves.push(rules.formatMove(move));
    return events;
  }

  /** The chip count `seat` shows to the viewer: their own, everyone's with open chips, else null. */
  visibleChips(seat: number): number | null {
    const view = rules.view(this.state, this.viewer >= 0 ? this.viewer : seat);
    if (this.viewer < 0) return this.state.table.openChips ? (this.state.chips[seat] ?? 0) : null;
    return view.chips[seat] ?? null;
  }

  /** The record that replays this game (options + seed + moves). */
  record(): GameRecord<NoThanksOptions> {
    return { game: 'nothanks', options: this.launch.options as Partial<NoThanksOptions>, seed: this.launch.seed, moves: [...this.moves] };
  }

  notation(): string {
    return rules.format(this.state);
  }
}
