// The strong bot's decisions, from its seat's view only: a greedy one-step search. Every candidate
// action that draws nothing is tried on a copy of the view and the result scored by evaluate.ts; an
// acquired tile is scored at its best spot. On its turn it draws first, then takes the best action
// while one beats doing nothing, then ends the turn. It never renovates nor opens contracts, and
// answers yes to its Emergency Room.
import type { HasRng } from '../../../random.js';
import { applyAction } from '../apply.js';
import { pendingSeats } from '../flow.js';
import { legalActions } from '../legal.js';
import { LOBBY, START_ROOM } from '../tiles.js';
import type { Action, Colour, GameState, GameView, Rotation, RulesView } from '../types.js';
import { evaluate, opponentsPromise, promise } from './evaluate.js';

/** Action types worth trying on the bot's turn (the rest it leaves alone). */
const TRIED = new Set<Action['type']>([
  'admit',
  'cure',
  'buySpecial',
  'buyTreatmentRoom',
  'takeFromContract',
  'placeTile',
  'takeMarker',
  'pharmacy',
  'giftShop',
  'pathology',
  'decontaminate',
  'movePatient',
  'openContract',
]);

/** A starting hospital with a nurse station and three doors to grow from (the builder's default). */
const START: readonly { kind: 'lobby' | Colour; x: number; y: number; rot: Rotation }[] = [
  { kind: 'lobby', x: 0, y: 0, rot: 0 },
  { kind: 'red', x: 1, y: 0, rot: 1 },
  { kind: 'green', x: -1, y: 0, rot: 0 },
  { kind: 'yellow', x: 0, y: -1, rot: 1 },
  { kind: 'blue', x: 1, y: -1, rot: 3 },
];

function arrangeAction(view: RulesView, seat: number, legal: Action[]): Action | null {
  const next = START[view.players[seat]!.hospital.length];
  if (!next) return null;
  const tile = next.kind === 'lobby' ? LOBBY(seat) : START_ROOM(seat, next.kind);
  return legal.find((a) => a.type === 'placeStartingTile' && a.tile === tile && a.x === next.x && a.y === next.y && a.rot === next.rot) ?? null;
}

/** Worth trying: its own grey cubes only, a patient moved to the front only. */
function worthTrying(a: Action, seat: number): boolean {
  if (!TRIED.has(a.type)) return false;
  if (a.type === 'decontaminate') return a.target === seat;
  if (a.type === 'movePatient') return a.to === 0;
  if (a.type === 'openContract') return a.price.blue + a.price.green + a.price.red + a.price.yellow === 2;
  return true;
}

/** The view after `action` (only actions that draw nothing: the view has no generator). */
function after(view: RulesView, seat: number, action: Action): RulesView | null {
  const result = applyAction(view as GameState, seat, action);
  return result.ok ? result.state : null;
}

/** Actions that change nothing of the other seats (their promise need not be recomputed). */
const OWN_ONLY = new Set<Action['type']>([
  'admit',
  'cure',
  'buyTreatmentRoom',
  'takeFromContract',
  'placeTile',
  'storeTile',
  'takeMarker',
  'spendMarker',
  'movePatient',
  'pharmacy',
  'giftShop',
  'pathology',
  'placeStartingTile',
  'openContract',
]);
const ownOnly = (a: Action, seat: number): boolean => OWN_ONLY.has(a.type) || (a.type === 'decontaminate' && a.target === seat);

/** A position's worth, an acquired tile counted at its best spot (or stored). */
function worth(view: RulesView, seat: number, others?: number): number {
  if (view.pending.kind !== 'placeAcquired' || view.pending.seat !== seat) return evaluate(view, seat, others);
  const settled = others ?? opponentsPromise(view, seat);
  let best = -Infinity;
  for (const a of legalActions(view, seat)) {
    const next = after(view, seat, a);
    if (next) best = Math.max(best, evaluate(next, seat, settled) - (a.type === 'storeTile' ? 0.5 : 0));
  }
  return best;
}

function bestOf(view: RulesView, seat: number, actions: Action[]): { action: Action; value: number } | null {
  let best: { action: Action; value: number } | null = null;
  const others = opponentsPromise(view, seat);
  for (const action of actions) {
    const next = after(view, seat, action);
    if (!next) continue;
    const value = worth(next, seat, ownOnly(action, seat) ? others : undefined);
    if (!best || value > best.value) best = { action, value };
  }
  return best;
}

/** The turn actions worth trying, one payment per purchase and one price per contract (the
 * evaluation counts cubes, not their colours). */
function candidates(legal: Action[], seat: number): Action[] {
  const seen = new Set<string>();
  return legal.filter((a) => {
    if (!worthTrying(a, seat)) return false;
    const key = a.type === 'buySpecial' ? `s${a.special}` : a.type === 'buyTreatmentRoom' ? `t${a.colour}` : a.type === 'openContract' ? `c${a.special}` : null;
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function turnAction(view: RulesView, seat: number, legal: Action[]): Action {
  const draw = legal.find((a) => a.type === 'draw');
  if (draw) return draw;
  const tried = candidates(legal, seat);
  const base = evaluate(view, seat);
  const best = bestOf(view, seat, tried);
  if (best && best.value > base + 0.01) return best.action;
  // Out of actions: spend a marker when the action it buys is worth more than keeping the marker.
  const spend = legal.find((a) => a.type === 'spendMarker');
  if (spend && view.turn!.actionsLeft === 0) {
    const more = after(view, seat, spend);
    const then =
      more &&
      bestOf(
        more,
        seat,
        candidates(legalActions(more, seat), seat).filter((a) => a.type !== 'takeMarker'),
      );
    if (then && then.value > base + 0.01) return spend;
  }
  return legal.find((a) => a.type === 'endTurn') ?? legal[0]!;
}

export function strongAction(view: GameView, seat: number, _rng: HasRng): Action | null {
  if (!pendingSeats(view).includes(seat)) return null;
  const legal = legalActions(view, seat);
  if (legal.length === 0) return null;
  const p = view.pending;
  switch (p.kind) {
    case 'turn':
      return turnAction(view, seat, legal);
    case 'emergencyRoom':
      return { type: 'emergencyRoom', accept: true };
    case 'arrange':
      return arrangeAction(view, seat, legal) ?? bestOf(view, seat, legal)?.action ?? legal[0]!;
    case 'renovate':
      return { type: 'cancelRenovation' };
    case 'cafeteria': {
      const from = legal.reduce((a, b) =>
        a.type === 'cafeteriaFrom' && b.type === 'cafeteriaFrom' && promise(view.players[b.from]!) > promise(view.players[a.from]!) ? b : a,
      );
      return from;
    }
    default:
      return bestOf(view, seat, legal)?.action ?? legal[0]!;
  }
}
