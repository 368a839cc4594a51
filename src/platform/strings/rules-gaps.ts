/** How to play Gaps (our own words; source: shared/rules/gaps.txt, GNOME Aisleriot's rules). */
import { addStrings } from '../i18n';

addStrings({
  en: {
    'rules.gaps.goal.title': 'The goal',
    'rules.gaps.goal.body': 'Arrange the cards into four rows, each one suit in order from 2 on the left up to King, with a gap at the end.',
    'rules.gaps.setup.title': 'The deal',
    'rules.gaps.setup.body':
      'All 52 cards are dealt in four rows of 13. Then the four Aces are taken away, leaving four gaps scattered over the table.',
    'rules.gaps.move.title': 'Moving a card',
    'rules.gaps.move.body':
      'A gap may only be filled by the card one higher, in the same suit, than the card on its left. A gap after the 7 of hearts takes the 8 of hearts. A gap in the leftmost column takes any 2. A gap after a King, or after another gap, cannot be filled.',
    'rules.gaps.figure.gap': 'The gap after the 4♠ takes the 5♠. The gap after the 9♦ takes the 10♦.',
    'rules.gaps.stuck.title': 'Locked cards and dead ends',
    'rules.gaps.stuck.body':
      'Cards in order from a 2 in the leftmost column are in place and stay put. When every gap sits after a King, no move is left: time to redeal.',
    'rules.gaps.redeal.title': 'Redeals',
    'rules.gaps.redeal.body':
      'A redeal gathers every card that is not yet in place, shuffles them and deals them again, with one gap right after each row’s finished run. You have two redeals (change this in the menu). The score is the number of cards in place; 48 means you won.',
    'rules.gaps.variants.title': 'Variants',
    'rules.gaps.variants.body':
      'Aisleriot: the rules above. Montana: nothing locks, any card may be moved into a fitting gap, even a 2 into another empty leftmost place. Basic: the four 2s start in the leftmost column, so every row’s suit is fixed from the start. “Gaps anywhere” puts the gaps at random places after a redeal.',
    'rules.gaps.app.title': 'At this table',
    'rules.gaps.app.body':
      'Drag a card into a gap, or tap a card to send it to the only gap it fits. Undo takes back any move. Ask for a hint when stuck. Tip: put off moves that leave a gap behind a King as long as you can.',
  },
});
