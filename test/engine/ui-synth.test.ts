/**
 * The build-time sound synthesizer and the committed audio sprite.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEffects } from '../../assets/scripts/effects.mjs';
import { RATE, bandpass, concatSprite, encodeWav, envelope, fadeEdges, noise, normalize, tone } from '../../assets/scripts/synth.mjs';
import { SOUND_NAMES } from '../../src/ui/sound';

const audioDir = join(__dirname, '..', '..', 'assets', 'audio');

function peak(buf: Float32Array): number {
  return buf.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
}

function rms(buf: Float32Array): number {
  return Math.sqrt(buf.reduce((a, v) => a + v * v, 0) / buf.length);
}

describe('synth primitives', () => {
  it('makes the same noise for the same seed and different noise otherwise', () => {
    expect(noise(0.01, 7)).toEqual(noise(0.01, 7));
    expect(noise(0.01, 7)).not.toEqual(noise(0.01, 8));
    const n = noise(0.5, 3);
    expect(n.length).toBe(Math.round(0.5 * RATE));
    expect(peak(n)).toBeLessThanOrEqual(1);
    expect(Math.abs(n.reduce((a, v) => a + v, 0) / n.length)).toBeLessThan(0.02);
  });

  it('band-pass keeps a tone at its centre frequency and cuts one far away', () => {
    const inBand = bandpass(tone(2000, 0.2, 100), 2000, 2);
    const outBand = bandpass(tone(200, 0.2, 100), 2000, 2);
    expect(rms(inBand)).toBeGreaterThan(5 * rms(outBand));
  });

  it('envelope rises during the attack and decays after it', () => {
    const flat = new Float32Array(RATE / 10).fill(1);
    const env = envelope(flat, 0.01, 0.02);
    const a = Math.round(0.01 * RATE);
    expect(env[0]).toBe(0);
    expect(env[a]).toBeCloseTo(1, 3);
    expect(env[env.length - 1]!).toBeLessThan(0.05);
  });

  it('normalize and fadeEdges shape the level without clicks at the ends', () => {
    const n = fadeEdges(normalize(noise(0.1, 4), 0.5));
    expect(peak(n)).toBeCloseTo(0.5, 2);
    expect(Math.abs(n[0]!)).toBe(0);
    expect(Math.abs(n[n.length - 1]!)).toBe(0);
  });

  it('concatSprite separates effects by the gap and maps their times', () => {
    const a = new Float32Array(RATE / 10).fill(0.5);
    const b = new Float32Array(RATE / 5).fill(-0.5);
    const { buffer, map } = concatSprite([['a', a], ['b', b]], 0.1);
    expect(map.a).toEqual([100, 100]);
    expect(map.b).toEqual([300, 200]);
    expect(buffer.length).toBe(Math.round(0.6 * RATE));
    expect(buffer[Math.round(0.25 * RATE)]).toBe(0);
  });

  it('writes a valid 16-bit mono WAV', () => {
    const bytes = encodeWav(new Float32Array([0, 1, -1, 2]));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(RATE);
    expect(view.getUint32(40, true)).toBe(8);
    expect(view.getInt16(46, true)).toBe(32767);
    expect(view.getInt16(48, true)).toBe(-32767);
    expect(view.getInt16(50, true)).toBe(32767); // clipped
  });
});

describe('effects and the committed sprite', () => {
  const effects = buildEffects();

  it('synthesizes every effect the game plays, short and not silent', () => {
    expect(effects.map(([name]) => name).sort()).toEqual([...SOUND_NAMES].sort());
    for (const [name, buf] of effects) {
      expect(buf.length / RATE, name).toBeLessThan(1.6);
      expect(peak(buf), name).toBeGreaterThan(0.3);
      expect(peak(buf), name).toBeLessThanOrEqual(0.81);
    }
  });

  it('is deterministic', () => {
    expect(buildEffects()).toEqual(effects);
  });

  it('ships a sprite map matching the effects and audio under the 150 kB budget', () => {
    const map = JSON.parse(readFileSync(join(audioDir, 'sfx.json'), 'utf8')) as Record<string, [number, number]>;
    const { map: expected } = concatSprite(effects, 0.15);
    expect(map).toEqual(expected);
    const total = ['sfx.mp3', 'sfx.ogg', 'sfx.json'].reduce((a, f) => a + statSync(join(audioDir, f)).size, 0);
    expect(total).toBeLessThan(150_000);
    // The encoded files really are MP3 and Ogg.
    const mp3 = readFileSync(join(audioDir, 'sfx.mp3'));
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
    expect(readFileSync(join(audioDir, 'sfx.ogg')).subarray(0, 4).toString('latin1')).toBe('OggS');
  });
});
