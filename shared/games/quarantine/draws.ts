// Drawing and placing cubes (rules section 5): a patient joins the end of a queue (an empty, working
// Emergency Room may take it at once), a virus quarantines a tile and may spread in a nurse station.
// Also the Cafeteria's choice of whom to take a marker from.
import { total } from './cubes.js';
import { cafeteriaSources, drawCube } from './flow.js';
import { tileAt, working } from './grid.js';
import { err, validSeat, type Handlers } from './handler.js';
import { spreadTargets, virusTargets } from './hospital.js';
import type { Colour, GameState, Pending } from './types.js';

/** An empty working Emergency Room of `seat`, if any. */
export const emptyEmergencyRoom = (state: Pick<GameState, 'players'>, seat: number) =>
  working(state.players[seat]!.hospital, 'emergency_room').find((t) => t.patients.length === 0);

export const DRAWS: Handlers<'draw' | 'placePatient' | 'placeVirus' | 'spreadVirus' | 'skipSpread' | 'emergencyRoom' | 'cafeteriaFrom'> = {
  draw(state, _seat, _action, events) {
    const turn = state.turn!;
    if (turn.drawsLeft <= 0) return err('no_draws_left', 'you have drawn your cubes this turn');
    if (total(state.bag) === 0) return err('bag_empty', 'the bag is empty');
    drawCube(state, events);
    return null;
  },

  placePatient(state, seat, { queue }, events) {
    const pending = state.pending as Extract<Pending, { kind: 'placeCube' }>;
    if (pending.cube === 'grey') return err('wrong_cube', 'a grey cube goes on a tile (placeVirus)');
    if (!validSeat(state, queue)) return err('invalid_queue', `there is no seat ${queue}`);
    const colour = pending.cube as Colour;
    state.players[queue]!.queue.push(colour);
    events.push({ type: 'patientQueued', seat, queue, colour });
    state.pending = emptyEmergencyRoom(state, queue) ? { kind: 'emergencyRoom', seat: queue, active: seat } : { kind: 'turn', seat };
    return null;
  },

  placeVirus(state, seat, { target, x, y }, events) {
    const pending = state.pending as Extract<Pending, { kind: 'placeCube' }>;
    if (pending.cube !== 'grey') return err('wrong_cube', 'a patient joins a queue (placePatient)');
    if (!validSeat(state, target)) return err('invalid_target', `there is no seat ${target}`);
    const hospital = state.players[target]!.hospital;
    const tile = tileAt(hospital, x, y);
    if (!tile) return err('no_tile', 'there is no tile there');
    if (!virusTargets(hospital).includes(tile)) {
      return err('virus_not_allowed', 'a virus goes on any tile of a hospital without quarantine, else next to a quarantined tile; never on a Containment');
    }
    tile.virus = true;
    events.push({ type: 'virusPlaced', seat, target, x, y, spread: false });
    const spread = state.stock > 0 && spreadTargets(hospital, x, y).length > 0;
    state.pending = spread ? { kind: 'spread', seat, target, x, y } : { kind: 'turn', seat };
    return null;
  },

  spreadVirus(state, seat, { x, y }, events) {
    const pending = state.pending as Extract<Pending, { kind: 'spread' }>;
    const hospital = state.players[pending.target]!.hospital;
    const tile = spreadTargets(hospital, pending.x, pending.y).find((t) => t.x === x && t.y === y);
    if (!tile) return err('invalid_spread', 'the spread goes to a tile of the same nurse station sharing a side with the first');
    tile.virus = true;
    state.stock -= 1;
    events.push({ type: 'virusPlaced', seat, target: pending.target, x, y, spread: true });
    state.pending = { kind: 'turn', seat };
    return null;
  },

  skipSpread(state, seat) {
    state.pending = { kind: 'turn', seat };
    return null;
  },

  emergencyRoom(state, seat, { accept }, events) {
    const pending = state.pending as Extract<Pending, { kind: 'emergencyRoom' }>;
    const player = state.players[seat]!;
    const colour = player.queue[player.queue.length - 1]!;
    if (accept) emptyEmergencyRoom(state, seat)!.patients.push(player.queue.pop()!);
    events.push({ type: 'emergencyRoom', seat, accept, colour });
    state.pending = { kind: 'turn', seat: pending.active };
    return null;
  },

  cafeteriaFrom(state, seat, { from }, events) {
    if (!cafeteriaSources(state, seat).includes(from)) return err('invalid_source', 'name another player who holds a marker');
    state.players[from]!.markers -= 1;
    state.players[seat]!.markers += 1;
    events.push({ type: 'cafeteriaMarker', seat, from });
    state.pending = { kind: 'turn', seat };
    return null;
  },
};
