/**
 * A tiny offline synthesizer for the game's sound effects: deterministic noise, envelopes, simple
 * filters and bell-like tones, mixed into Float32Array buffers, plus a 16-bit PCM WAV writer.
 * Pure functions (no I/O) so the unit tests can check them.
 */

export const RATE = 44100;

/** Deterministic white noise (a 32-bit LCG), so every run of the script gives the same files. */
export function noise(seconds, seed = 1) {
  const out = new Float32Array(Math.round(seconds * RATE));
  let s = seed >>> 0 || 1;
  for (let i = 0; i < out.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s / 2147483648 - 1;
  }
  return out;
}

/** A sine tone with an exponential decay (`decay` = seconds to fall to 1/e). */
export function tone(freq, seconds, decay, phase = 0) {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    out[i] = Math.sin(2 * Math.PI * freq * t + phase) * Math.exp(-t / decay);
  }
  return out;
}

/** A tone whose frequency glides linearly from f0 to f1 (used for the "illegal" bonk). */
export function glide(f0, f1, seconds, decay) {
  const out = new Float32Array(Math.round(seconds * RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const f = f0 + ((f1 - f0) * i) / out.length;
    phase += (2 * Math.PI * f) / RATE;
    // Add a little third harmonic for a woody, not pure-beep, timbre.
    out[i] = (Math.sin(phase) + 0.3 * Math.sin(3 * phase)) * Math.exp(-t / decay);
  }
  return out;
}

/** A bell: inharmonic partials (ratios of a struck metal bar) decaying at different speeds. */
export function bell(freq, seconds) {
  const partials = [[1, 1, 0.5], [2.76, 0.45, 0.22], [5.4, 0.25, 0.1], [8.93, 0.12, 0.05]];
  const out = new Float32Array(Math.round(seconds * RATE));
  for (const [ratio, amp, decay] of partials) mixInto(out, scale(tone(freq * ratio, seconds, decay), amp), 0);
  return out;
}

/** Multiplies by an attack/decay envelope: linear rise over `attack` s, exponential fall after. */
export function envelope(buf, attack, decay) {
  const out = new Float32Array(buf.length);
  const a = Math.max(1, Math.round(attack * RATE));
  for (let i = 0; i < buf.length; i++) {
    const t = (i - a) / RATE;
    const gain = i < a ? i / a : Math.exp(-t / decay);
    out[i] = buf[i] * gain;
  }
  return out;
}

/** RBJ biquad band-pass (constant peak gain) at `freq` with quality `q`. */
export function bandpass(buf, freq, q) {
  const w = (2 * Math.PI * freq) / RATE;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const b0 = alpha / a0;
  const b2 = -alpha / a0;
  const a1 = (-2 * Math.cos(w)) / a0;
  const a2 = (1 - alpha) / a0;
  const out = new Float32Array(buf.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (let i = 0; i < buf.length; i++) {
    const x = buf[i];
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = x; y2 = y1; y1 = y;
    out[i] = y;
  }
  return out;
}

/** One-pole low-pass. */
export function lowpass(buf, freq) {
  const k = 1 - Math.exp((-2 * Math.PI * freq) / RATE);
  const out = new Float32Array(buf.length);
  let y = 0;
  for (let i = 0; i < buf.length; i++) {
    y += k * (buf[i] - y);
    out[i] = y;
  }
  return out;
}

export function scale(buf, gain) {
  return buf.map((v) => v * gain);
}

/** Adds `src` into `dest` starting at `atSeconds` (clipped to dest's length). */
export function mixInto(dest, src, atSeconds) {
  const start = Math.round(atSeconds * RATE);
  for (let i = 0; i < src.length && start + i < dest.length; i++) dest[start + i] += src[i];
  return dest;
}

/** Scales so the loudest sample is `peak` (silence stays silent). */
export function normalize(buf, peak = 0.9) {
  let max = 0;
  for (const v of buf) max = Math.max(max, Math.abs(v));
  return max === 0 ? buf.slice() : scale(buf, peak / max);
}

/** Short linear fades at both ends so no effect starts or stops with a click. */
export function fadeEdges(buf, seconds = 0.004) {
  const out = buf.slice();
  const n = Math.min(Math.round(seconds * RATE), Math.floor(out.length / 2));
  for (let i = 0; i < n; i++) {
    out[i] *= i / n;
    out[out.length - 1 - i] *= i / n;
  }
  return out;
}

/** Joins effects into one sprite with silent gaps; returns the buffer and each effect's [startMs, lengthMs]. */
export function concatSprite(effects, gapSeconds) {
  const gap = Math.round(gapSeconds * RATE);
  let total = gap;
  for (const [, buf] of effects) total += buf.length + gap;
  const out = new Float32Array(total);
  const map = {};
  let pos = gap;
  for (const [name, buf] of effects) {
    out.set(buf, pos);
    map[name] = [Math.round((pos / RATE) * 1000), Math.ceil((buf.length / RATE) * 1000)];
    pos += buf.length + gap;
  }
  return { buffer: out, map };
}

/** 16-bit mono PCM WAV bytes. */
export function encodeWav(buf, rate = RATE) {
  const bytes = new Uint8Array(44 + buf.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at, text) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + buf.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, buf.length * 2, true);
  for (let i = 0; i < buf.length; i++) {
    const v = Math.max(-1, Math.min(1, buf[i]));
    view.setInt16(44 + i * 2, Math.round(v * 32767), true);
  }
  return bytes;
}
