/**
 * Sequence (and Sequence Numbers) in the game registry (src/games/registry.ts): its set-up rows —
 * player and team counts from the engine's table of who can play — how they become engine options
 * and seats, its statistics, and loaders for its engine, table scene and menu/rules content.
 * Phaser-free and engine-free (only engine/sequence/tables.ts and start.ts), so the menu and Node tests read it cheaply.
 */
import { drawnStartPlayer } from '../../engine/sequence/start';
import { allowedPlayerCounts, allowedTeamCounts, VARIANTS } from '../../engine/sequence/tables';
import type { SequenceVariant } from '../../engine/sequence/types';
import type { Choices, GameDescriptor } from '../../platform/gameRegistry';
import { num, ON_OFF, seatRows, seatsOf, seatSummary } from '../../platform/menuChoices';
import type { GameTable } from '../../ui/gameTable';
import { sequenceStats } from './statsRules';

/** Team counts these choices may pick from: a row only where there is a choice (6 or 12 players). */
const teamChoices = (c: Choices): number[] => allowedTeamCounts(c.variant as SequenceVariant, Number(c.players));
/** The seat that begins a game with these options dealt from `seed`, as the engine draws it (none for a player count it refuses). */
const startOf = (options: Record<string, unknown>, seed: string): number | undefined => {
  const players = options.players ?? 2;
  return typeof players === 'number' && Number.isInteger(players) && players > 0 ? drawnStartPlayer(players, seed) : undefined;
};

export const game: GameDescriptor = {
  id: 'sequence',
  nameKey: 'game.sequence',
  loadRules: async () => (await import('../../engine/sequence')).rules,
  aiLevels: ['easy', 'medium', 'hard'],
  online: true,
  options: [
    { key: 'variant', labelKey: 'menu.variant', values: () => VARIANTS.map((v) => ({ value: v, labelKey: `menu.sequence.variant.${v}` })) },
    { key: 'players', labelKey: 'menu.players', values: (c) => allowedPlayerCounts(c.variant as SequenceVariant).map(num) },
    { key: 'teams', labelKey: 'menu.sequence.teams', values: (c) => (teamChoices(c).length > 1 ? teamChoices(c).map(num) : []) },
    { key: 'advanced', labelKey: 'menu.sequence.advanced', values: () => ON_OFF },
    // Learning mode (Sequence Numbers): the cards also show their answer.
    { key: 'learning', labelKey: 'menu.sequence.learning', values: (c) => (c.variant === 'numbers' ? ON_OFF : []) },
    // Sequence Numbers' deck: adding and subtracting (default), or all four operations. The labels are
    // the signs themselves, the same in every language.
    {
      key: 'allOperations',
      labelKey: 'menu.sequence.allOperations',
      values: (c) =>
        c.variant === 'numbers'
          ? [
              { value: false, label: '+ −' },
              { value: true, label: '+ − × ÷' },
            ]
          : [],
    },
    ...seatRows(),
  ],
  defaults: { variant: VARIANTS[0] as string, players: 2, teams: 2, advanced: false, learning: false, allOperations: false, humans: 1, level: 'medium' },
  launch: (c) => {
    const players = Number(c.players);
    return {
      options: {
        players,
        variant: c.variant,
        advanced: c.advanced === true,
        ...(teamChoices(c).length > 1 ? { teams: Number(c.teams) } : {}),
        ...(c.variant === 'numbers' ? { learning: c.learning === true, allOperations: c.allOperations === true } : {}),
      },
      seats: seatsOf(c),
    };
  },
  // Who begins is drawn from the seed (engine/sequence/start.ts; the engine's default too) and named
  // in the options of every new game, so its record says so.
  seededOptions: (options, seed) => {
    const start = startOf(options, seed);
    return start === undefined ? options : { ...options, startPlayer: start };
  },
  summary: seatSummary,
  // Until the add-and-subtract deck became the default, every Numbers game used the four-operation
  // deck: a Numbers save or link without the option loads with it and replays as it was played.
  // Before the start was drawn, seat 0 began every game: a record without `startPlayer` replays so.
  changedDefaults: [
    { option: 'allOperations', before: true, now: () => false, appliesTo: (o) => o.variant === 'numbers' },
    { option: 'startPlayer', before: 0, now: startOf, appliesTo: () => true },
  ],
  stats: sequenceStats,
  scene: { key: 'SequenceBoard', load: () => import('./SequenceBoard'), textures: ['cards', 'cells', 'chips'] },
  loadTable: (): Promise<GameTable> => import('./table'),
};
