/**
 * Position judgement for the computer players. Works only from a player's view: the board, the own
 * hand, the visible discard piles and the other hands' sizes.
 *
 * - Potential: for every window (five in a line) still open to a team, a value growing steeply with
 *   how many of its spaces the team already holds (free corners count).
 * - Threats: a window with four of five is one chip from a sequence. For an opponent we estimate
 *   the chance that their hand holds a card for the missing space (a matching card or a wild card
 *   among the cards we have not seen); for ourselves we check our own hand.
 * - Jacks (and PLUS/MINUS) are scarce: spending one costs a fixed amount, so they are kept for
 *   completing sequences, blocking and breaking threats (breaking an opponent's four can have its own,
 *   lower cost).
 * - Card knowledge: our windows weigh more when our hand can fill their empty spaces; a space whose
 *   cards have all been seen (only a wild card can fill it) makes its windows worth less, for us
 *   and, counting the cards we hold, for the opponents.
 *
 * Tried and dropped (no measurable gain against the greedy bot in 400-game matches): the expected
 * best reply of the next opponent and our own best follow-up move as extra terms; steeper or flatter
 * `potential` values, separate (steeper) values for the opponents' windows, a heavier opponent threat
 * weight, dearer jacks, a larger hand bonus (all within ±2 points of each other, or worse); and a
 * look-ahead by determinized sampling (deal the unseen cards to the other hands, let them reply by
 * a tactical rule up to our next turn, judge the board then): 6 candidates × 10 sampled deals won
 * 79.0% of 200 games where this judgement alone won 78.5%, 4 × 24 deals 73.3% of 400 games against
 * 77.8%, at 10–60 times the thinking time.
 *
 * Against the blocking-aware bench bot (bench/sequence-bots.ts; this judgement wins 58.3% classic and
 * 53.0% Numbers in 300-game matches at 2 players) these were measured and not kept, none better by
 * more than its standard error (±2.9): opponentFactor 0.6 / 1.2, potential [0,1,3,9,27],
 * [0,1,5,14,30] (also with opponentFactor 1.1) and [0,1,5,25,100] (50.5% / 50.2%, worse), jacks at a
 * third of the cost, threatWeight 0.25 / 0.5; a term for the opponents' windows two chips short
 * (chance their hand fills both spaces, times the stake) at 0.3 / 1 / 3 of the stake (all worse:
 * 51-53% classic, 45% Numbers); counting placements on spaces no opponent card reaches as half their
 * gain (they keep for later; 56.3% / 51.7%); and a determinized look-ahead (6 candidates, 6 deals of the
 * next opponent's hand from the unseen cards, their reply worst for us, judged with our turn next)
 * that won 46.7% of 150 Numbers games at ~200 ms a decision.
 *
 * What Hard loses to (200 games per variant against the blocking bot): nearly always a four of the
 * bot's that stood for several turns while Hard held no card for its space and no jack (about 90% of
 * Hard's turns facing a four in lost games; it blocked whenever it could with a natural card in all
 * but ~10% of them); the bot then drew the card (its final move a two-eyed jack in 31% of classic and
 * 43% of Numbers losses). In Numbers at 2 players the first sequence decides the game. Kept from this:
 * jacks are dear (two-eyed 300, one-eyed 200, but 25 to break an opponent's four): 800 fresh deals
 * won 62.4% classic / 54.9% Numbers where the cheap jacks (30 / 25) won 58.8% / 53.3%; 300 games at
 * 3 players 52.3% / 49.3% (45.3% / 47.0% before); 400 against the greedy bot 77.8% / 66.8% (76.8% /
 * 64.8%). Measured against the blocking bot in 300-game matches and not kept: a local term like the
 * bot's (own chips through the space squared, plus the opponents', ×0.3 / 1 / 3, blocking ×2.5:
 * 52-58% classic, 46-52% Numbers); credit for our fours our hand cannot fill yet, by the chance the
 * opponent cannot block them (0.1 / 0.3 of the stake: 55-57% / 50%); counting the opponents' fours
 * with 3 or 8 more cards in their hand (they draw while a four stands: no change); jacks at
 * 1000 / 600 (58.7% / 52.7%); and an expectimax look-ahead (4-6 candidates, 8-12 sampled hands of the
 * next opponent, who replies by the bot's local rule; our judgement averaged): 57.3% / 47-49% at p95
 * 62-98 ms. Also measured and not kept (200 games, same deals, where this judgement won 59.5%):
 * play-outs to the end of the game. Hard's 3-4 best judged moves were each played out on 24 deals of
 * the unseen cards, the same deals for every candidate, with a fast greedy blocking rule for every
 * seat. Choosing the most-winning move won 55.0%; leaving the judged best only for a move winning
 * more by two standard errors of the paired difference won 56.5%. The play-outs cost 54-100 ms a
 * decision at p50. A greedy play-out misjudges what follows a move as much as this judgement does,
 * and 24 deals are too few to see the small differences between good moves. Nor kept (1,000 games,
 * classic, 60.3% without it): a cost for each opponent three-window with two spaces open for which our
 * hand, after the move, holds no card (6: 60.3%, 20: 60.7%).
 *
 * Nor kept: a judgement fitted to game outcomes. 32 features of the position after a move, from the
 * mover's view (windows holding 1-4 chips per side, weighted by reach and by what our hand fills, our
 * fours we can / cannot fill, sequences, the threat terms above, jacks held / spent, this judgement's
 * own score) in an L2 logistic regression on the positions of 3,000 mixed 2-player games (Hard, the
 * bench bots, 5% random moves), then 2,100 more with the fitted player too (243,000 positions
 * classic, 168,000 Numbers). It predicts held-out winners much better (log-loss classic 0.616 vs 0.676
 * for a sigmoid on this score, Numbers 0.647-0.656 vs 0.681-0.682), yet plays worse or no better
 * against the blocking bot (1,000 'tune' games, where this judgement won 63.0% classic / 56.6%
 * Numbers): 56.8% / 55.7%, refit with its own games 57.7% / 56.5%, blended with this score 56.5-57.2%
 * classic, a smaller feature set 48.7% (±1.6). What predicts who wins is not what tells two candidate
 * moves apart: some fitted weights, tangled with the others, even favour the opponents' unanswered fours.
 * Nor kept, at 3 players (2,700 'tune' games each against two blocking bots): opponentFactor 1.2 / 1.5
 * / 2 won 54.1-54.2% classic where 0.9 won 52.3% (0.6: 51.3% of 900), but 1.5 won 42.7% Numbers
 * where 0.9 won 44.3% (all ±1.0). On 1,200 fresh deals ('fresh3', classic) 1.5 did not hold up: 44.8% against
 * two jack keepers where 0.9 won 46.6%, 55.3% against two blocking bots where 0.9 won 54.8% (±1.4).
 * Nor kept (1,000 'tune' games per variant at 2 players; this judgement 63.0% classic / 56.6% Numbers
 * against the blocking bot, 54.9% / 53.5% against the jack keeper): reading the last opponent turn
 * (a four of theirs that stood through it shows they held no card for it and no wild card, so only
 * their fresh draws can fill it; counted as 1 or 3 draws: 62.6-62.7% / 56.5-56.6%); a hand model in
 * which opponents keep their jacks (an unseen jack is in a hand in proportion to the cards that hand
 * has drawn: 62.0% / 56.5%, and 54.4% / 53.4% against the keeper); the weight of the threats of the
 * opponent after next at 3 players, 0.25 / 0.8 instead of 0.5 (2,700 games: 52.1-52.3% classic,
 * 44.2-44.4% Numbers, as before). How well the threats are estimated hardly moves the result.
 * What matters against the jack keeper (2,000 'tune' games, 2 players, Numbers; this judgement 52.6%):
 * the potential table (flat [0,1,1,1,1] without threats or hand bonus: 25.7%); the opponents' side a
 * little (none of it, opponentFactor 0 and no threats: 49.3%; classic 50.0% where this judgement won
 * 55.0%); each other term on its own nothing measurable (threats off 52.3%, classic 55.1%; handBonus
 * 0 51.8%, deadSpace 1 52.3%, opponentFactor 0.6 / 1.2 51.4% / 52.0%, removeCost 50 52.0%), nor any
 * nearby potential table ([0,1,3,9,27], [0,1,3,12,40], [0,1,4,10,40], [0,1,4,12,30], [0,1,4,16,40],
 * [0,2,5,13,40]: 52.3-52.6%; [0,1,5,12,40] 51.1%, [0,0.5,4,12,40] 50.6%): a plateau.
 * Nor kept (300 'tune' games, classic, against the blocking bot; this judgement 64.0% on the same
 * deals): a look-ahead to our next turn whose leaf is our best judged move there, so every leaf is
 * judged as this judgement expects (right after our move). The 4 best judged moves, 6 deals of the
 * unseen cards shared by all of them, the opponent replying as Hard would with the dealt hand, our
 * draw from the dealt pile: 59.7%, at 66-71 ms a decision (p50).
 * Where the games are decided (1,000 'tune' games, classic): Hard makes the first sequence in 55.7%
 * of games against the blocking bot (55.0% against the jack keeper) and then wins 82.9% (74.5%); when
 * the bot makes it first, Hard still wins 40.2% (32.4%). The first race, about 13 moves each, is
 * nearly even: that is where the missing strength would have to come from.
 * Nor kept: the value of a sequence that does not yet win at 1,000 / 3,000 instead of 300 (1,000 'tune'
 * games, classic, 2 players, blocking bot: 64.0% / 63.8% where 300 won 64.0%: completing one comes
 * first whatever its value); at 3 players (3,000 't3' games, classic, two blocking bots, where this
 * judgement won 54.7% ± 0.9) potential [0,1,4,16,64] 53.6%, threatWeight 1.5 54.9%, jacks at 150 / 100
 * 54.3%, handBonus 2 53.5%, opponentFactor 1.2 54.7%.
 * A ceiling, measured (bench/sequence-ceiling.ts, not a level): a player that cheats, seeing every hand and the
 * draw pile and knowing the blocking bot's rule and random generator exactly, so that it foresees
 * every reply, and that searches its own next two turns (this judgement's 6 best moves at each), wins
 * 75.3% ± 1.8 of 600 'tune' games, classic, 2 players (74.0% of the first 200, 76.0% of the next 400),
 * and 72.0% ± 3.2 of 200 in Sequence Numbers. Perfect knowledge of the cards and of the opponent buys
 * about 11 (classic) and 15 (Numbers) points over this judgement; the 75% goal against this bot sits
 * at what that cheater reaches.
 * Kept: our own four that our hand can complete counts as blocked by any opponent who moves before our
 * next turn (it had counted the next one only; at 2 players nothing changes). 3,000 't3' games,
 * classic, 3 players, two blocking bots: 55.1% where the next opponent alone won 54.7% (the same deals
 * paired: +0.4 ± 0.14, 15 games won that were lost and 3 the other way; the term rarely decides).
 * 3,000 'match' deals: classic 54.7% (54.6%), Numbers 45.7% (45.7%). Not kept at 3 players (3,000
 * games, paired): the leading opponent's potential weighed 1.3 times and the other's 0.7 (or the
 * reverse): -0.3 / -0.9 ± 0.85; the after-next opponent's threats weighed by the chance the next one
 * cannot block them instead of by half: -0.2 ± 0.1; the own-threat share 0.3 / 0.9: +0.2 (both within
 * noise). In Numbers at 3 players ('match', paired against 45.7%): opponentFactor 0.6 -2.2, 1.3 -0.9;
 * potential [0,1,3,9,27] -1.4, [0,1,6,20,60] -1.3; handBonus 2.5 -1.1; deadSpace 1 +0.2 (± 0.8 each).
 * Classic at 3 players ('t3', paired against 55.1%): deadSpace 1 -0.6, 0.1 -0.1 (± 0.9 / 0.7);
 * removeCost 100 -0.4 ± 0.15; wildCost 500 and breakFourCost 100 change (almost) no decision.
 */
