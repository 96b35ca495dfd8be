// Dice Hospital ER state and actions. Everything here is plain JSON: no classes, Maps or functions,
// so a state can be stored, sent over the wire and compared with deep equality at any moment.
import type { KeyedRng } from '../../random.js';

export type Colour = 'red' | 'yellow' | 'green';
/** The three dice, in the order they sit (leftmost first): every "leftmost" tie-break uses it. */
export const COLOURS: readonly Colour[] = ['red', 'yellow', 'green'];
/** A bed's colour: white beds take a patient of any colour. */
export type BedColour = Colour | 'white';

/** An ambulance bonus (rules section 4). `extra` is an extra patient of a colour with one of two values. */
export type Bonus =
  | { kind: 'stethoscope' }
  | { kind: 'bloodBag' }
  | { kind: 'curtain' }
  | { kind: 'critical' }
  | { kind: 'nurse' }
  | { kind: 'extra'; colour: Colour; values: [number, number] };

export type CardiologistId = 'stethoscopes' | 'scanner' | 'nurses' | 'blood_bags' | 'all_wards' | 'two_wards';
export type RadiologistId = 'critical_near_scanner' | 'extreme_scanner' | 'high_near_scanner' | 'opposite_pairs' | 'equal_around_scanner';
export type EpidemiologistId = 'sequence' | 'lines' | 'largest_group' | 'frequency' | 'triangles';

/** One player's sheet. Beds are named by id (row × 100 + column, see catalogue.ts). */
export interface Sheet {
  /** Values written in each ward (0-6), in filling order from the hall: ward w's k-th value sits in
   * bed WARDS[w].beds[k]. A ward is full when it has as many values as beds. */
  wards: number[][];
  /** Beds of patients marked critical ("!"). */
  critical: number[];
  /** Beds of patients circled by a curtain. */
  curtains: number[];
  /** Wards whose nurse icon is crossed out. */
  nurseWards: number[];
  /** Circles circled on the nurse track (0-7); points are the last circled one's. */
  nurses: number;
  /** Stethoscopes and blood bags owned now (circled, not crossed out). */
  stethoscopes: number;
  bloodBags: number;
  /** Gained from bonuses over the game (the starting stethoscope not counted): cardiologists read these. */
  stethoscopesGained: number;
  bloodBagsGained: number;
  /** Morgue boxes circled (0-4: a full morgue takes no more). */
  morgue: number;
  /** Points from cardiologists (scored during the game). */
  cardiologistPoints: number;
}

export interface PlayerState {
  name: string;
  sheet: Sheet;
}

/** Who is chief doctor: a seat, or URSULE in a solo game. */
export type Chief = number | 'ursule';

/** A seat's part of the current turn. */
export interface SeatTurn {
  /** Has chosen its die (the choice itself may be hidden from other viewers until all have chosen). */
  chosen: boolean;
  /** The chosen die, null before choosing (and in other viewers' views until the choices are revealed). */
  die: Colour | null;
  /** Took the chief's die by spending a blood bag. */
  viaBloodBag: boolean;
  /** The die's patient is written (or went to the morgue). */
  admitted: boolean;
  /** The die's extra patient, when its bonus is one: null otherwise or once it is written. */
  extra: { colour: Colour; values: [number, number] } | null;
  /** The curtain bonus: 'available' until used or declined. */
  curtain: 'none' | 'available' | 'used' | 'skipped';
  /** Everything this turn asks of the seat is done. */
  done: boolean;
}

export interface CardiologistCard {
  id: CardiologistId;
  /** Points the next player to meet it scores: 8, then 5; 0 once discarded. */
  value: number;
  /** Seats that scored it (each at most once). */
  scoredBy: number[];
}

export interface UrsuleState {
  sheet: Sheet;
  /** Wards URSULE completed (for the solo cardiologists). */
  wardsFilled: number;
  /** The die URSULE took this turn, null before she chooses. */
  die: Colour | null;
  /** Whether that die went to the morgue. */
  morgue: boolean;
}

export interface Options {
  /** Solo difficulty (rules section 7): URSULE starts with +2 stethoscopes and +2 blood bags. */
  preparation: boolean;
  /** URSULE scores 1 per stethoscope and blood bag gained (the starting one and Preparation's too). */
  equipment: boolean;
  /** URSULE scores 1 per curtain. */
  isolation: boolean;
  /** URSULE scores 1 per patient in a ward she did not fill. */
  capacity: boolean;
}

