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
import type { Action, ActionType, GameState, Pending, PlacedTile, PlayerState, TurnState } from './types.js';

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

/** A working copy: everything an action may change is copied, the rest (config, result) shared.
 * Each copy names every field: V8 (Node 20) runs a spread with fields added or replaced
 * (`{ ...state, players }`) through a slow generic path; TypeScript checks that none is missing. */
export function copyState(s: GameState): GameState {
  return {
    game: s.game,
    config: s.config,
    options: s.options,
    rng: { ...s.rng },
    phase: s.phase,
    players: s.players.map(copyPlayer),
    bag: copyCubes(s.bag),
    stock: s.stock,
    box: copyCubes(s.box),
    markerStock: s.markerStock,
    piles: s.piles.map((p) => ({ special: p.special, tiles: [...p.tiles], price: p.price && copyCubes(p.price), holder: p.holder, since: p.since })),
    treatmentRooms: [...s.treatmentRooms],
    firstPlayer: s.firstPlayer,
    turnNumber: s.turnNumber,
    round: s.round,
    turn: s.turn && copyTurn(s.turn),
    pending: clone(s.pending),
    endTriggeredBy: s.endTriggeredBy,
    finalTurns: [...s.finalTurns],
    actionCount: s.actionCount,
    result: s.result,
  };
}

const copyPlayer = (p: PlayerState): PlayerState => ({
  name: p.name,
  hospital: p.hospital.map(copyTile),
  stored: [...p.stored],
  queue: [...p.queue],
  supply: copyCubes(p.supply),
  markers: p.markers,
  toArrange: [...p.toArrange],
});

const copyTurn = (t: TurnState): TurnState => ({
  seat: t.seat,
  drawsLeft: t.drawsLeft,
  actionsLeft: t.actionsLeft,
  boughtSpecials: [...t.boughtSpecials],
  boughtColours: [...t.boughtColours],
  markersTaken: t.markersTaken,
  renovated: t.renovated,
  pathologyUsed: t.pathologyUsed,
  renovation: t.renovation && clone(t.renovation),
});

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
