// Every event Dice Hospital ER's applyAction reports, typed: what the client words into log lines.
// `eventsFor` (view.ts) strips a secret choice of die from everyone but its chooser, which is why
// `dieChosen`'s colour is optional in the type the log reads.
import type { CardiologistId, Chief, Colour, GameResult, PatientKind } from './types.js';

/** A sheet's owner: a seat, or the solo opponent URSULE. */
type Who = { seat: number | 'ursule' };

/** Where a patient was written, and what it cost (stethoscopes used, a blood bag). */
export type Admission = { ward: number; bed: number; value: number; stethoscopes: number; bloodBag: boolean };

export type ErEvent =
  | { type: 'turnStarted'; turn: number; chief: Chief; card: number | null; dice: Record<Colour, number> }
  /** `chief` is absent for URSULE's die; `colour` and `viaBloodBag` are absent for a viewer who may
   * not see another seat's choice yet (eventsFor). */
  | (Who & { type: 'dieChosen'; colour?: Colour; viaBloodBag?: boolean; chief?: boolean })
  | { type: 'choicesRevealed'; choices: { seat: number; colour: Colour | null; viaBloodBag: boolean }[] }
  | (Who & { type: 'stethoscopesGained'; count: number })
  | (Who & { type: 'bloodBagGained' })
  | (Who & Admission & { type: 'patientAdmitted'; patient: PatientKind; colour: Colour })
  | (Who & { type: 'patientToMorgue'; patient: PatientKind; colour: Colour })
  | (Who & { type: 'criticalMarked'; bed: number })
  | (Who & { type: 'nurseGained' | 'nurseLost'; ward: number })
  | { type: 'bonusLost'; seat: number; bonus: 'critical' | 'nurse' }
  | (Who & { type: 'curtainPlaced'; ward: number; bed: number })
  | { type: 'curtainSkipped'; seat: number }
  | (Who & { type: 'curtainLost' })
  /** One card scored by a seat (2-5 players), or solo awards: `cards` (none for URSULE's 5 points
   * for a filled ward while two cards are left). */
  | (Who & { type: 'cardiologistScored'; points: number; card?: CardiologistId; cards?: CardiologistId[] })
  | { type: 'cardiologistFlipped'; card: CardiologistId }
  /** `seat`: the solo player who chose to discard it. */
  | { type: 'cardiologistDiscarded'; card: CardiologistId; seat?: number }
  | { type: 'gameOver'; result: GameResult };

export type ErEventType = ErEvent['type'];
