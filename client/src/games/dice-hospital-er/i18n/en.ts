// Dice Hospital ER: every English string of the ER views (cards, bonuses, specialists, errors,
// prompts, log sentences). fr.ts is typed by this table, so both always hold the same keys.
import type { BedColour, CardiologistId, Colour, EpidemiologistId, Options, RadiologistId } from '../../../../../shared/games/dice-hospital-er/index.js';

const plural = (n: number, one: string, many: string): string => `${n} ${Math.abs(n) === 1 ? one : many}`;

/** Which bonus an ambulance carries: `extra` names its colour and two values. */
export type BonusKind = 'stethoscope' | 'bloodBag' | 'curtain' | 'critical' | 'nurse' | 'extra';

/** Error codes of the ER engine (docs/engine-er.md). */
export type ErErrorCode =
  | 'invalid_action'
  | 'game_over'
  | 'invalid_seat'
  | 'wrong_phase'
  | 'not_your_turn'
  | 'not_enough_blood_bags'
  | 'already_admitted'
  | 'no_extra_patient'
  | 'unknown_bed'
  | 'invalid_value'
  | 'ward_full'
  | 'wrong_bed'
  | 'wrong_colour'
  | 'blood_bag_not_needed'
  | 'value_too_low'
  | 'not_enough_stethoscopes'
  | 'no_curtain'
  | 'invalid_curtain'
  | 'admit_first'
  | 'invalid_cardiologist';

export interface Card {
  name: string;
  text: string;
}

