/**
 * Gaps (Montana) solitaire: the public face of the engine. Scenes, the AI worker, saves and tests
 * import from here only.
 *
 * - `rules`: the GameRules object (setup/legalMoves/play/format/parse …); see rules.ts for the
 *   decisions where the rules text is silent, types.ts for states, moves and events.
 * - Tableau helpers for drawing: `runLength`, `isLockedAt`, `inSequenceCards`, `cardMoves`, `findCard`, …
 * - `solve`, `hint` (solver.ts) and the `ai` (ai.ts) that serves hints from the AI worker.
 * - Undo/redo history helpers (history.ts).
 */
export * from './types';
export { rules, normalizeOptions, redealsLeft, isStuck } from './rules';
export { runLength, sequenceScore, inSequenceCards, isLockedAt, isWon, cardMoves, cardsFitting, findCard, gapPositions, cellAt, successor } from './grid';
export type { CardMove, Rows } from './grid';
export { formatRows, parseRows } from './notation';
export { solve, hint, plan, DEFAULT_SOLVE_BUDGET } from './solver';
export type { SolveResult, SolveVerdict, GapsPlan } from './solver';
export { ai } from './ai';
export * from './history';
