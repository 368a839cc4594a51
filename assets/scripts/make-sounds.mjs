#!/usr/bin/env node
/**
 * Synthesizes the sound effects (see effects.mjs) into one audio sprite:
 *   assets/audio/sfx.mp3  (lame, universal)   assets/audio/sfx.ogg  (Ogg Opus, smaller; preferred)
 *   assets/audio/sfx.json (Howler sprite map: name → [startMs, lengthMs])
 * Needs the `lame` and `opusenc` command-line encoders (Debian: apt-get install -y lame opus-tools).
 * The encoded files are committed, so building the game does not need them. No network access.
 * Usage: node assets/scripts/make-sounds.mjs   (or npm run assets)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEffects } from './effects.mjs';
import { concatSprite, encodeWav, RATE } from './synth.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'audio');
const work = mkdtempSync(join(tmpdir(), 'card-table-sfx-'));
try {
  // 150 ms of silence between effects absorbs encoder padding, so no effect bleeds into the next.
  const { buffer, map } = concatSprite(buildEffects(), 0.15);
  const wav = join(work, 'sfx.wav');
  writeFileSync(wav, encodeWav(buffer, RATE));
  execFileSync('lame', ['--quiet', '-m', 'm', '--resample', '22.05', '-b', '40', wav, join(outDir, 'sfx.mp3')]);
  execFileSync('opusenc', ['--quiet', '--bitrate', '28', '--downmix-mono', wav, join(outDir, 'sfx.ogg')]);
  writeFileSync(join(outDir, 'sfx.json'), JSON.stringify(map, null, 2) + '\n');
  const sizes = ['sfx.mp3', 'sfx.ogg', 'sfx.json'].map((f) => `${f} ${statSync(join(outDir, f)).size} B`);
  console.log(`${(buffer.length / RATE).toFixed(2)} s of audio → ${sizes.join(', ')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
