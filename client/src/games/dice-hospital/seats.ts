// Small read-only helpers over a GameView: names, whose turn, who a viewer is.
import { pendingSeats } from '../../../../shared/games/dice-hospital/index.js';
import type { GameView, Pending } from '../../../../shared/games/dice-hospital/types.js';

export type Viewer = number | 'spectator';

export const isPlayer = (viewer: Viewer): viewer is number => typeof viewer === 'number';

export function playerName(view: GameView, seat: number): string {
  return view.players[seat]?.name ?? `#${seat + 1}`;
}

/** Seats the pending decision waits for (the engine's answer). */
export function seatsOf(pending: Pending): number[] {
  return pendingSeats({ pending });
}
