/** No Thanks positions shared by the parse tests: positions of random legal play. */
import { Rng } from '../../src/engine/core';
import { rules } from '../../src/engine/nothanks';
import type { NoThanksMove, NoThanksState } from '../../src/engine/nothanks';

const TAKE: NoThanksMove = { type: 'take' };

/** The position as composed by hand: the same, with its past unknown. */
export function withoutHistory(s: NoThanksState): NoThanksState {
  const { history: _, ...rest } = s;
  return rest;
}

/** A position of random legal play: 3–7 players, either variant, some players eager to take. */
export function randomPosition(rng: Rng, seed: string): NoThanksState {
  const options = { players: 3 + rng.int(5), variant: rng.int(3) === 0 ? ('tactical' as const) : ('standard' as const), openChips: rng.int(2) === 0 };
  let s = rules.setup(options, seed);
  const steps = rng.int(160);
  const eagerness = 1 + rng.int(4);
  for (let i = 0; i < steps && !rules.isOver(s); i++) {
    const moves = rules.legalMoves(s);
    s = rules.play(s, rng.int(eagerness + 1) === 0 ? TAKE : (moves[1] ?? TAKE)).state;
  }
  return s;
}

