/**
 * No Thanks! in the game registry (src/games/registry.ts): its set-up rows, how they become engine
 * options and seats, its statistics, and loaders for its engine, table scene and menu/rules content.
 * Phaser-free and engine-free (only the deck's constants), so the menu and Node tests read it cheaply.
 */
import { MAX_PLAYERS, MIN_PLAYERS, VARIANTS } from '../../engine/nothanks/deck';
import type { GameDescriptor } from '../../platform/gameRegistry';
import { num, ON_OFF, range, seatRows, seatsOf, seatSummary } from '../../platform/menuChoices';
import type { GameTable } from '../../ui/gameTable';
import { noThanksStats } from './statsRules';

export const game: GameDescriptor = {
  id: 'nothanks',
  nameKey: 'game.nothanks',
  loadRules: async () => (await import('../../engine/nothanks')).rules,
  aiLevels: ['easy', 'medium', 'hard'],
  online: true,
  options: [
    { key: 'players', labelKey: 'menu.players', values: () => range(MIN_PLAYERS, MAX_PLAYERS).map(num) },
    ...seatRows(),
    { key: 'variant', labelKey: 'menu.variant', values: () => VARIANTS.map((v) => ({ value: v, labelKey: `menu.nothanks.variant.${v}` })) },
    { key: 'openChips', labelKey: 'menu.nothanks.openChips', values: () => ON_OFF },
  ],
  defaults: { players: 4, humans: 1, level: 'medium', variant: VARIANTS[0], openChips: false },
  launch: (c) => ({ options: { players: Number(c.players), variant: c.variant, openChips: c.openChips === true }, seats: seatsOf(c) }),
  summary: seatSummary,
  stats: noThanksStats,
  scene: { key: 'NoThanksTable', load: () => import('./NoThanksTable'), textures: ['cards', 'nt', 'chips'] },
  loadTable: (): Promise<GameTable> => import('./table'),
};
