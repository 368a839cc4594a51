/** How to play No Thanks! (our own words; source: the printed rules of the game). */
import { addStrings } from '../i18n';

addStrings({
  en: {
    'rules.nothanks.goal.title': 'The goal',
    'rules.nothanks.goal.body':
      'Cards are minus points, chips are plus points. End the game with the lowest score: take as few cards as you can, collect runs of numbers, and keep your chips.',
    'rules.nothanks.setup.title': 'Setting up',
    'rules.nothanks.setup.body':
      'The deck holds the cards 3 to 35. Nine of them are removed unseen, so nobody knows which numbers are missing. Every player gets 11 chips (9 chips with 6 players, 7 with 7), kept hidden. The first card of the stack is turned face up, and a player chosen at random begins.',
    'rules.nothanks.turn.title': 'Your turn',
    'rules.nothanks.turn.body':
      'Look at the face-up card and either\n• say “No thanks!” and put one chip on it, passing the decision to the next player, or\n• take the card together with every chip on it.\nWhoever takes the card turns up the next one and decides again. With no chips left you must take the card.',
    'rules.nothanks.figure.chain': 'The run 23-24-25 counts only 23 points. The lone 31 counts 31. Each chip is one point back.',
    'rules.nothanks.scoring.title': 'Runs and scoring',
    'rules.nothanks.scoring.body':
      'A single card counts its number as minus points. Cards in an unbroken run count only their lowest number: 17-18-19-20 is 17 points, not 74. At the end, subtract one point per chip you still hold.',
    'rules.nothanks.end.title': 'The end',
    'rules.nothanks.end.body': 'When the last card of the stack has been taken, everyone counts. The lowest score wins. Ties: the tied player with more chips wins; if still tied, they share the win.',
    'rules.nothanks.variants.title': 'Variants',
    'rules.nothanks.variants.body':
      'Tactical: everyone starts with one chip fewer (10 with three to five players, 8 with six, 6 with seven), and the 10, 20 and 30 are removed face up before the deal, so only six cards are removed unseen. Open chips: all chip counts are visible (in the printed game they stay secret).',
    'rules.nothanks.app.title': 'At this table',
    'rules.nothanks.app.body':
      'Tap “No thanks!” to pay a chip (or drag a chip from your pile onto the card); tap “Take” or the card itself to take it (or drag the card to your row). Keyboard: T takes, N says “No thanks!”; or Tab to a button and press Enter. A good trick: if a card fits your run and hurts everyone else, let it go round once or twice to collect chips, but not too greedily.',
    'rules.nothanks.keys.title': 'Keys',
    'rules.nothanks.keys.body':
      'Tab and Shift+Tab move between the buttons, Enter or Space presses the one in focus. T takes the card, N says \u201cNo thanks!\u201d (so do Enter and Space while no button is in focus), Esc goes back. With a screen reader every move is read out; ask with W (where am I), L (what is on the table: the card on offer, everybody\u2019s cards and the chips you may know), M (your cards and chips), O (whose turn) and S (the score).',
  },
  cs: {
    'rules.nothanks.goal.title': 'Cíl hry',
    'rules.nothanks.goal.body':
      'Karty jsou minusové body, žetony plusové. Vyhrává ten, kdo skončí s nejnižším skóre: ber co nejméně karet, sbírej řady po sobě jdoucích čísel a šetři žetony.',
    'rules.nothanks.setup.title': 'Příprava',
    'rules.nothanks.setup.body':
      'Balíček obsahuje karty 3 až 35. Devět z nich se odloží, aniž by je kdo viděl, takže nikdo neví, která čísla chybí. Každý hráč dostane 11 žetonů (při 6 hráčích 9, při 7 hráčích 7) a drží je skrytě. První karta balíčku se otočí lícem nahoru a začíná náhodně vybraný hráč.',
    'rules.nothanks.turn.title': 'Tvůj tah',
    'rules.nothanks.turn.body':
      'Podívej se na otočenou kartu a buď\n• řekni „Ne, díky!“ a polož na ni jeden žeton – rozhoduje další hráč, nebo\n• si kartu vezmi i se všemi žetony na ní.\nKdo kartu vezme, otočí další a rozhoduje znovu. Bez žetonů musíš kartu vzít.',
    'rules.nothanks.figure.chain': 'Řada 23-24-25 se počítá jen za 23 bodů. Samotná 31 za 31. Každý žeton je bod zpět.',
    'rules.nothanks.scoring.title': 'Řady a počítání',
    'rules.nothanks.scoring.body':
      'Samotná karta se počítá za své číslo v minusových bodech. Karty v nepřerušené řadě se počítají jen za nejnižší číslo: 17-18-19-20 je 17 bodů, ne 74. Na konci si odečti bod za každý žeton, který ti zbyl.',
    'rules.nothanks.end.title': 'Konec hry',
    'rules.nothanks.end.body': 'Jakmile je vzata poslední karta balíčku, všichni počítají. Vyhrává nejnižší skóre. Při rovnosti vyhrává ten z nich, kdo má víc žetonů; pokud se shodují i v žetonech, o vítězství se dělí.',
    'rules.nothanks.variants.title': 'Varianty',
    'rules.nothanks.variants.body':
      'Taktická: každý začíná o žeton méně (při třech až pěti hráčích 10, při šesti 8, při sedmi 6) a karty 10, 20 a 30 se před hrou odloží lícem nahoru, takže bez prohlížení se odloží už jen šest karet. Odkryté žetony: počty žetonů všech hráčů jsou vidět (v tištěné hře jsou tajné).',
    'rules.nothanks.app.title': 'U tohoto stolu',
    'rules.nothanks.app.body':
      'Klepnutím na „Ne, díky!“ zaplatíš žeton (nebo přetáhni žeton ze své hromádky na kartu); klepnutím na „Vzít“ nebo na samotnou kartu ji vezmeš (nebo ji přetáhni do své řady). Klávesnice: T vezme, N řekne „Ne, díky!“; nebo Tab na tlačítko a Enter. Tip: hodí-li se karta do tvé řady a ostatním ublíží, nech ji jednou dvakrát obejít stůl a sbírej žetony – ale ne moc hladově.',
    'rules.nothanks.keys.title': 'Klávesy',
    'rules.nothanks.keys.body':
      'Tab a Shift+Tab přecházejí mezi tlačítky, Enter nebo mezerník stiskne to, na kterém jsi. T bere kartu, N říká \u201eNe, díky!\u201c (stejně tak Enter a mezerník, když není vybrané žádné tlačítko), Esc jde zpět. Se čtečkou obrazovky uslyšíš každý tah; zeptat se můžeš klávesou W (kde jsem), L (co je na stole: karta ve hře, karty všech a žetony, které smíš znát), M (tvoje karty a žetony), O (kdo je na tahu) a S (skóre).',
  },
  de: {
    'rules.nothanks.goal.title': 'Ziel',
    'rules.nothanks.goal.body':
      'Karten sind Minuspunkte, Chips sind Pluspunkte. Wer am Ende die wenigsten Punkte hat, gewinnt: nimm so wenige Karten wie möglich, sammle Zahlenreihen und behalte deine Chips.',
    'rules.nothanks.setup.title': 'Vorbereitung',
    'rules.nothanks.setup.body':
      'Im Spiel sind die Karten 3 bis 35. Neun davon kommen ungesehen aus dem Spiel, niemand weiß also, welche Zahlen fehlen. Jeder bekommt 11 Chips (bei 6 Spielern 9, bei 7 Spielern 7) und hält sie verdeckt. Die oberste Karte wird aufgedeckt, und ein zufällig gewählter Spieler beginnt.',
    'rules.nothanks.turn.title': 'Dein Zug',
    'rules.nothanks.turn.body':
      'Schau dir die offene Karte an und\n• sag „Nein danke!“ und lege einen Chip darauf – dann entscheidet der Nächste, oder\n• nimm die Karte mit allen Chips darauf.\nWer die Karte nimmt, deckt die nächste auf und entscheidet erneut. Ohne Chips musst du die Karte nehmen.',
    'rules.nothanks.figure.chain': 'Die Reihe 23-24-25 zählt nur 23 Punkte. Die einzelne 31 zählt 31. Jeder Chip ist ein Punkt zurück.',
    'rules.nothanks.scoring.title': 'Reihen und Wertung',
    'rules.nothanks.scoring.body':
      'Eine einzelne Karte zählt ihren Wert als Minuspunkte. Karten in einer lückenlosen Reihe zählen nur die niedrigste Zahl: 17-18-19-20 sind 17 Punkte, nicht 74. Am Ende zieht jeder übrige Chip einen Punkt ab.',
    'rules.nothanks.end.title': 'Spielende',
    'rules.nothanks.end.body': 'Ist die letzte Karte des Stapels genommen, wird gezählt. Die niedrigste Punktzahl gewinnt. Bei Gleichstand gewinnt, wer mehr Chips hat; sind auch die Chips gleich, teilen sie sich den Sieg.',
    'rules.nothanks.variants.title': 'Varianten',
    'rules.nothanks.variants.body':
      'Taktisch: jeder beginnt mit einem Chip weniger (10 bei drei bis fünf Spielern, 8 bei sechs, 6 bei sieben), und 10, 20 und 30 werden vor dem Spiel offen aussortiert, so dass nur sechs Karten ungesehen aus dem Spiel gehen. Offene Chips: alle Chipzahlen sind sichtbar (im gedruckten Spiel bleiben sie geheim).',
    'rules.nothanks.app.title': 'An diesem Tisch',
    'rules.nothanks.app.body':
      'Tippe auf „Nein danke!“, um einen Chip zu zahlen (oder zieh einen Chip von deinem Stapel auf die Karte); tippe auf „Nehmen“ oder auf die Karte selbst, um sie zu nehmen (oder zieh die Karte in deine Reihe). Tastatur: T nimmt, N sagt „Nein danke!“; oder mit Tab zum Knopf und Enter. Tipp: passt eine Karte in deine Reihe und schadet allen anderen, lass sie ein- oder zweimal herumgehen und sammle Chips – aber nicht zu gierig.',
    'rules.nothanks.keys.title': 'Tasten',
    'rules.nothanks.keys.body':
      'Tab und Umschalt+Tab wechseln zwischen den Knöpfen, Enter oder Leertaste drückt den gewählten. T nimmt die Karte, N sagt \u201eNein danke!\u201c (ebenso Enter und Leertaste, solange kein Knopf gewählt ist), Esc geht zurück. Mit einem Screenreader wird jeder Zug vorgelesen; frag mit W (wo bin ich), L (was liegt auf dem Tisch: die Karte im Angebot, die Karten aller und die Chips, die du kennen darfst), M (deine Karten und Chips), O (wer ist dran) und S (Punkte).',
  },
});
