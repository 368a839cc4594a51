export * from './rng';
export * from './errors';
export * from './cards';
export * from './rules';
export * from './record';
export * from './notation';
export * from './options';
