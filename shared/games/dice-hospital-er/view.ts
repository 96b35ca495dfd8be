// What each viewer may see. Hidden from everyone: the key (config), the generator (rng), the deck's
// order and the cards removed at setup (views carry `deckCount`). Hidden from other viewers until
// the last seat has chosen: which die each non-chief seat chose (its `die` is null and
// `viaBloodBag` false; `chosen` shows that it has chosen), in views and in events (`eventsFor`).
import type { Viewer } from '../../engine.js';
import type { ErEvent } from './log-events.js';
import { clone } from '../../clone.js';
import type { GameState, GameView } from './types.js';
import { HIDDEN_KEYS } from './types.js';

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const rest = { ...state } as Record<string, unknown>;
  for (const key of HIDDEN_KEYS) delete rest[key];
  const view = clone(rest) as unknown as GameView;
  view.viewer = viewer;
  view.deckCount = state.deck.length;
  if (state.pending.kind === 'choose') {
    view.turnState.forEach((turn, seat) => {
      if (seat === viewer || seat === state.chief) return;
      turn.die = null;
      turn.viaBloodBag = false;
    });
  }
  return view;
}

/** The events a viewer may read: another seat's secret choice loses its colour (and blood bag). */
export function eventsFor(events: ErEvent[], viewer: Viewer): ErEvent[] {
  return events.map((event) => {
    if (event.type !== 'dieChosen' || event.chief !== false || event.seat === viewer) return event;
    const { colour: _colour, viaBloodBag: _via, ...rest } = event;
    return rest;
  });
}