import { spacesShowing } from './board';
import { cardRole, equationCards, fullDeck, spaceOfCard } from './deck';
import { newSequencesAt, sequenceSpaces } from './lines';
import type { CompletedSequence, SequenceMove, SequenceSettings, SequenceView } from './types';
import { WINDOWS, WINDOWS_OF_CELL } from './windows';

/** Weights a level plays with. */
export interface EvalWeights {
  /** Value of an open window holding 0..4 of a team's spaces. */
  potential: readonly number[];
  /** How much opponents' potential counts against ours. */
  opponentFactor: number;
  /** Value of completing a sequence that does not yet win. */
  sequence: number;
  /** Cost of spending a wild / remove card. */
  wildCost: number;
  removeCost: number;
  /** Cost of a remove card that takes a chip out of an opponent's four (default `removeCost`). */
  breakFourCost?: number;
  /** Whether to weigh opponents' one-move threats by the chance they hold the card. */
  threats: boolean;
  /** Extra weight of our windows whose empty spaces our own hand can fill (0 = ignore the hand). */
  handBonus: number;
  /** Factor for a window per empty space no normal card can fill any more (all its cards seen). */
  deadSpace: number;
  /** Weight of the opponents' one-move threats (1 = their expected value). */
  threatWeight?: number;
  /** `potential` for the opponents' windows, if different. */
  opponentPotential?: readonly number[];
}

