// Every event applyAction reports, typed: what the client words into log lines and what a replay
// shows. An event never carries what its viewer may not see: `eventsFor` (view.ts) redacts the few
// that hold a seat's secret before they leave the server.
import type {
  RoundScore,
  AdministratorType,
  Colour,
  DepartmentType,
  Die,
  DisplayItem,
  EventId,
  GameResult,
  Phase,
  ReportId,
  SpecialistType,
  CollectionSpace,
} from './types.js';

type Seat = { seat: number };
/** An interface's fields as a type literal, which (unlike an interface) fits GameEvent's index signature. */
type Fields<T> = { [K in keyof T]: T[K] };
type PatientChange = Seat & { die: number; from: number; to: number };

export type DiceHospitalEvent =
  // the round
  | { type: 'roundStarted'; round: number }
  | { type: 'phaseStarted'; round: number; phase: Phase }
  | { type: 'shiftChanged'; round: number }
  | { type: 'gameEnded'; standings: GameResult['standings'] }
  // setup
  | (Seat & { type: 'extraRevealed'; kind: 'department' | 'specialist'; item: { uid: string; type: DepartmentType | SpecialistType } })
  | (Seat & { type: 'startingValuesSet'; patients: { id: number; colour: Colour; value: number }[] })
  /** `administrator`: the card kept, for that seat's eyes only (eventsFor drops it for everyone else). */
  | (Seat & { type: 'administratorChosen'; administrator?: AdministratorType })
  | { type: 'administratorsRevealed'; administrators: (AdministratorType | null)[] }
  // intake
  | { type: 'intakeRolled'; dice: Die[] }
  | (Seat & { type: 'ambulancesArranged'; order: number[] })
  | (Seat & { type: 'ambulanceTaken'; ambulance: number; dice: Die[] | undefined })
  | { type: 'ambulanceReturned'; ambulance: number }
  | (Seat & { type: 'firstPlayerChanged' })
  | (Seat & { type: 'patientAdmitted'; die: number; colour: Colour; value: number; extra?: boolean })
  | (Seat & { type: 'fatality'; die: number; colour: Colour; reason: 'overflow' | 'neglect' })
  | (Seat & { type: 'soloIntakeChosen'; kept: number[]; returned: number[] })
  // improvement
  | (Seat & { type: 'improvementTaken'; item: DisplayItem })
  | (Seat & { type: 'improvementPassed' })
  | (Seat & { type: 'improvementReturned'; item: DisplayItem })
  | (Seat & { type: 'returnPassed' })
  | { type: 'displayReturned'; items: DisplayItem[] }
  // activation
  | (Seat & {
      type: 'workerPlaced';
      worker: string;
      specialist: SpecialistType | undefined;
      department: string;
      departmentType: DepartmentType;
      targets: number[];
    })
  | (Seat & { type: 'patientRecoloured'; die: number; colour: Colour })
  | (Seat & { type: 'bloodBagSpent'; reason: 'heal' | 'recolour' })
  | (Seat & { type: 'bloodBagGained'; amount: number; reason: string })
  | (PatientChange & { type: 'patientHealed' })
  | (PatientChange & { type: 'patientRerolled' })
  | (PatientChange & { type: 'patientSwapped' })
  | (Seat & { type: 'patientDischarged'; die: number; colour: Colour })
  | (Seat & { type: 'abilityUsed'; specialist: SpecialistType; targets: number[]; admit?: boolean })
  | (Seat & { type: 'abilitySkipped'; specialist: SpecialistType })
  | (Seat & { type: 'pointsGained'; points: number; reason: SpecialistType })
  | (Seat & { type: 'fatalityDiscarded' })
  | (Seat & { type: 'patientReturned'; die: number; colour: Colour })
  | (Seat & { type: 'bagEmpty' })
  | (Seat & { type: 'consultantAssigned'; specialist: SpecialistType })
  | (Seat & { type: 'undone' })
  | (Seat & { type: 'activationCommitted' })
  // neglect and discharge
  | (Seat & { type: 'patientProtected'; die: number })
  | (PatientChange & { type: 'patientDeteriorated' })
  | { type: 'neglectSkipped'; event: EventId | null }
  | (Seat & Fields<RoundScore> & { type: 'roundScored' })
  // events (option)
  | { type: 'eventRevealed'; event: EventId; lasts: 'round' | 'once' }
  | { type: 'eventDiscarded'; event: EventId }
  | { type: 'displayExtended'; kind: 'department' | 'specialist'; item: { uid: string; type: DepartmentType | SpecialistType } }
  // final round collections (option)
  | { type: 'collectionsStarted'; spaces: CollectionSpace[] }
  | (Seat & { type: 'patientCollected'; die: number; space: number; colour: Colour; value: number; points: number })
  | (Seat & { type: 'collectionPassed'; auto?: boolean })
  // solo
  | (Seat & { type: 'reportCompleted'; report: ReportId; points: number; dice: number[]; column: number })
  | { type: 'reportSlidDown'; report: ReportId; column: number }
  | (Seat & { type: 'reportsScored'; completed: ReportId[]; incomplete: ReportId[]; reportPoints: number; reportPenalty: number });

export type DiceHospitalEventType = DiceHospitalEvent['type'];
