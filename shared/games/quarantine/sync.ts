// The synced state of a Quarantine room: ONE declaration (QUARANTINE_SYNC) from which the server
// builds its schema classes (server/schema/fromShape.ts) and the client's JSON type is derived
// (JsonOf), and the two conversions between it and the engine's GameView, which the compiler checks
// against that declaration. Nothing is secret (the bag keeps no order), so the synced state is the
// spectator's view. Where Colyseus schema cannot follow the view:
// - no nulls: a pile's `price` and `holder`, the `turn`, its `renovation`, `endTriggeredBy` and the
//   `result` are unset when null;
// - the Pending union is one object whose fields are set only for the kinds that have them;
// - lists are packed in strings (each array or object is a schema object of its own, about 2 KB of
//   server memory with its change tracking; a 4-player room had 111): ids, seats and colours
//   joined by ','; a hospital is an array with one string per tile, `tile x y rot virus patients`
//   (virus 1 or 0, the patients' colours joined by ','), so that a change re-sends that tile alone.
import type { JsonOf, SyncOf } from '../../sync/shape.js';
import { shape, text } from '../../sync/shape.js';
import { itemsOf, numbersOf, packList, wholeNumbers, withSeatsPacked, withSeatsRead } from '../../sync/packed.js';
import type { Viewer } from '../../engine.js';
import type { Colour, Cube, GameView, PlacedTile, Pending, Rotation, SpecialId } from './types.js';

const CUBES = shape({ blue: 'number', green: 'number', red: 'number', yellow: 'number', grey: 'number' });

const BREAKDOWN = shape({ nurseStations: 'number', specialRooms: 'number', cubePairs: 'number', emptyQueue: 'number', total: 'number' });

export const QUARANTINE_SYNC = shape({
  game: text<'quarantine'>(),
  options: {},
  phase: text<GameView['phase']>(),
  players: {
    array: {
      name: 'string',
      /** A string per tile. */
      hospital: { array: 'string' },
      /** Tile ids, joined by ','. */
      stored: 'string',
      /** Colours, joined by ','. */
      queue: 'string',
      supply: CUBES,
      markers: 'number',
      toArrange: 'string',
    },
  },
  bag: CUBES,
  stock: 'number',
  box: CUBES,
  markerStock: 'number',
  piles: {
    array: {
      special: text<SpecialId>(),
      tiles: 'string',
      price: { optional: CUBES },
      holder: { optional: 'number' },
      since: 'number',
    },
  },
  treatmentRooms: 'string',
  firstPlayer: 'number',
  turnNumber: 'number',
  round: 'number',
  turn: {
    optional: {
      seat: 'number',
      drawsLeft: 'number',
      actionsLeft: 'number',
      boughtSpecials: 'string',
      boughtColours: 'string',
      markersTaken: 'number',
      renovated: 'boolean',
      pathologyUsed: 'boolean',
      renovation: {
        optional: {
          before: { hospital: { array: 'string' }, stored: 'string' },
          touched: 'string',
          changed: 'string',
          limit: 'number',
        },
      },
    },
  },
  pending: {
    kind: text<Pending['kind']>(),
    seat: { optional: 'number' },
    seats: { optional: 'string' },
    cube: { optional: text<Cube>() },
    target: { optional: 'number' },
    x: { optional: 'number' },
    y: { optional: 'number' },
    active: { optional: 'number' },
    tile: { optional: 'number' },
    canStore: { optional: 'boolean' },
  },
  endTriggeredBy: { optional: 'number' },
  finalTurns: 'string',
  actionCount: 'number',
  result: { optional: { standings: { array: { seat: 'number', rank: 'number', score: 'number', tiles: 'number', breakdown: BREAKDOWN } } } },
});

export type QuarantineSyncJson = JsonOf<typeof QUARANTINE_SYNC>;
type Synced = SyncOf<typeof QUARANTINE_SYNC>;

// A tile's string is far shorter than the 255 bytes packList guards against (a tile holds a few
// patients), so its patients are simply joined.
const tileToSync = (t: PlacedTile): string => `${t.tile} ${t.x} ${t.y} ${t.rot} ${t.virus ? 1 : 0} ${t.patients.join(',')}`;
function tileFromSync(packed: string): PlacedTile {
  const fields = packed.split(' ');
  if (fields.length !== 6) throw new Error(`viewFromSync: not a tile: ${packed}`);
  const [tile, x, y, rot, virus] = wholeNumbers(fields.slice(0, 5), packed);
  return { tile: tile!, x: x!, y: y!, rot: rot as Rotation, virus: virus === 1, patients: itemsOf(fields[5]!) as Colour[] };
}

/** The view as the server syncs it: every field by its own name, nulls unset, lists packed. */
export function syncFromView(view: GameView): Synced {
  const { viewer: _viewer, players, piles, treatmentRooms, turn, pending, finalTurns, ...same } = view;
  return {
    ...same,
    players: players.map((p) => ({
      ...p,
      hospital: p.hospital.map(tileToSync),
      stored: packList(p.stored),
      queue: packList(p.queue),
      toArrange: packList(p.toArrange),
    })),
    piles: piles.map((pile) => ({ ...pile, tiles: packList(pile.tiles) })),
    treatmentRooms: packList(treatmentRooms),
    turn: turn && {
      ...turn,
      boughtSpecials: packList(turn.boughtSpecials),
      boughtColours: packList(turn.boughtColours),
      renovation: turn.renovation && {
        before: { hospital: turn.renovation.before.hospital.map(tileToSync), stored: packList(turn.renovation.before.stored) },
        touched: packList(turn.renovation.touched),
        changed: packList(turn.renovation.changed),
        limit: turn.renovation.limit,
      },
    },
    pending: withSeatsPacked(pending) as Synced['pending'],
    finalTurns: packList(finalTurns),
  };
}

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
      stored: numbersOf(p.stored),
      queue: itemsOf(p.queue) as Colour[],
      supply: { ...p.supply },
      markers: p.markers,
      toArrange: numbersOf(p.toArrange),
    })),
    bag: { ...g.bag },
    stock: g.stock,
    box: { ...g.box },
    markerStock: g.markerStock,
    piles: g.piles.map((pile) => ({
      special: pile.special,
      tiles: numbersOf(pile.tiles),
      price: pile.price ? { ...pile.price } : null,
      holder: pile.holder ?? null,
      since: pile.since,
    })),
    treatmentRooms: numbersOf(g.treatmentRooms),
    firstPlayer: g.firstPlayer,
    turnNumber: g.turnNumber,
    round: g.round,
    turn: turn
      ? {
          ...turn,
          boughtSpecials: itemsOf(turn.boughtSpecials) as SpecialId[],
          boughtColours: itemsOf(turn.boughtColours) as Colour[],
          renovation: turn.renovation
            ? {
                before: { hospital: turn.renovation.before.hospital.map(tileFromSync), stored: numbersOf(turn.renovation.before.stored) },
                touched: numbersOf(turn.renovation.touched),
                changed: numbersOf(turn.renovation.changed),
                limit: turn.renovation.limit,
              }
            : null,
        }
      : null,
    pending: withSeatsRead(g.pending) as Pending,
    endTriggeredBy: g.endTriggeredBy ?? null,
    finalTurns: numbersOf(g.finalTurns),
    actionCount: g.actionCount,
    result: g.result ? { standings: g.result.standings.map((s) => ({ ...s, breakdown: { ...s.breakdown } })) } : null,
    viewer,
  };
}
