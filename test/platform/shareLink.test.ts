/**
 * Replay links: a game shared with `?replay=` opens as the same game at the same position; a link
 * that was cut, edited or made up is refused with a problem, never half-read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../src/engine/core';
import { rules as sequenceRules } from '../../src/engine/sequence';
import { rules as nothanksRules } from '../../src/engine/nothanks';
import { parseEmbedParams } from '../../src/platform/embedParams';
import type { GameLaunch } from '../../src/platform/launch';
import { readReplayParam, replayParam, replayUrl } from '../../src/platform/shareLink';
import { playSome } from '../playSome';

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseEmbedParams((n) => params.get(n), () => 'fresh');
};

/** A Sequence Numbers game of `n` moves and its launch. */
function sequenceGame(n: number): { launch: GameLaunch; moves: string[] } {
  const launch: GameLaunch = { game: 'sequence', options: { players: 3, variant: 'numbers' }, seed: 'share-me', seats: ['human', 'hard', 'easy'] };
  return { launch, moves: playSome(sequenceRules, launch.options, launch.seed, n).moves };
}

describe('replay links', () => {
  it('carry a whole game through the page parameters: same options, seats and position', () => {
    const { launch, moves } = sequenceGame(40);
    const url = replayUrl('https://example.com/cards/index.html?game=gaps&seed=x&lang=de#top', launch, moves);
    expect(url.startsWith('https://example.com/cards/index.html?lang=de&replay=')).toBe(true);
    const c = parse(new URL(url).search);
    expect(c.problems).toEqual([]);
    expect(c.lang).toBe('de');
    expect(c.launch).toMatchObject({ game: 'sequence', options: launch.options, seed: launch.seed, seats: launch.seats, shared: true });
    const record = c.launch!.resume as GameRecord;
    expect(record.moves).toEqual(moves);
    const direct = moves.reduce((s, m) => sequenceRules.play(s, sequenceRules.parseMove(m)).state, sequenceRules.setup(launch.options, launch.seed));
    expect(sequenceRules.format(replay(sequenceRules, record as GameRecord<never>))).toBe(sequenceRules.format(direct));
  });

  it('refuse a link that was cut short or edited, with a problem and a fresh game', () => {
    const launch: GameLaunch = { game: 'nothanks', options: { players: 4 }, seed: 'abc', seats: ['human', 'easy', 'easy', 'easy'] };
    const good = replayParam(launch, ['take', 'pass', 'pass']);
    expect(readReplayParam(good)?.resume?.moves).toEqual(['take', 'pass', 'pass']);
    expect(readReplayParam(good.slice(0, -5))).toBeNull();
    // Another move, same checksum: refused (the checksum no longer matches).
    const json = JSON.parse(Buffer.from(good, 'base64url').toString('utf8'));
    json.launch.moves[0] = 'pass';
    expect(readReplayParam(Buffer.from(JSON.stringify(json)).toString('base64url'))).toBeNull();
    const c = parse(`game=nothanks&players=5&replay=${good.slice(0, -5)}`);
    expect(c.problems).toEqual(['replay link is damaged or incomplete; dealing a new game.']);
    expect(c.launch).toMatchObject({ game: 'nothanks', options: { players: 5 }, seed: 'fresh' });
    expect(c.launch?.resume).toBeUndefined();
    expect(parse('replay=%%%').launch).toBeNull();
  });

  it('never throws and never yields a launch that does not replay its checksum, whatever the input', () => {
    const launch: GameLaunch = { game: 'nothanks', options: { players: 3 }, seed: 'p', seats: ['human', 'medium', 'medium'] };
    const good = replayParam(launch, ['take', 'take', 'pass']);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.tuple(fc.nat(good.length), fc.string({ minLength: 1, maxLength: 1 })).map(([i, ch]) => good.slice(0, i) + ch + good.slice(i + 1))), (value) => {
        const read = readReplayParam(value);
        if (read === null) return;
        // Anything accepted is a well-formed record whose moves the engine can at least try.
        expect(read.shared).toBe(true);
        expect(Array.isArray(read.resume?.moves)).toBe(true);
        if (read.game === 'nothanks') expect(() => nothanksRules.setup(read.options, read.seed)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