export const WIN_SCORE = 1_000_000;

/** Share of a sequence's value credited now for a threat our own hand can complete next turn (if not blocked). */
const OWN_THREAT_SHARE = 0.6;

/** Everything about the position that does not change between candidate moves. */
export interface Knowledge {
  settings: SequenceSettings;
  me: number;
  /** Unseen cards (deck minus own hand minus discards) with their counts. */
  unseen: Map<string, number>;
  unseenTotal: number;
  unseenWild: number;
  unseenRemove: number;
  handSizes: number[];
  /** Opponent players in the order they move after us. */
  opponentsInOrder: number[];
  /** Per space, for our windows: 1 while a normal card for it is unseen or in our hand, else `deadSpace` (only wild cards fill it). */
  spaceFactor: Float64Array;
  /** The same for opponents' windows: cards in our hand are out of their reach. */
  opponentSpaceFactor: Float64Array;
  /** Cache of `chanceToFill` for every space, per hand size. */
  fillChanceByHandSize: Map<number, Float64Array>;
}

const FILLERS: Record<string, Map<number, string[]>> = {};

/** Distinct normal cards that place on `cell` in a variant. */
function fillersOf(variant: SequenceSettings['variant'], cell: number): string[] {
  let byCell = FILLERS[variant];
  if (!byCell) {
    byCell = new Map();
    const cards = variant === 'numbers' ? equationCards() : [...new Set(fullDeck('classic'))];
    for (const card of cards) {
      if (cardRole(card) !== 'normal') continue;
      for (const c of spacesShowing(variant, spaceOfCard(variant, card)!)) byCell.set(c, [...(byCell.get(c) ?? []), card]);
    }
    FILLERS[variant] = byCell;
  }
  return byCell.get(cell) ?? [];
}

