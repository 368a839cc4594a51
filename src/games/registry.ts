/**
 * The games, one line each, in the menu's order. Importing this module registers them
 * (src/platform/gameRegistry.ts); the embedding layer (src/embed/mount.ts) and the unit tests'
 * setup (test/setup.ts) import it first. A new game is its engine folder (src/engine/<id>/), its
 * scene folder (src/scenes/<id>/, with the descriptor in game.ts) and one line here.
 */
import { registerGame } from '../platform/gameRegistry';
import { game as nothanks } from '../scenes/nothanks/game';
import { game as gaps } from '../scenes/gaps/game';
import { game as sequence } from '../scenes/sequence/game';

registerGame(nothanks);
registerGame(gaps);
registerGame(sequence);
