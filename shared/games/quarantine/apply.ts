// applyAction: check an untrusted action against the pending decision, then run it on a copy of
// the state. The input state is never mutated; a rejection changes nothing.
import type { ApplyResult } from '../../engine.js';
import { turnError, type TurnRules } from '../../turnGuard.js';
import { clone } from '../../clone.js';
import { ACTIONS } from './actions.js';
import { ARRANGE } from './arrange.js';
import { DRAWS } from './draws.js';
import { isOver, pendingSeats } from './flow.js';
import { err, type Handler, type Handlers } from './handler.js';
import type { QEvent } from './log-events.js';
import { MARKET } from './market.js';
import { parseAction } from './parse.js';
import { RENOVATION } from './renovation.js';
import { copyCubes } from './cubes.js';
import type { Action, ActionType, GameState, Pending, PlacedTile } from './types.js';

/** Which actions answer which pending decision. */
export const ACTIONS_FOR: Record<Pending['kind'], readonly ActionType[]> = {
  arrange: ['placeStartingTile'],
  cafeteria: ['cafeteriaFrom'],
  turn: [
    'draw',
    'admit',
    'cure',
    'openContract',
    'buySpecial',
    'buyTreatmentRoom',
    'takeFromContract',
    'placeTile',
    'movePatient',
    'reorderQueue',
    'takeMarker',
    'spendMarker',
    'decontaminate',
    'pathology',
    'pharmacy',
    'giftShop',
    'renovate',
    'endTurn',
  ],
  placeCube: ['placePatient', 'placeVirus'],
  spread: ['spreadVirus', 'skipSpread'],
  emergencyRoom: ['emergencyRoom'],
  placeAcquired: ['placeTile', 'storeTile'],
  renovate: ['moveTile', 'removeTile', 'placeTile', 'endRenovation', 'cancelRenovation'],
  none: [],
};

/** The actions that cost one of the turn's actions; the others are free. */
export const COSTS_ACTION: ReadonlySet<ActionType> = new Set<ActionType>([
  'admit',
  'cure',
  'openContract',
  'buySpecial',
  'buyTreatmentRoom',
  'movePatient',
  'reorderQueue',
  'takeMarker',
  'decontaminate',
  'pathology',
  'pharmacy',
  'giftShop',
  'renovate',
]);

const copyTile = (t: PlacedTile): PlacedTile => ({ tile: t.tile, x: t.x, y: t.y, rot: t.rot, virus: t.virus, patients: [...t.patients] });

/** A working copy: everything an action may change is copied, the rest (config, result) shared. */
export function copyState(s: GameState): GameState {
  return {
    ...s,
    rng: { ...s.rng },
    players: s.players.map((p) => ({
      ...p,
      hospital: p.hospital.map(copyTile),
      stored: [...p.stored],
      queue: [...p.queue],
      supply: copyCubes(p.supply),
      toArrange: [...p.toArrange],
    })),
    bag: copyCubes(s.bag),
    box: copyCubes(s.box),
    piles: s.piles.map((p) => ({ ...p, tiles: [...p.tiles], price: p.price && copyCubes(p.price) })),
    treatmentRooms: [...s.treatmentRooms],
    turn: s.turn && {
      ...s.turn,
      boughtSpecials: [...s.turn.boughtSpecials],
      boughtColours: [...s.turn.boughtColours],
      renovation: s.turn.renovation && clone(s.turn.renovation),
    },
    pending: clone(s.pending),
    finalTurns: [...s.finalTurns],
  };
}

const HANDLERS: Handlers<ActionType> = { ...ARRANGE, ...DRAWS, ...ACTIONS, ...RENOVATION, ...MARKET };

const TURN: TurnRules<GameState> = { isOver, answers: (state, type) => (ACTIONS_FOR[state.pending.kind] as string[]).includes(type), pendingSeats };

export function applyAction(state: GameState, seat: number, input: unknown): ApplyResult<GameState, QEvent> {
  const action = parseAction(input);
  if (typeof action === 'string') return { ok: false, error: err('invalid_action', action) };
  const refused = turnError(TURN, state, seat, action.type);
  if (refused) return { ok: false, error: refused };
  const costs = COSTS_ACTION.has(action.type);
  if (costs && state.turn!.actionsLeft <= 0) return { ok: false, error: err('no_action_left', 'you have taken all your actions this turn') };
  const next = copyState(state);
  const events: QEvent[] = [];
  const handler = HANDLERS[action.type] as Handler<Action>;
  const problem = handler(next, seat, action, events);
  if (problem) return { ok: false, error: problem };
  if (costs) next.turn!.actionsLeft -= 1;
  next.actionCount += 1;
  return { ok: true, state: next, events };
}
