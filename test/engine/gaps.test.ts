import { describe, expect, it } from 'vitest';
import { IllegalMoveError, RuleError, replay } from '../../src/engine/core';
import {
  canRedo, canUndo, cardMoves, findCard, inSequenceCards, isStuck, pushHistory, redo, rules, runLength, startHistory, undo,
  type GapsEvent, type GapsMove, type GapsState,
} from '../../src/engine/gaps';
import { GAP_AFTER_GAP, STUCK, TWO_FROM_WIN, TWO_LEFT_GAPS, position } from './gaps-fixtures';

const moveText = (s: GapsState): string[] => rules.legalMoves(s).map(rules.formatMove);
const play = (s: GapsState, text: string) => rules.play(s, rules.parseMove(text));
const cells = (s: GapsState) => s.rows.flat();

function expectRefused(state: GapsState, move: GapsMove, reason: RegExp): void {
  const before = JSON.stringify(state);
  expect(() => rules.play(state, move)).toThrow(IllegalMoveError);
  expect(() => rules.play(state, move)).toThrow(reason);
  expect(JSON.stringify(state)).toBe(before);
}

describe('gaps deal', () => {
  it('deals 48 distinct non-ace cards and 4 gaps, the same for the same seed', () => {
    const a = rules.setup({}, 'deal-7');
    const cards = cells(a).filter((c) => c !== null);
    expect(a.rows).toHaveLength(4);
    a.rows.forEach((r) => expect(r).toHaveLength(13));
    expect(new Set(cards).size).toBe(48);
    expect(cards.some((c) => c![0] === 'A')).toBe(false);
    expect(cells(a).filter((c) => c === null)).toHaveLength(4);
    expect(rules.setup({}, 'deal-7')).toEqual(a);
    expect(rules.setup({}, 'deal-8').rows).not.toEqual(a.rows);
  });

  it('scores the cards in sequence right after the deal', () => {
    const s = position(STUCK);
    expect(rules.score(s).scores).toEqual([36]);
    expect(runLength(s.settings, s.rows, 3)).toBe(0);
  });

  it('basic variant: dealt like the others (the 2s anywhere), with no redeals', () => {
    let twoAwayFromLeft = false;
    for (const seed of ['a', 'b', 'c']) {
      const s = rules.setup({ variant: 'basic' }, seed);
      expect(s.rows).toEqual(rules.setup({}, seed).rows);
      expect(s.settings).toEqual({ redeals: 0, randomGaps: false, variant: 'basic', winnable: false });
      if (s.rows.some((r) => r.slice(1).some((c) => c?.[0] === '2'))) twoAwayFromLeft = true;
    }
    expect(twoAwayFromLeft).toBe(true);
    expect(rules.setup({ variant: 'basic', redeals: 0 }, 'x').settings.redeals).toBe(0);
    expect(() => rules.setup({ variant: 'basic', redeals: 2 }, 'x')).toThrow(/no redeals/);
    expect(() => rules.setup({ variant: 'basic', redeals: Infinity }, 'x')).toThrow(RuleError);
    expect(() => rules.setup({ variant: 'basic', randomGaps: true }, 'x')).toThrow(/random gaps/);
  });

  it('validates options', () => {
    expect(() => rules.setup({ redeals: 4.5 }, 'x')).toThrow(RuleError);
    expect(() => rules.setup({ variant: 'klondike' as never }, 'x')).toThrow(/variant/);
    expect(() => rules.setup({ colour: 'red' } as never, 'x')).toThrow(/unknown option/);
    expect(rules.setup({ redeals: Infinity }, 'x').settings.redeals).toBe(-1);
    expect(rules.setup({}, 'x').settings).toEqual({ redeals: 2, randomGaps: false, variant: 'aisleriot', winnable: false });
  });
});