export function gatherKnowledge(view: SequenceView, w: EvalWeights): Knowledge {
  const unseen = new Map<string, number>();
  for (const c of fullDeck(view.settings.variant, view.settings.allOperations)) unseen.set(c, (unseen.get(c) ?? 0) + 1);
  for (const c of [...view.hand, ...view.discards.flat()]) unseen.set(c, (unseen.get(c) ?? 0) - 1);
  let total = 0;
  let wild = 0;
  let remove = 0;
  for (const [card, n] of unseen) {
    total += n;
    if (cardRole(card) === 'wild') wild += n;
    if (cardRole(card) === 'remove') remove += n;
  }
  const players = view.settings.players;
  const opponentsInOrder: number[] = [];
  for (let k = 1; k < players; k++) {
    const p = (view.player + k) % players;
    if (p % view.settings.teams !== view.team) opponentsInOrder.push(p);
  }
  const spaceFactor = new Float64Array(100).fill(1);
  const opponentSpaceFactor = new Float64Array(100).fill(1);
  for (let cell = 0; cell < 100; cell++) {
    const fillers = fillersOf(view.settings.variant, cell);
    if (fillers.length === 0) continue;
    const unseenFiller = fillers.some((c) => (unseen.get(c) ?? 0) > 0);
    if (!unseenFiller) opponentSpaceFactor[cell] = w.deadSpace;
    if (!unseenFiller && !fillers.some((c) => view.hand.includes(c))) spaceFactor[cell] = w.deadSpace;
  }
  return { settings: view.settings, me: view.team, unseen, unseenTotal: total, unseenWild: wild, unseenRemove: remove, handSizes: view.handSizes, opponentsInOrder, spaceFactor, opponentSpaceFactor, fillChanceByHandSize: new Map() };
}

