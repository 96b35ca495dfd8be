// The documented default decision for a seat that is absent or out of time: the cheapest step that
// moves the game on, spending nothing.
// - setup: the first legal placement (lobby turned 0, then tiles in id order, top-left spots first);
// - a turn: draw while there are cubes to draw, then end the turn (no action taken);
// - a drawn patient: the end of the seat's own queue; a grey cube: the first legal tile of the next
//   seats' hospitals (its own last); a spread: declined;
// - its Emergency Room: yes (the patient goes in);
// - an acquired tile: stored when it may be, else its first legal spot;
// - a renovation under way: cancelled; the Cafeteria's empty stock: the first seat holding a marker.
import { pendingSeats } from './flow.js';
import { legalActions } from './legal.js';
import type { Action, GameState } from './types.js';

export function defaultAction(state: GameState, seat: number): Action | null {
  if (!pendingSeats(state).includes(seat)) return null;
  const legal = legalActions(state, seat);
  const p = state.pending;
  switch (p.kind) {
    case 'turn':
      return legal.find((a) => a.type === 'draw') ?? { type: 'endTurn' };
    case 'placeCube': {
      if (p.cube !== 'grey') return { type: 'placePatient', queue: seat };
      const n = state.players.length;
      const byTarget = (a: Action): number => (a.type === 'placeVirus' ? (a.target - seat - 1 + n) % n : n);
      return [...legal].sort((a, b) => byTarget(a) - byTarget(b))[0] ?? null;
    }
    case 'spread':
      return { type: 'skipSpread' };
    case 'emergencyRoom':
      return { type: 'emergencyRoom', accept: true };
    case 'placeAcquired':
      return legal.find((a) => a.type === 'storeTile') ?? legal[0] ?? null;
    case 'renovate':
      return { type: 'cancelRenovation' };
    default:
      return legal[0] ?? null;
  }
}
