// Types for effects.mjs, so TypeScript tests can import it.
export function buildEffects(): Array<[string, Float32Array]>;
