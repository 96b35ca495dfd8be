// Dice Hospital state and actions. Everything here is plain JSON: no classes, Maps or functions,
// so a state can be stored, sent over the wire and compared with deep equality at any moment.
import type { KeyedRng } from '../../random.js';

export type Colour = 'red' | 'yellow' | 'green';
export const COLOURS: readonly Colour[] = ['red', 'yellow', 'green'];

export type DepartmentType =
  // starting departments
  | 'critical_care'
  | 'oncology'
  | 'pharmacy'
  | 'intensive_care'
  | 'imaging'
  | 'clinic'
  // improvement tiles
  | 'operating_theatre'
  | 'orthopaedics'
  | 'ent'
  | 'cardiology'
  | 'urology'
  | 'immunology'
  | 'anaesthesia'
  | 'renal_medicine'
  | 'allergy_centre'
  | 'crash_centre'
  | 'radiology'
  | 'triage_centre'
  // Experimental Medicine tiles (rules spec 6.2)
  | 'drug_trial_centre'
  | 'physiotherapy'
  | 'experimental_therapy'
  | 'training_department';

export type SpecialistType =
  | 'surgeon'
  | 'haematologist'
  | 'pharmacist'
  | 'anaesthetist'
  | 'urologist'
  | 'virologist'
  | 'cardiologist'
  | 'radiologist'
  | 'microbiologist'
  | 'triage_nurse'
  | 'paramedic'
  | 'general_practitioner'
  // Experimental Medicine cards (rules spec 6.2)
  | 'pathologist'
  | 'experimental_chemist'
  | 'registrar'
  | 'medical_student'
  | 'physiotherapist'
  | 'haematology_technician'
  // promo cards (rules spec 2.3)
  | 'consultant'
  | 'admissions_nurse';

/** Event cards (rules spec 6.3): "round" cards last until Phase 6, the others act once. */
export type EventId =
  | 'flu_outbreak'
  | 'blood_donor_drive'
  | 'staff_shortage'
  | 'agency_nurses'
  | 'quiet_night'
  | 'winter_pressures'
  | 'vaccination_campaign'
  | 'heart_awareness_week'
  | 'bone_health_week'
  | 'health_inspection'
  | 'media_spotlight'
  | 'research_grant'
  | 'recruitment_fair'
  | 'medical_conference'
  | 'charity_gala';

/** Solo medical reports (rules spec 7): the dice colours each needs, R/Y/G in order. */
export type ReportId = 'rr' | 'yy' | 'gg' | 'ry' | 'yg' | 'gr' | 'rry' | 'rrg' | 'yyr' | 'yyg' | 'ggr' | 'ggy' | 'ryg' | 'rryg' | 'rygg';

export type AdministratorType =
  'red_discharge' | 'yellow_discharge' | 'green_discharge' | 'rainbow_discharge' | 'red_care' | 'yellow_care' | 'green_care' | 'most_discharged';

/** One die. `id` is the physical die (0..62) and never changes; it is how actions name patients. */
export interface Die {
  id: number;
  colour: Colour;
  value: number;
}

export interface Patient extends Die {
  treated: boolean;
  /** Admitted in this round's intake: never chosen as a fatality to make room. */
  isNew: boolean;
  /** Blood-bag colour change, until shift change. Effects read `tempColour ?? colour`. */
  tempColour?: Colour;
}

/** A department tile or specialist card instance: `uid` is unique in the game. */
export interface Improvement<T> {
  uid: string;
  type: T;
}

export interface OwnedDepartment {
  /** `start-0`..`start-8` for the printed board, `dept-N` for tiles. */
  uid: string;
  type: DepartmentType;
  activated: boolean;
}

export interface Worker {
  /** `nurse-0`..`nurse-2`, or the uid of the specialist card (`spec-N`). */
  id: string;
  specialist?: SpecialistType;
  /** Department uid this worker was placed on this round. */
  placedOn?: string;
  /** The Consultant only: the specialist whose ability it has this Phase 3 (`assignConsultant`). */
  role?: SpecialistType;
}

