/**
 * Random edits of a position's text, for fuzzing `parse`: tokens replaced (the number inside a token
 * such as `12/3` or `10;` replaced alone, so the line keeps its shape) or nudged one up or down,
 * tokens swapped (within a line or between lines), deleted or inserted, and lines deleted, doubled or
 * swapped. Used by parse-fuzz.test.ts.
 */
import fc from 'fast-check';

export interface TextMutation {
  kind: 'replace' | 'nudge' | 'swap' | 'swapInLine' | 'delete' | 'insert' | 'deleteLine' | 'doubleLine' | 'swapLines';
  /** Picks (taken modulo what there is): a line, a token in it, a second line and token, a pool entry. */
  a: number;
  b: number;
  c: number;
  d: number;
  pick: number;
}

export const mutationsArb: fc.Arbitrary<TextMutation[]> = fc.array(
  fc.record({
    // Mostly token edits: those keep the text readable, so parse has to judge what it says.
    kind: fc.constantFrom('replace', 'replace', 'nudge', 'nudge', 'nudge', 'swap', 'swap', 'swapInLine', 'swapInLine', 'delete', 'insert', 'deleteLine', 'doubleLine', 'swapLines'),
    a: fc.nat(),
    b: fc.nat(),
    c: fc.nat(),
    d: fc.nat(),
    pick: fc.nat(),
  }),
  { minLength: 1, maxLength: 3 },
);

/** `text` with `mutations` applied in order; `pool` holds the tokens that replacements and insertions use. */
export function mutateText(text: string, mutations: readonly TextMutation[], pool: readonly string[]): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => l.split(' '));
  for (const m of mutations) {
    const line = lines[m.a % lines.length]!;
    const other = lines[m.c % lines.length]!;
    const token = pool[m.pick % pool.length]!;
    switch (m.kind) {
      case 'replace': {
        const i = m.b % line.length;
        const old = line[i]!;
        line[i] = /\d/.test(old) && /^\d+$/.test(token) ? old.replace(/\d+/, token) : token;
        break;
      }
      case 'swap': {
        const i = m.b % line.length;
        const j = m.d % other.length;
        [line[i], other[j]] = [other[j]!, line[i]!];
        break;
      }
      case 'nudge': {
        // A number one up or down: near misses (a chip more here, one fewer there) test the ledgers.
        const i = m.b % line.length;
        line[i] = line[i]!.replace(/\d+/, (n) => String(Math.max(0, Number(n) + (m.pick % 2 === 0 ? 1 : -1))));
        break;
      }
      case 'swapInLine':
        // e.g. two cards of the stack, or of a row
        swap(line, m.b, m.d);
        break;
      case 'delete':
        if (line.length > 1) line.splice(m.b % line.length, 1);
        break;
      case 'insert':
        line.splice(m.b % (line.length + 1), 0, token);
        break;
      case 'deleteLine':
        if (lines.length > 1) lines.splice(m.a % lines.length, 1);
        break;
      case 'doubleLine':
        lines.splice(m.a % lines.length, 0, line.slice());
        break;
      case 'swapLines':
        swap(lines, m.a, m.c);
        break;
    }
  }
  return lines.map((l) => l.join(' ')).join('\n');
}

/** Tallies of a fuzz run, so a test can show it judged both kinds of text (not only refusals). */
export interface FuzzTally {
  accepted: number;
  acceptedChanged: number;
  refused: number;
}

export const emptyTally = (): FuzzTally => ({ accepted: 0, acceptedChanged: 0, refused: 0 });

/** Swaps the items at `a` and `b` (each taken modulo the length). */
function swap<T>(items: T[], a: number, b: number): void {
  const i = a % items.length;
  const j = b % items.length;
  [items[i], items[j]] = [items[j]!, items[i]!];
}
