// What each viewer may see (architecture: hidden information).
import type { Viewer } from '../../engine.js';
import { clone } from '../../clone.js';
import type { DiceHospitalEvent } from './log-events.js';
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
  const view = clone(sharedView(state, 'spectator'));
  view.viewer = viewer;
  if (typeof viewer === 'number' && view.players[viewer]) view.players[viewer]!.dealtAdministrators = [...state.players[viewer]!.dealtAdministrators];
  return view;
}

/**
 * What a spectator sees, without a copy: every part the viewer may see is the state's own object,
 * so it must be read only. The server projects this into the synced schema and skips every part
 * that is the same object as last time (the engine never mutates a state; it shares what an action
 * left untouched).
 */
export function sharedView(state: GameState, viewer: Viewer = 'spectator'): GameView {
  return {
    ...stripHidden(state),
    viewer,
    bagCount: state.bag.length,
    departmentStackCount: state.departmentStack.length,
    specialistDeckCount: state.specialistDeck.length,
    ...(state.eventDeck ? { eventDeckCount: state.eventDeck.length } : {}),
    players: state.players.map((player) => ({ ...player, dealtAdministrators: NO_ADMINISTRATORS })),
  };
}

const NO_ADMINISTRATORS = Object.freeze([]) as unknown as PlayerState['dealtAdministrators'];

/** The events a viewer may see: the administrator a seat kept (in secret until every seat has
 * chosen) reaches that seat only. Every other event is public. */
export function eventsFor(events: DiceHospitalEvent[], viewer: Viewer): DiceHospitalEvent[] {
  const secret = (event: DiceHospitalEvent) => event.type === 'administratorChosen' && event.administrator !== undefined && event.seat !== viewer;
  // The same array when nothing is hidden, so the server can send one message to everyone.
  if (!events.some(secret)) return events;
  return events.map((event) => (secret(event) && event.type === 'administratorChosen' ? { type: event.type, seat: event.seat } : event));
}
