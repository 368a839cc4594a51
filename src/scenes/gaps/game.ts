/**
 * Gaps in the game registry (src/games/registry.ts): its set-up rows, how they become engine
 * options, its statistics, and loaders for its engine, table scene and menu/rules content.
 * Phaser-free and engine-free (only the option constants), so the menu and Node tests read it cheaply.
 *
 * Unlimited redeals have one form from the menu to the engine: the word `'unlimited'`
 * (UNLIMITED_REDEALS), also as the URL parameter `redeals=unlimited`.
 */
import { DEFAULT_REDEALS, UNLIMITED_REDEALS, VARIANTS } from '../../engine/gaps/options';
import type { GameDescriptor } from '../../platform/gameRegistry';
import { num, ON_OFF } from '../../platform/menuChoices';
import type { GameTable } from '../../ui/gameTable';
import { gapsStats } from './statsRules';
import { dailySeed, localDate, randomDealNumber } from './dealNumber';

export const game: GameDescriptor = {
  id: 'gaps',
  nameKey: 'game.gaps',
  loadRules: async () => (await import('../../engine/gaps')).rules,
  // A solitaire: no computer players (the hints come from the solver).
  aiLevels: [],
  online: true,
  options: [
    { key: 'variant', labelKey: 'menu.variant', values: () => VARIANTS.map((v) => ({ value: v, labelKey: `menu.gaps.variant.${v}` })) },
    // The basic variant is one deal: no redeals, so neither row applies to it.
    {
      key: 'redeals',
      labelKey: 'menu.gaps.redeals',
      values: (c) => (c.variant === 'basic' ? [] : [...[0, 1, 2, 3].map(num), { value: UNLIMITED_REDEALS, labelKey: 'menu.gaps.unlimited' }]),
    },
    { key: 'randomGaps', labelKey: 'menu.gaps.randomGaps', values: (c) => (c.variant === 'basic' ? [] : ON_OFF) },
    // Deals the solver proves winnable without a redeal (engine: winnableSeed).
    { key: 'winnable', labelKey: 'menu.gaps.winnable', values: () => ON_OFF },
    // A new deal, or the day's deal: the same for everyone on that date (with the same options).
    {
      key: 'deal',
      labelKey: 'menu.gaps.deal',
      values: () => [
        { value: 'new', labelKey: 'menu.gaps.deal.new' },
        { value: 'daily', labelKey: 'menu.gaps.deal.daily' },
      ],
    },
  ],
  defaults: { variant: VARIANTS[0] as string, redeals: DEFAULT_REDEALS, randomGaps: false, winnable: false, deal: 'new' },
  launch: (c) => ({
    options:
      c.variant === 'basic'
        ? { variant: c.variant, winnable: c.winnable === true }
        : { variant: c.variant, redeals: c.redeals, randomGaps: c.randomGaps === true, winnable: c.winnable === true },
    seats: ['human'],
  }),
  // A short deal number, or today's date (the player's own calendar day, read here: never in the engine).
  newSeed: (c) => (c.deal === 'daily' ? dailySeed(localDate(new Date())) : randomDealNumber()),
  summary: (_c, t) => t('menu.solitaire'),
  // "basic" meant other rules until 2026-11-27 (the 2s dealt into the leftmost column, redeals): they
  // play on as variant `twos`. Their records are the ones that do not name `winnable` (every record
  // since the literature's basic variant came names it, the option came first), so they replay.
  oldRecordOptions: (o) => (o.variant === 'basic' && !('winnable' in o) ? { ...o, variant: 'twos' } : o),
  stats: gapsStats,
  scene: { key: 'GapsTableau', load: () => import('./GapsTableau'), textures: ['cards'] },
  loadTable: (): Promise<GameTable> => import('./table'),
};
