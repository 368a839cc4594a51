/**
 * Phaser modules that Card Table's first download leaves out although some Phaser module names them
 * (e.g. the WebGL renderer lists a render node for every filter, a game object's filter list a
 * constructor for every filter). vite.config.ts resolves such a `require` from inside Phaser to a
 * stand-in made by `deferred(path)`: a constructor that builds the real class once a later chunk
 * has `provide`d it (src/phaser-lite/tables.js does this for what the game tables use), and
 * otherwise fails loudly, naming the module, instead of drawing garbage.
 */
const provided = new Map();

/** Makes the real class of Phaser module `path` (relative to phaser/src, no extension) available. */
export function provide(path, ctor) {
  provided.set(path, ctor);
}

/** True once `path` has been provided. */
export function isProvided(path) {
  return provided.has(path);
}

/** The stand-in for Phaser module `path`: constructs the provided class, or throws. */
export function deferred(path) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const stand = {
    [name]: function (...args) {
      const Real = provided.get(path);
      if (!Real) throw new Error(`phaser/src/${path} is not part of Card Table's Phaser build (see src/phaser-lite/)`);
      return new Real(...args);
    },
  };
  return stand[name];
}