export interface RoundScore {
  round: number;
  discharged: number;
  dischargePoints: number;
  administratorBonus: number;
  emptyHospitalBonus: number;
  /** Points from this round's event card (Health Inspection, Media Spotlight); absent without events. */
  eventBonus?: number;
}

export interface PlayerState {
  name: string;
  score: number;
  bloodBags: number;
  fatalities: number;
  /** The hospital: at most 12 patients; beds and wards carry no meaning. */
  patients: Patient[];
  /** This round's discharge area (returned to the bag in Phase 5). */
  discharged: Die[];
  departments: OwnedDepartment[];
  specialists: Improvement<SpecialistType>[];
  workers: Worker[];
  administrator: AdministratorType | null;
  /** The two dealt administrators: secret to everyone else. */
  dealtAdministrators: AdministratorType[];
  startingValuesSet: boolean;
  /** Ambulance taken this round (1-based), or null. */
  ambulance: number | null;
  returnedImprovementThisRound: boolean;
  fatalitiesThisRound: number;
  rounds: RoundScore[];
}

export type Phase =
  | 'setup'
  | 'intake'
  | 'improvement'
  | 'activation'
  | 'neglect'
  | 'discharge'
  | 'shiftChange'
  /** Option `finalRoundCollections`, after round 8's Phase 5. */
  | 'finalCollection'
  | 'gameOver';

/** A target of a specialist ability. */
export interface AbilityDecision {
  worker: string;
  /** The ability's card: the worker's own, or for a Consultant the card it stands in for. */
  specialist: SpecialistType;
  department: string;
  /** Patients the department effect targeted (ids), with their colour at that time and value
   * before; `raised` says whether the effect healed it (a re-roll or swap may lower a value, and
   * Physiotherapy heals nobody), `discharged` whether it left the hospital. */
  healed: { id: number; colour: Colour; before: number; raised: boolean; discharged: boolean }[];
  /** Admissions Nurse: uses left, one per patient this placement discharged. */
  uses?: number;
}

export interface SeatActivation {
  committed: boolean;
  /** How many actions `undo` can take back (the snapshots live in GameState.undo). */
  undoDepth: number;
  /** A specialist ability waiting for `useAbility` or `skipAbility`. */
  ability: AbilityDecision | null;
  /** `*_care` administrator: the patient to protect in Phase 4, named on commit. */
  protect?: number;
}

export interface UndoEntry {
  player: PlayerState;
  ability: AbilityDecision | null;
  /** Dice the action put back in the bag (a fatality, a returned patient): undo takes them out again. */
  returned?: number[];
}

/** Every decision the game waits for is data here; `pendingSeats` reads it. */
export type Pending =
  | { kind: 'chooseExtraReveal'; seat: number }
  | { kind: 'setup'; seats: number[] }
  | { kind: 'arrangeAmbulances'; seat: number }
  | { kind: 'takeAmbulance'; seat: number }
  | { kind: 'chooseFatalities'; counts: Record<string, number> }
  | { kind: 'takeImprovement'; seat: number }
  | { kind: 'returnImprovement'; seats: number[] }
  | { kind: 'activation'; seats: number[] }
  /** Solo intake: keep 3 of the 4 dice in `intake.dice` (`chooseSoloIntake`). */
  | { kind: 'chooseSoloIntake'; seat: number }
  /** Solo Phase 5: which medical reports this round's discharged dice complete (`completeReports`);
   * asked only when more than one distinct set of completions is possible. */
  | { kind: 'completeReports'; seat: number }
  /** Final Round Collections (rules spec 6.1): this seat moves a patient to an ambulance back or passes. */
  | { kind: 'finalCollection'; seat: number }
  | { kind: 'none' };

