/**
 * The table's input policy (src/ui/table/inputPolicy.ts, pure): a person's move is taken only while
 * the table runs, asks a person here, nothing animates, no dialog is open and the online link is there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputOpen, type InputState } from '../../src/ui/table/inputPolicy';

const OPEN: InputState = { running: true, asked: true, animations: 0, dialogs: 0, linkAway: false };

describe('inputOpen', () => {
  it('takes a move when a person here is asked on a quiet, connected table', () => {
    expect(inputOpen(OPEN)).toBe(true);
  });

  it('refuses it while the online link is away (reconnecting), and takes it again once back', () => {
    expect(inputOpen({ ...OPEN, linkAway: true })).toBe(false);
    expect(inputOpen({ ...OPEN, linkAway: false })).toBe(true);
  });

  it('refuses it whenever any one condition fails', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(3), fc.nat(2), fc.boolean(), (running, asked, animations, dialogs, linkAway) => {
        const open = inputOpen({ running, asked, animations, dialogs, linkAway });
        expect(open).toBe(running && asked && animations === 0 && dialogs === 0 && !linkAway);
      }),
    );
  });
});
