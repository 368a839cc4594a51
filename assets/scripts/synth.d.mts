// Types for synth.mjs, so TypeScript tests can import it.
export const RATE: number;
export function noise(seconds: number, seed?: number): Float32Array;
export function tone(freq: number, seconds: number, decay: number, phase?: number): Float32Array;
export function glide(f0: number, f1: number, seconds: number, decay: number): Float32Array;
export function bell(freq: number, seconds: number): Float32Array;
export function envelope(buf: Float32Array, attack: number, decay: number): Float32Array;
export function bandpass(buf: Float32Array, freq: number, q: number): Float32Array;
export function lowpass(buf: Float32Array, freq: number): Float32Array;
export function scale(buf: Float32Array, gain: number): Float32Array;
export function mixInto(dest: Float32Array, src: Float32Array, atSeconds: number): Float32Array;
export function normalize(buf: Float32Array, peak?: number): Float32Array;
export function fadeEdges(buf: Float32Array, seconds?: number): Float32Array;
export function concatSprite(effects: Array<[string, Float32Array]>, gapSeconds: number): { buffer: Float32Array; map: Record<string, [number, number]> };
export function encodeWav(buf: Float32Array, rate?: number): Uint8Array;
