/** How to play Gaps (our own words, after GNOME Aisleriot's rules; the basic variant after Blake & Gent's "Gaps (Basic Variant)"). */
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
      'Cards in order from a 2 in the leftmost column are in place and stay put. When every gap sits after a King or after another gap, no move is left: time to redeal.',
    'rules.gaps.redeal.title': 'Redeals',
    'rules.gaps.redeal.body':
      'A redeal gathers every card that is not yet in place, shuffles them and deals them again, with one gap in each row, right after the cards already in place (at the left end of a row that has none). You have two redeals (change this in the menu). The score is the number of cards in place; 48 means you won.',
    'rules.gaps.variants.title': 'Variants',
    'rules.gaps.variants.body':
      'Aisleriot: the rules above. Montana: nothing locks, any card may be moved into a fitting gap, even a 2 into another empty leftmost place. Basic (the variant of the research literature): every row has its own suit, from the top spades, hearts, diamonds, clubs. A gap at the left end of a row takes only that row’s 2, and only cards of the row’s suit count as in place; a 2 dealt to another row’s left end may still move to its own. One deal, no redeals. (Games saved under this table’s earlier basic rules, with the 2s dealt to the left end of the rows, play on as “Twos in place”.) “Gaps anywhere” puts the gaps at random places after a redeal.',
    'rules.gaps.app.title': 'At this table',
    'rules.gaps.app.body':
      'Drag a card into a gap, or tap a card to send it to the only gap it fits; tap a gap to bring the card that fits it. Keyboard: arrows and Enter; Z undo, Y redo, H hint, R redeal, N new deal. When no card can move, redeal with the button or double-tap any card. Undo takes back any move, even a redeal. Every deal has a number you can type in to replay or share it. When you do not know what to do, ask for a hint. With “Winnable deals only” (menu), every new deal is one the solver has proved can be won without a redeal. Tip: put off moves that leave a gap behind a King as long as you can.',
    'rules.gaps.keys.title': 'Keys',
    'rules.gaps.keys.body':
      'Tab goes to the cards and on to the buttons (the four rows are one stop); there the arrows move between the cards and gaps; Enter or Space sends the card in focus to its gap, or brings the card that fits to the gap in focus (a 2 with several gaps: then choose the gap). Z or U undoes, Y redoes, H gives a hint, R redeals when you are stuck, N deals anew, Esc goes back. With a screen reader every card and gap says where it can go; every move is read out; ask with W (where am I), L (the row in focus read out), M (all four rows), O (whose turn) and S (the score).',
  },
  cs: {
    'rules.gaps.goal.title': 'Cíl hry',
    'rules.gaps.goal.body': 'Srovnej karty do čtyř řad tak, aby každá byla jedna barva v pořadí od dvojky vlevo po krále, s mezerou na konci.',
    'rules.gaps.setup.title': 'Rozdání',
    'rules.gaps.setup.body': 'Všech 52 karet se rozdá do čtyř řad po 13. Pak se odeberou čtyři esa a na stole zůstanou čtyři rozházené mezery.',
    'rules.gaps.move.title': 'Tah',
    'rules.gaps.move.body':
      'Mezeru smí zaplnit jen karta stejné barvy o jednu vyšší než karta vlevo od ní. Mezera za srdcovou sedmičkou bere srdcovou osmičku. Mezera v levém sloupci bere libovolnou dvojku. Mezeru za králem nebo za jinou mezerou zaplnit nelze.',
    'rules.gaps.figure.gap': 'Mezera za pikovou 4 bere pikovou 5. Mezera za károvou 9 bere károvou 10.',
    'rules.gaps.stuck.title': 'Uzamčené karty a slepé uličky',
    'rules.gaps.stuck.body':
      'Karty v pořadí od dvojky v levém sloupci jsou na svém místě a už se nehýbou. Když je každá mezera za králem nebo za jinou mezerou, nezbývá žádný tah: je čas na nové rozdání.',
    'rules.gaps.redeal.title': 'Nové rozdání',
    'rules.gaps.redeal.body':
      'Při novém rozdání se seberou všechny karty, které ještě nejsou na místě, zamíchají se a znovu rozdají, s jednou mezerou v každé řadě, hned za kartami, které už jsou na místě (na začátku řady, kde žádné nejsou). Máš dvě nová rozdání (v nabídce lze změnit). Skóre je počet karet na místě; 48 znamená výhru.',
    'rules.gaps.variants.title': 'Varianty',
    'rules.gaps.variants.body':
      'Aisleriot: pravidla výše. Montana: nic se nezamyká, každou kartu lze přesunout do vhodné mezery, i dvojku do jiného prázdného místa v levém sloupci. Základní (varianta z odborné literatury): každá řada má svou barvu, shora piky, srdce, kára, kříže. Mezera na začátku řady bere jen dvojku barvy té řady a na místě jsou jen karty barvy řady; dvojka rozdaná na začátek jiné řady se ještě smí přesunout do své. Jedno rozdání, bez nového. (Hry uložené podle dřívějších základních pravidel tohoto stolu, s dvojkami rozdanými na začátek řad, se hrají dál jako „Dvojky na místě“.) „Mezery kdekoli“ rozmístí mezery po novém rozdání náhodně.',
    'rules.gaps.app.title': 'U tohoto stolu',
    'rules.gaps.app.body':
      'Přetáhni kartu do mezery, nebo na kartu klepni a pošle se do jediné mezery, kam patří; klepnutím na mezeru přijde karta, která do ní patří. Klávesnice: šipky a Enter; Z vrátit, Y znovu, H rada, R rozdat, N nová hra. Když žádná karta nemůže táhnout, rozdej znovu tlačítkem nebo dvojitým klepnutím na kartu. Vrátit vezme zpět libovolný tah, i nové rozdání. Každé rozdání má číslo, které můžeš zadat a hrát ho znovu nebo ho sdílet. S volbou „Jen vyhratelné hry“ (v nabídce) je každá nová hra taková, o které řešitel dokázal, že se dá vyhrát i bez nového rozdání. Když nevíš kudy kam, požádej o radu. Tip: tahy, které nechají mezeru za králem, odkládej co nejdéle.',
    'rules.gaps.keys.title': 'Klávesy',
    'rules.gaps.keys.body':
      'Tab přechází na karty a dál na tlačítka (čtyři řady jsou jedna zastávka); mezi kartami a mezerami se pohybuješ šipkami; Enter nebo mezerník pošle kartu do její mezery, nebo do mezery přinese kartu, která do ní patří (dvojka s více mezerami: pak vyber mezeru). Z nebo U vrací tah, Y ho opakuje, H poradí, R rozdá znovu, když nemůžeš táhnout, N rozdá novou hru, Esc jde zpět. Se čtečkou obrazovky každá karta a mezera řekne, kam může; uslyšíš každý tah; zeptat se můžeš klávesou W (kde jsem), L (přečte řadu, na které jsi), M (všechny čtyři řady), O (kdo je na tahu) a S (skóre).',
  },
  de: {
    'rules.gaps.goal.title': 'Ziel',
    'rules.gaps.goal.body': 'Ordne die Karten in vier Reihen, jede in einer Farbe von der 2 links bis zum König, mit einer Lücke am Ende.',
    'rules.gaps.setup.title': 'Das Austeilen',
    'rules.gaps.setup.body': 'Alle 52 Karten werden in vier Reihen zu 13 ausgelegt. Dann werden die vier Asse entfernt, und vier Lücken bleiben verstreut zurück.',
    'rules.gaps.move.title': 'Ein Zug',
    'rules.gaps.move.body':
      'Eine Lücke darf nur mit der Karte gefüllt werden, die in derselben Farbe um eins höher ist als die Karte links davon. Die Lücke hinter der Herz 7 nimmt die Herz 8. Eine Lücke in der linken Spalte nimmt jede 2. Lücken hinter einem König oder hinter einer anderen Lücke bleiben leer.',
    'rules.gaps.figure.gap': 'Die Lücke hinter der Pik 4 nimmt die Pik 5. Die Lücke hinter der Karo 9 nimmt die Karo 10.',
    'rules.gaps.stuck.title': 'Feste Karten und Sackgassen',
    'rules.gaps.stuck.body':
      'Karten in Folge ab einer 2 in der linken Spalte liegen richtig und bleiben liegen. Liegt jede Lücke hinter einem König oder hinter einer anderen Lücke, geht nichts mehr: Zeit zum Neumischen.',
    'rules.gaps.redeal.title': 'Neu mischen',
    'rules.gaps.redeal.body':
      'Beim Neumischen werden alle Karten, die noch nicht richtig liegen, eingesammelt, gemischt und neu ausgelegt, mit je einer Lücke pro Reihe direkt hinter den Karten, die schon richtig liegen (am Anfang einer Reihe, in der noch keine liegen). Du darfst zweimal neu mischen (im Menü änderbar). Die Wertung ist die Zahl der richtig liegenden Karten; 48 heißt gewonnen.',
    'rules.gaps.variants.title': 'Varianten',
    'rules.gaps.variants.body':
      'Aisleriot: die Regeln oben. Montana: nichts wird fest, jede Karte darf in eine passende Lücke, sogar eine 2 auf einen anderen freien Platz links. Einfach (die Variante aus der Fachliteratur): jede Reihe hat ihre eigene Farbe, von oben Pik, Herz, Karo, Kreuz. Eine Lücke am Anfang einer Reihe nimmt nur die 2 dieser Farbe, und nur Karten in der Farbe der Reihe liegen richtig; eine 2, die am Anfang einer fremden Reihe liegt, darf noch in ihre eigene. Ein Spiel ohne Neumischen. (Spiele, die nach den früheren einfachen Regeln dieses Tischs gespeichert wurden, mit den Zweien am Anfang der Reihen, laufen als „Zweien vorgelegt“ weiter.) „Lücken überall“ verteilt die Lücken nach dem Neumischen zufällig.',
    'rules.gaps.app.title': 'An diesem Tisch',
    'rules.gaps.app.body':
      'Ziehe eine Karte in eine Lücke, oder tippe sie an, dann wandert sie in die einzige Lücke, in die sie passt; tippe eine Lücke an, und die passende Karte kommt. Tastatur: Pfeile und Enter; Z rückgängig, Y wiederholen, H Tipp, R neu mischen, N neues Spiel. Kann keine Karte mehr ziehen, mische neu mit dem Knopf oder per Doppeltipp auf eine Karte. Rückgängig nimmt jeden Zug zurück, auch das Mischen. Jedes Spiel hat eine Nummer, die du eingeben kannst, um es nochmal zu spielen oder zu teilen. Mit „Nur gewinnbare Spiele“ (Menü) ist jedes neue Spiel eines, von dem der Löser bewiesen hat, dass es sich auch ohne Neumischen gewinnen lässt. Wenn du nicht weiterweißt, frag nach einem Tipp. Tipp: Züge, die eine Lücke hinter einem König hinterlassen, so lange wie möglich aufschieben.',
    'rules.gaps.keys.title': 'Tasten',
    'rules.gaps.keys.body':
      'Tab springt zu den Karten und weiter zu den Knöpfen (die vier Reihen sind ein Halt); dort wechseln die Pfeile zwischen Karten und Lücken; Enter oder Leertaste schickt die gewählte Karte in ihre Lücke oder holt die passende Karte in die gewählte Lücke (eine 2 mit mehreren Lücken: dann wähl die Lücke). Z oder U nimmt zurück, Y wiederholt, H gibt einen Tipp, R mischt neu, wenn nichts mehr geht, N startet ein neues Spiel, Esc geht zurück. Mit einem Screenreader sagt jede Karte und Lücke, wohin sie kann; jeder Zug wird vorgelesen; frag mit W (wo bin ich), L (die gewählte Reihe vorgelesen), M (alle vier Reihen), O (wer ist dran) und S (Punkte).',
  },
});