export interface GameConfig {
  /** Display names in clockwise seat order (1-5; one name is a solo game against URSULE). */
  players: string[];
  /** The secret 256-bit generator key, 64 lowercase hex chars. */
  key: string;
  options?: Partial<Options>;
}

export type Pending =
  /** The chief doctor chooses a die (`chooseDie`). */
  | { kind: 'chiefChoice'; seat: number }
  /** Every other seat chooses one at once (`chooseDie`); choices are secret until the last one. */
  | { kind: 'choose'; seats: number[] }
  /** Every seat admits its patients and settles its curtain at once (`admit`, `morgue`, `curtain`, `skipCurtain`). */
  | { kind: 'admit'; seats: number[] }
  /** Solo: URSULE filled a ward while both cardiologists remain: you discard one (`discardCardiologist`);
   * `ursuleFills` more wards she filled this turn then count against the card left. */
  | { kind: 'discardCardiologist'; seat: number; ursuleFills: number }
  | { kind: 'none' };

export interface ScoreBreakdown {
  wards: number;
  nurses: number;
  radiologist: number;
  epidemiologist: number;
  critical: number;
  cardiologists: number;
  morgue: number;
  /** URSULE's difficulty options (solo): absent otherwise. */
  equipment?: number;
  isolation?: number;
  capacity?: number;
  total: number;
}

export interface GameResult {
  /** Seats best first; equal scores share a rank (rank 1 wins). Solo: your one seat. */
  standings: { seat: number; rank: number; score: number; breakdown: ScoreBreakdown }[];
  /** Solo: URSULE's score, and whether you beat her (strictly more points). */
  ursule?: { score: number; breakdown: ScoreBreakdown };
  soloWin?: boolean;
}

export interface GameState {
  game: 'dice-hospital-er';
  config: GameConfig;
  options: Options;
  rng: KeyedRng;
  /** 1-based turn number (0 before the first). */
  turn: number;
  /** Number of turns in this game: the deck's size at setup (24, or 25 with 5 players). */
  turns: number;
  chief: Chief;
  /** Face-down ambulance cards, top first (secret). */
  deck: number[];
  /** Cards put back in the box unseen at setup (secret). */
  removed: number[];
  /** This turn's ambulance card (index in AMBULANCE_CARDS), null before the first turn. */
  card: number | null;
  /** This turn's dice values, by colour. */
  dice: Record<Colour, number>;
  /** The die the chief chose, null until then. */
  chiefDie: Colour | null;
  cardiologists: CardiologistCard[];
  radiologist: RadiologistId;
  epidemiologist: EpidemiologistId;
  players: PlayerState[];
  turnState: SeatTurn[];
  /** Solo only: URSULE's sheet and turn. */
  ursule?: UrsuleState;
  pending: Pending;
  phase: 'playing' | 'gameOver';
  actionCount: number;
  result: GameResult | null;
}

/** Parts of a state no viewer sees: the key (in config), the generator, the deck and removed cards. */
export const HIDDEN_KEYS = ['config', 'rng', 'deck', 'removed'] as const;
export type HiddenKey = (typeof HIDDEN_KEYS)[number];

/** What legalActions needs: a full state or a view both fit. */
export type RulesView = Omit<GameState, HiddenKey>;

export interface GameView extends RulesView {
  viewer: number | 'spectator';
  deckCount: number;
}

/** Which patient an admission is about: the chosen die's, or the extra patient its bonus brings. */
export type PatientKind = 'die' | 'extra';

export type Action =
  /** Choose a die. A non-chief seat naming the chief's die spends a blood bag owned before choosing. */
  | { type: 'chooseDie'; colour: Colour }
  /** Write a patient in `bed` (the next empty bed of its ward) with value `value`: |value − printed|
   * stethoscopes are spent (for an extra patient, from the nearer of its two values); `bloodBag`
   * spends a blood bag to ignore the colour (only when the bed is neither white nor the colour). */
  | { type: 'admit'; patient: PatientKind; bed: number; value: number; bloodBag?: boolean }
  /** Circle a morgue box instead (−1 point; a critical or nurse bonus of the die is lost). */
  | { type: 'morgue'; patient: PatientKind }
  /** Curtain bonus: circle the last patient of a ward (not full, not already curtained). */
  | { type: 'curtain'; ward: number }
  /** Decline the curtain (once both patients are written). */
  | { type: 'skipCurtain' }
  /** Solo: which of the two cardiologists to discard when URSULE fills her first ward. */
  | { type: 'discardCardiologist'; card: CardiologistId };

export type ActionType = Action['type'];
