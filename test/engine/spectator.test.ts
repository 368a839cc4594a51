/**
 * What someone watching may see (`view(state, SPECTATOR)`) and which events each seat may see
 * (`rules.viewEvents`): the online server sends nothing else, so nothing hidden may be in them.
 */
import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD, RuleError, SPECTATOR } from '../../src/engine/core';
import { rules as gaps } from '../../src/engine/gaps';
import { rules as nothanks } from '../../src/engine/nothanks';
import { rules as sequence, type SequenceEvent } from '../../src/engine/sequence';

describe('spectator views', () => {
  it('No Thanks: the table without anyone’s chips (unless chips are open)', () => {
    const s = nothanks.setup({ players: 4 }, 'watch');
    const v = nothanks.view(s, SPECTATOR);
    expect(v.seat).toBe(SPECTATOR);
    expect(v.chips).toEqual([null, null, null, null]);
    expect(v.hiddenChips).toBe(s.chips.reduce((a, b) => a + b, 0));
    expect(v.faceUp).toBe(s.faceUp);
    expect(JSON.stringify(v)).not.toMatch(/stack"|removed"/);
    expect(nothanks.view(nothanks.setup({ players: 4, openChips: true }, 'watch'), SPECTATOR).chips).toEqual(s.chips);
    expect(() => nothanks.view(s, -2)).toThrow(RuleError);
  });

  it('Sequence: the board and piles, no hand', () => {
    const s = sequence.setup({ players: 4 }, 'watch');
    const v = sequence.view(s, SPECTATOR);
    expect(v.player).toBe(SPECTATOR);
    expect(v.team).toBe(SPECTATOR);
    expect(v.hand).toEqual([]);
    expect(v.handSizes).toEqual(s.hands.map((h) => h.length));
    expect(v.drawPileSize).toBe(s.drawPile.length);
    expect(() => sequence.view(s, -2)).toThrow(RuleError);
  });

  it('Gaps: everything is face up', () => {
    const s = gaps.setup({}, 'watch');
    expect(gaps.view(s, SPECTATOR)).toEqual(s);
  });
});

describe('Sequence viewEvents', () => {
  it('blanks a drawn card for everyone but its owner and keeps every other event', () => {
    let s = sequence.setup({ players: 2 }, 'events');
    const mover = s.toMove;
    const { state, events } = sequence.play(s, sequence.legalMoves(s)[0]!);
    s = state;
    const draw = events.find((e): e is Extract<SequenceEvent, { type: 'draw' }> => e.type === 'draw')!;
    expect(draw.player).toBe(mover);
    expect(draw.card).not.toBe(HIDDEN_CARD);
    const viewEvents = sequence.viewEvents!;
    expect(viewEvents(events, mover)).toEqual(events);
    for (const seat of [1 - mover, SPECTATOR]) {
      const seen = viewEvents(events, seat);
      expect(seen.find((e) => e.type === 'draw')).toEqual({ type: 'draw', player: mover, card: HIDDEN_CARD });
      expect(seen.filter((e) => e.type !== 'draw')).toEqual(events.filter((e) => e.type !== 'draw'));
    }
    expect(s.hands[mover]).toContain(draw.card);
  });

  it('No Thanks and Gaps events are all public (no viewEvents)', () => {
    expect(nothanks.viewEvents).toBeUndefined();
    expect(gaps.viewEvents).toBeUndefined();
  });
});
