/**
 * Text notation of a Gaps position, e.g.
 *
 *   variant: aisleriot
 *   random gaps: no
 *   winnable deals: no
 *   redeals: 2
 *   redeals used: 0
 *   seed: "deal-42"
 *   2S 3S 4S -- 9H KD ... (13 cells)
 *   ... (4 rows)
 *
 * Header lines are `key: value`; the 4 lines without a colon are the rows, `--` is a gap. The seed is
 * kept (JSON-quoted) because later redeals are shuffled from it. Moves read `5H>r2c7` (the 5 of hearts
 * to row 2, column 7, both 1-based) and `redeal`.
 *
 * What `parseState` refuses (RuleError), i.e. the invariants every real game keeps: each of the 48
 * cards 2..K once and so exactly 4 gaps, no aces (they leave the game after the deal), 4 rows of 13,
 * known and single headers, redeals used within the redeals allowed, and settings a game can have (the
 * basic variant has no redeals, hence no random gaps and no redeal used), in the twos variant a 2 at
 * the head of every row, and after a redeal without random gaps a 2 or a gap at the head of every row
 * (checkLayout). Nothing more can be checked of a layout: any placement of the 48 cards and 4 gaps can
 * be dealt (the `layout` option pins any deal, the seed then only drives redeals), and moves can lead
 * anywhere from there, so which layouts follow which seed is not part of the state. A missing
 * `redeals:` line means the variant's default (0 in the basic variant, else 2).
 */
import { DEFAULT_REDEALS, ENGINE_VARIANTS as VARIANTS, UNLIMITED_REDEALS } from './options';
import { isCardCode, rankValue, type CardCode } from '../core/cards';
import { RuleError } from '../core/errors';
import { parseBoolean, parseInteger } from '../core/notation';
import { COLS, ROWS, type GapsCell, type GapsMove, type GapsSettings, type GapsState, type GapsVariant } from './types';

const GAP = '--';

export function formatRows(rows: readonly (readonly GapsCell[])[]): string {
  return rows.map((r) => r.map((c) => c ?? GAP).join(' ')).join('\n');
}

/**
 * Reads 52 cells (row by row, any white space) into 4 rows of 13. `--` is a gap, and so is an ace
 * unless `acesAsGaps` is false (a state's text: the aces have left the game, so an ace there is an
 * error). Checks that the 48 non-ace cards appear exactly once each.
 */
export function parseRows(text: string, acesAsGaps = true): GapsCell[][] {
  const tokens = text.trim().split(/\s+/).filter((t) => t !== '');
  if (tokens.length !== ROWS * COLS) throw new RuleError(`gaps: a layout has ${ROWS * COLS} cells (4 rows of 13), got ${tokens.length}`);
  const seen = new Set<CardCode>();
  const cells = tokens.map((token): GapsCell => {
    if (token === GAP) return null;
    const code = token.toUpperCase();
    if (!isCardCode(code)) throw new RuleError(`gaps: "${token}" is neither a card (e.g. TD) nor a gap (--)`);
    if (rankValue(code) === 1) {
      if (acesAsGaps) return null;
      throw new RuleError(`gaps: ${code} is not on the table (the aces leave after the deal); a gap is written --`);
    }
    if (seen.has(code)) throw new RuleError(`gaps: ${code} appears twice in the layout`);
    seen.add(code);
    return code;
  });
  if (seen.size !== 48) throw new RuleError(`gaps: a layout needs the 48 cards 2..K of each suit and 4 gaps; it has ${seen.size} cards`);
  return Array.from({ length: ROWS }, (_, r) => cells.slice(r * COLS, (r + 1) * COLS));
}

function formatRedeals(n: number): string {
  return n < 0 ? UNLIMITED_REDEALS : String(n);
}

/**
 * Refuses a layout no game of these settings can have (any other layout can be dealt, see above). For
 * `setup`'s `layout` and for parseState.
 * - In the `twos` variant the four 2s are dealt into the leftmost column, in sequence there and so
 *   locked, and no redeal moves them: they never leave it.
 * - After a redeal without random gaps every row starts with a 2 or a gap: the redeal keeps each row's
 *   run from a 2 and puts the row's gap right after it (in the leftmost place where it has none), and
 *   only a 2 ever moves into a leftmost place.
 */
export function checkLayout(settings: Pick<GapsSettings, 'variant' | 'randomGaps'>, rows: readonly (readonly GapsCell[])[], redealsUsed = 0): void {
  const twos = settings.variant === 'twos';
  if (!twos && (redealsUsed === 0 || settings.randomGaps)) return;
  rows.forEach((row, r) => {
    const first = row[0];
    if (first != null && rankValue(first) === 2) return;
    if (twos) throw new RuleError(`gaps: in the twos variant every row starts with a 2; it was dealt there and is locked; row ${r + 1} starts with ${first ?? 'a gap'}`);
    if (first != null) {
      throw new RuleError(`gaps: after a redeal every row starts with a 2 or a gap (the redeal leaves a gap there in a row without a run from a 2, and only a 2 goes into it); row ${r + 1} starts with ${first}`);
    }
  });
}

