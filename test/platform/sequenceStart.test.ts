/**
 * Who begins a game of Sequence: a seat drawn from the game's seed (engine/sequence/start.ts), named in
 * the options of every new game (the descriptor's `seededOptions`: menu, embeds, rematches), so one
 * seed always deals the same game, and a record replays; records from before name no start and were
 * played with seat 0 beginning, the engine's default, and still replay so.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rules as noThanks } from '../../src/engine/nothanks';
import { rules, type SequenceState } from '../../src/engine/sequence';
import { drawnStartPlayer } from '../../src/engine/sequence/start';
import { allowedPlayerCounts, allowedTeamCounts, VARIANTS } from '../../src/engine/sequence/tables';
import { parseEmbedParams } from '../../src/platform/embedParams';
import { newGameOptions } from '../../src/platform/gameRegistry';
import type { GameLaunch } from '../../src/platform/launch';
import { toLaunch } from '../../src/platform/menuChoices';
import { checksum, peekSavedGame, saveGame, SAVE_VERSION } from '../../src/platform/savedGames';
import { openGame } from '../../src/platform/session/openGame';
import { readReplayParam, replayParam } from '../../src/platform/shareLink';
import { freshLocalStorage } from '../memoryStorage';
import { playSome } from '../playSome';

beforeEach(() => {
  freshLocalStorage();
});

const SEEDS = Array.from({ length: 200 }, (_, i) => `start-${i}`);
const dealt = (launch: GameLaunch): SequenceState => rules.setup(launch.options, launch.seed);

describe('a new game of Sequence from the menu', () => {
  it('begins with every seat for some seed, at 2, 3 and 4 players (and every other count)', () => {
    for (const variant of VARIANTS) {
      for (const players of allowedPlayerCounts(variant)) {
        const starts = new Set(SEEDS.map((seed) => dealt(toLaunch('sequence', { variant, players, humans: 1 }, seed)).toMove));
        expect([...starts].sort((a, b) => a - b), `${variant}, ${players} players`).toEqual(Array.from({ length: players }, (_, i) => i));
      }
    }
  });

  it('begins with the seat its seed draws, dealt to first, and names it in the options', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const launch = toLaunch('sequence', { players: 4 }, seed);
      const start = drawnStartPlayer(4, seed);
      expect(launch.options.startPlayer).toBe(start);
      const state = dealt(launch);
      expect(state.toMove).toBe(start);
      // The engine alone draws the same start.
      expect(rules.setup({ players: 4 }, seed).toMove).toBe(start);
      // The same shuffle as a deal from seat 0, dealt round the table from the seat that begins.
      const fromSeat0 = rules.setup({ players: 4, startPlayer: 0 }, seed);
      expect(state.drawPile).toEqual(fromSeat0.drawPile);
      expect(state.hands[start]).toEqual(fromSeat0.hands[0]);
    }
  });

  it('is the same game for the same seed: menu, embed and a second launch agree', () => {
    const a = toLaunch('sequence', { variant: 'numbers', players: 6, teams: 3 }, 'same-seed');
    const b = toLaunch('sequence', { variant: 'numbers', players: 6, teams: 3 }, 'same-seed');
    expect(b).toEqual(a);
    expect(dealt(b)).toEqual(dealt(a));
    const params = new URLSearchParams('game=sequence&variant=numbers&players=6&teams=3&seed=same-seed');
    const embed = parseEmbedParams((n) => params.get(n), () => 'unused').launch!;
    expect(embed.options).toEqual(a.options);
    expect(dealt(embed)).toEqual(dealt(a));
  });

  it('gives a person or a computer player the start: pass-and-play seats too', () => {
    const seatsThatBegin = new Set(SEEDS.map((seed) => {
      const launch = toLaunch('sequence', { players: 2, humans: 1, level: 'easy' }, seed);
      return launch.seats[dealt(launch).toMove];
    }));
    expect([...seatsThatBegin].sort()).toEqual(['easy', 'human']);
    const together = new Set(SEEDS.map((seed) => dealt(toLaunch('sequence', { players: 3, humans: 3 }, seed)).toMove));
    expect(together.size).toBe(3);
  });

  it('is accepted by the engine for every set-up the menu offers: the descriptor refuses nothing new', () => {
    for (const variant of VARIANTS) {
      for (const players of allowedPlayerCounts(variant)) {
        for (const teams of allowedTeamCounts(variant, players)) {
          for (const seed of SEEDS.slice(0, 8)) {
            const launch = toLaunch('sequence', { variant, players, teams, humans: 1 }, seed);
            expect(() => dealt(launch)).not.toThrow();
            expect(Object.keys(launch.options).filter((k) => !['players', 'variant', 'advanced', 'teams', 'learning', 'allOperations'].includes(k))).toEqual(['startPlayer']);
          }
        }
      }
    }
  });
});

describe('a rematch', () => {
  it('draws the start of its own seed, replacing the one of the game before', () => {
    const first = toLaunch('sequence', { players: 3 }, 'first');
    const starts = new Set(SEEDS.map((seed) => {
      const options = newGameOptions('sequence', first.options, seed);
      expect(options).toEqual({ ...first.options, startPlayer: drawnStartPlayer(3, seed) });
      return rules.setup(options, seed).toMove;
    }));
    expect(starts.size).toBe(3);
  });

  it('of another game keeps its options: only Sequence draws from the seed here', () => {
    const options = { players: 4, variant: 'tactical' };
    expect(newGameOptions('nothanks', options, 'x')).toBe(options);
    expect(newGameOptions('gaps', { redeals: 2 }, 'x')).toEqual({ redeals: 2 });
    expect(toLaunch('nothanks', { players: 4 }, 'x').options).not.toHaveProperty('startPlayer');
    // No Thanks still draws its own start inside the engine.
    expect(new Set(SEEDS.map((seed) => noThanks.setup(toLaunch('nothanks', { players: 4 }, seed).options, seed).toMove)).size).toBe(4);
  });
});

describe('records', () => {
  const seats: GameLaunch['seats'] = ['human', 'medium'];

  it('of a new game name the start and replay from a save and from a link', () => {
    const seed = SEEDS.find((s) => drawnStartPlayer(2, s) === 1)!;
    const launch = toLaunch('sequence', { players: 2 }, seed);
    const { moves, state } = playSome(rules, launch.options, seed, 25);
    saveGame(launch, moves);
    const saved = peekSavedGame('sequence')!;
    expect(saved.options.startPlayer).toBe(1);
    const opened = openGame(rules, saved);
    expect(opened.problem).toBeNull();
    expect(opened.state).toEqual(state);
    expect(opened.positions[0]!.state.toMove).toBe(1);
    const shared = readReplayParam(replayParam(launch, moves))!;
    expect(shared.options.startPlayer).toBe(1);
    expect(openGame(rules, shared).state).toEqual(state);
  });

  it('written before the start was drawn (no startPlayer) replay with seat 0 beginning, as they were played', () => {
    // A seed whose drawn start is not seat 0, so replaying under the draw would be another game.
    const seed = SEEDS.find((s) => drawnStartPlayer(2, s) === 1)!;
    const options = { variant: 'classic' as const, players: 2, advanced: false };
    // Played as the engine then dealt every game: seat 0 began.
    const { moves, state } = playSome(rules, { ...options, startPlayer: 0 }, seed, 25);
    expect(rules.setup(options, seed).toMove).toBe(1);
    const file = { game: 'sequence', options, seed, seats, moves };
    localStorage.setItem('card-table:save:sequence', JSON.stringify({ v: SAVE_VERSION, data: { sum: checksum(JSON.stringify(file)), launch: file } }));
    const saved = peekSavedGame('sequence')!;
    expect(saved.options.startPlayer).toBe(0);
    const opened = openGame(rules, saved);
    expect(opened.problem).toBeNull();
    expect(opened.moves).toEqual(moves);
    expect(opened.state).toEqual(state);
    const link = readReplayParam(Buffer.from(JSON.stringify({ sum: checksum(JSON.stringify(file)), launch: file })).toString('base64url'))!;
    expect(openGame(rules, link).state).toEqual(state);
    // Under the drawn start the same moves are another game: the record did need the default.
    const redrawn = openGame(rules, { ...saved, options: newGameOptions('sequence', saved.options, seed) });
    const sameGame = redrawn.problem === null && JSON.stringify(redrawn.state) === JSON.stringify(state);
    expect(sameGame).toBe(false);
  });
});
