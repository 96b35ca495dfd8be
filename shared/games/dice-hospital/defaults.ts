// The documented default decision for a seat that is absent (disconnected past its window) or out
// of time: it keeps the game moving without helping or hurting that seat on purpose.
import { fatalityCandidates } from './intake.js';
import { legalActions } from './legal.js';
import type { Action, GameState } from './types.js';

export function defaultAction(state: GameState, seat: number): Action | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  const first = <T extends Action['type']>(type: T) => legal.find((a): a is Extract<Action, { type: T }> => a.type === type);
  const player = state.players[seat]!;
  switch (state.pending.kind) {
    case 'takeAmbulance': // the lowest legal ambulance
      return legal.reduce((low, a) => (a.type === 'takeAmbulance' && low.type === 'takeAmbulance' && a.ambulance < low.ambulance ? a : low));
    case 'chooseFatalities': { // the lowest-valued earlier patients
      const count = state.pending.counts[seat]!;
      const lowest = [...fatalityCandidates(player.patients)].sort((a, b) => a.value - b.value).slice(0, count);
      return { type: 'chooseFatalities', patients: lowest.map((p) => p.id) };
    }
    case 'takeImprovement':
    case 'returnImprovement':
      return { type: 'pass' };
    case 'activation':
      return state.activation[seat]!.ability ? { type: 'skipAbility' } : { type: 'commitActivation' };
    case 'setup': // starting values in draw order (3, 4, 5), the first dealt administrator
      return first('setStartingValues') ?? first('chooseAdministrator') ?? legal[0]!;
    default: // extra reveal: a department; arrangement: as rolled
      return legal[0]!;
  }
}
