// The synced part every game room shares (lobby seats, spectators, clocks, the fairness commitment),
// built from its one declaration in shared/protocol.ts (ROOM_SYNC), and a game room's root: that part
// plus the game's `options` and, once started, its `game`, each from the game's own shape.
import { ROOM_SYNC, SEAT_SYNC } from '../../shared/protocol.js';
import { shape, type Shape } from '../../shared/sync/shape.js';
import { classOf, type SchemaClassOf, type SchemaOf } from './fromShape.js';

export type PlatformState = SchemaOf<typeof ROOM_SYNC>;
export type SeatSync = SchemaOf<typeof SEAT_SYNC>;
export const SeatSync = classOf(SEAT_SYNC, 'SeatSync');

/** A game room's root shape: the platform's fields, the room's options, and the game (unset until
 * it starts: a client knows the game has started when it is there). */
const rootShape = <O extends Shape, G extends Shape>(options: O, game: G) => shape({ ...ROOM_SYNC, options, game: { optional: game } });
export type RoomShape<O extends Shape, G extends Shape> = ReturnType<typeof rootShape<O, G>>;

/** The schema class of a game room's root, and of its game (named `<name>` and `<name>.game`). */
export function roomStateOf<O extends Shape, G extends Shape>(
  name: string,
  options: O,
  game: G,
): {
  RoomState: SchemaClassOf<RoomShape<O, G>>;
  GameSync: SchemaClassOf<G>;
} {
  const GameSync = classOf(game, `${name}.game`);
  return { RoomState: classOf(rootShape(options, game), name), GameSync };
}