describe('gaps moves', () => {
  it('a leftmost gap takes any loose 2; locked 2s stay', () => {
    const s = position(TWO_LEFT_GAPS);
    expect(moveText(s)).toEqual(['2H>r1c1', '2C>r1c1', '2H>r4c1', '2C>r4c1']);
    expectRefused(s, { type: 'move', card: '2S', to: { row: 0, col: 0 } }, /locked/);
  });

  it('a gap right of a non-king takes the same suit one rank higher, and locking follows the run', () => {
    const s = position(TWO_FROM_WIN);
    expect(moveText(s)).toEqual(['5S>r1c4']);
    const { state, events } = play(s, '5S>r1c4');
    const move = events[0] as Extract<GapsEvent, { type: 'move' }>;
    expect(move).toMatchObject({ type: 'move', card: '5S', from: { row: 1, col: 3 }, to: { row: 0, col: 3 }, score: 12 + 3 + 12 + 12 });
    expect(move.locked).toEqual(['5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS']);
    expect(moveText(state)).toEqual(['5H>r2c4']);
    const last = play(state, '5H>r2c4');
    expect(last.events.map((e) => e.type)).toEqual(['move', 'won']);
    expect(rules.isOver(last.state)).toBe(true);
    expect(rules.score(last.state)).toEqual({ scores: [48], winners: [0] });
    expect(rules.legalMoves(last.state)).toEqual([]);
  });

  it('a 2 moved into the leftmost column locks the run already behind it', () => {
    const { state, events } = play(position(TWO_LEFT_GAPS), '2C>r4c1');
    expect((events[0] as Extract<GapsEvent, { type: 'move' }>).locked).toHaveLength(12);
    expect(rules.score(state).scores).toEqual([25]);
  });

  it('nothing goes right of a king or of another gap', () => {
    const s = position(GAP_AFTER_GAP);
    expect(moveText(s)).toEqual(['5S>r1c4']);
    expectRefused(s, { type: 'move', card: '6S', to: { row: 0, col: 4 } }, /right of another gap/);
    expectRefused(position(TWO_FROM_WIN), { type: 'move', card: '5H', to: { row: 1, col: 12 } }, /right of a king/);
    expectRefused(position(TWO_FROM_WIN), { type: 'move', card: '5H', to: { row: 0, col: 3 } }, /after the four of spades/);
    expectRefused(position(TWO_FROM_WIN), { type: 'move', card: '6H', to: { row: 0, col: 12 } }, /not a gap/);
  });

  it('refuses malformed moves without touching the state', () => {
    const s = position(TWO_FROM_WIN);
    expectRefused(s, { type: 'move', card: 'AS', to: { row: 0, col: 3 } }, /no ace of spades/);
    expectRefused(s, { type: 'move', card: '5S', to: { row: 9, col: 3 } }, /outside/);
    expectRefused(s, { type: 'jump' } as never, /A move is/);
    // A card code that names no card is named as written, not as "undefined of undefined".
    expectRefused(s, { type: 'move', card: 'ZZ', to: { row: 0, col: 3 } } as never, /^"ZZ" is not a card \(a card is written like 7H or TD\)$/);
    expectRefused(s, { type: 'move', card: '5s', to: { row: 0, col: 3 } } as never, /^"5s" is not a card/);
    expectRefused(s, { type: 'redeal' }, /only when no card can move/);
  });
});

