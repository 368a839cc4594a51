/** How to play Sequence and Sequence Numbers (our own words; sources: the printed rules of Sequence and Sequence Numbers). */
import { addStrings } from '../i18n';

addStrings({
  en: {
    'rules.sequence.goal.title': 'The goal',
    'rules.sequence.goal.body':
      'Make rows of five of your chips in a straight line: across, down or diagonally. With two players or teams you need two such sequences; with three players or teams, one (Sequence Numbers counts otherwise: see below). A line of nine or ten of your chips counts as two sequences: a second sequence may reuse one chip of your first, no more. When you have more than five in a row, the game turns over the five that leave the most room for a second sequence in that line (at a real table the player picks them), and they stay as they are; a line of nine or ten counts as two even if those five ended up in its middle.',
    'rules.sequence.setup.title': 'Players and cards',
    'rules.sequence.setup.body':
      'Two to twelve players (2, 3, 4, 6, 8, 9, 10 or 12): up to three play alone, more play in two or three teams, seated so that team mates alternate. Cards each: 7 with two players, 6 with three or four, 5 with six, 4 with eight or nine, 3 with ten or twelve. Every card except the Jacks is pictured twice on the board. Who begins is drawn at random.',
    'rules.sequence.turn.title': 'Your turn',
    'rules.sequence.turn.body':
      'Play a card from your hand, put one of your chips on an open space showing that card (either of the two), then draw a new card. Here the game draws for you, so the table penalties for forgetting to draw and for table talk between team mates do not apply. A player who cannot play any card is skipped; if nobody can, the game is a draw.',
    'rules.sequence.jacks.title': 'Jacks',
    'rules.sequence.jacks.body':
      'Two-eyed Jacks (♦ and ♣) are wild: put your chip on any open space (not a corner). One-eyed Jacks (♠ and ♥) remove one opponent chip from the board instead; you may not cover that space again this turn. Chips in a finished sequence cannot be removed.',
    'rules.sequence.figure.sequence': 'The corner counts for everyone, so four chips next to it make a sequence.',
    'rules.sequence.corners.title': 'Corners',
    'rules.sequence.corners.body':
      'The four corners are free spaces that belong to every player at once. A sequence through a corner needs only four chips.',
    'rules.sequence.dead.title': 'Dead cards',
    'rules.sequence.dead.body':
      'If both spaces for a card in your hand are covered, it is dead: on your turn you may discard it and draw a replacement (one per turn), then play as usual. Once the draw pile has run out for the last time there is no replacement left, so dead cards stay in your hand.',
    'rules.sequence.win.title': 'Winning',
    'rules.sequence.win.body':
      'The first player or team to complete the sequences needed wins. With the advanced rule, one-eyed Jacks may break even finished sequences. When the draw pile runs out, the discards are shuffled into a new one; if it runs out a ninth time, the game is a draw.',
    'rules.sequence.numbers.title': 'Sequence Numbers',
    'rules.sequence.numbers.body':
      'The same game with sums instead of pictures: each card adds or subtracts, such as 7+5 or 12−7, and you place your chip on a space showing the result (each number is on the board twice). A Plus card places a chip on any open space; a Minus card removes an opponent chip. Two, three, four or six players: with two or three, 5 cards each and one sequence to win; with four or six, 4 cards each and two sequences. Choose “+ − × ÷” for Equations in the menu and the deck also multiplies and divides, such as 7×6 or 40÷4.',
    'rules.sequence.app.title': 'At this table',
    'rules.sequence.app.body':
      'Choose a card in your hand: its spaces light up. Tap a lit space (or drag the card onto it). Dead cards are marked and can be swapped before you play: with the “Exchange dead card” button, or by dragging the card onto the discard pile. Keyboard: arrows or Tab to a card and Enter, then arrows to a space and Enter; Esc puts the card back.',
    'rules.sequence.keys.title': 'Keys',
    'rules.sequence.keys.body':
      'Tab goes to your hand, the arrows move between your cards; Enter or Space picks one up, then the arrows move between the spaces it can use and Enter plays it there (Esc puts it down again). With a screen reader every space of the board is listed with its card and chip, every move is read out; ask with W (where am I), L (the four lines through the space in focus), M (your hand), O (whose turn) and S (sequences so far). A shows the answers in Sequence Numbers.',
  },
  cs: {
    'rules.sequence.goal.title': 'Cíl hry',
    'rules.sequence.goal.body':
      'Vytvoř řady pěti svých žetonů v přímce: vodorovně, svisle nebo úhlopříčně. Hrají-li dva hráči nebo týmy, potřebuješ dvě takové řady; při třech hráčích nebo týmech jednu (v Sequence Numbers se počítá jinak, viz níže). Devět nebo deset tvých žetonů v jedné přímce se počítá jako dvě řady: druhá řada smí použít jeden žeton první, víc ne. Máš-li v přímce víc než pět žetonů za sebou, hra otočí tu pětici, která nechá nejvíc místa pro druhou řadu v téže přímce (u skutečného stolu ji vybírá hráč), a ta už zůstane; devět nebo deset v přímce platí za dvě řady, i když ta pětice skončila uprostřed.',
    'rules.sequence.setup.title': 'Hráči a karty',
    'rules.sequence.setup.body':
      'Hraje dva až dvanáct hráčů (2, 3, 4, 6, 8, 9, 10 nebo 12): nejvýš tři hrají každý sám, víc jich hraje ve dvou nebo třech týmech, usazených tak, aby se spoluhráči střídali. Karet do ruky: ve dvou po 7, ve třech nebo čtyřech po 6, v šesti po 5, v osmi nebo devíti po 4, v deseti nebo dvanácti po 3. Každá karta kromě kluků je na desce vyobrazena dvakrát. Kdo začíná, se losuje.',
    'rules.sequence.turn.title': 'Tvůj tah',
    'rules.sequence.turn.body': 'Zahraj kartu z ruky, polož svůj žeton na neobsazené pole s touto kartou (kterékoli z obou) a dober si novou kartu. Tady za tebe dobírá hra, takže tresty ze stolní hry za zapomenuté dobrání a za napovídání spoluhráčům se neuplatňují. Kdo nemůže zahrát žádnou kartu, je přeskočen; nemůže-li nikdo, hra končí remízou.',
    'rules.sequence.jacks.title': 'Kluci',
    'rules.sequence.jacks.body':
      'Dvouocí kluci (káry a kříže) jsou žolíci: polož žeton na libovolné neobsazené pole (ne do rohu). Jednoocí kluci (piky a srdce) místo toho odeberou jeden soupeřův žeton z desky; na totéž pole v tomto tahu hrát nesmíš. Žetony v hotové řadě odebrat nelze.',
    'rules.sequence.figure.sequence': 'Roh platí pro všechny, takže čtyři žetony vedle něj tvoří řadu.',
    'rules.sequence.corners.title': 'Rohy',
    'rules.sequence.corners.body':
      'Čtyři rohy jsou volná pole, která patří všem hráčům zároveň. Řadě přes roh stačí čtyři žetony.',
    'rules.sequence.dead.title': 'Mrtvé karty',
    'rules.sequence.dead.body':
      'Jsou-li obě pole pro kartu v tvé ruce obsazená, je karta mrtvá: ve svém tahu ji smíš odhodit a dobrat náhradní (jednu za tah), pak hraješ normálně. Když dobírací balíček dojde naposledy, náhradní karta už není, a mrtvé karty ti tedy zůstanou v ruce.',
    'rules.sequence.win.title': 'Vítězství',
    'rules.sequence.win.body': 'Vyhrává hráč nebo tým, který první dokončí potřebné řady. S pokročilým pravidlem smějí jednoocí kluci rozbít i hotové řady. Když dojde dobírací balíček, odhozené karty se zamíchají do nového; dojde-li podeváté, hra končí remízou.',
    'rules.sequence.numbers.title': 'Sequence Numbers',
    'rules.sequence.numbers.body':
      'Stejná hra s příklady místo obrázků: na každé kartě je příklad na sčítání nebo odčítání, jako 7+5 nebo 12−7, a žeton pokládáš na pole s jeho výsledkem (každé číslo je na desce dvakrát). Karta Plus položí žeton na libovolné neobsazené pole, karta Minus odebere soupeřův žeton. Hrají dva, tři, čtyři nebo šest hráčů: dva nebo tři dostanou po 5 kartách a potřebují jednu řadu, čtyři nebo šest po 4 kartách a potřebují dvě. Zvolíš-li v nabídce u Příkladů „+ − × ÷“, balíček i násobí a dělí, třeba 7×6 nebo 40÷4.',
    'rules.sequence.app.title': 'U tohoto stolu',
    'rules.sequence.app.body':
      'Vyber kartu v ruce: její pole se rozsvítí. Klepni na rozsvícené pole (nebo na něj kartu přetáhni). Mrtvé karty jsou označené a před tahem je můžeš vyměnit: tlačítkem „Vyměnit mrtvou kartu“, nebo přetažením karty na odhazovací hromádku. Klávesnice: šipkami nebo Tabem na kartu a Enter, pak šipkami na pole a Enter; Esc kartu vrátí.',
    'rules.sequence.keys.title': 'Klávesy',
    'rules.sequence.keys.body':
      'Tab přejde na tvou ruku, šipky přecházejí mezi tvými kartami; Enter nebo mezerník kartu zvedne, šipky pak přecházejí mezi políčky, kam může, a Enter ji tam zahraje (Esc ji zase položí). Se čtečkou obrazovky je každé políčko desky uvedeno se svou kartou a žetonem, uslyšíš každý tah; zeptat se můžeš klávesou W (kde jsem), L (čtyři řady přes políčko, na kterém jsi), M (tvoje karty), O (kdo je na tahu) a S (dosavadní řady). A v Sequence Numbers ukáže výsledky.',
  },
  de: {
    'rules.sequence.goal.title': 'Ziel',
    'rules.sequence.goal.body':
      'Bilde Reihen aus fünf eigenen Chips in gerader Linie: waagrecht, senkrecht oder diagonal. Bei zwei Spielern oder Teams brauchst du zwei solche Sequenzen, bei dreien eine (Sequence Numbers zählt anders, siehe unten). Neun oder zehn eigene Chips in einer Linie zählen als zwei Sequenzen: eine zweite Sequenz darf einen Chip der ersten mitbenutzen, nicht mehr. Liegen mehr als fünf in einer Reihe, dreht das Spiel die fünf um, die am meisten Platz für eine zweite Sequenz in derselben Linie lassen (am echten Tisch wählt sie der Spieler), und dabei bleibt es; neun oder zehn in einer Linie zählen auch dann als zwei, wenn diese fünf in ihrer Mitte liegen.',
    'rules.sequence.setup.title': 'Spieler und Karten',
    'rules.sequence.setup.body':
      'Zwei bis zwölf Spieler (2, 3, 4, 6, 8, 9, 10 oder 12): bis zu drei spielen allein, mehr in zwei oder drei Teams, so gesetzt, dass sich Teamkollegen abwechseln. Handkarten: zu zweit je 7, zu dritt oder viert je 6, zu sechst je 5, zu acht oder neunt je 4, zu zehnt oder zwölft je 3. Jede Karte außer den Buben ist zweimal auf dem Brett abgebildet. Wer beginnt, wird ausgelost.',
    'rules.sequence.turn.title': 'Dein Zug',
    'rules.sequence.turn.body': 'Spiele eine Handkarte aus, setze einen Chip auf ein leeres Feld mit dieser Karte (eins der beiden) und ziehe eine neue Karte. Hier zieht das Spiel für dich, daher gelten die Tischstrafen für vergessenes Ziehen und für Absprachen im Team nicht. Wer keine Karte spielen kann, wird übersprungen; kann niemand mehr, endet das Spiel unentschieden.',
    'rules.sequence.jacks.title': 'Buben',
    'rules.sequence.jacks.body':
      'Zweiäugige Buben (Karo und Kreuz) sind Joker: setze deinen Chip auf ein beliebiges leeres Feld (keine Ecke). Einäugige Buben (Pik und Herz) entfernen stattdessen einen gegnerischen Chip; dieses Feld darfst du im selben Zug nicht besetzen. Chips einer fertigen Sequenz sind geschützt.',
    'rules.sequence.figure.sequence': 'Die Ecke zählt für alle, daher bilden vier Chips daneben eine Sequenz.',
    'rules.sequence.corners.title': 'Ecken',
    'rules.sequence.corners.body':
      'Die vier Ecken sind freie Felder, die allen Spielern zugleich gehören. Eine Sequenz durch eine Ecke braucht nur vier Chips.',
    'rules.sequence.dead.title': 'Tote Karten',
    'rules.sequence.dead.body':
      'Sind beide Felder einer Handkarte besetzt, ist sie tot: in deinem Zug darfst du sie ablegen und eine neue ziehen (eine pro Zug) und dann normal spielen. Ist der Nachziehstapel zum letzten Mal aufgebraucht, gibt es keinen Ersatz mehr: tote Karten bleiben dann auf der Hand.',
    'rules.sequence.win.title': 'Sieg',
    'rules.sequence.win.body': 'Wer zuerst die nötigen Sequenzen vollendet, gewinnt. Mit der Profiregel dürfen einäugige Buben auch fertige Sequenzen aufbrechen. Ist der Nachziehstapel aufgebraucht, wird die Ablage zu einem neuen gemischt; ist er zum neunten Mal aufgebraucht, endet das Spiel unentschieden.',
    'rules.sequence.numbers.title': 'Sequence Numbers',
    'rules.sequence.numbers.body':
      'Dasselbe Spiel mit Rechenaufgaben statt Bildern: jede Karte zeigt eine Plus- oder Minusaufgabe wie 7+5 oder 12−7, und du setzt deinen Chip auf ein Feld mit dem Ergebnis (jede Zahl gibt es zweimal). Eine Plus-Karte setzt einen Chip auf ein beliebiges leeres Feld, eine Minus-Karte entfernt einen gegnerischen. Es spielen zwei, drei, vier oder sechs: zu zweit oder dritt bekommt jeder 5 Karten und braucht eine Sequenz, zu viert oder sechst 4 Karten und zwei Sequenzen. Wählst du im Menü bei Aufgaben „+ − × ÷“, wird auch multipliziert und geteilt, etwa 7×6 oder 40÷4.',
    'rules.sequence.app.title': 'An diesem Tisch',
    'rules.sequence.app.body':
      'Wähle eine Handkarte: ihre Felder leuchten auf. Tippe ein leuchtendes Feld an (oder ziehe die Karte darauf). Tote Karten sind markiert und können vor dem Zug getauscht werden: mit dem Knopf „Tote Karte tauschen“ oder indem du die Karte auf die Ablage ziehst. Tastatur: mit Pfeilen oder Tab zu einer Karte und Enter, dann mit Pfeilen zu einem Feld und Enter; Esc legt die Karte zurück.',
    'rules.sequence.keys.title': 'Tasten',
    'rules.sequence.keys.body':
      'Tab springt zu deiner Hand, die Pfeile wechseln zwischen deinen Karten; Enter oder Leertaste nimmt eine auf, dann wechseln die Pfeile zwischen den Feldern, die sie nutzen kann, und Enter spielt sie dort (Esc legt sie wieder ab). Mit einem Screenreader ist jedes Feld des Bretts mit Karte und Chip aufgeführt, jeder Zug wird vorgelesen; frag mit W (wo bin ich), L (die vier Linien durch das gewählte Feld), M (deine Karten), O (wer ist dran) und S (bisherige Sequenzen). A zeigt in Sequence Numbers die Ergebnisse.',
  },
});
