import { describe, expect, it } from 'vitest';
import { SEATS, checkSeats, opensAtDeal, type GameLaunch } from '../../src/platform/launch';

describe('checkSeats', () => {
  it('accepts launch data with known seat kinds, or without seats', () => {
    expect(() => checkSeats({ seats: [...SEATS] })).not.toThrow();
    expect(() => checkSeats({ game: 'gaps' })).not.toThrow();
    expect(() => checkSeats(undefined)).not.toThrow();
  });

  it('refuses a seat kind that does not exist, naming it', () => {
    expect(() => checkSeats({ seats: ['human', 'computer'] })).toThrow(/unknown seat kind "computer"/);
    expect(() => checkSeats({ seats: 'human' })).toThrow(TypeError);
  });
});

describe('opensAtDeal', () => {
  it('is true for a fresh game or an empty record, false once moves were replayed or played online', () => {
    const record = (moves: string[]) => ({ game: 'sequence', options: {}, seed: 's', moves });
    expect(opensAtDeal({})).toBe(true);
    expect(opensAtDeal({ resume: record([]) })).toBe(true);
    expect(opensAtDeal({ resume: record(['5D@2,3']) })).toBe(false);
    const online = (ply: number) => ({ first: { ply } }) as unknown as GameLaunch['online'];
    expect(opensAtDeal({ online: online(0) })).toBe(true);
    expect(opensAtDeal({ online: online(3) })).toBe(false);
  });
});