describe('gaps basic variant: each row has its own suit (spades, hearts, diamonds, clubs from the top)', () => {
  const basic = (rowsText: string): GapsState => position(rowsText, { variant: 'basic' });

  it("a leftmost gap takes only its own row's 2, even from another row's leftmost place", () => {
    // Row 2 starts with 2S (not its suit: not in sequence, free to go); row 1 wants it.
    const s = basic(TWO_LEFT_GAPS);
    expect(moveText(s)).toEqual(['2S>r1c1', '2C>r4c1']);
    expectRefused(s, { type: 'move', card: '2H', to: { row: 0, col: 0 } }, /Only the 2 of spades/);
    expectRefused(s, { type: 'move', card: '2D', to: { row: 0, col: 0 } }, /locked/);
    // Only row 3 runs in its own suit: 2S 3H in row 2 is no sequence (Aisleriot counts the 2S).
    expect(rules.score(s).scores).toEqual([12]);
    expect(rules.score(position(TWO_LEFT_GAPS)).scores).toEqual([13]);
    expect(inSequenceCards(s.settings, s.rows)).toEqual(['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', 'TD', 'JD', 'QD', 'KD']);
  });

  it('with every row start empty, each takes its own 2 only: every other 2 is refused, the state unchanged', () => {
    // Each row's run waits for its 2, which lies at the end of another row.
    const s = basic(['-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H', '-- 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2D', '-- 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2C', '-- 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S'].join('\n'));
    expect(moveText(s)).toEqual(['2S>r1c1', '2H>r2c1', '2D>r3c1', '2C>r4c1']);
    const suits = ['spades', 'hearts', 'diamonds', 'clubs'];
    ['S', 'H', 'D', 'C'].forEach((own, row) => {
      for (const other of ['S', 'H', 'D', 'C'].filter((x) => x !== own)) {
        expectRefused(s, { type: 'move', card: `2${other}` as never, to: { row, col: 0 } }, new RegExp(`Only the 2 of ${suits[row]} can go into this row's leftmost gap`));
      }
    });
    const won = ['2S>r1c1', '2H>r2c1', '2D>r3c1', '2C>r4c1'].reduce((state, m) => play(state, m).state, s);
    expect(rules.score(won)).toEqual({ scores: [48], winners: [0] });
  });

  it('a 2 reaching its own row locks the run behind it, and the game is won with every row in its suit', () => {
    const first = play(basic(TWO_LEFT_GAPS), '2S>r1c1');
    expect((first.events[0] as Extract<GapsEvent, { type: 'move' }>).locked).toHaveLength(12);
    // The 2S left row 2's leftmost place, which now takes the 2H.
    expect(moveText(first.state)).toEqual(['2H>r2c1', '2C>r4c1']);
    const second = play(first.state, '2H>r2c1');
    expect(rules.score(second.state).scores).toEqual([36]);
    const last = play(second.state, '2C>r4c1');
    expect(last.events.map((e) => e.type)).toEqual(['move', 'won']);
    expect(rules.score(last.state)).toEqual({ scores: [48], winners: [0] });
  });

  it('rows in sequence but in the wrong suit order are lost, not won', () => {
    const swapped = ['2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --', '2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --', '2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --', '2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --'].join('\n');
    expect(rules.score(position(swapped)).winners).toEqual([0]);
    const s = basic(swapped);
    expect(rules.score(s)).toEqual({ scores: [24], winners: [] });
    expect(rules.legalMoves(s)).toEqual([]);
    expect(rules.isOver(s)).toBe(true);
  });
});

