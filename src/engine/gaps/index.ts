/**
 * Gaps (Montana) solitaire: the public face of the engine. Scenes, the AI worker, saves and tests
 * import from here only.
 *
 * - `rules`: the GameRules object (setup/legalMoves/play/format/parse …); rules.ts lists the decisions
 *   where the rules text is silent, types.ts documents states, moves and events.
 * - Tableau helpers for drawing and input: `runLength`/`isLockedAt`/`inSequenceCards` (what to draw as
 *   locked), `cardMoves` (every legal card move with its origin: click-to-move and drop targets),
 *   `findCard`, `gapPositions`, `redealsLeft`, `isStuck`; `rowSuit` (the basic variant's suit of a row).
 *   They take the settings (or just `{ variant }`), as the basic variant reads rows by their suit.
 * - `solve` (can this layout be won without another redeal? with the winning line, for autoplay and a
 *   "winnable from here?" indicator), `hint`/`plan` (the suggested move / line), and `ai`, which the AI
 *   worker calls to serve hints.
 * - `winnableSeed` ("winnable deals only"): the first deal derived from a base seed that `solve` proves
 *   winnable without a redeal (winnable.ts).
 * - Undo/redo history helpers (history.ts): one implementation for the scene and saves.
 *
 * Typical scene loop:
 *   let h = startHistory(rules.setup(launch.options, launch.seed));
 *   const { state, events } = rules.play(h.present, { type: 'move', card: '5H', to: { row: 1, col: 6 } });
 *   h = pushHistory(h, state); // then animate `events` in order: move → (won | stuck | lost)
 */
export * from './types';
export { rules, normalizeOptions, redealsLeft, isStuck, mustRedeal, DEFAULT_REDEALS } from './rules';
export { UNLIMITED_REDEALS } from './options';
export { runLength, sequenceScore, inSequenceCards, isLockedAt, isWon, cardMoves, cardsFitting, findCard, gapPositions, cellAt, successor, rowSuit } from './grid';
export type { CardMove, Rows, VariantOf } from './grid';
export { formatRows, parseRows } from './notation';
export { solve, solveShared, searchPart, hint, plan, DEFAULT_SOLVE_BUDGET, VERDICT_BUDGET, SHARE_AFTER } from './solver';
export type { SolveResult, SolveVerdict, GapsPlan, SolveHelper } from './solver';
export type { SearchHandoff, SearchOutcome } from './solver/search';
export { winnableSeed, candidateSeed, WINNABLE_PICK_BUDGET, MAX_PICK_CANDIDATES } from './winnable';
export type { WinnablePick } from './winnable';
export { ai } from './ai';
export * from './history';
