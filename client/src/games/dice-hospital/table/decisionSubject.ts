// The part of the board each step of a decision is about, as the page's selectors: brought into view
// above the dock when the step begins (useScrollToChoices). Only where things are drawn, no rule.
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import type { Draft } from './useDecision.js';

const PATIENTS = '.hospital-you .patient-selectable';

export function decisionSubject(kind: GameView['pending']['kind'], draft: Draft): string {
  switch (kind) {
    case 'arrangeAmbulances':
    case 'takeAmbulance':
      return '.ambulances .amb-selectable, .ambulances [data-ambulance]';
    case 'takeImprovement':
      return '.improvements .offer-selectable';
    case 'activation':
      // A worker to place: the departments; one chosen: the departments open to it; then its patients.
      if (draft.mode === 'place' && draft.department === undefined) return draft.worker ? '.hospital-you button.dept' : '.hospital-you [data-department]';
      return PATIENTS;
    default:
      return `${PATIENTS}, .ambulances .amb-selectable, .improvements .offer-selectable`;
  }
}
