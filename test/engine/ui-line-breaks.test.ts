/**
 * Line breaks of short labels (src/ui/lineBreaks.ts): between words, then at a long word's marked
 * syllables with a hyphen, never mid-letter while a word or syllable fits a line. German toolbar
 * captions on a 360 px phone read "Rückgä / ngig" and "Neusta / rt".
 */
import { describe, expect, it } from 'vitest';
import { breakLines, SOFT_HYPHEN } from '../../src/ui/lineBreaks';

// Every character 10 units wide.
const measure = (line: string): number => line.length * 10;

describe('label line breaks', () => {
  it('keeps a label that fits on one line', () => {
    expect(breakLines('Neues Spiel', 200, measure)).toEqual(['Neues Spiel']);
  });

  it('breaks between words first', () => {
    expect(breakLines('Neues Spiel', 80, measure)).toEqual(['Neues', 'Spiel']);
    expect(breakLines('Online spielen jetzt', 150, measure)).toEqual(['Online spielen', 'jetzt']);
  });

  it('breaks a word too long for a line at its marked syllable, with a hyphen, not mid-letter', () => {
    expect(breakLines(`Rück${SOFT_HYPHEN}gängig`, 70, measure)).toEqual(['Rück-', 'gängig']);
    expect(breakLines(`Neu${SOFT_HYPHEN}start`, 60, measure)).toEqual(['Neu-', 'start']);
    // As many syllables on a line as fit (the hyphen counted).
    expect(breakLines(`Ge${SOFT_HYPHEN}schwin${SOFT_HYPHEN}dig${SOFT_HYPHEN}keit`, 100, measure)).toEqual(['Geschwin-', 'digkeit']);
    // Its first syllables after the words before it.
    expect(breakLines(`Ab mi${SOFT_HYPHEN}schen`, 65, measure)).toEqual(['Ab mi-', 'schen']);
  });

  it('draws no mark where a marked word fits whole', () => {
    expect(breakLines(`Rück${SOFT_HYPHEN}gängig`, 200, measure)).toEqual(['Rückgängig']);
    expect(breakLines(`Computer${SOFT_HYPHEN}spieler wählen`, 150, measure)).toEqual(['Computerspieler', 'wählen']);
  });

  it('cuts between letters only a piece wider than a whole line', () => {
    expect(breakLines('Wiederholen', 60, measure)).toEqual(['Wieder', 'holen']);
    for (const line of breakLines(`Rück${SOFT_HYPHEN}gängig x`, 30, measure)) expect(measure(line)).toBeLessThanOrEqual(40);
  });
});
