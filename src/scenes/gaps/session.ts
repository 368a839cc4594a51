/**
 * How the Gaps table opens and keeps its game (the table session does both; see
 * platform/session/{openGame,TableSession}.ts). Pure: no Phaser, so the unit tests open and play
 * Gaps games exactly as the scene does.
 */
import { UNLIMITED_REDEALS, type GapsState } from '../../engine/gaps';
import type { OpenOptions } from '../../platform/session/openGame';
import type { SessionOptions } from '../../platform/session/TableSession';

export const gapsOpen: OpenOptions = {
  // A record that stops replaying keeps the player's work up to the bad move.
  keepReplayedPrefix: true,
  // Options the engine refuses (a hand-made link, say the basic variant with redeals): the same variant
  // alone, then the defaults. (Records of the earlier "basic" rules replay as variant `twos`: game.ts.)
  fallbackOptions: (refused) => (refused.variant === undefined ? [] : [{ variant: refused.variant }]),
};

export const gapsSessionOptions: SessionOptions<GapsState> = {
  // Solitaire: every move can be taken back, a redeal too.
  undo: true,
  // Saves and share links hold the state's settings rather than the launch options: every option
  // named, and unlimited redeals in the option's one form, 'unlimited' (the settings' -1 is internal).
  recordOptions: (state) => ({ ...state.settings, redeals: state.settings.redeals < 0 ? UNLIMITED_REDEALS : state.settings.redeals }),
};
