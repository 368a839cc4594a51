/**
 * What the move history panel lists (pure, no Phaser): the moves since the person at this screen
 * last played. Their own move starts the list afresh; everyone else's is added after it, so on
 * their turn they see their last move and every move made since (in a six-player Sequence, five).
 */

/** One line of the history: who (their colour), what (the words), and what to point at when tapped. */
export interface HistoryEntry<Focus> {
  color: number;
  text: string;
  focus: Focus;
}

/**
 * What the list counts from, for its title: the person's last move (`turn`), the deal (`start`: they
 * have not moved yet in a game followed from its deal), or the table's opening in a game resumed or
 * joined after moves were made (`resume`: their last move is not in the list). `all`: every move of
 * a finished game (a scene lists them once the game is over; MoveLog itself never counts so).
 */
export type HistorySince = 'turn' | 'start' | 'resume' | 'all';

export class MoveLog<Focus> {
  private list: HistoryEntry<Focus>[] = [];
  private own = false;

  /** `atDeal`: the table opened at the deal (false: a game resumed or joined after moves were made). */
  constructor(private readonly atDeal = true) {}

  /** The entries, oldest first. */
  get entries(): readonly HistoryEntry<Focus>[] {
    return this.list;
  }

  /** What the list counts from (see HistorySince). */
  get since(): HistorySince {
    if (this.own) return 'turn';
    return this.atDeal ? 'start' : 'resume';
  }

  /** Adds the entries of one move; `mine` (played by the person at this screen) starts the list again. */
  add(entries: readonly HistoryEntry<Focus>[], mine: boolean): void {
    this.list = mine ? [...entries] : [...this.list, ...entries];
    this.own ||= mine;
  }

  clear(): void {
    this.list = [];
    this.own = false;
  }
}
