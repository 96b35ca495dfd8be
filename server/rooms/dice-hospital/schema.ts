// Colyseus schema mirroring the synced JSON of shared/games/dice-hospital/sync.ts (`GameSyncJson`:
// the engine's GameView with its dice, tiles, workers and round scores packed into flat arrays, and
// sentinels where schema has no nulls) field for field with the same names, so `assignPlain`
// projects `syncFromView(view)` without per-field code and `viewFromSync` reads it back (the list
// of differences from the GameView is at the top of sync.ts). Null fields are left unset,
// except in PlayerSync (it has a @view field, and schema 3.0 loses field deletions on such classes):
// there '' and 0 stand for none. assignPlain refuses to clear a field of such a class.
import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import { PlatformState } from '../../schema/platform.js';

export class PlayerSync extends Schema {
  @type('string') name = '';
  @type('number') score = 0;
  @type('number') bloodBags = 0;
  @type('number') fatalities = 0;
  // Packed lists (see PACKING in shared/games/dice-hospital/sync.ts): one schema object per die,
  // tile or worker would cost about 1.5 KB each.
  @type(['number']) patients = new ArraySchema<number>();
  @type(['number']) discharged = new ArraySchema<number>();
  @type('string') departments = '';
  /** Bit i: department i was activated this round. */
  @type('number') activatedDepartments = 0;
  @type('string') specialists = '';
  @type('string') workers = '';
  /** Per worker: the department it is placed on, '' for none. */
  @type(['string']) placedOn = new ArraySchema<string>();
  /** '' for none: see the note on nulls in shared/games/dice-hospital/sync.ts. */
  @type('string') administrator = '';
  /**
   * Secret: only the seat whose StateView holds this PlayerSync receives it. It shrinks from the
   * dealt pair to the kept card: changed in place (assignPlain rewrites and pops items), never
   * replaced, since with schema 3.0 a new ArraySchema assigned here reaches not even its own seat.
   */
  // Optional in the type: a connection without this seat's view never receives it.
  @view() @type(['string']) dealtAdministrators?: ArraySchema<string> = new ArraySchema<string>();
  @type('boolean') startingValuesSet = false;
  /** 0 for none. */
  @type('number') ambulance = 0;
  @type('boolean') returnedImprovementThisRound = false;
  @type('number') fatalitiesThisRound = 0;
  @type('string') rounds = '';
}

/** The Pending union flattened: `seat`, `seats` and `counts` are set only for the kinds that have them. */
export class PendingSync extends Schema {
  @type('string') kind = 'none';
  @type('number') seat?: number;
  @type(['number']) seats?: ArraySchema<number>;
  @type({ map: 'number' }) counts?: MapSchema<number>;
}

export class OptionsSync extends Schema {
  @type('boolean') administrators = true;
  @type('string') activation = 'simultaneous';
  @type('boolean') events = false;
  @type('boolean') openingCrisis = false;
  @type('boolean') nationwideEpidemic = false;
  @type('boolean') resistantSuperbug = false;
  @type('boolean') finalRoundCollections = false;
  @type('boolean') experimentalMedicine = false;
  @type('boolean') promoSpecialists = false;
  @type('boolean') timedActivation = false;
  @type('boolean') fatalityPenalty = false;
  @type('boolean') reportPenalty = false;
}

/** Packed lists (see PACKING in shared/games/dice-hospital/sync.ts). */
export class DisplaySync extends Schema {
  @type('string') departments = '';
  @type('string') specialists = '';
}

export class IntakeSync extends Schema {
  /** Packed: id, colour, value per die. */
  @type(['number']) dice = new ArraySchema<number>();
  /** Packed: ambulance index, id, colour, value per die. */
  @type(['number']) ambulances = new ArraySchema<number>();
  /** Seat per ambulance, -1 while unclaimed. */
  @type(['number']) takenBy = new ArraySchema<number>();
}

export class HealedSync extends Schema {
  @type('number') id = 0;
  @type('string') colour = '';
  @type('number') before = 0;
  /** Whether the effect raised it (a re-roll or swap may lower it; Physiotherapy raises nobody). */
  @type('boolean') raised = false;
  @type('boolean') discharged = false;
}