/** Chance that `handSize` cards drawn from the unseen cards include one of `useful` of them. */
function chanceToHold(k: Knowledge, useful: number, handSize: number): number {
  const total = k.unseenTotal;
  if (useful <= 0 || handSize <= 0 || total <= 0) return 0;
  let none = 1;
  for (let i = 0; i < handSize; i++) {
    if (total - i <= 0) break;
    none *= Math.max(0, total - useful - i) / (total - i);
  }
  return 1 - none;
}

export function chanceToFill(k: Knowledge, cell: number, handSize: number): number {
  let useful = k.unseenWild;
  for (const card of fillersOf(k.settings.variant, cell)) useful += k.unseen.get(card) ?? 0;
  return chanceToHold(k, useful, handSize);
}

/** `chanceToFill` for every space for a hand of `handSize` cards (computed once per decision). */
function fillChances(k: Knowledge, handSize: number): Float64Array {
  let chances = k.fillChanceByHandSize.get(handSize);
  if (!chances) {
    chances = new Float64Array(100);
    for (let cell = 0; cell < 100; cell++) chances[cell] = chanceToFill(k, cell, handSize);
    k.fillChanceByHandSize.set(handSize, chances);
  }
  return chances;
}

/** Per team: total potential and the spaces that would complete a sequence (threat spaces). */
interface TeamScan {
  potential: number;
  threats: number[];
}

function scanTeam(chips: readonly number[], team: number, closed: Uint8Array, w: EvalWeights, spaceFactor: Float64Array, fill?: Float64Array, values: readonly number[] = w.potential): TeamScan {
  let potential = 0;
  const threats: number[] = [];
  for (let wi = 0; wi < WINDOWS.length; wi++) {
    if (closed[wi]) continue;
    const win = WINDOWS[wi]!;
    let held = 0;
    let empty = -1;
    let open = true;
    let fillable = 0;
    let reach = 1;
    for (const cell of win) {
      const chip = chips[cell] as number;
      if (chip === team || cell === 0 || cell === 9 || cell === 90 || cell === 99) held++;
      else if (chip === -1) {
        empty = cell;
        reach *= spaceFactor[cell] as number;
        if (fill) fillable += fill[cell] as number;
      }
      else {
        open = false;
        break;
      }
    }
    if (!open || held === 5) continue;
    potential += reach * (values[held] as number) * (fill ? 1 + (w.handBonus * fillable) / (5 - held) : 1);
    if (held === 4 && !threats.includes(empty)) threats.push(empty);
  }
  return { potential, threats };
}

