/**
 * Fuzzing Sequence's `parse` against the invariants of a real game: positions reached by random play
 * (both variants, every table) are changed in one to three random ways (a board space, a space of a
 * sequence, a sequence added, dropped or repeated, a card moved between hands, discards and the draw
 * pile, a header line), and whatever `parse` accepts must be a position play can reach, judged here
 * by checks written apart from the engine's own (invariants.ts), and must survive format → parse.
 * Refusals must be RuleErrors. (Every position reached by play round-trips: sequence-props.test.ts.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, RuleError } from '../../src/engine/core';
import { boardLayout, cardRole, fullDeck, MAX_RESHUFFLES, rules, targetsFor } from '../../src/engine/sequence';
import type { SequenceState } from '../../src/engine/sequence';
import { spaceOfCard } from '../../src/engine/sequence/deck';
import { WINDOWS } from '../../src/engine/sequence/windows';
import { optionsArb } from './sequence-fixtures';

const CORNERS = new Set([0, 9, 90, 99]);
const STEPS: Array<[number, number]> = [[0, 1], [1, 0], [1, 1], [1, -1]];

const at = (r: number, c: number) => r * 10 + c;
const counts = (s: SequenceState, team: number, cell: number) => s.chips[cell] === team || CORNERS.has(cell);
const spacesOf = (cells: Array<[number, number]>) => cells.map(([r, c]) => at(r, c));

function tally<T>(items: Iterable<T>): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** The direction and each space's step from the first, if the five lie on one line in line order. */
function onOneLine(cells: Array<[number, number]>): { steps: number[]; dr: number; dc: number } | undefined {
  const [r0, c0] = cells[0]!;
  for (const [dr, dc] of STEPS) {
    const steps = cells.map(([r, c]) => (dr !== 0 ? (r - r0) / dr : (c - c0) / dc));
    const fits = cells.every(([r, c], i) => Number.isInteger(steps[i]) && r === r0 + steps[i]! * dr && c === c0 + steps[i]! * dc);
    if (fits && steps.every((k, i) => i === 0 || k > steps[i - 1]!)) return { steps, dr, dc };
  }
  return undefined;
}

/** Fails the test unless `s` is a position a real game can be in. */
function expectReachable(s: SequenceState): void {
  const { settings } = s;
  // Cards: exactly the table's deck, hands no bigger than dealt.
  const held = tally([...s.hands.flat(), ...s.discards.flat(), ...s.drawPile]);
  expect(held).toEqual(tally(fullDeck(settings.variant, settings.allOperations)));
  for (const h of s.hands) expect(h.length).toBeLessThanOrEqual(settings.handSize);
  // Chips: none on a corner, each of a team at the table.
  s.chips.forEach((chip, cell) => expect(CORNERS.has(cell) ? chip === -1 : chip >= -1 && chip < settings.teams).toBe(true));
  // Sequences: five of the team's spaces on a line; side by side, or (the second of a line of nine or
  // ten) with gaps that are a sequence of the team listed before; two of a team share at most one space.
  s.sequences.forEach((q, i) => {
    const spaces = spacesOf(q.cells);
    expect(spaces.every((cell) => counts(s, q.team, cell))).toBe(true);
    const place = onOneLine(q.cells);
    expect(place).toBeDefined();
    const { steps, dr, dc } = place!;
    const [r0, c0] = q.cells[0]!;
    const gaps = Array.from({ length: steps[4]! }, (_, k) => k).filter((k) => !steps.includes(k)).map((k) => at(r0 + k * dr, c0 + k * dc));
    if (gaps.length > 0) expect(s.sequences.some((p, j) => j < i && p.team === q.team && gaps.every((g) => spacesOf(p.cells).includes(g)))).toBe(true);
    s.sequences.forEach((p, j) => {
      if (j > i && p.team === q.team) expect(spacesOf(p.cells).filter((x) => spaces.includes(x)).length).toBeLessThanOrEqual(1);
    });
  });
  // Every unbroken run of a team's spaces holds the sequences it makes (5–8: one; 9–10: two).
  for (let team = 0; team < settings.teams; team++) {
    for (const [dr, dc] of STEPS) {
      for (let cell = 0; cell < 100; cell++) {
        const r = Math.floor(cell / 10);
        const c = cell % 10;
        const inside = (rr: number, cc: number) => rr >= 0 && rr < 10 && cc >= 0 && cc < 10;
        if (!counts(s, team, cell) || (inside(r - dr, c - dc) && counts(s, team, at(r - dr, c - dc)))) continue;
        const run: number[] = [];
        for (let k = 0; inside(r + k * dr, c + k * dc) && counts(s, team, at(r + k * dr, c + k * dc)); k++) run.push(at(r + k * dr, c + k * dc));
        const held = s.sequences.filter((q) => q.team === team && spacesOf(q.cells).every((x) => run.includes(x))).length;
        expect(held).toBeGreaterThanOrEqual(run.length < 5 ? 0 : Math.floor((run.length - 1) / 4));
      }
    }
  }
  // Outcome and turn.
  const perTeam = Array.from({ length: settings.teams }, (_, t) => s.sequences.filter((q) => q.team === t).length);
  const enough = perTeam.flatMap((k, t) => (k >= settings.sequencesToWin ? [t] : []));
  expect(enough).toEqual(s.outcome === 'won' ? s.winners : []);
  if (s.outcome === 'playing') expect(rules.legalMoves(s).length).toBeGreaterThan(0);
  else expect(s.deadExchanged).toBe(false);
  if (s.outcome === 'won') expect(s.toMove % settings.teams).toBe(s.winners[0]);
  if (s.outcome === 'draw') {
    const stuck = s.hands.every((_, p) => rules.legalMoves({ ...s, outcome: 'playing', toMove: p, deadExchanged: false }).length === 0);
    expect((s.reshuffles === MAX_RESHUFFLES && s.drawPile.length === 0) || stuck).toBe(true);
  }
  if (s.deadExchanged) {
    const top = s.discards[s.toMove]!.at(-1);
    if (top === undefined) expect(s.discards.flat()).toEqual([]);
    else expect(cardRole(top) === 'normal' && targetsFor(s, top).length === 0).toBe(true);
  }
  if (s.reshuffles === 0) expectChipsFitCardsPlayed(s);
}