export class AbilitySync extends Schema {
  @type('string') worker = '';
  @type('string') specialist = '';
  @type('string') department = '';
  @type([HealedSync]) healed = new ArraySchema<HealedSync>();
  /** Admissions Nurse: uses left. */
  @type('number') uses?: number;
}

export class SeatActivationSync extends Schema {
  @type('boolean') committed = false;
  @type('number') undoDepth = 0;
  @type(AbilitySync) ability?: AbilitySync;
  @type('number') protect?: number;
}

export class StandingSync extends Schema {
  @type('number') seat = 0;
  @type('number') rank = 0;
  @type('number') score = 0;
  @type('number') fatalityPenalty = 0;
  @type('number') bloodBagBonus = 0;
  @type('number') patientsLeft = 0;
  @type('number') pipsLeft = 0;
  /** Unset when null (scores differ). */
  @type('string') tieBreak?: string;
  /** Solo only: points of completed medical reports, and the cost of the incomplete ones. */
  @type('number') reportPoints?: number;
  @type('number') reportPenalty?: number;
  /** Final Round Collections: points for patients collected, and −1 per patient left. */
  @type('number') collected?: number;
  @type('number') patientPenalty?: number;
}

/** Final Round Collections: one space on the back of an ambulance. */
export class CollectionSpaceSync extends Schema {
  @type('number') ambulance = 0;
  @type('string') colour = '';
  @type('number') value = 0;
  /** The seat that moved a patient here, -1 while empty. */
  @type('number') seat = -1;
}

export class CollectionsSync extends Schema {
  @type([CollectionSpaceSync]) spaces = new ArraySchema<CollectionSpaceSync>();
  @type(['number']) passed = new ArraySchema<number>();
}

export class ReportCompletionSync extends Schema {
  @type('string') report = '';
  @type('number') round = 0;
}

/** Solo mode's medical report table (rules spec 7); set only in 1-player games. */
export class SoloSync extends Schema {
  /** Report ids of the top row, column by column; '' for an empty slot. */
  @type(['string']) top = new ArraySchema<string>();
  /** Report ids of the bottom row (the ones that can be completed); '' for an empty slot. */
  @type(['string']) bottom = new ArraySchema<string>();
  /** Reports completed so far, in order. */
  @type([ReportCompletionSync]) completed = new ArraySchema<ReportCompletionSync>();
}

export class ResultSync extends Schema {
  @type([StandingSync]) standings = new ArraySchema<StandingSync>();
}

export class GameSync extends Schema {
  @type('string') game = 'dice-hospital';
  @type(OptionsSync) options = new OptionsSync();
  @type('number') round = 0;
  @type('string') phase = 'setup';
  @type(PendingSync) pending = new PendingSync();
  @type('number') firstPlayer = 0;
  @type(['number']) turnOrder = new ArraySchema<number>();
  @type([PlayerSync]) players = new ArraySchema<PlayerSync>();
  @type('number') bagCount = 0;
  @type('number') departmentStackCount = 0;
  @type('number') specialistDeckCount = 0;
  @type(DisplaySync) display = new DisplaySync();
  @type(IntakeSync) intake = new IntakeSync();
  @type([SeatActivationSync]) activation = new ArraySchema<SeatActivationSync>();
  @type('number') actionCount = 0;
  @type(ResultSync) result?: ResultSync;
  @type(SoloSync) solo?: SoloSync;
  /** Option `events`: this round's card, '' for none (unset without the option). */
  @type('string') event?: string;
  @type('number') eventDeckCount?: number;
  /** Option `finalRoundCollections`, once the collection started. */
  @type(CollectionsSync) collections?: CollectionsSync;
}

export class DiceHospitalRoomState extends PlatformState {
  /** The room's options with defaults applied (known before the game starts). */
  @type(OptionsSync) options = new OptionsSync();
  /** The game as the engine's GameView without `viewer`; unset until the host starts. */
  @type(GameSync) game?: GameSync;
}
