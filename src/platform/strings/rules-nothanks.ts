/** How to play No Thanks! (our own words; source: shared/rules/nothanks.txt). */
import { addStrings } from '../i18n';

addStrings({
  en: {
    'rules.nothanks.goal.title': 'The goal',
    'rules.nothanks.goal.body':
      'Cards are minus points, chips are plus points. End the game with the lowest score: take as few cards as you can, collect runs of numbers, and keep your chips.',
    'rules.nothanks.setup.title': 'Setting up',
    'rules.nothanks.setup.body':
      'The deck holds the cards 3 to 35. Nine of them are removed unseen, so nobody knows which numbers are missing. Every player gets 11 chips (9 chips with 6 players, 7 with 7), kept hidden. The first card of the stack is turned face up.',
    'rules.nothanks.turn.title': 'Your turn',
    'rules.nothanks.turn.body':
      'Look at the face-up card and either\n• say “No thanks!” and put one chip on it, passing the decision to the next player, or\n• take the card together with every chip on it.\nWhoever takes the card turns up the next one and decides again. With no chips left you must take the card.',
    'rules.nothanks.figure.chain': 'The run 23-24-25 counts only 23 points. The lone 31 counts 31. Each chip is one point back.',
    'rules.nothanks.scoring.title': 'Runs and scoring',
    'rules.nothanks.scoring.body':
      'A single card counts its number as minus points. Cards in an unbroken run count only their lowest number: 17-18-19-20 is 17 points, not 74. At the end, subtract one point per chip you still hold.',
    'rules.nothanks.end.title': 'The end',
    'rules.nothanks.end.body': 'When the last card of the stack has been taken, everyone counts. The lowest score wins.',
    'rules.nothanks.variants.title': 'Variants',
    'rules.nothanks.variants.body':
      'Tactical: everyone starts with one chip fewer, and the 10, 20 and 30 are removed face up before the deal, so fewer cards are hidden. Open chips: all chip counts are visible (in the printed game they stay secret).',
    'rules.nothanks.app.title': 'At this table',
    'rules.nothanks.app.body':
      'Tap “No thanks!” or press N to pay a chip; tap the card or press T to take it. A good trick: if a card fits your run and hurts everyone else, let it go round once or twice to collect chips, but not too greedily.',
  },
});
