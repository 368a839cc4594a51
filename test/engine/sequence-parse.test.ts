/**
 * `parse` refuses positions no game can reach, with a RuleError naming the problem: positions from
 * random legal play are changed in one specific way each (fast-check picks the game and the moment),
 * and hand-written positions cover the rarer cases. Every position play reaches parses back equal
 * (also checked move by move in sequence-props.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, RuleError } from '../../src/engine/core';
import { cardRole, MAX_RESHUFFLES, rules, targetsFor } from '../../src/engine/sequence';
import type { SequenceOptions, SequenceState } from '../../src/engine/sequence';
import { EMPTY_BOARD, optionsArb, positionText, withRow } from './sequence-fixtures';

const gameArb = fc.record({ options: optionsArb, seed: fc.string({ maxLength: 6 }), plies: fc.nat(160) });

/** The position after up to `plies` random legal moves (or the end of the game). */
function reached(options: Partial<SequenceOptions>, seed: string, plies: number): SequenceState {
  let s = rules.setup(options, seed);
  const rng = Rng.fromSeed(`choices-${seed}`);
  for (let i = 0; i < plies && !rules.isOver(s); i++) s = rules.play(s, rng.pick(rules.legalMoves(s))).state;
  return s;
}

function line(text: string, key: string): string {
  return text.split('\n').find((l) => l.startsWith(`${key}:`)) as string;
}

function withLine(text: string, key: string, value: string): string {
  return text.replace(line(text, key), `${key}: ${value}`);
}

function refused(text: string, reason: RegExp): void {
  expect(() => rules.parse(text)).toThrow(RuleError);
  expect(() => rules.parse(text)).toThrow(reason);
}

const BOARD_AT = (text: string) => text.split('\n').indexOf('board:') + 1;

describe('positions reached by play', () => {
  it('parse back equal', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies);
        expect(rules.parse(rules.format(s))).toEqual(s);
      }),
      { numRuns: 150 },
    );
  });

  it('parse back equal when the game is over', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed }) => {
        const s = reached(options, seed, 5000);
        expect(rules.isOver(s)).toBe(true);
        expect(rules.parse(rules.format(s))).toEqual(s);
      }),
      { numRuns: 80 },
    );
  });
});

