/**
 * Unit tests' setup (vite.config.ts `setupFiles`): the games are registered before any test runs,
 * as on the page (src/embed/mount.ts imports the registry first).
 */
import '../src/games/registry';
