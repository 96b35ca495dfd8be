// previewAction: what a Phase 3 action would do, computed by the engine itself on a viewer's view,
// so the client can show "green 4 → discharged" before confirming without re-implementing a rule.
// Only actions confined to the acting seat qualify: they need no hidden state (bag, decks, seed).
import type { ApplyResult } from '../../engine.js';
import { applyAction } from './apply.js';
import { parseAction } from './parse.js';
import { stripHidden } from './view.js';
import type { ActionType, GameState, RulesView } from './types.js';

const PREVIEWABLE = new Set<ActionType>(['placeWorker', 'useAbility', 'skipAbility', 'bloodBagHeal']);

export function previewAction<V extends RulesView>(view: V, seat: number, input: unknown): ApplyResult<V> {
  const action = parseAction(input);
  if (typeof action === 'string') return { ok: false, error: { code: 'invalid_action', message: action } };
  if (!PREVIEWABLE.has(action.type)) {
    return { ok: false, error: { code: 'not_previewable', message: `${action.type} cannot be previewed` } };
  }
  // The hidden parts are never read by these actions; empty stand-ins make a full state of the view.
  const standIn = { ...view, config: { players: [], seed: 0 }, rng: [], bag: [], departmentStack: [], specialistDeck: [], undo: view.players.map(() => []) };
  const result = applyAction(standIn as unknown as GameState, seat, action);
  if (!result.ok) return result;
  return { ok: true, state: { ...view, ...stripHidden(result.state) } as V, events: result.events };
}