describe('one change to a reached position is refused', () => {
  /** Reached positions with a sequence: `change` rewrites their list of sequences (as written), which must then be refused. */
  function refusedWithSequences(change: (parts: string[]) => string[], reason: RegExp): void {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies + 200);
        fc.pre(s.sequences.length > 0);
        const text = rules.format(s);
        const parts = line(text, 'sequences').slice('sequences: '.length).split(' | ');
        refused(withLine(text, 'sequences', change(parts).join(' | ')), reason);
      }),
      { numRuns: 40 },
    );
  }

  it('a sequence listed twice', () => refusedWithSequences((parts) => [...parts, parts[0]!], /share 5 spaces/));

  it('a sequence written backwards', () =>
    refusedWithSequences(([first, ...rest]) => {
      const [letter, ...spaces] = first!.split(' ');
      return [`${letter} ${spaces.reverse().join(' ')}`, ...rest];
    }, /line order/));

  it('five chips of a team in a line without a sequence', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ options, seed, plies }, where) => {
        const s = reached(options, seed, plies);
        fc.pre(s.outcome === 'playing');
        // Five empty spaces side by side in a row (not touching a chip of the same team at either end).
        const team = s.toMove % s.settings.teams;
        const letter = 'abc'[team] as string;
        const spots: Array<[number, number]> = [];
        for (let r = 0; r < 10; r++) {
          for (let c = 0; c + 5 <= 10; c++) {
            const cells = [0, 1, 2, 3, 4].map((k) => r * 10 + c + k);
            const ends = [c > 0 ? r * 10 + c - 1 : -1, c + 5 < 10 ? r * 10 + c + 5 : -1];
            if (cells.every((x) => s.chips[x] === -1 && ![0, 9, 90, 99].includes(x)) && ends.every((x) => x < 0 || (s.chips[x] !== team && ![0, 9, 90, 99].includes(x)))) spots.push([r, c]);
          }
        }
        fc.pre(spots.length > 0);
        const [r, c] = spots[where % spots.length]!;
        const lines = rules.format(s).split('\n');
        const at = BOARD_AT(lines.join('\n')) + r;
        const row = lines[at]!.split(' ');
        for (let k = 0; k < 5; k++) row[c + k] = letter;
        lines[at] = row.join(' ');
        refused(lines.join('\n'), new RegExp(`team ${letter} has 5 in a line from ${r}${c} but no sequences there`));
      }),
      { numRuns: 60 },
    );
  });

  it('a draw while the pile has cards (or reshuffles are left) and a player can move', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies);
        fc.pre(s.outcome === 'playing' && !(s.reshuffles === MAX_RESHUFFLES && s.drawPile.length === 0));
        refused(withLine(withLine(rules.format(s), 'outcome', 'draw'), 'dead-exchanged', 'no'), /a draw needs/);
      }),
      { numRuns: 60 },
    );
  });

  it('a finished game with a dead card being turned in', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies + 2000);
        fc.pre(s.outcome !== 'playing');
        refused(withLine(rules.format(s), 'dead-exchanged', 'yes'), /game is over, so no dead card/);
      }),
      { numRuns: 20 },
    );
  });

  it('chips of a team whose cards are not on its discards, before any reshuffle', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies + 1);
        const team = s.toMove % s.settings.teams;
        fc.pre(s.reshuffles === 0 && s.outcome === 'playing' && !s.deadExchanged && s.chips.includes(team));
        // The team's discards go back under the draw pile, as if nobody had played them.
        let text = rules.format(s);
        const moved = s.discards.flatMap((pile, p) => (p % s.settings.teams === team ? pile : []));
        s.discards.forEach((_, p) => {
          if (p % s.settings.teams === team) text = withLine(text, `discards ${p}`, '');
        });
        text = withLine(text, 'draw', [...s.drawPile, ...moved].join(' '));
        refused(text, new RegExp(`team ${'abc'[team]} has \\d+ chips on the board, but the cards on its players' discards placed at most \\d+ of them`));
      }),
      { numRuns: 60 },
    );
  });

  it('discards that do not fit the turn order (full hands, no reshuffle yet: nobody was skipped)', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies + 8);
        const { players, teams, handSize } = s.settings;
        const piles = s.discards.map((pile) => pile.length);
        fc.pre(s.reshuffles === 0 && s.outcome === 'playing' && !s.deadExchanged && players > teams && handSize > 4 && s.hands.every((h) => h.length === handSize));
        // Two rounds or more played: every player has put a card down.
        fc.pre(piles.every((k) => k > 0) && piles.reduce((a, b) => a + b, 0) >= 2 * players);
        // A player's cards go onto a team mate's pile (the team's cards and chips still agree): that
        // player would never have had a turn, so the others at most one each, one or two cards a turn.
        const from = s.toMove;
        const mate = (from + teams) % players;
        let text = rules.format(s);
        text = withLine(text, `discards ${from}`, '');
        text = withLine(text, `discards ${mate}`, [...s.discards[mate]!, ...s.discards[from]!].join(' '));
        refused(text, /do not fit the turn order/);
      }),
      { numRuns: 60 },
    );
  });

  it('a won game with a player of another team to move (the winner moved last)', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies + 2000);
        fc.pre(s.outcome === 'won');
        const other = Array.from({ length: s.settings.players }, (_, p) => p).find((p) => p % s.settings.teams !== s.winners[0])!;
        refused(withLine(rules.format(s), 'to-move', String(other)), /won, but the player to move \(who made the winning move\) is in team/);
      }),
      { numRuns: 20 },
    );
  });

  it('a dead card turned in that is not on top of the discards, or not dead', () => {
    fc.assert(
      fc.property(gameArb, ({ options, seed, plies }) => {
        const s = reached(options, seed, plies);
        fc.pre(s.outcome === 'playing' && !s.deadExchanged);
        const top = s.discards[s.toMove]!.at(-1);
        // A card on top that is dead now could have been turned in this turn: that change is possible.
        const dead = top !== undefined && cardRole(top) === 'normal' && targetsFor(s, top).length === 0;
        fc.pre(top === undefined ? s.discards.some((d) => d.length > 0) : !dead);
        refused(withLine(rules.format(s), 'dead-exchanged', 'yes'), /dead-exchanged: the top of player \d+'s discards is not a dead card/);
      }),
      { numRuns: 60 },
    );
  });
});

