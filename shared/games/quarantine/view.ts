// What each viewer may see: everything but the key (in config) and the generator. The bag keeps
// no order (each draw is random when it happens), so its counts are public, as are queues,
// supplies, hospitals, stored tiles, piles and contracts. Events carry no secret either.
import type { Viewer } from '../../engine.js';
import { clone } from '../../clone.js';
import type { QEvent } from './log-events.js';
import type { GameState, GameView } from './types.js';
import { HIDDEN_KEYS } from './types.js';

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const rest = { ...state } as Record<string, unknown>;
  for (const key of HIDDEN_KEYS) delete rest[key];
  const view = clone(rest) as unknown as GameView;
  view.viewer = viewer;
  return view;
}

export const eventsFor = (events: QEvent[], _viewer: Viewer): QEvent[] => events;
