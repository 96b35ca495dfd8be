// The documented default decision for a seat that is absent (disconnected past its window) or out
// of time: it keeps the game moving without helping or hurting that seat on purpose. Each branch
// builds only what it needs: listing every Phase 3 placement for a commit would be wasted work.
import { consultantChoices } from './activation.js';
import { availableAmbulances, fatalityCandidates } from './intake.js';
import { legalActions } from './legal.js';
import { pendingSeats } from './flow.js';
import { bestCompletion, highestSoloIntake } from './solo.js';
import type { Action, GameState } from './types.js';

export function defaultAction(state: GameState, seat: number): Action | null {
  if (!pendingSeats(state).includes(seat)) return null;
  const pending = state.pending;
  switch (pending.kind) {
    case 'takeAmbulance': { // the lowest legal ambulance
      const [lowest] = availableAmbulances(state, seat);
      return lowest === undefined ? null : { type: 'takeAmbulance', ambulance: lowest };
    }
    case 'chooseFatalities': { // the lowest-valued earlier patients
      const lowest = fatalityCandidates(state.players[seat]!.patients).sort((a, b) => a.value - b.value);
      return { type: 'chooseFatalities', patients: lowest.slice(0, pending.counts[seat]!).map((p) => p.id) };
    }
    case 'takeImprovement':
    case 'returnImprovement':
      return { type: 'pass' };
    case 'activation': { // a Consultant's role must come first: the first card owned
      const [role] = consultantChoices(state, state.players[seat]!);
      if (role) return { type: 'assignConsultant', specialist: role };
      return state.activation[seat]!.ability ? { type: 'skipAbility' } : { type: 'commitActivation' };
    }
    case 'finalCollection':
      return { type: 'pass' };
    case 'chooseSoloIntake': // keep the three highest dice
      return { type: 'chooseSoloIntake', keep: highestSoloIntake(state) };
    case 'completeReports': // the completion scoring the most points
      return { type: 'completeReports', reports: bestCompletion(state.solo!, state.players[seat]!.discharged) };
    default: {
      // Setup: starting values in draw order (3, 4, 5), then the first dealt administrator.
      // Extra reveal: a department. Arrangement: as rolled. Each is the first legal action.
      return legalActions(state, seat)[0] ?? null;
    }
  }
}