describe('hand-written impossible positions are refused', () => {
  const base = { hands: [['9H'], ['2D']] };

  it('two sequences of a team sharing two spaces', () => {
    const text = positionText({ ...base, board: withRow(EMPTY_BOARD, 5, 'AAAAAA....'), sequences: 'a 50 51 52 53 54 | a 51 52 53 54 55' });
    refused(text, /share 4 spaces; two sequences of a team share at most one/);
  });

  it('sequences of different teams may not overlap either, as they hold different chips', () => {
    const text = positionText({ ...base, board: withRow(EMPTY_BOARD, 5, 'AAAAA.....'), sequences: 'a 50 51 52 53 54 | b 50 51 52 53 54' });
    refused(text, /no chip of team b/);
  });

  it('five spaces not on one line', () => {
    const text = positionText({ ...base, board: withRow(withRow(EMPTY_BOARD, 5, 'AAAA......'), 6, '....A.....'), sequences: 'a 50 51 52 53 64' });
    refused(text, /not five of one line/);
  });

  it('a spread sequence whose gaps are not a sequence of its team', () => {
    refused(positionText({ ...base, board: withRow(EMPTY_BOARD, 1, 'AAAaaaaAA.'), sequences: 'a 10 11 12 17 18' }), /not side by side/);
  });

  it('a line of nine with one sequence', () => {
    refused(positionText({ ...base, board: withRow(EMPTY_BOARD, 1, 'aaAAAAAaa.'), sequences: 'a 12 13 14 15 16' }), /team a has 9 in a line from 10 but 1 sequence there \(2 would have been recorded\)/);
  });

  it('a chip with no card on the discards of its team to have placed it (no reshuffle yet)', () => {
    // 5D is printed at (2,5) and (8,9): the fixture puts the 5D that placed a's chip on a's discards.
    const text = positionText({ ...base, board: withRow(EMPTY_BOARD, 2, '.....a....') });
    expect(line(text, 'discards 0')).toBe('discards 0: 5D');
    const taken = withLine(withLine(text, 'discards 0', ''), 'draw', `${line(text, 'draw').slice('draw: '.length)} 5D`);
    refused(taken, /team a has 1 chips on the board, but the cards on its players' discards placed at most 0 of them/);
    // A two-eyed jack could have placed it, or the 5D could be in the draw pile after a reshuffle.
    expect(rules.parse(withLine(withLine(taken, 'discards 0', 'JD'), 'draw', line(taken, 'draw').slice('draw: '.length).replace('JD ', ''))).chips[25]).toBe(0);
    expect(rules.parse(taken.replace('rng: 1 2 3 4', 'rng: 1 2 3 4\nreshuffles: 1')).chips[25]).toBe(0);
  });

  it('one-eyed jacks with no chip to have taken, and wild cards with no chip to show for them (no reshuffle yet)', () => {
    const empty = positionText(base);
    const discarding = (d0: string, d1: string) => {
      let text = withLine(withLine(empty, 'discards 0', d0), 'discards 1', d1);
      for (const card of `${d0} ${d1}`.split(' ').filter((c) => c !== '')) text = text.replace(new RegExp(`(draw: .*?)\\b${card}\\b ?`), '$1');
      return text;
    };
    refused(discarding('JH', ''), /team a played 1 one-eyed jacks \/ MINUS, but the other teams' discards show at most 0 chips placed and no longer on the board/);
    refused(discarding('JD', ''), /team a played 1 wild cards but has 0 chips on the board, and the other teams took off at most 0/);
    // b placed a chip with 2D and a's one-eyed jack took it off; a's two-eyed jack placed one that b's took.
    expect(rules.parse(discarding('JH', '2D')).discards).toEqual([['JH'], ['2D']]);
    expect(rules.parse(discarding('JD', 'JS')).discards).toEqual([['JD'], ['JS']]);
    refused(discarding('JH JS', '2D'), /team a played 2 one-eyed jacks/);
  });

  it('a normal card played whose chip is gone though no chip was ever taken off (no reshuffle yet)', () => {
    // 5D is printed at (2,5) and (8,9). Team a played both 5D and has a chip on (2,5) only.
    const board = withRow(EMPTY_BOARD, 2, '.....a....');
    refused(positionText({ ...base, board, discards: [['5D', '5D'], []] }), /team a played 2 cards for 5D but has 1 chip on its places; with no chip ever taken off .* a card that placed none was turned in dead, yet one of its places is still open/);
    // With (8,9) covered too (by b's two-eyed jack), the second 5D was turned in dead.
    const covered = positionText({ ...base, board: withRow(board, 8, '.........b'), discards: [['5D', '5D'], []] });
    expect(line(covered, 'discards 1')).toBe('discards 1: JD');
    expect(rules.parse(covered).chips[89]).toBe(1);
    // After a one-eyed jack of b's, the chip may have been taken off.
    expect(rules.parse(positionText({ ...base, board, discards: [['5D', '5D'], ['JH']] })).discards[1]).toEqual(['JH']);
  });

  it('a won game in which another team also has enough sequences', () => {
    const board = ['*AAAA....*', ...EMPTY_BOARD.slice(1, 5), 'BBBBB.....', ...EMPTY_BOARD.slice(6)];
    const text = positionText({ players: 3, hands: [['9H'], ['2D'], ['3D']], board, sequences: 'a 00 01 02 03 04 | b 50 51 52 53 54' }).replace('outcome: playing', 'outcome: won 0');
    refused(text, /team b also has enough sequences/);
  });

  it('a sequence with gaps listed before the one between its gaps; a draw with enough sequences for a win', () => {
    const text = positionText({ ...base, board: withRow(EMPTY_BOARD, 1, 'AAAAAAAAA.'), sequences: 'a 10 11 12 17 18 | a 12 13 14 15 16' }).replace('outcome: playing', 'outcome: won 0');
    refused(text, /sequence 1 \(team a\): its spaces are not side by side, and the spaces between are not a sequence of the same team listed before it/);
    const drawn = positionText({ ...base, board: withRow(EMPTY_BOARD, 1, 'AAAAAAAAA.'), sequences: 'a 12 13 14 15 16 | a 10 11 12 17 18', restInDrawPile: false, reshuffles: MAX_RESHUFFLES });
    expect(rules.parse(drawn.replace('outcome: playing', 'outcome: won 0')).winners).toEqual([0]);
    refused(drawn.replace('outcome: playing', 'outcome: draw'), /outcome: team a has enough sequences to have won, so the game is not a draw/);
  });

  it('accepts the second sequence of a line of nine with gaps, beside the first', () => {
    const text = positionText({ ...base, board: withRow(EMPTY_BOARD, 1, 'AAAAAAAAA.'), sequences: 'a 12 13 14 15 16 | a 10 11 12 17 18' }).replace('outcome: playing', 'outcome: won 0');
    const s = rules.parse(text);
    expect(rules.score(s)).toEqual({ scores: [2, 0], winners: [0] });
    expect(rules.parse(rules.format(s))).toEqual(s);
  });

  it('accepts a draw by a run-out pile and refuses one with reshuffles left', () => {
    const ran = positionText({ ...base, restInDrawPile: false, reshuffles: MAX_RESHUFFLES }).replace('outcome: playing', 'outcome: draw');
    expect(rules.parse(ran).outcome).toBe('draw');
    refused(ran.replace(`reshuffles: ${MAX_RESHUFFLES}`, `reshuffles: ${MAX_RESHUFFLES - 1}`), /a draw needs/);
  });
});
