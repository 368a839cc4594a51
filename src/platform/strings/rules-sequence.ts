/** How to play Sequence and Sequence Numbers (our own words; sources: shared/rules/sequence*.txt/md). */
import { addStrings } from '../i18n';

addStrings({
  en: {
    'rules.sequence.goal.title': 'The goal',
    'rules.sequence.goal.body':
      'Make rows of five of your chips in a straight line: across, down or diagonally. With two players or teams you need two such sequences; with three players or teams, one.',
    'rules.sequence.setup.title': 'Players and cards',
    'rules.sequence.setup.body':
      'Two to twelve players: up to three play alone, more play in two or three teams, seated so that team mates alternate. Everyone gets a hand of cards (7 each with two players, fewer as the table grows). Every card except the Jacks is pictured twice on the board.',
    'rules.sequence.turn.title': 'Your turn',
    'rules.sequence.turn.body':
      'Play a card from your hand, put one of your chips on a free space showing that card (either of the two), then draw a new card.',
    'rules.sequence.jacks.title': 'Jacks',
    'rules.sequence.jacks.body':
      'Two-eyed Jacks (♦ and ♣) are wild: put your chip on any free space. One-eyed Jacks (♠ and ♥) remove one opponent chip from the board instead; you may not cover that space again this turn. Chips in a finished sequence cannot be removed.',
    'rules.sequence.figure.sequence': 'The corner counts for everyone, so four chips next to it make a sequence.',
    'rules.sequence.corners.title': 'Corners',
    'rules.sequence.corners.body':
      'The four corners are free spaces that belong to every player at once. A sequence through a corner needs only four chips. One chip of a finished sequence may be part of your second one.',
    'rules.sequence.dead.title': 'Dead cards',
    'rules.sequence.dead.body':
      'If both spaces for a card in your hand are covered, it is dead: on your turn you may discard it and draw a replacement (one per turn), then play as usual.',
    'rules.sequence.win.title': 'Winning',
    'rules.sequence.win.body':
      'The first player or team to complete the sequences needed wins. With the advanced rule, one-eyed Jacks may break even finished sequences.',
    'rules.sequence.numbers.title': 'Sequence Numbers',
    'rules.sequence.numbers.body':
      'The same game with sums instead of pictures: each card shows an equation such as 7+5, and you place your chip on a space showing its result (each number is on the board twice). A Plus card places a chip anywhere; a Minus card removes an opponent chip. Two or three players need one sequence, four to six need two.',
    'rules.sequence.app.title': 'At this table',
    'rules.sequence.app.body':
      'Choose a card in your hand: its spaces light up. Tap a lit space (or drag the card onto it). Dead cards are marked and can be swapped before you play.',
  },
});