/**
 * Refuses settings no game can have: the basic variant is one deal, so no redeals (and nothing for
 * random gaps to do). For the options (rules.setup) and the notation (parseState) alike.
 */
export function checkSettings(settings: GapsSettings): void {
  if (settings.variant !== 'basic') return;
  if (settings.redeals !== 0) throw new RuleError(`gaps: the basic variant has no redeals (redeals must be 0); got ${formatRedeals(settings.redeals)}`);
  if (settings.randomGaps) throw new RuleError('gaps: the basic variant has no redeals, so random gaps must be off');
}

export function formatState(state: GapsState): string {
  const s = state.settings;
  return [
    `variant: ${s.variant}`,
    `random gaps: ${s.randomGaps ? 'yes' : 'no'}`,
    `winnable deals: ${s.winnable ? 'yes' : 'no'}`,
    `redeals: ${formatRedeals(s.redeals)}`,
    `redeals used: ${state.redealsUsed}`,
    `seed: ${JSON.stringify(state.seed)}`,
    formatRows(state.rows),
  ].join('\n');
}

export function parseState(text: string): GapsState {
  const fields = new Map<string, string>();
  const rowLines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 0) {
      rowLines.push(line);
      continue;
    }
    const key = line.slice(0, colon).trim().toLowerCase();
    if (fields.has(key)) throw new RuleError(`gaps: "${key}" is given twice`);
    fields.set(key, line.slice(colon + 1).trim());
  }
  const known = ['variant', 'random gaps', 'winnable deals', 'redeals', 'redeals used', 'seed'];
  for (const key of fields.keys()) if (!known.includes(key)) throw new RuleError(`gaps: unknown header "${key}" (known: ${known.join(', ')})`);
  if (rowLines.length !== ROWS) throw new RuleError(`gaps: expected ${ROWS} rows of cells, got ${rowLines.length}`);
  rowLines.forEach((line, i) => {
    const n = line.split(/\s+/).length;
    if (n !== COLS) throw new RuleError(`gaps: row ${i + 1} has ${n} cells, expected ${COLS}`);
  });
  const variant = (fields.get('variant') ?? 'aisleriot') as GapsVariant;
  if (!VARIANTS.includes(variant)) throw new RuleError(`gaps: variant must be one of ${VARIANTS.join(', ')}; got "${variant}"`);
  const redealsText = fields.get('redeals') ?? String(variant === 'basic' ? 0 : DEFAULT_REDEALS);
  const redeals = redealsText === UNLIMITED_REDEALS ? -1 : parseInteger(redealsText, 'gaps: redeals', 0, 99);
  const redealsUsed = parseInteger(fields.get('redeals used') ?? '0', 'gaps: redeals used', 0, 1_000_000);
  if (redeals >= 0 && redealsUsed > redeals) throw new RuleError(`gaps: ${redealsUsed} redeals used but only ${redeals} allowed`);
  const settings: GapsSettings = {
    redeals,
    randomGaps: parseBoolean(fields.get('random gaps') ?? 'no', 'gaps: random gaps'),
    variant,
    winnable: parseBoolean(fields.get('winnable deals') ?? 'no', 'gaps: winnable deals'),
  };
  checkSettings(settings);
  let seed = '';
  const seedText = fields.get('seed');
  if (seedText !== undefined) {
    try {
      seed = JSON.parse(seedText) as string;
    } catch {
      throw new RuleError(`gaps: seed must be a quoted string, got ${seedText}`);
    }
    if (typeof seed !== 'string') throw new RuleError(`gaps: seed must be a quoted string, got ${seedText}`);
  }
  const rows = parseRows(rowLines.join('\n'), false);
  checkLayout(settings, rows, redealsUsed);
  return { settings, seed, rows, redealsUsed };
}

export function formatMove(move: GapsMove): string {
  if (move.type === 'redeal') return 'redeal';
  return `${move.card}>r${move.to.row + 1}c${move.to.col + 1}`;
}

export function parseMove(text: string): GapsMove {
  const t = text.trim();
  if (t.toLowerCase() === 'redeal') return { type: 'redeal' };
  const m = /^([2-9TJQKA][SHDC])\s*>\s*r(\d+)\s*c(\d+)$/i.exec(t);
  if (!m) throw new RuleError(`gaps: "${text}" is not a move (expected e.g. 5H>r2c7 or redeal)`);
  // parseInteger refuses "r02" (one spelling per move, as formatMove writes it); the tableau is checked below.
  const row = parseInteger(m[2]!, `gaps: "${text}": row`) - 1;
  const col = parseInteger(m[3]!, `gaps: "${text}": column`) - 1;
  if (row < 0 || row >= ROWS || col < 0 || col >= COLS) throw new RuleError(`gaps: "${text}" points outside the 4×13 tableau`);
  return { type: 'move', card: m[1]!.toUpperCase() as CardCode, to: { row, col } };
}
