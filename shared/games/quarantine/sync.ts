// The synced state of a Quarantine room: ONE declaration (QUARANTINE_SYNC) from which the server
// builds its schema classes (server/schema/fromShape.ts) and the client's JSON type is derived
// (JsonOf), and the two conversions between it and the engine's GameView, which the compiler checks
// against that declaration. Nothing is secret (the bag keeps no order), so the synced state is the
// spectator's view. Where Colyseus schema cannot follow the view:
// - no nulls: a pile's `price` and `holder`, the `turn`, its `renovation`, `endTriggeredBy` and the
//   `result` are unset when null;
// - the Pending union is one object whose fields are set only for the kinds that have them.
import type { JsonOf, SyncOf } from '../../sync/shape.js';
import { shape, text } from '../../sync/shape.js';
import type { Viewer } from '../../engine.js';
import type { Colour, Cube, GameView, Pending, Rotation, SpecialId } from './types.js';

const CUBES = shape({ blue: 'number', green: 'number', red: 'number', yellow: 'number', grey: 'number' });

const TILE = shape({
  tile: 'number',
  x: 'number',
  y: 'number',
  rot: 'number',
  virus: 'boolean',
  patients: { array: text<Colour>() },
});

const BREAKDOWN = shape({ nurseStations: 'number', specialRooms: 'number', cubePairs: 'number', emptyQueue: 'number', total: 'number' });

export const QUARANTINE_SYNC = shape({
  game: text<'quarantine'>(),
  options: {},
  phase: text<GameView['phase']>(),
  players: {
    array: {
      name: 'string',
      hospital: { array: TILE },
      stored: { array: 'number' },
      queue: { array: text<Colour>() },
      supply: CUBES,
      markers: 'number',
      toArrange: { array: 'number' },
    },
  },
  bag: CUBES,
  stock: 'number',
  box: CUBES,
  markerStock: 'number',
  piles: {
    array: {
      special: text<SpecialId>(),
      tiles: { array: 'number' },
      price: { optional: CUBES },
      holder: { optional: 'number' },
      since: 'number',
    },
  },
  treatmentRooms: { array: 'number' },
  firstPlayer: 'number',
  turnNumber: 'number',
  round: 'number',
  turn: {
    optional: {
      seat: 'number',
      drawsLeft: 'number',
      actionsLeft: 'number',
      boughtSpecials: { array: text<SpecialId>() },
      boughtColours: { array: text<Colour>() },
      markersTaken: 'number',
      renovated: 'boolean',
      pathologyUsed: 'boolean',
      renovation: {
        optional: {
          before: { hospital: { array: TILE }, stored: { array: 'number' } },
          touched: { array: 'number' },
          changed: { array: 'number' },
          limit: 'number',
        },
      },
    },
  },
  pending: {
    kind: text<Pending['kind']>(),
    seat: { optional: 'number' },
    seats: { optional: { array: 'number' } },
    cube: { optional: text<Cube>() },
    target: { optional: 'number' },
    x: { optional: 'number' },
    y: { optional: 'number' },
    active: { optional: 'number' },
    tile: { optional: 'number' },
    canStore: { optional: 'boolean' },
  },
  endTriggeredBy: { optional: 'number' },
  finalTurns: { array: 'number' },
  actionCount: 'number',
  result: { optional: { standings: { array: { seat: 'number', rank: 'number', score: 'number', tiles: 'number', breakdown: BREAKDOWN } } } },
});

export type QuarantineSyncJson = JsonOf<typeof QUARANTINE_SYNC>;
type Tile = QuarantineSyncJson['players'][number]['hospital'][number];

/** The view as the server syncs it: every field by its own name, nulls unset. */
export function syncFromView(view: GameView): SyncOf<typeof QUARANTINE_SYNC> {
  const { viewer: _viewer, ...synced } = view;
  return synced;
}

const tileFromSync = (t: Tile): GameView['players'][number]['hospital'][number] => ({ ...t, rot: t.rot as Rotation, patients: [...t.patients] });

/** The GameView a client rebuilds from the decoded JSON (`room.state.toJSON().game`). */
export function viewFromSync(g: QuarantineSyncJson, viewer: Viewer): GameView {
  const { turn } = g;
  return {
    game: g.game,
    options: {},
    phase: g.phase,
    players: g.players.map((p) => ({
      name: p.name,
      hospital: p.hospital.map(tileFromSync),
      stored: [...p.stored],
      queue: [...p.queue],
      supply: { ...p.supply },
      markers: p.markers,
      toArrange: [...p.toArrange],
    })),
    bag: { ...g.bag },
    stock: g.stock,
    box: { ...g.box },
    markerStock: g.markerStock,
    piles: g.piles.map((pile) => ({
      special: pile.special,
      tiles: [...pile.tiles],
      price: pile.price ? { ...pile.price } : null,
      holder: pile.holder ?? null,
      since: pile.since,
    })),
    treatmentRooms: [...g.treatmentRooms],
    firstPlayer: g.firstPlayer,
    turnNumber: g.turnNumber,
    round: g.round,
    turn: turn
      ? {
          ...turn,
          boughtSpecials: [...turn.boughtSpecials],
          boughtColours: [...turn.boughtColours],
          renovation: turn.renovation
            ? {
                before: { hospital: turn.renovation.before.hospital.map(tileFromSync), stored: [...turn.renovation.before.stored] },
                touched: [...turn.renovation.touched],
                changed: [...turn.renovation.changed],
                limit: turn.renovation.limit,
              }
            : null,
        }
      : null,
    pending: { ...g.pending } as Pending,
    endTriggeredBy: g.endTriggeredBy ?? null,
    finalTurns: [...g.finalTurns],
    actionCount: g.actionCount,
    result: g.result ? { standings: g.result.standings.map((s) => ({ ...s, breakdown: { ...s.breakdown } })) } : null,
    viewer,
  };
}
