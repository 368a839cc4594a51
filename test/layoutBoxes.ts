/**
 * For the pure layout tests: named boxes of a laid-out screen, each on screen (below the top bar)
 * and none over another (except the pairs that take turns in one place).
 */
import { expect } from 'vitest';
import { overlapArea, type Box } from '../src/ui/layout';

export function expectApartOnScreen(boxes: Record<string, Box>, screen: { width: number; height: number; top: number }, where: string, takeTurns: ReadonlyArray<readonly [string, string]> = []): void {
  const names = Object.keys(boxes);
  for (const [name, b] of Object.entries(boxes)) {
    expect(b.x, `${where}: ${name}`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${where}: ${name}`).toBeLessThanOrEqual(screen.width);
    expect(b.y, `${where}: ${name}`).toBeGreaterThanOrEqual(screen.top);
    expect(b.y + b.height, `${where}: ${name}`).toBeLessThanOrEqual(screen.height);
  }
  const turns = (a: string, b: string): boolean => takeTurns.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i]!, names[j]!];
      if (!turns(a, b)) expect(overlapArea(boxes[a]!, boxes[b]!), `${where}: ${a} over ${b}`).toBe(0);
    }
  }
}