export interface Options {
  administrators: boolean;
  activation: 'simultaneous' | 'sequential';
  events: boolean;
  openingCrisis: boolean;
  nationwideEpidemic: boolean;
  resistantSuperbug: boolean;
  finalRoundCollections: boolean;
  experimentalMedicine: boolean;
  promoSpecialists: boolean;
  timedActivation: boolean;
  /** Solo only: each fatality costs 4 points instead of 2. */
  fatalityPenalty: boolean;
  /** Solo only: each incomplete medical report costs double its points. */
  reportPenalty: boolean;
}

export interface GameConfig {
  /** Display names, in clockwise seat order (1-4; one name is a solo game). */
  players: string[];
  /** The secret 256-bit generator key, 64 lowercase hex chars (server: crypto randomBytes(32)). */
  key: string;
  options?: Partial<Options>;
}

export interface Intake {
  /** Dice drawn and rolled this round, sorted by value, in ambulance order once arranged. */
  dice: Die[];
  /** ambulances[k] holds the dice of ambulance k+1; empty until placement is settled. */
  ambulances: Die[][];
  /** Seat that took each ambulance (index k = ambulance k+1), null while unclaimed. */
  takenBy: (number | null)[];
}

/** Solo mode (rules spec 7): the medical report table. Present in 1-player games only. */
export interface SoloState {
  /** Two rows of 3 face-up reports; column k's `top` card sits above its `bottom` card; null is an
   * empty slot. Only the bottom row can be completed; when a bottom card is completed, the card above
   * it slides down (its top slot stays empty: the table is never refilled). */
  top: (ReportId | null)[];
  bottom: (ReportId | null)[];
  /** Reports completed so far, in order, with the round they were completed in (points count at the end). */
  completed: { report: ReportId; round: number }[];
}

/** Final Round Collections (rules spec 6.1): the spaces on the backs of the ambulances left. */
export interface CollectionSpace {
  ambulance: number;
  colour: Colour;
  value: number;
  /** The seat that moved a patient here, or null while empty. */
  seat: number | null;
}

export interface Collections {
  spaces: CollectionSpace[];
  /** Seats that passed: out of the collection for good. */
  passed: number[];
}

export interface GameState {
  game: 'dice-hospital';
  config: GameConfig;
  options: Options;
  rng: KeyedRng;
  round: number;
  phase: Phase;
  pending: Pending;
  firstPlayer: number;
  /** Seats in Phase 2/3 turn order (by ambulance number), set after the draft. */
  turnOrder: number[];
  players: PlayerState[];
  bag: { id: number; colour: Colour }[];
  departmentStack: Improvement<DepartmentType>[];
  specialistDeck: Improvement<SpecialistType>[];
  display: { departments: Improvement<DepartmentType>[]; specialists: Improvement<SpecialistType>[] };
  intake: Intake;
  activation: SeatActivation[];
  /** Per seat: snapshots taken before each undoable Phase 3 action (most recent last). */
  undo: UndoEntry[][];
  /** Number of actions accepted so far (for clients and stores). */
  actionCount: number;
  result: GameResult | null;
  /** Solo games only (1 player): the medical reports. Absent in 2-4 player games. */
  solo?: SoloState;
  /** Option `events`: the face-down deck (hidden), and this round's card once revealed. */
  eventDeck?: EventId[];
  event?: EventId | null;
  /** Option `finalRoundCollections`: the collection after round 8, once it starts. */
  collections?: Collections;
}

export interface GameResult {
  /** Seats best first; `rank` 1 is a winner, equal ranks are shared wins. */
  standings: {
    seat: number;
    rank: number;
    score: number;
    fatalityPenalty: number;
    bloodBagBonus: number;
    patientsLeft: number;
    pipsLeft: number;
    /** How this seat was ordered against the seat just above it with the same score: fewer
     * patients left, more pips left, or not at all (a shared rank). Null when scores differ. */
    tieBreak: 'patients' | 'pips' | 'shared' | null;
    /** Solo only: points of the completed medical reports (added to `score`). */
    reportPoints?: number;
    /** Solo only: points lost for the incomplete reports left on the table (taken from `score`). */
    reportPenalty?: number;
    /** Final Round Collections: points for patients collected (already in `score` before this
     * scoring) and the point lost per patient still in hospital (taken from `score`). */
    collected?: number;
    patientPenalty?: number;
  }[];
}

