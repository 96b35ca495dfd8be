// What each viewer may see (architecture: hidden information).
import type { Viewer } from '../../engine.js';
import { clone } from '../../clone.js';
import type { GameState, GameView, PlayerState, RulesView } from './types.js';
import { HIDDEN_KEYS } from './types.js';

/** The state without its hidden parts (shared, not copied). */
export function stripHidden<S extends RulesView>(state: S): Omit<S, (typeof HIDDEN_KEYS)[number]> {
  const rest = { ...state } as Record<string, unknown>;
  for (const key of HIDDEN_KEYS) delete rest[key];
  return rest as Omit<S, (typeof HIDDEN_KEYS)[number]>;
}

/** A seat's own secrets: what its view has and every other view lacks. */
export function secretsFor(state: RulesView, seat: number): Pick<PlayerState, 'dealtAdministrators'> {
  return { dealtAdministrators: [...state.players[seat]!.dealtAdministrators] };
}

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const view: GameView = {
    ...clone(stripHidden(state)),
    viewer,
    bagCount: state.bag.length,
    departmentStackCount: state.departmentStack.length,
    specialistDeckCount: state.specialistDeck.length,
  };
  view.players.forEach((player, seat) => {
    if (seat !== viewer) player.dealtAdministrators = [];
  });
  return view;
}
