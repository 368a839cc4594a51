/**
 * Line breaks of short labels (src/ui/lineBreaks.ts): between words, then at a long word's marked
 * syllables with a hyphen, never mid-letter while a word or syllable fits a line. German toolbar
 * captions on a 360 px phone read "Rückgä / ngig" and "Neusta / rt".
 */
import { describe, expect, it } from 'vitest';
import { breakLines, breakText, SOFT_HYPHEN } from '../../src/ui/lineBreaks';

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

describe('a line of facts (phrases joined by " · ")', () => {
  const facts = 'Games 124 · Wins 46 · Streak 4 · Best 48 · Average 35.2';

  it('breaks only between phrases, the separator going with the break, the lines about even', () => {
    // Greedy at 400 would leave "Best" at a line's end ("… Streak 4 · Best" / "48 · Average 35.2").
    const lines = breakText(facts, 400, measure);
    expect(lines).toEqual(['Games 124 · Wins 46 · Streak 4', 'Best 48 · Average 35.2']);
    for (const line of breakText(facts, 260, measure)) {
      expect(line).not.toMatch(/^·|·$/);
      expect(measure(line)).toBeLessThanOrEqual(260);
    }
    expect(breakText(facts, 1000, measure)).toEqual([facts]);
  });

  it('keeps paragraphs, and breaks a text without the separator as a label', () => {
    expect(breakText(`Final score: 48 of 48.\n${facts}`, 400, measure)).toEqual(['Final score: 48 of 48.', 'Games 124 · Wins 46 · Streak 4', 'Best 48 · Average 35.2']);
    expect(breakText('Your game is saved: you can resume it', 200, measure)).toEqual(breakLines('Your game is saved: you can resume it', 200, measure));
    expect(breakText('a\n\nb', 200, measure)).toEqual(['a', '', 'b']);
  });

  it('breaks a phrase too long for a line by itself between its words', () => {
    expect(breakText('A very long phrase indeed · B', 120, measure)).toEqual(['A very long', 'phrase', 'indeed · B']);
  });
});