describe('gaps stuck, redeal and the end', () => {
  it('stuck with redeals left offers only the redeal', () => {
    const s = position(STUCK);
    expect(isStuck(s)).toBe(true);
    expect(moveText(s)).toEqual(['redeal']);
    expect(rules.isOver(s)).toBe(false);
  });

  it('default redeal keeps the locked cards and puts each gap right after its row run', () => {
    const s = position(STUCK);
    const { state, events } = rules.play(s, { type: 'redeal' });
    const ev = events[0] as Extract<GapsEvent, { type: 'redeal' }>;
    expect(ev.type).toBe('redeal');
    expect(ev.redealNumber).toBe(1);
    expect(ev.redealsLeft).toBe(1);
    expect(ev.gaps).toEqual([{ row: 0, col: 12 }, { row: 1, col: 12 }, { row: 2, col: 12 }, { row: 3, col: 0 }]);
    expect(ev.dealt).toHaveLength(12);
    expect(ev.newlyLocked).toEqual([]);
    expect(ev.rows).toEqual(state.rows);
    for (let r = 0; r < 3; r++) expect(state.rows[r]!.slice(0, 12)).toEqual(s.rows[r]!.slice(0, 12));
    expect(state.redealsUsed).toBe(1);
    for (const d of ev.dealt) expect(state.rows[d.to.row]![d.to.col]).toBe(d.card);
    expect(new Set(cells(state).filter((c) => c !== null)).size).toBe(48);
    // The only live gap is the leftmost one of row 4, which takes the 2 of clubs.
    expect(moveText(state)).toEqual([`2C>r4c1`]);
  });

  it('a redeal keeps only what runs in suit from a 2 in the leftmost place; cards in order from anything else are gathered', () => {
    // Every gap follows a king. Row 1 runs 2S 3S 4S; row 2 is in order (5D 6D 7D) but starts with no 2;
    // row 3 holds only its 2H in sequence; row 4 nothing.
    const s = position(`
2S 3S 4S KH -- 5S 6S 7S 8S 9S TS JS QS
5D 6D 7D KD -- 3H 4H 5H 6H 7H 8H 9H TH
2H 9C KS -- JH QH 2D 3D 4D 8D 9D TD JD
KC -- QD 2C 3C 4C 5C 6C 7C 8C TC JC QC`);
    expect(isStuck(s)).toBe(true);
    expect(rules.score(s).scores).toEqual([4]);
    const { state, events } = rules.play(s, { type: 'redeal' });
    const ev = events[0] as Extract<GapsEvent, { type: 'redeal' }>;
    expect(ev.gaps).toEqual([{ row: 0, col: 3 }, { row: 1, col: 0 }, { row: 2, col: 1 }, { row: 3, col: 0 }]);
    expect(state.rows[0]!.slice(0, 3)).toEqual(['2S', '3S', '4S']);
    expect(state.rows[2]![0]).toBe('2H');
    expect(ev.dealt).toHaveLength(48 - 4);
    expect(ev.dealt.map((d) => d.card)).toEqual(expect.arrayContaining(['5D', '6D', '7D', '9C']));
    expect(new Set(cells(state).filter((c) => c !== null)).size).toBe(48);
  });

  it('redeal after undo repeats the same layout, a different game seed gives another', () => {
    const s = position(STUCK, {}, 'seed-1');
    let h = startHistory(s);
    h = pushHistory(h, rules.play(h.present, { type: 'redeal' }).state);
    const first = h.present;
    h = undo(h);
    expect(h.present).toEqual(s);
    h = pushHistory(h, rules.play(h.present, { type: 'redeal' }).state);
    expect(h.present).toEqual(first);
    expect(rules.play(position(STUCK, {}, 'seed-2'), { type: 'redeal' }).state.rows).not.toEqual(first.rows);
  });

  it('random gaps: gaps land among unlocked places, and cards landing in sequence lock at once', () => {
    let sawLock = false;
    let sawLeftGapElsewhere = false;
    for (let i = 0; i < 60; i++) {
      const s = position(STUCK, { randomGaps: true }, `r${i}`);
      const { state, events } = rules.play(s, { type: 'redeal' });
      const ev = events[0] as Extract<GapsEvent, { type: 'redeal' }>;
      expect(ev.gaps).toHaveLength(4);
      for (let r = 0; r < 3; r++) expect(state.rows[r]!.slice(0, 12)).toEqual(s.rows[r]!.slice(0, 12));
      const inSeqBefore = new Set(inSequenceCards(s.settings, s.rows));
      expect(ev.newlyLocked).toEqual(inSequenceCards(state.settings, state.rows).filter((c) => !inSeqBefore.has(c)));
      if (ev.newlyLocked.length > 0) sawLock = true;
      if (ev.gaps.some((g) => g.row === 3 && g.col > 0)) sawLeftGapElsewhere = true;
      expect(ev.score).toBe(36 + ev.newlyLocked.length);
    }
    expect(sawLock).toBe(true);
    expect(sawLeftGapElsewhere).toBe(true);
  });

  it('lost when stuck with no redeal left; unlimited redeals never run out', () => {
    const none = position(STUCK, { redeals: 0 });
    expect(rules.isOver(none)).toBe(true);
    expect(rules.legalMoves(none)).toEqual([]);
    expectRefused(none, { type: 'redeal' }, /No redeals/);
    const oneLeft = position(STUCK, { redeals: 1 });
    const after = rules.play(oneLeft, { type: 'redeal' });
    expect(after.state.redealsUsed).toBe(1);
    // Stuck as after a redeal (every row starts with a 2 or a gap).
    const stuckRedealt = STUCK.replace('3C 2C 4C', '2C 4C 3C');
    const unlimited = rules.parse(rules.format(position(stuckRedealt, { redeals: Infinity })).replace('redeals used: 0', 'redeals used: 50'));
    expect(moveText(unlimited)).toEqual(['redeal']);
    expect(rules.play(unlimited, { type: 'redeal' }).events[0]).toMatchObject({ redealNumber: 51, redealsLeft: -1 });
  });

  it('reports lost after the last move when no redeal is left', () => {
    // Row 4 starts with 3C and its gap follows 2C: the 3C cannot come, so after 2C... build it by playing.
    const s = position(TWO_LEFT_GAPS, { redeals: 0 });
    const a = play(s, '2C>r4c1');
    expect(a.events.map((e) => e.type)).toEqual(['move']);
    const b = play(a.state, '2H>r1c1');
    expect(b.events.map((e) => e.type)).toEqual(['move', 'lost']);
    expect(rules.isOver(b.state)).toBe(true);
    expect(rules.score(b.state).winners).toEqual([]);
  });
});