function sequenceCellsByTeam(sequences: readonly CompletedSequence[], teams: number): number[][][] {
  const by: number[][][] = Array.from({ length: teams }, () => []);
  for (const s of sequences) by[s.team]!.push(sequenceSpaces(s));
  return by;
}

/** Windows that cannot become a new sequence of a team: they share two or more spaces with one of its sequences. */
function closedWindows(ownSequenceCells: readonly number[][]): Uint8Array {
  const closed = new Uint8Array(WINDOWS.length);
  for (const seq of ownSequenceCells) {
    WINDOWS.forEach((win, wi) => {
      let shared = 0;
      for (const c of win) if (seq.includes(c)) shared++;
      if (shared > 1) closed[wi] = 1;
    });
  }
  return closed;
}

/**
 * Score of the position after our `move` (higher is better for us). `handAfter` is our hand once the
 * card is played (before drawing).
 */
export function scoreMove(view: SequenceView, k: Knowledge, move: SequenceMove, w: EvalWeights): number {
  if (move.type === 'deadDiscard') return Infinity; // a dead card is worth nothing; swapping it is free
  const after = applyToBoard(view.chips, view.sequences, view.team, move);
  if (after.won(view.settings)) return WIN_SCORE;
  const handAfter = view.hand.slice();
  handAfter.splice(handAfter.indexOf(move.card), 1);
  let score = evaluatePosition(view, k, w, after.chips, after.sequences, handAfter);
  const role = cardRole(move.card);
  if (role === 'wild') score -= w.wildCost;
  if (role === 'remove') score -= w.breakFourCost !== undefined && breaksAFour(view.chips, move.row * 10 + move.col) ? w.breakFourCost : w.removeCost;
  return score;
}

/** Whether the chip on `cell` belongs to a window its team holds four of five of, the fifth empty. */
function breaksAFour(chips: readonly number[], cell: number): boolean {
  const owner = chips[cell];
  return WINDOWS_OF_CELL[cell]!.some((wi) => {
    let held = 0;
    for (const c of WINDOWS[wi]!) {
      if (chips[c] === owner || c === 0 || c === 9 || c === 90 || c === 99) held++;
      else if (chips[c] !== -1) return false;
    }
    return held === 4;
  });
}

/** A board after a move: chips and completed sequences. */
export interface BoardAfter {
  chips: number[];
  sequences: CompletedSequence[];
  /** Whether the moving team has now won. */
  won(settings: SequenceSettings): boolean;
}

/** Puts `team`'s chip on the move's space (or takes the chip off for a remove) and records new sequences. */
export function applyToBoard(chips0: readonly number[], sequences0: readonly CompletedSequence[], team: number, move: SequenceMove & { row: number; col: number }): BoardAfter {
  const cell = move.row * 10 + move.col;
  const chips = chips0.slice();
  let sequences = sequences0 as CompletedSequence[];
  let made = false;
  if (move.type === 'place') {
    chips[cell] = team;
    const fresh = newSequencesAt(chips, sequences, team, cell);
    if (fresh.length > 0) {
      sequences = [...sequences, ...fresh];
      made = true;
    }
  } else {
    chips[cell] = -1;
    sequences = sequences.filter((s) => !sequenceSpaces(s).includes(cell));
  }
  return { chips, sequences, won: (settings) => made && sequences.filter((s) => s.team === team).length >= settings.sequencesToWin };
}

/**
 * Our judgement of the board right after our move (higher is better for us), `view` being the
 * position we decide in and `hand` our cards left.
 */
