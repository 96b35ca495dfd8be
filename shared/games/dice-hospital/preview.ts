// previewAction: what a Phase 3 action would do, computed by the engine itself on a viewer's view,
// so the client can show "green 4 → discharged" before confirming without re-implementing a rule.
// Only actions confined to the acting seat qualify: they need no hidden state (bag, decks, key).
import type { ApplyResult } from '../../engine.js';
import { isRandomAction } from './activation.js';
import { SEAT_SCOPED, applyAction } from './apply.js';
import { parseAction } from './parse.js';
import { stripHidden } from './view.js';
import type { ActionType, GameState, HiddenKey, RulesView } from './types.js';

/** The seat-scoped actions, but undo: a view carries no undo snapshots to go back to. */
const PREVIEWABLE = new Set<ActionType>([...SEAT_SCOPED].filter((type) => type !== 'undo'));

export function previewAction<V extends RulesView>(view: V, seat: number, input: unknown): ApplyResult<V> {
  const action = parseAction(input);
  if (typeof action === 'string') return { ok: false, error: { code: 'invalid_action', message: action } };
  if (!PREVIEWABLE.has(action.type)) {
    return { ok: false, error: { code: 'not_previewable', message: `${action.type} cannot be previewed` } };
  }
  if (isRandomAction(view, seat, action)) {
    return { ok: false, error: { code: 'not_previewable', message: 'a re-roll or a draw cannot be known in advance' } };
  }
  // The hidden parts are never read by these actions; empty stand-ins make a full state of the view.
  // Typed by HiddenKey, so a hidden part added later must be given a stand-in here too.
  const hidden: Pick<GameState, HiddenKey> = {
    config: { players: [], key: '' },
    rng: { key: '', counter: 0 },
    bag: [],
    departmentStack: [],
    specialistDeck: [],
    undo: view.players.map(() => []),
    eventDeck: [],
  };
  const result = applyAction({ ...view, ...hidden }, seat, action);
  if (!result.ok) return result;
  return { ok: true, state: { ...view, ...stripHidden(result.state) } as V, events: result.events };
}
