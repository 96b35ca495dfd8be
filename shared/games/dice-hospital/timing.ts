// Option `timedActivation` (rules spec 4, from the v2.12 draft): each player has 60 s for Phase 3
// in round 1, +5 s per later round; at time-out the seat commits (its default action), unplaced
// workers lost. The engine has no clock: it says how long, the room keeps time.
import type { RulesView } from './types.js';

export const TIMED_ACTIVATION_SECONDS = { firstRound: 60, perLaterRound: 5 };

/** Milliseconds each seat has for this activation, or null when the phase is not timed. */
export function activationTimeLimitMs(state: Pick<RulesView, 'options' | 'phase' | 'round'>): number | null {
  if (!state.options.timedActivation || state.phase !== 'activation') return null;
  return (TIMED_ACTIVATION_SECONDS.firstRound + TIMED_ACTIVATION_SECONDS.perLaterRound * (state.round - 1)) * 1000;
}