/** Parts of a state no viewer sees: the key (in config) and generator, bag and deck order, undo snapshots. */
export const HIDDEN_KEYS = ['config', 'rng', 'bag', 'departmentStack', 'specialistDeck', 'undo', 'eventDeck'] as const;
export type HiddenKey = (typeof HIDDEN_KEYS)[number];

/** The part of a state the rules need to list legal actions: a full state and a view both fit. */
export type RulesView = Omit<GameState, HiddenKey>;

/** What a viewer may see: no hidden parts, and other seats' dealt administrators emptied. */
export interface GameView extends RulesView {
  viewer: number | 'spectator';
  bagCount: number;
  departmentStackCount: number;
  specialistDeckCount: number;
  /** Option `events`: cards left in the event deck. */
  eventDeckCount?: number;
}

// ---------------------------------------------------------------------------------------------
// Actions: JSON objects with a `type`. docs/engine.md documents each one.

export type Action =
  | { type: 'chooseExtraReveal'; kind: 'department' | 'specialist' }
  /** Keys are the seat's three starting patient ids; values are 3, 4 and 5, each once. */
  | { type: 'setStartingValues'; values: Record<string, number> }
  | { type: 'chooseAdministrator'; administrator: AdministratorType }
  /** order: all intake die ids, ambulance 1's three first; only equal values may swap places. */
  | { type: 'arrangeAmbulances'; order: number[] }
  | { type: 'takeAmbulance'; ambulance: number }
  | { type: 'chooseFatalities'; patients: number[] }
  | { type: 'takeImprovement'; uid: string }
  | { type: 'returnImprovement'; uid: string }
  | { type: 'pass' }
  | {
      type: 'placeWorker';
      worker: string;
      department: string;
      targets: number[];
      /** Blood-bag colour changes on this placement's targets, 1 blood bag each. */
      recolour?: Record<string, Colour>;
      /** Physiotherapy: the colour each target takes until the end of the round (free: the effect). */
      colours?: Record<string, Colour>;
    }
  | {
      type: 'useAbility';
      targets: number[];
      /** Cardiologist/Radiologist/Microbiologist: which healed patient gives the reference value. */
      reference?: number;
      recolour?: Record<string, Colour>;
      /** Physiotherapist: the colour its target takes until the end of the round. */
      colours?: Record<string, Colour>;
      /** Admissions Nurse: draw a die and admit it (instead of returning a target to the bag). */
      admit?: boolean;
    }
  | { type: 'skipAbility' }
  | { type: 'bloodBagHeal'; patient: number }
  | { type: 'undo' }
  | { type: 'commitActivation'; protect?: number }
  /** Solo intake: the ids of the 3 dice of `intake.dice` to keep; the 4th returns to the bag. */
  | { type: 'chooseSoloIntake'; keep: number[] }
  /** Solo Phase 5: the reports to complete, in completion order (a bottom-row card, or the one
   * that slid down after it), as far as the discharged dice allow. */
  | { type: 'completeReports'; reports: ReportId[] }
  /** Phase 3 with a Consultant: the card whose ability it has this phase (first, before anything else). */
  | { type: 'assignConsultant'; specialist: SpecialistType }
  /** Final Round Collections: move this patient onto that space (index in `collections.spaces`). */
  | { type: 'collectPatient'; patient: number; space: number };

export type ActionType = Action['type'];

/** An improvement on the display, or one a player owns: a department or a specialist card. */
export type DisplayItem = { kind: 'department'; uid: string; type: DepartmentType } | { kind: 'specialist'; uid: string; type: SpecialistType };