export const en = {
  lang: 'en' as 'en' | 'fr',
  game: 'Dice Hospital ER',
  ursule: 'URSULE',
  you: 'you',
  and: 'and',
  colour: { red: 'red', yellow: 'yellow', green: 'green', white: 'white' } as Record<BedColour, string>,
  /** The colour-blind cue printed in each bed. */
  colourLetter: { red: 'R', yellow: 'Y', green: 'G', white: 'W' } as Record<BedColour, string>,
  die: (colour: string, value: number) => `${colour} die ${value}`,
  dieColour: (colour: string) => `${colour} die`,
  quote: (text: string) => `“${text}”`,
  patient: (colour: string, value: number | string) => `${colour} patient ${value}`,

  sheet: {
    title: (name: string) => `${name}’s hospital`,
    yours: 'Your hospital',
    ursule: 'URSULE’s hospital',
    hall: 'Hall',
    scanner: 'Scanner',
    ward: (n: number) => `Ward ${n + 1}`,
    wardBadge: (n: number, points: number, full: boolean, nurse: boolean) =>
      `Ward ${n + 1}: ${points} points when full${full ? ' (full)' : ''}; nurse ${nurse ? 'used' : 'available'}`,
    bed: (ward: number, colour: string, value: number | null, critical: boolean, curtain: boolean) =>
      `Ward ${ward + 1}, ${colour} bed: ${value === null ? 'empty' : `patient ${value}`}${critical ? ', critical' : ''}${curtain ? ', behind a curtain' : ''}`,
    pickBed: (label: string, bloodBag: boolean) => `${label}. Admit here${bloodBag ? ' with a blood bag' : ''}`,
    nurseTrack: 'Nurses',
    nurseCircle: (points: number, circled: boolean) => `${points} points${circled ? ', circled' : ''}`,
    morgue: 'Morgue',
    morgueBoxes: (n: number) => `${n} of 4 boxes circled (−1 point each)`,
    stethoscopes: 'Stethoscopes',
    bloodBags: 'Blood bags',
    owned: (n: number, gained: number) => `${n} (gained ${gained})`,
    critical: 'critical',
    curtain: 'curtain',
    scores: 'Score so far',
    finalScores: 'Score',
  },

  score: {
    wards: 'Full wards',
    nurses: 'Nurses',
    radiologist: 'Radiologist',
    epidemiologist: 'Epidemiologist',
    critical: 'Critical patients',
    cardiologists: 'Cardiologists',
    morgue: 'Morgue',
    equipment: 'Equipment',
    isolation: 'Isolation',
    capacity: 'Capacity',
    total: 'Total',
  },

  bonus: {
    name: {
      stethoscope: 'Stethoscopes',
      bloodBag: 'Blood bag',
      curtain: 'Curtain',
      critical: 'Critical',
      nurse: 'Nurse',
      extra: 'Extra patient',
    } as Record<BonusKind, string>,
    short: (kind: BonusKind, colour?: string, values?: [number, number]) =>
      kind === 'extra'
        ? `+ ${colour} ${values![0]}–${values![1]}`
        : {
            stethoscope: '+2 stethoscopes',
            bloodBag: '+1 blood bag',
            curtain: 'Curtain',
            critical: 'Critical',
            nurse: 'Nurse',
          }[kind],
    text: {
      stethoscope: 'Gain 2 stethoscopes, usable at once. Each one spent moves a patient’s value by 1.',
      bloodBag: 'Gain 1 blood bag, usable at once: it lets a patient lie in a bed of another colour, or lets you take the chief doctor’s die.',
      curtain: 'Circle the last patient of a ward: the next patient there may have any value. Before or after this turn’s admission.',
      critical: 'Mark this die’s patient “!”: at the end, score the sum of your critical patients’ values. Lost if the patient goes to the morgue.',
      nurse: 'Cross the nurse of the ward this die’s patient goes to and circle the next nurse circle (once per ward). Lost in the morgue.',
      extra: 'Also admit a patient of the shown colour with one of the two values, with the same rules.',
    } as Record<BonusKind, string>,
  },

  card: {
    title: 'Ambulances',
    number: (n: number, left: number) => `Card ${n + 1} of 27 · ${plural(left, 'card', 'cards')} left`,
    /** A card in words: the bonus under each ambulance. */
    describe: (red: string, yellow: string, green: string) => `Red ambulance: ${red}. Yellow ambulance: ${yellow}. Green ambulance: ${green}.`,
    ambulance: (colour: string) => `${colour[0]!.toUpperCase()}${colour.slice(1)} ambulance`,
    turn: (turn: number, turns: number) => `Turn ${turn} of ${turns}`,
  },

  specialists: {
    title: 'Specialists',
    cardiologist: 'Cardiologist',
    radiologist: 'Radiologist',
    epidemiologist: 'Epidemiologist',
    value: (n: number) => (n === 0 ? 'discarded' : `${n} points`),
    scoredBy: (names: string) => `scored by ${names}`,
    soloValue: (n: number) => `URSULE scores ${n}`,
    soloPair: 'Solo: while both cards remain, meet both objectives to score 10.',
    cardiologists: {
      stethoscopes: { name: 'Stethoscope hoarder', text: 'Gain 8 stethoscopes over the game (the starting one does not count; spending does not matter).' },
      scanner: { name: 'Full scanner', text: 'Fill all six beds around one scanner.' },
      nurses: { name: 'Nursing team', text: 'Have 3 nurses.' },
      blood_bags: { name: 'Blood bank', text: 'Gain 4 blood bags over the game.' },
      all_wards: { name: 'Every ward open', text: 'Have at least one patient in each of the 7 wards.' },
      two_wards: { name: 'Two full wards', text: 'Fill 2 wards.' },
    } as Record<CardiologistId, Card>,
    radiologists: {
      critical_near_scanner: { name: 'Critical care', text: 'Half (rounded up) of the total value of your critical patients next to a scanner.' },
      extreme_scanner: { name: 'Extremes', text: '10 per scanner whose six beds are all filled and total 12 or less, or 30 or more.' },
      high_near_scanner: { name: 'High readings', text: '2 per patient of value 4, 5 or 6 next to a scanner.' },
      opposite_pairs: { name: 'Mirror images', text: '4 per pair of opposite beds around a scanner holding equal values.' },
      equal_around_scanner: { name: 'Matching scans', text: 'Per scanner, its largest group of equal values around it: 3/4/5/6 patients score 5/10/15/20.' },
    } as Record<RadiologistId, Card>,
    epidemiologists: {
      sequence: { name: 'Sequence', text: '10 per path of six adjacent patients valued 1, 2, 3, 4, 5, 6 in order.' },
      lines: { name: 'Lines', text: '5 per straight line of 3 adjacent patients of equal value (a patient serves one line only).' },
      largest_group: { name: 'Outbreak', text: '3 per patient in your largest connected group of equal values.' },
      frequency: {
        name: 'Frequency',
        text: '3 per patient of your most frequent value, minus 3 per patient of your least frequent value (nothing is taken off while any value from 1 to 6 is missing from your sheet).',
      },
      triangles: { name: 'Triangles', text: '4 per triangle of three mutually adjacent patients, all even or all odd (a patient serves one triangle only).' },
    } as Record<EpidemiologistId, Card>,
  },

  turn: {
    chief: 'Chief doctor',
    chiefIs: (name: string) => `Chief doctor: ${name}`,
    choices: 'Choices',
    choosing: 'choosing…',
    chosen: 'has chosen',
    hidden: 'chosen (hidden until everyone has chosen)',
    took: (name: string, die: string) => `${name} took the ${die}`,
    viaBloodBag: 'with a blood bag',
    ursuleMorgue: 'to the morgue',
    take: 'Take',
    which: (die: string) => `the ${die}`,
    waitingFor: (names: string) => `Waiting for ${names}.`,
    /** Said to a seat that still has its move to make: the others making theirs at the same time. */
    alsoPlaying: (names: string, count: number) => `${names} ${count > 1 ? 'are' : 'is'} also playing.`,
    over: 'The game is over.',
  },

  prompt: {
    chiefChoose: 'You are the chief doctor: take one die. The others then take one of the two left.',
    choose: 'Take one of the two dice the chief doctor left (a blood bag buys the chief’s die).',
    admit: 'Admit your patient: pick a highlighted bed on your sheet, then its value.',
    admitExtra: 'Admit the extra patient: pick a highlighted bed, then its value.',
    patients: 'Patients to admit',
    pickValue: (bed: string) => `Value in ${bed}`,
    cost: (n: number) => (n === 0 ? 'as rolled' : `−${plural(n, 'stethoscope', 'stethoscopes')}`),
    useBloodBag: 'Use a blood bag (ignore the bed’s colour)',
    bloodBagNote: 'costs 1 blood bag',
    noBed: 'No bed takes this patient: it goes to the morgue.',
    morgue: 'Send to the morgue (−1)',
    curtain: 'Curtain: circle the last patient of a ward',
    curtainWard: (ward: string, value: number) => `${ward} (last patient ${value})`,
    skipCurtain: 'No curtain',
    discard: 'URSULE filled her first ward: discard one cardiologist.',
    discardCard: (name: string) => `Discard “${name}”`,
    cancel: 'Cancel',
    done: 'Done for this turn. Waiting for the others.',
  },

  final: {
    title: 'Final scores',
    rank: 'Rank',
    player: 'Player',
    soloWin: 'You beat URSULE!',
    soloLoss: 'URSULE wins this time.',
    winner: (names: string) => `${names} ${names.includes(' and ') ? 'win' : 'wins'}!`,
    /** A row name's link to the rules' explanation of that row. */
    howCounted: 'How this row is counted',
  },

  others: 'Other hospitals',
  log: {
    title: 'Log',
    seat: (name: string) => name,
    turnStarted: (turn: number, chief: string, card: string) => `Turn ${turn}: ${chief} is chief doctor. ${card}`,
    dieChosen: (who: string, die: string | null, viaBloodBag: boolean, chief: boolean) =>
      die === null ? `${who} chose a die.` : `${who} took the ${die}${viaBloodBag ? ' with a blood bag' : ''}${chief ? ' as chief doctor' : ''}.`,
    choicesRevealed: (list: string) => `Choices revealed: ${list}.`,
    choice: (who: string, die: string, viaBloodBag: boolean) => `${who}: ${die}${viaBloodBag ? ' (with a blood bag)' : ''}`,
    stethoscopesGained: (who: string, n: number) => `${who} gained ${plural(n, 'stethoscope', 'stethoscopes')}.`,
    bloodBagGained: (who: string) => `${who} gained a blood bag.`,
    patientAdmitted: (who: string, patient: string, ward: string, value: number, stethoscopes: number, bloodBag: boolean) =>
      `${who} admitted ${patient} in ${ward} with value ${value}${stethoscopes ? ` (${plural(stethoscopes, 'stethoscope', 'stethoscopes')})` : ''}${bloodBag ? ' using a blood bag' : ''}.`,
    patientToMorgue: (who: string, patient: string) => `${who} sent ${patient} to the morgue.`,
    criticalMarked: (who: string, ward: string) => `${who} marked a critical patient in ${ward}.`,
    nurseGained: (who: string, ward: string) => `${who} gained the nurse of ${ward}.`,
    nurseLost: (who: string, ward: string) => `${who} lost a nurse: ${ward}’s nurse was already used.`,
    bonusLost: (who: string, bonus: string) => `${who} lost the ${bonus} bonus (patient in the morgue).`,
    curtainPlaced: (who: string, ward: string) => `${who} drew a curtain in ${ward}.`,
    curtainSkipped: (who: string) => `${who} declined the curtain.`,
    curtainLost: (who: string) => `${who} lost the curtain (no ward could take it).`,
    cardiologistScored: (who: string, cards: string, points: number) => `${who} scored ${plural(points, 'point', 'points')} for the cardiologist ${cards}.`,
    ursuleWardScored: (who: string, points: number) => `${who} scored ${plural(points, 'point', 'points')} for filling a ward.`,
    cardiologistFlipped: (card: string) => `The cardiologist “${card}” flips to 5 points.`,
    cardiologistDiscarded: (card: string, who: string | null) =>
      who ? `${who} discarded the cardiologist “${card}”.` : `The cardiologist “${card}” is discarded.`,
    /** The headline ends with its own mark ("Ana wins!", "URSULE wins this time."). */
    gameOver: (winner: string) => `Game over: ${winner}`,
    patientOf: (colour: string, extra: boolean) => `${extra ? 'an extra' : 'a'} ${colour} patient`,
  },

  /** The player strip's figures, in words (screen readers). */
  strip: {
    summary: (name: string, score: number, stethoscopes: number, bloodBags: number) =>
      `${name}: ${plural(score, 'point', 'points')} so far, ${plural(stethoscopes, 'stethoscope', 'stethoscopes')}, ${plural(bloodBags, 'blood bag', 'blood bags')}`,
    score: 'Score so far',
  },

  /** The game's options (solo: URSULE's difficulty), for the lobby's options form. */
  options: {
    preparation: { label: 'Preparation', hint: 'URSULE starts with 2 more stethoscopes and 2 more blood bags.' },
    equipment: { label: 'Equipment', hint: 'URSULE scores 1 per stethoscope and blood bag she gained, used or not.' },
    isolation: { label: 'Isolation', hint: 'URSULE scores 1 per curtain.' },
    capacity: { label: 'Capacity', hint: 'URSULE scores 1 per patient in a ward she did not fill.' },
  } as Record<keyof Options, { label: string; hint: string }>,

  errors: {
    invalid_action: 'That move is not understood.',
    game_over: 'The game has ended.',
    invalid_seat: 'There is no such seat.',
    wrong_phase: 'That is not possible at this point of the turn.',
    not_your_turn: 'Wait for the other players.',
    not_enough_blood_bags: 'You need a blood bag for that.',
    already_admitted: 'This die’s patient is already admitted.',
    no_extra_patient: 'You have no extra patient to admit.',
    unknown_bed: 'There is no such bed.',
    invalid_value: 'A value must be between 1 and 6.',
    ward_full: 'That ward is full.',
    wrong_bed: 'A ward fills from the hall, one bed at a time: that is not its next bed.',
    wrong_colour: 'That bed does not take this colour without a blood bag.',
    blood_bag_not_needed: 'No blood bag is needed for that bed.',
    value_too_low: 'The value must be higher than the ward’s previous patient (unless a curtain hides it).',
    not_enough_stethoscopes: 'You do not have enough stethoscopes for that value.',
    no_curtain: 'You have no curtain to place this turn.',
    invalid_curtain: 'A curtain goes on the last patient of a ward that is not empty, full or already curtained.',
    admit_first: 'Admit your patients first; you may still draw the curtain afterwards.',
    invalid_cardiologist: 'Discard one of the two cardiologists in play.',
  } as Record<ErErrorCode, string>,
};

export type ErMessages = typeof en;
export type { Colour };