/**
 * Before any reshuffle every card played is on a discard pile: each chip has its own card on its
 * team's discards (its space's card, or wild); every wild card placed a chip and every one-eyed jack /
 * MINUS took off a chip another team had placed, so some choice of victims leaves no team having
 * lost more chips than it placed beyond those on the board, and none fewer than its wild cards allow.
 */
function expectChipsFitCardsPlayed(s: SequenceState): void {
  const { settings } = s;
  const layout = boardLayout(settings.variant);
  const teams = Array.from({ length: settings.teams }, (_, team) => {
    const cards = s.discards.filter((_, p) => p % settings.teams === team).flat();
    const of = (role: string) => cards.filter((card) => cardRole(card) === role);
    const bySpace = tally(of('normal').map((card) => spaceOfCard(settings.variant, card)));
    const onSpaces = tally(s.chips.flatMap((chip, cell) => (chip === team ? [layout[cell]] : [])));
    let short = 0;
    for (const [space, n] of onSpaces) short += Math.max(0, n - (bySpace.get(space) ?? 0));
    const chips = s.chips.filter((chip) => chip === team).length;
    return { short, wild: of('wild').length, removes: of('remove').length, placedAtMost: of('normal').length + of('wild').length, chips };
  });
  for (const t of teams) expect(t.short).toBeLessThanOrEqual(t.wild);
  // Each removal card (by its player's team) picks a victim team; try every choice (at most 4 cards).
  const removers = teams.flatMap((t, team) => Array.from({ length: t.removes }, () => team));
  let fits = false;
  for (let choice = 0; choice < (settings.teams - 1) ** removers.length && !fits; choice++) {
    const lost = teams.map(() => 0);
    let code = choice;
    for (const by of removers) {
      const victim = (by + 1 + (code % (settings.teams - 1))) % settings.teams;
      code = Math.floor(code / (settings.teams - 1));
      lost[victim]!++;
    }
    fits = teams.every((t, team) => t.chips + lost[team]! <= t.placedAtMost && t.chips + lost[team]! >= t.wild);
  }
  expect(fits).toBe(true);
}