describe('gaps Montana variant', () => {
  it('nothing locks: a 2 may leave the leftmost column for another row', () => {
    const s = position(TWO_LEFT_GAPS, { variant: 'montana' });
    expect(moveText(s)).toEqual(['2S>r1c1', '2H>r1c1', '2D>r1c1', '2C>r1c1', '2S>r4c1', '2H>r4c1', '2D>r4c1', '2C>r4c1']);
    const { state, events } = play(s, '2S>r1c1');
    expect(events[0]).toMatchObject({ type: 'move', from: { row: 1, col: 0 }, unlocked: [], score: 24 });
    expect(state.rows[1]![0]).toBeNull();
    const back = play(play(position(TWO_LEFT_GAPS, { variant: 'montana' }), '2D>r1c1').state, '2H>r3c1');
    expect(back.events[0]).toMatchObject({ locked: ['2H'], score: 3 });
  });

  it('a 2 that leaves its run reports the run as unlocked', () => {
    const s = position(TWO_LEFT_GAPS, { variant: 'montana' });
    const { events } = play(s, '2D>r4c1');
    const ev = events[0] as Extract<GapsEvent, { type: 'move' }>;
    // 2D leaves row 3 (its 3D..KD fall out of sequence) and starts row 4 (3C..KC join it).
    expect(ev.unlocked).toEqual(['3D', '4D', '5D', '6D', '7D', '8D', '9D', 'TD', 'JD', 'QD', 'KD']);
    expect(ev.locked).toEqual([]);
    expect(ev.score).toBe(1 + 1);
  });
});

describe('gaps history', () => {
  it('undo and redo walk every move and redeal', () => {
    let h = startHistory(position(TWO_FROM_WIN));
    expect(canUndo(h)).toBe(false);
    h = pushHistory(h, play(h.present, '5S>r1c4').state);
    h = pushHistory(h, play(h.present, '5H>r2c4').state);
    const won = h.present;
    h = undo(undo(h));
    expect(h.present).toEqual(position(TWO_FROM_WIN));
    expect(canRedo(h)).toBe(true);
    h = redo(redo(h));
    expect(h.present).toEqual(won);
    expect(redo(h)).toBe(h);
    h = pushHistory(undo(h), won);
    expect(canRedo(h)).toBe(false);
  });
});

