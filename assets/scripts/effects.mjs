/**
 * The recipes of the game's sound effects, built from synth.mjs. Each returns a mono Float32Array.
 */
import { RATE, bandpass, bell, envelope, fadeEdges, glide, lowpass, mixInto, noise, normalize, scale, tone } from './synth.mjs';

const silence = (seconds) => new Float32Array(Math.round(seconds * RATE));

/** A card sliding over felt: band-passed noise that swells and fades. */
function slide(seed = 3, seconds = 0.2) {
  const body = envelope(bandpass(noise(seconds, seed), 2600, 0.9), 0.03, 0.05);
  const hiss = envelope(bandpass(noise(seconds, seed + 7), 5200, 1.4), 0.01, 0.03);
  return mixInto(body, scale(hiss, 0.4), 0);
}

/** A card flipped over: a crisp double snap. */
function flip() {
  const out = silence(0.12);
  const snap = (seed) => envelope(bandpass(noise(0.05, seed), 3800, 1.2), 0.001, 0.008);
  mixInto(out, snap(11), 0);
  mixInto(out, scale(snap(12), 0.6), 0.035);
  return out;
}

/** Two plastic chips clicking: short inharmonic pings plus a transient, and a smaller bounce. */
function chip() {
  const out = silence(0.16);
  const hit = (gain) => {
    const h = silence(0.08);
    mixInto(h, tone(2350, 0.08, 0.018), 0);
    mixInto(h, scale(tone(3710, 0.08, 0.012), 0.6), 0);
    mixInto(h, scale(envelope(bandpass(noise(0.02, 5), 6000, 1), 0.0005, 0.003), 0.8), 0);
    return scale(h, gain);
  };
  mixInto(out, hit(1), 0);
  mixInto(out, hit(0.45), 0.045);
  return out;
}

/** A soft wooden "bonk" that falls in pitch: not harsh, but clearly "no". */
function illegal() {
  const out = silence(0.3);
  mixInto(out, lowpass(glide(240, 170, 0.14, 0.06), 1800), 0);
  mixInto(out, scale(lowpass(glide(200, 140, 0.16, 0.07), 1800), 0.9), 0.12);
  return out;
}

/** Dealing: four quick card flicks. */
function deal() {
  const out = silence(0.42);
  for (let i = 0; i < 4; i++) mixInto(out, scale(slide(20 + i, 0.09), 1 - i * 0.08), i * 0.085);
  return out;
}

/** Winning: a bright bell arpeggio C–E–G–C with a final shimmer. */
function win() {
  const out = silence(1.5);
  [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => mixInto(out, scale(bell(f, 1.2), i === 3 ? 1 : 0.8), i * 0.11));
  mixInto(out, scale(bell(1568, 0.9), 0.3), 0.45);
  return out;
}

/** A UI click: a tiny tick. */
function click() {
  const out = silence(0.05);
  mixInto(out, tone(1700, 0.05, 0.008), 0);
  mixInto(out, scale(envelope(bandpass(noise(0.01, 9), 4000, 1), 0.0003, 0.002), 0.6), 0);
  return out;
}

/** Taking a card (No Thanks): a slide with a soft thump as it lands. */
function take() {
  const out = silence(0.28);
  mixInto(out, slide(31, 0.18), 0);
  mixInto(out, scale(tone(130, 0.12, 0.03), 0.9), 0.14);
  mixInto(out, scale(envelope(bandpass(noise(0.04, 33), 900, 0.8), 0.001, 0.01), 0.7), 0.14);
  return out;
}

/** Effect name → finished buffer (normalized, with click-free edges). Loudness is balanced by hand. */
export function buildEffects() {
  const recipes = [
    ['slide', slide(), 0.7],
    ['flip', flip(), 0.7],
    ['chip', chip(), 0.75],
    ['illegal', illegal(), 0.7],
    ['deal', deal(), 0.7],
    ['win', win(), 0.8],
    ['click', click(), 0.5],
    ['take', take(), 0.75],
  ];
  return recipes.map(([name, buf, peak]) => [name, fadeEdges(normalize(buf, peak))]);
}
