// Renovate (rules section 5, §8.11): once per turn, move, rotate or remove up to 2 tiles (4 with a
// working Maintenance), never a quarantined tile or one holding a patient; stored tiles may be
// placed meanwhile (they do not count). The hospital may fall apart meanwhile: the rules are checked
// when the player ends the renovation, which is refused while the hospital breaks one. A cancelled
// renovation puts everything back and gives the action back, but the turn's renovation is used
// (so that a renovation cannot be started and cancelled forever).
import { clone } from '../../clone.js';
import { DX, DY, at, cellsOf, hasWorking, hospitalError, inGrid, GRID_LIMIT, MAX_STORED, tileAt } from './grid.js';
import { err, type Handlers } from './handler.js';
import { TILES } from './tiles.js';
import type { GameState, PlacedTile, Renovation } from './types.js';

export const RENOVATION_LIMIT = 2;
export const MAINTENANCE_LIMIT = 4;

const renovationOf = (state: GameState): Renovation => state.turn!.renovation!;

/** A tile a renovation may move, rotate or remove: not quarantined, no patient on it. */
export const movable = (t: PlacedTile): boolean => !t.virus && t.patients.length === 0;

/** Would touching this tile go over the limit? Only tiles in the hospital when it began count. */
export function overLimit(r: Renovation, tile: number): boolean {
  if (r.touched.includes(tile) || !r.before.hospital.some((t) => t.tile === tile)) return false;
  return r.touched.length >= r.limit;
}

function touch(r: Renovation, tile: number): void {
  if (!r.touched.includes(tile) && r.before.hospital.some((t) => t.tile === tile)) r.touched.push(tile);
}

/** During a renovation a tile goes to an empty cell next to another tile (checked fully at the end). */
export function spotError(hospital: readonly PlacedTile[], x: number, y: number, self: PlacedTile | null) {
  if (!inGrid(x, y)) return err('off_grid', `coordinates stay within ±${GRID_LIMIT}`);
  const cells = cellsOf(hospital);
  const there = at(cells, x, y);
  if (there && there !== self) return err('cell_taken', 'a tile is already there (rule 2)');
  const touches = [0, 1, 2, 3].some((s) => {
    const n = at(cells, x + DX[s]!, y + DY[s]!);
    return n !== undefined && n !== self;
  });
  if (!touches) return err('not_adjacent', 'put the tile next to another tile of the hospital');
  return null;
}

export const RENOVATION: Handlers<'renovate' | 'moveTile' | 'removeTile' | 'placeTile' | 'endRenovation' | 'cancelRenovation'> = {
  renovate(state, seat, _action, events) {
    const turn = state.turn!;
    if (turn.renovated) return err('already_renovated', 'one renovation per turn');
    const player = state.players[seat]!;
    turn.renovated = true;
    turn.renovation = {
      before: clone({ hospital: player.hospital, stored: player.stored }),
      touched: [],
      changed: [],
      limit: hasWorking(player.hospital, 'maintenance') ? MAINTENANCE_LIMIT : RENOVATION_LIMIT,
    };
    state.pending = { kind: 'renovate', seat };
    events.push({ type: 'renovationStarted', seat });
    return null;
  },

  moveTile(state, seat, { x, y, to }, events) {
    const player = state.players[seat]!;
    const r = renovationOf(state);
    const tile = tileAt(player.hospital, x, y);
    if (!tile) return err('no_tile', 'there is no tile there');
    if (!movable(tile)) return err('tile_locked', 'a quarantined tile or one holding a patient stays where it is');
    if (to.x === x && to.y === y && to.rot === tile.rot) return err('same_spot', 'move or rotate the tile');
    if (overLimit(r, tile.tile)) return err('renovation_limit', `a renovation affects at most ${r.limit} tiles`);
    const problem = spotError(player.hospital, to.x, to.y, tile);
    if (problem) return problem;
    touch(r, tile.tile);
    if (!r.changed.includes(tile.tile)) r.changed.push(tile.tile);
    Object.assign(tile, { x: to.x, y: to.y, rot: to.rot });
    events.push({ type: 'tileMoved', seat, from: { x, y }, to: { ...to } });
    return null;
  },

  removeTile(state, seat, { x, y }, events) {
    const player = state.players[seat]!;
    const r = renovationOf(state);
    const tile = tileAt(player.hospital, x, y);
    if (!tile) return err('no_tile', 'there is no tile there');
    if (TILES[tile.tile]!.kind === 'lobby') return err('lobby_stays', 'the lobby may be moved or turned, never removed');
    if (!movable(tile)) return err('tile_locked', 'a quarantined tile or one holding a patient stays where it is');
    if (overLimit(r, tile.tile)) return err('renovation_limit', `a renovation affects at most ${r.limit} tiles`);
    touch(r, tile.tile);
    r.changed = r.changed.filter((t) => t !== tile.tile);
    player.hospital = player.hospital.filter((t) => t !== tile);
    player.stored.push(tile.tile);
    events.push({ type: 'tileRemoved', seat, tile: tile.tile });
    return null;
  },

  placeTile(state, seat, { tile, x, y, rot }, events) {
    const player = state.players[seat]!;
    if (!player.stored.includes(tile)) return err('not_your_tile', 'place one of your stored tiles');
    const problem = spotError(player.hospital, x, y, null);
    if (problem) return problem;
    const r = renovationOf(state);
    player.hospital.push({ tile, x, y, rot, virus: false, patients: [] });
    player.stored = player.stored.filter((t) => t !== tile);
    if (!r.changed.includes(tile)) r.changed.push(tile);
    events.push({ type: 'tilePlaced', seat, tile, x, y, rot });
    return null;
  },

  endRenovation(state, seat, _action, events) {
    const player = state.players[seat]!;
    const r = renovationOf(state);
    const problem = hospitalError(player.hospital, r.changed);
    if (problem) return problem;
    if (player.stored.length > MAX_STORED) return err('storage_full', 'at most 2 tiles wait beside the hospital (rule 6, §8.11)');
    state.turn!.renovation = null;
    state.pending = { kind: 'turn', seat };
    events.push({ type: 'renovationEnded', seat });
    return null;
  },

  cancelRenovation(state, seat, _action, events) {
    const player = state.players[seat]!;
    const r = renovationOf(state);
    player.hospital = r.before.hospital;
    player.stored = r.before.stored;
    const turn = state.turn!;
    turn.renovation = null;
    turn.actionsLeft += 1;
    state.pending = { kind: 'turn', seat };
    events.push({ type: 'renovationCancelled', seat });
    return null;
  },
};
