import { describe, expect, it } from 'vitest';
import { SEATS, checkSeats } from '../../src/platform/launch';

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
