/**
 * The No Thanks table layout (src/scenes/nothanks/tableLayout.ts, pure) on a phone held sideways: the
 * landscape places at a phone's sizes, with nothing overlapping and everything on screen.
 */
import { describe, expect, it } from 'vitest';
import { CARD_RATIO, tableLayout } from '../../src/scenes/nothanks/tableLayout';
import { historyHeaderHeight } from '../../src/ui/historyPlace';
import { designSize, type Box } from '../../src/ui/layout';
import { expectApartOnScreen } from '../layoutBoxes';
import { PHONE } from '../../src/ui/theme';

describe('No Thanks table on a phone held sideways', () => {
  it('keeps seats, cards, finger-high buttons, help and history header apart and on screen, 3 to 7 players', () => {
    for (const [w, h] of [[844, 390], [740, 360], [915, 412], [667, 375]] as const) {
      const { width, height } = designSize(w, h);
      for (let players = 3; players <= 7; players++) {
        for (const outOfPlay of [false, true]) {
          // Under the phone's top bar (PHONE.target + 20).
          const top = PHONE.target + 20;
          const l = tableLayout(width, height, players, top, outOfPlay, true);
          const where = `${w}×${h}, ${players} players${outOfPlay ? ', cards out of play' : ''}`;
          expect(l.phone && !l.portrait, where).toBe(true);
          expect(l.buttonH, where).toBeGreaterThanOrEqual(PHONE.target);
          expect(l.history.target, where).toBe(PHONE.target);
          expect(l.history.fontSize, where).toBeGreaterThanOrEqual(PHONE.text);
          const cardH = l.centreCardW * CARD_RATIO;
          const boxes: Record<string, Box> = {
            faceUp: { x: l.faceUp.x - l.centreCardW / 2, y: l.faceUp.y - cardH / 2, width: l.centreCardW, height: cardH },
            stack: { x: l.stack.x - l.centreCardW / 2, y: l.stack.y - cardH / 2, width: l.centreCardW, height: cardH },
            take: { x: l.take.x - l.buttonW / 2, y: l.take.y - l.buttonH / 2, width: l.buttonW, height: l.buttonH },
            pass: { x: l.pass.x - l.buttonW / 2, y: l.pass.y - l.buttonH / 2, width: l.buttonW, height: l.buttonH },
            // Two lines of 36-unit text.
            help: { x: l.help.x - l.helpW / 2, y: l.help.y, width: l.helpW, height: 2 * 46 },
            history: { x: l.history.x, y: l.history.y - historyHeaderHeight(l.history), width: l.history.width, height: historyHeaderHeight(l.history) },
          };
          l.seats.forEach((s, i) => (boxes[`seat ${i}`] = { x: s.x - s.w / 2, y: s.y - s.h / 2, width: s.w, height: s.h }));
          expectApartOnScreen(boxes, { width, height, top }, where);
        }
      }
    }
  });
});
