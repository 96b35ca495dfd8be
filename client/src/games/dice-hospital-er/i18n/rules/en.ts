// How to play Dice Hospital ER, in English: the texts of the rules page and the help drawer (rules/).
// Numbers the engine's catalogue holds (wards, tracks, deck, specialists) come in as parameters;
// card names and texts are the game's own (../en.ts). fr.ts is typed by this table.

export const rulesEn = {
  title: 'How to play Dice Hospital ER',
  intro: (min: number, max: number) =>
    `A roll-and-write game for ${min} to ${max} players. Every turn three dice, a red, a yellow and a green one, are patients arriving by ambulance. Everyone admits one of them into the hospital on their own sheet, writing its value in a bed. Fill wards, gain nurses, please the specialists: the highest score wins. Alone, you play against URSULE, an automatic assistant.`,
  contents: 'Contents',

  sheet: {
    heading: 'Your sheet',
    intro:
      'Every player has the same sheet: a hospital floor of hexagonal beds, and below it the nurse track, the morgue, your stethoscopes and blood bags, and the score boxes.',
    example: 'An example sheet during a game',
    exampleCaption:
      'Ward 1 was filled from the hall with 1, 2, 4 and 6: it is full and will score its badge; its nurse was gained. In ward 2 a curtain surrounds the 4, so the 1 after it was allowed. The 5 in ward 3 is critical (!). One patient went to the morgue.',
    /** The sheet's parts, each a name and what it does. */
    parts: {
      wards: {
        name: 'Wards',
        text: (beds: number, wards: number) =>
          `${beds} beds in ${wards} wards. Each ward starts at the hall and fills one bed at a time, away from the hall. You may open several wards at once. Each ward’s badge shows its nurse and the points it scores once every bed is filled.`,
      },
      beds: { name: 'Beds', text: 'A bed’s colour (and its letter) says which patients it takes: red, yellow or green. A white bed takes any colour.' },
      scanners: {
        name: 'Scanners',
        text: (scanners: number, around: number) =>
          `${scanners} hexes that are not beds, each surrounded by ${around} beds of several wards. The radiologists and one cardiologist count the patients around them.`,
      },
      nurses: {
        name: 'Nurse track',
        text: (track: string) => `Each nurse you gain circles the next circle (${track}). At the end you score the last circled one.`,
      },
      stethoscopes: {
        name: 'Stethoscopes',
        text: (start: number) =>
          `You start with ${start}. Each one spent moves a patient’s value 1 up or down before you write it, never below 1 or above 6. Spend as many as you have.`,
      },
      bloodBags: { name: 'Blood bags', text: 'You start with none. Spend one to lay a patient in a bed of another colour, or to take the chief doctor’s die.' },
      morgue: {
        name: 'Morgue',
        text: (boxes: number) =>
          `${boxes} boxes. A patient you cannot or will not admit circles one box: −1 point each at the end. A full morgue costs nothing more.`,
      },
      scores: { name: 'Score boxes', text: 'Your score so far, row by row (see Scoring).' },
    },
    wardTable: 'The wards: their beds from the hall, and their points when full (each ward’s badge on the sheet shows them)',
    wardColumn: 'Ward',
    bedsColumn: 'Beds, from the hall',
    pointsColumn: 'Points when full',
  },

  turn: {
    heading: 'A turn',
    intro: (turns: number, turnsFive: number) =>
      `The game lasts ${turns} turns (${turnsFive} with 5 players). Everyone plays every turn; one player, the chief doctor, has a few more tasks, and the role passes to the left after each turn.`,
    steps: [
      {
        name: 'Flip and roll',
        text: 'The chief doctor reveals the next ambulance card and rolls the three dice. Each die stands under the ambulance of its colour and brings that ambulance’s bonus.',
      },
      {
        name: 'Choose',
        text: 'The chief doctor takes one die. Then everyone else takes one of the two other dice, all at once (several players may take the same die); the choices are shown when everyone has chosen. A blood bag owned beforehand lets you take the chief doctor’s die.',
      },
      { name: 'Admit', text: 'Write your patient’s value in a bed of your sheet, following the admission rules below, or send it to the morgue.' },
      { name: 'Bonus', text: 'Gain your die’s bonus: stethoscopes and blood bags can be used for this very patient.' },
      { name: 'Cardiologists', text: 'Whoever now meets a cardiologist’s objective scores it (see Specialists).' },
      { name: 'Next chief doctor', text: 'The chief doctor card passes to the left. When the deck is empty, the game ends.' },
    ],
    admitHeading: 'Admitting a patient',
    admit: [
      { name: 'Colour', text: 'The die’s colour must match the bed’s. White beds take any colour; a blood bag ignores the colour.' },
      { name: 'Order', text: 'A ward’s first patient takes the bed next to the hall, each next one the bed after the ward’s last patient.' },
      {
        name: 'Value',
        text: 'Higher than the ward’s previous patient (the first patient of a ward may have any value), unless a curtain surrounds that previous patient.',
      },
      { name: 'Stethoscopes', text: 'Each one changes the value by 1 before you write it.' },
      { name: 'Morgue', text: 'No bed takes it, or you would rather not: circle a morgue box instead.' },
    ],
    cardsHeading: 'Ambulance cards and their bonuses',
    cards: (deck: number, removed: number, removedFive: number) =>
      `${deck} cards, each with a red, a yellow and a green ambulance carrying a bonus. At the start ${removed} are put back unseen (${removedFive} with 5 players): the deck holds one card per turn.`,
    bonusMorgue: 'You gain the bonus even if the patient goes to the morgue, except Critical and Nurse.',
    allCards: (deck: number) => `All ${deck} ambulance cards`,
    cardColumn: 'Card',
  },

  specialists: {
    heading: 'Specialists',
    intro: (all: number) =>
      `There are ${all} specialists. Each game draws 2 cardiologists, 1 radiologist and 1 epidemiologist; they lie beside the table for the whole game.`,
    /** What each kind of specialist does (its cards follow, from the catalogue). */
    kinds: {
      cardiologists:
        'An objective to meet during the game. At the end of each turn, whoever meets it scores it: 8 points the first time (the card then turns to 5), 5 points the second time (the card is then discarded). Everyone who meets it on the same turn scores the same. With 2 players a card is worth 5, once. Each player scores a card at most once.',
      radiologists: 'Scores at the end of the game, from your patients around the two scanners.',
      epidemiologists:
        'Scores at the end of the game, from patterns of values. Neighbours count across ward walls. When a patient may serve one pattern only, the largest number of patterns sharing no patient counts.',
    },
  },

  end: {
    heading: 'End of the game',
    text: (turns: number, turnsFive: number) =>
      `The game ends when the ambulance deck is empty, after ${turns} turns (${turnsFive} with 5 players). Everyone adds up their score rows; the highest total wins, and equal totals share the place. Stethoscopes and blood bags left over score nothing.`,
  },

  scoring: {
    heading: 'Scoring, row by row',
    intro: 'The score boxes and the final score table have these rows; each is counted like this.',
    wards: (list: string) => `Each full ward scores the points on its badge (${list}). A ward with an empty bed scores nothing.`,
    nurses: (list: string) => `The last circled circle of your nurse track: ${list}. No nurse: 0.`,
    wardPoints: (ward: string, points: number) => `${ward}: ${points}`,
    nurseCount: (n: number, points: number) => `${n} → ${points}`,
    radiologist: 'The radiologist in play scores your patients around the scanners, as its card says (see Specialists).',
    epidemiologist: 'The epidemiologist in play scores the patterns its card names on your whole sheet (see Specialists).',
    critical: 'The sum of the values of your critical patients (marked !).',
    cardiologists: 'The points you scored during the game by meeting cardiologists’ objectives: 8 or 5 for each card.',
    morgue: (boxes: number) => `−1 for each circled morgue box (${boxes} boxes: at most −${boxes}).`,
    /** Solo rows: URSULE's, when the room chose that difficulty option (its name comes first). */
    soloOption: (option: string) => `Solo, with the difficulty option ${option}, for URSULE only.`,
    equipment: 'URSULE scores 1 per stethoscope and blood bag she gained, used or not, her starting stethoscope (and Preparation’s) included.',
    isolation: 'URSULE scores 1 per curtain she drew.',
    capacity: 'URSULE scores 1 per patient in a ward she did not fill.',
    total: 'The sum of the rows. The highest total wins; solo, you win only with strictly more points than URSULE.',
    ursule: 'URSULE scores like you, except the radiologist and the epidemiologist: she scores the solo value printed on each card, whatever her sheet.',
  },

  solo: {
    heading: 'Solo: against URSULE',
    intro: 'Choose Play solo on the game’s card. The game is set up as for 2 players, and URSULE, the automatic assistant, fills her own sheet by fixed rules.',
    rules: [
      'She starts with the first two circles of her nurse track circled (tied to no ward). You are chief doctor on the first turn, then she is, and so on; the chief always acts first.',
      'Her die: the lowest (on a tie, red, then yellow, then green); when you are chief, the lowest of the two you left.',
      'Her bed: the first one that fits, ward by ward in order: first as rolled, else spending stethoscopes, else a blood bag, else both. She may write a value equal to the previous one. If nothing fits she tries the next die up, then the last one; if still nothing, she takes the lowest die and circles a morgue box.',
      'On the last turn she takes a die that fills the last bed of a ward if one does (the most valuable ward).',
      'Her bonuses are used as usual; she draws a curtain after admitting, around the highest last patient of a ward that is neither full nor curtained.',
      'Cardiologists: she ignores their objectives. While both cards remain they are one objective for you: meet both to score 10. When she fills a ward while a card remains, she scores 5 and you discard one card; with one card left, you score it by its objective and she by filling a second ward.',
    ],
    optionsHeading: 'Difficulty options (on the game’s card, under Solo options)',
  },
};

export type ErRulesTexts = typeof rulesEn;