describe('gaps notation', () => {
  it('round-trips positions and moves', () => {
    const s = rules.setup({ redeals: Infinity, randomGaps: true, variant: 'montana' }, 'with "quotes": and colon');
    const text = rules.format(s);
    expect(text).toContain('redeals: unlimited');
    expect(rules.parse(text)).toEqual(s);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    for (const m of rules.legalMoves(s)) expect(rules.parseMove(rules.formatMove(m))).toEqual(m);
    expect(rules.parseMove('redeal')).toEqual({ type: 'redeal' });
  });

  it('refuses malformed positions', () => {
    const good = rules.format(position(TWO_FROM_WIN));
    expect(() => rules.parse(good.replace('5H', '5S'))).toThrow(/twice/);
    expect(() => rules.parse(good.replace('5H', 'XX'))).toThrow(RuleError);
    expect(() => rules.parse(good.replace('2S 3S', '2S'))).toThrow(/cells/);
    expect(() => rules.parse(good.replace('redeals used: 0', 'redeals used: 3'))).toThrow(/allowed/);
    expect(() => rules.parse(good.replace('variant: aisleriot', 'variant: spider'))).toThrow(/variant/);
    expect(() => rules.parse(`${good}\ncolour: red`)).toThrow(/unknown header/);
    expect(() => rules.parse(good.split('\n').slice(0, -1).join('\n'))).toThrow(/rows/);
    expect(() => rules.parseMove('5H to r1c1')).toThrow(RuleError);
    expect(() => rules.parseMove('5H>r5c1')).toThrow(/outside/);
    expect(() => rules.parseMove('5H>r0c1')).toThrow(/outside/);
    expect(() => rules.parseMove('5H>r1c01')).toThrow(/leading zero/);
  });

  it('a game record replays to the same state', () => {
    let s = rules.setup({}, 'replay-1');
    const moves: string[] = [];
    for (let i = 0; i < 40 && !rules.isOver(s); i++) {
      const m = rules.legalMoves(s)[0]!;
      moves.push(rules.formatMove(m));
      s = rules.play(s, m).state;
    }
    expect(replay(rules, { game: 'gaps', options: {}, seed: 'replay-1', moves })).toEqual(s);
  });

  it('findCard and cardMoves agree with the layout', () => {
    const s = position(TWO_FROM_WIN);
    expect(findCard(s.rows, '5S')).toEqual({ row: 1, col: 3 });
    expect(cardMoves(s.settings, s.rows)).toEqual([{ card: '5S', from: { row: 1, col: 3 }, to: { row: 0, col: 3 } }]);
  });
});

describe('gaps twos variant (the earlier "basic" rules, kept for their saved games)', () => {
  it('deals the 2s into the leftmost column, the rest as before, and plays by Aisleriot rules with redeals', () => {
    const s = rules.setup({ variant: 'twos' }, 'old-basic');
    // The deal those games had (pinned from the code before the change, seed 'old-basic').
    expect(s.rows[0]).toEqual(['2S', '5D', '7D', '7S', 'JC', 'TS', 'QC', 'JS', '9H', 'KD', 'QH', '5C', '8D']);
    expect(s.rows.map((r) => r[0])).toEqual(['2S', '2H', '2D', '2C']);
    expect(s.settings).toEqual({ redeals: 2, randomGaps: false, variant: 'twos', winnable: false });
    expect(cells(s).filter((c) => c === null)).toHaveLength(4);
    // Any suit may run in any row (no fixed suits): row 4's 2C 3C is in sequence and locked.
    expect(runLength(s.settings, s.rows, 3)).toBe(2);
    expect(rules.setup({ variant: 'twos', redeals: 1, randomGaps: true }, 'x').settings).toMatchObject({ redeals: 1, randomGaps: true });
  });

  it('is not offered in the menu but reads back from its notation', async () => {
    const { VARIANTS } = await import('../../src/engine/gaps/options');
    expect(VARIANTS).not.toContain('twos');
    const s = rules.play(rules.setup({ variant: 'twos' }, 'old-basic'), rules.legalMoves(rules.setup({ variant: 'twos' }, 'old-basic'))[0]!).state;
    expect(rules.parse(rules.format(s))).toEqual(s);
    expect(rules.format(s)).toMatch(/^variant: twos$/m);
  });
});
