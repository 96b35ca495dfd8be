// Quarantine positions for `npm run screenshots`: the first state of a random two-player game (Ada
// and Ben, deterministic seeds) where the decision of a given kind is Ada's; the Cafeteria's, which
// needs an empty marker stock (not met in 400 random games), is built.
import {
  applyAction,
  buildPosition,
  createGame,
  isOver,
  pendingSeats,
  randomAction,
  type GameState,
  type Pending,
} from '../../../shared/games/quarantine/index.js';
import { DEFAULT_HOSPITAL } from '../../../shared/games/quarantine/builder.js';
import { seedRng, testKey } from '../../../shared/random.js';

export const Q_NAMES = ['Ada', 'Ben'];

/** The first position where Ada (seat 0) must answer a decision of `kind`, or null within `games`. */
export function quarantinePosition(kind: Pending['kind'], games = 400): GameState | null {
  if (kind === 'cafeteria') return cafeteria();
  for (let game = 1; game <= games; game++) {
    const rng = { rng: seedRng(game) };
    let state = createGame({ players: Q_NAMES, key: testKey(game) });
    for (let moves = 0; moves < 5_000 && !isOver(state); moves++) {
      const seats = pendingSeats(state);
      if (state.pending.kind === kind && seats.includes(0)) return state;
      const seat = seats.includes(1) ? 1 : seats[0]!;
      const result = applyAction(state, seat, randomAction(state, seat, rng));
      if (!result.ok) throw new Error(`quarantinePosition: ${result.error.message}`);
      state = result.state;
    }
  }
  return null;
}

/** Ben ends his turn; Ada's turn begins with her Cafeteria and no marker in the stock: she names
 * whom to take one from. */
function cafeteria(): GameState {
  const before = buildPosition({
    players: Q_NAMES,
    bag: { red: 10 },
    seats: [{ hospital: `${DEFAULT_HOSPITAL} cafeteria@2,0/2` }, { markers: 8 }],
    markerStock: 0,
    active: 1,
    turn: { drawsLeft: 0 },
  });
  const result = applyAction(before, 1, { type: 'endTurn' });
  if (!result.ok) throw new Error(`cafeteria: ${result.error.message}`);
  return result.state;
}
