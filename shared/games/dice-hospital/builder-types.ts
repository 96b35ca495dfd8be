// The compact position description `buildPosition` turns into a full GameState: for tests, and
// later for tutorials and bug reports.
import type { AdministratorType, DepartmentType, EventId, Options, ReportId, SpecialistType } from './types.js';

export interface SeatDescription {
  name?: string;
  /** Patients as 'R4' (red 4), 'Y2t' (yellow 2, treated), 'G5n' (green 5, admitted this round). */
  patients?: string[];
  /** Dice already in this round's discharge area, same notation. */
  discharged?: string[];
  /** Improvement tiles owned besides the 9 starting departments. */
  departments?: DepartmentType[];
  specialists?: SpecialistType[];
  bloodBags?: number;
  fatalities?: number;
  score?: number;
  administrator?: AdministratorType | null;
  /** Ambulance taken this round (sets turn order when `turnOrder` is not given). */
  ambulance?: number;
}

export interface PositionDescription {
  /** Number of seats or their names; default 2. */
  players?: number | string[];
  /** Generator key (64 hex chars); default testKey(1). */
  key?: string;
  options?: Partial<Options>;
  /** Default 1. */
  round?: number;
  /** The position is at the start of this phase; automatic steps then run until a decision. Default 'activation'. */
  phase?: 'intake' | 'improvement' | 'activation' | 'neglect' | 'discharge';
  firstPlayer?: number;
  turnOrder?: number[];
  seats?: SeatDescription[];
  /** The improvement display; default: drawn from the shuffled stacks as in a real round. */
  display?: { departments?: DepartmentType[]; specialists?: SpecialistType[] };
  /** Option `events`: this round's card. With phase 'intake' it is the card the round reveals
   * (round 2 or later); otherwise it is already face up, its one-off effect not applied again. */
  event?: EventId;
  /** Solo (1 player) only: the report table, each row 3 slots (null: empty), and reports already
   * completed; default: dealt from a shuffled deck as at setup, none completed. */
  reports?: { bottom?: (ReportId | null)[]; top?: (ReportId | null)[]; completed?: ReportId[] };
}