type Mutation =
  | { kind: 'board'; cell: number; symbol: string }
  | { kind: 'space'; which: number; index: number; space: number }
  | { kind: 'addSequence'; team: number; window: number }
  | { kind: 'dropSequence'; which: number }
  | { kind: 'repeatSequence'; which: number }
  | { kind: 'moveCard'; from: number; index: number; to: number; place: number }
  | { kind: 'header'; key: string; value: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('board' as const), cell: fc.nat(99), symbol: fc.constantFrom('.', 'a', 'b', 'c', 'A', 'B', 'C', '*') }),
  fc.record({ kind: fc.constant('space' as const), which: fc.nat(), index: fc.nat(4), space: fc.nat(99) }),
  fc.record({ kind: fc.constant('addSequence' as const), team: fc.nat(2), window: fc.nat(WINDOWS.length - 1) }),
  fc.record({ kind: fc.constant('dropSequence' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('repeatSequence' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('moveCard' as const), from: fc.nat(), index: fc.nat(), to: fc.nat(), place: fc.nat() }),
  fc.record({
    kind: fc.constant('header' as const),
    key: fc.constantFrom('to-move', 'dead-exchanged', 'outcome', 'reshuffles', 'players', 'teams', 'advanced', 'all-operations'),
    value: fc.constantFrom('0', '1', '2', '3', '4', '8', 'yes', 'no', 'playing', 'draw', 'won 0', 'won 1', 'won 2'),
  }),
);

/** `text` with one change (unchanged when the change does not apply, e.g. no sequence to drop). */
function mutate(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const index = (prefix: string) => lines.findIndex((l) => l.startsWith(prefix));
  const seqAt = index('sequences:');
  const seqText = lines[seqAt]!.slice('sequences: '.length);
  const sequences = seqText === '-' ? [] : seqText.split(' | ');
  const writeSequences = (list: string[]) => (lines[seqAt] = `sequences: ${list.length === 0 ? '-' : list.join(' | ')}`);
  switch (m.kind) {
    case 'board': {
      const row = index('board:') + 1 + Math.floor(m.cell / 10);
      const symbols = lines[row]!.split(' ');
      symbols[m.cell % 10] = m.symbol;
      lines[row] = symbols.join(' ');
      break;
    }
    case 'space': {
      if (sequences.length === 0) break;
      const k = m.which % sequences.length;
      const parts = sequences[k]!.split(' ');
      parts[1 + m.index] = String(m.space).padStart(2, '0');
      sequences[k] = parts.join(' ');
      writeSequences(sequences);
      break;
    }
    case 'addSequence':
      writeSequences([...sequences, `${'abc'[m.team]} ${WINDOWS[m.window]!.map((cell) => String(cell).padStart(2, '0')).join(' ')}`]);
      break;
    case 'dropSequence':
      if (sequences.length > 0) writeSequences(sequences.filter((_, i) => i !== m.which % sequences.length));
      break;
    case 'repeatSequence':
      if (sequences.length > 0) writeSequences([...sequences, sequences[m.which % sequences.length]!]);
      break;
    case 'moveCard': {
      const piles = lines.flatMap((l, i) => (/^(hand \d+|discards \d+|draw):/.test(l) ? [i] : []));
      const cardsOf = (i: number) => lines[i]!.slice(lines[i]!.indexOf(':') + 1).trim().split(' ').filter((w) => w !== '');
      const from = piles[m.from % piles.length]!;
      const source = cardsOf(from);
      if (source.length === 0) break;
      const [card] = source.splice(m.index % source.length, 1);
      lines[from] = `${lines[from]!.slice(0, lines[from]!.indexOf(':'))}: ${source.join(' ')}`;
      const to = piles[m.to % piles.length]!;
      const target = cardsOf(to);
      target.splice(m.place % (target.length + 1), 0, card!);
      lines[to] = `${lines[to]!.slice(0, lines[to]!.indexOf(':'))}: ${target.join(' ')}`;
      break;
    }
    case 'header': {
      const i = index(`${m.key}:`);
      if (i >= 0) lines[i] = `${m.key}: ${m.value}`;
      break;
    }
  }
  return lines.join('\n');
}

/** A position reached by random play: `plies` random legal moves from a set-up (or to the end). */
function reached(options: Parameters<typeof rules.setup>[0], seed: string, plies: number): SequenceState {
  let s = rules.setup(options, seed);
  const rng = Rng.fromSeed(`fuzz-${seed}`);
  for (let i = 0; i < plies && !rules.isOver(s); i++) s = rules.play(s, rng.pick(rules.legalMoves(s))).state;
  return s;
}

describe('parse accepts only positions a game can be in', () => {
  it('random changes to reached positions are refused with a RuleError or give a reachable position that round-trips', () => {
    let accepted = 0;
    let refusedCount = 0;
    fc.assert(
      fc.property(optionsArb, fc.string({ maxLength: 6 }), fc.nat(300), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (options, seed, plies, mutations) => {
        const text = mutations.reduce(mutate, rules.format(reached(options, seed, plies)));
        let s: SequenceState;
        try {
          s = rules.parse(text);
        } catch (e) {
          expect(e).toBeInstanceOf(RuleError);
          refusedCount++;
          return;
        }
        accepted++;
        expectReachable(s);
        expect(rules.parse(rules.format(s))).toEqual(s);
      }),
      { numRuns: 600 },
    );
    // Both sides of the property were exercised (a card moved within the draw pile is always fine).
    expect(accepted).toBeGreaterThan(10);
    expect(refusedCount).toBeGreaterThan(100);
  });

  it('the checks above hold for positions reached by play (so they judge parse, not the test)', () => {
    fc.assert(
      fc.property(optionsArb, fc.string({ maxLength: 6 }), fc.nat(400), (options, seed, plies) => {
        const s = reached(options, seed, plies);
        expectReachable(s);
        expect(rules.parse(rules.format(s))).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });
});