export function evaluatePosition(
  view: SequenceView,
  k: Knowledge,
  w: EvalWeights,
  chips: readonly number[],
  sequences: readonly CompletedSequence[],
  hand: readonly string[],
): number {
  const me = view.team;
  const teams = view.settings.teams;
  const byTeam = sequenceCellsByTeam(sequences, teams);
  const counts = byTeam.map((s) => s.length);
  for (let t = 0; t < teams; t++) if (t !== me && counts[t]! >= view.settings.sequencesToWin) return -WIN_SCORE;
  const before = new Array<number>(teams).fill(0);
  for (const s of view.sequences) before[s.team]!++;
  // A new sequence may share at most one space with each of the team's sequences.
  const closed = byTeam.map(closedWindows);
  let score = 0;
  const mine = scanTeam(chips, me, closed[me]!, w, k.spaceFactor, w.handBonus > 0 ? fillMap(view.settings, chips, hand) : undefined);
  score += mine.potential + (counts[me]! - before[me]!) * w.sequence;

  // Opponents: their potential, sequences, and the danger that the next ones complete a sequence at once.
  let nextOpponent = true;
  const scans = new Map<number, TeamScan>();
  for (const p of k.opponentsInOrder) {
    const t = p % teams;
    let scan = scans.get(t);
    if (!scan) {
      scan = scanTeam(chips, t, closed[t]!, w, k.opponentSpaceFactor, undefined, w.opponentPotential);
      scans.set(t, scan);
      score -= w.opponentFactor * scan.potential + (counts[t]! - before[t]!) * w.sequence;
    }
    if (!w.threats) continue;
    const stake = counts[t]! + 1 >= view.settings.sequencesToWin ? WIN_SCORE / 100 : w.sequence;
    let none = 1;
    const chance = fillChances(k, k.handSizes[p] ?? 0);
    for (const y of scan.threats) none *= 1 - (chance[y] as number);
    score -= (nextOpponent ? 1 : 0.5) * (w.threatWeight ?? 1) * stake * (1 - none);
    nextOpponent = false;
  }

  // Our own one-move threats that our hand can complete next turn.
  if (w.threats && mine.threats.length > 0) {
    const fillable = mine.threats.filter((y) => hand.some((c) => canPlaceOn(view.settings, c, y)));
    if (fillable.length > 0) {
      const stake = counts[me]! + 1 >= view.settings.sequencesToWin ? WIN_SCORE / 100 : w.sequence;
      let unblocked = 1;
      // Every opponent moves before our next turn, and each of them may block it.
      for (const p of k.opponentsInOrder) {
        const hs = k.handSizes[p] ?? 0;
        const breakChance = chanceToHold(k, k.unseenRemove, hs);
        const blockChance = fillable.length >= 2 ? breakChance : 1 - (1 - chanceToFill(k, fillable[0]!, hs)) * (1 - breakChance);
        unblocked *= 1 - blockChance;
      }
      score += OWN_THREAT_SHARE * stake * unblocked;
    }
  }
  return score;
}

function canPlaceOn(settings: SequenceSettings, card: string, cell: number): boolean {
  const role = cardRole(card);
  if (role === 'wild') return true;
  if (role === 'remove') return false;
  return fillersOf(settings.variant, cell).includes(card);
}

/** Per space, how surely our hand can put a chip there next turn: 1 with a matching card, 0.5 with only a wild card. */
function fillMap(settings: SequenceSettings, chips: readonly number[], hand: readonly string[]): Float64Array {
  const fill = new Float64Array(100);
  const hasWild = hand.some((c) => cardRole(c) === 'wild');
  if (hasWild) for (let cell = 0; cell < 100; cell++) if (chips[cell] === -1) fill[cell] = 0.5;
  for (const card of hand) {
    if (cardRole(card) !== 'normal') continue;
    for (const cell of spacesShowing(settings.variant, spaceOfCard(settings.variant, card)!)) if (chips[cell] === -1) fill[cell] = 1;
  }
  return fill;
}

