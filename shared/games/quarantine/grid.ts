// A hospital's geometry: which tiles are connected, properly connected, in nurse stations, and
// whether a placement or a whole hospital follows the placement rules (rules section 3).
import { LOBBY_ENTRANCE, TILES, doorsAt, hasDoor, specialOf } from './tiles.js';
import type { PlacedTile, Rotation, SpecialId, Spot } from './types.js';

export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;
/** Coordinates stay within ±GRID_LIMIT: a hospital never needs more, and it bounds the action space. */
export const GRID_LIMIT = 40;
export const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];
/** At most this many tiles wait beside a hospital (rule 6). */
export const MAX_STORED = 2;

const key = (x: number, y: number): number => (x + 64) * 256 + (y + 64);

export type Cells = Map<number, PlacedTile>;

export function cellsOf(hospital: readonly PlacedTile[]): Cells {
  const cells: Cells = new Map();
  for (const t of hospital) cells.set(key(t.x, t.y), t);
  return cells;
}

export const at = (cells: Cells, x: number, y: number): PlacedTile | undefined => cells.get(key(x, y));
export const tileAt = (hospital: readonly PlacedTile[], x: number, y: number): PlacedTile | undefined => hospital.find((t) => t.x === x && t.y === y);
export const inGrid = (x: number, y: number): boolean => Math.abs(x) <= GRID_LIMIT && Math.abs(y) <= GRID_LIMIT;

export const doorsOf = (t: PlacedTile): number => doorsAt(t.tile, t.rot);

/** Tiles connected to `t` (adjacent, with open doors on both sides of the shared side). */
export function connections(cells: Cells, x: number, y: number, doors: number): PlacedTile[] {
  const out: PlacedTile[] = [];
  for (let side = 0; side < 4; side++) {
    if (!hasDoor(doors, side)) continue;
    const n = at(cells, x + DX[side]!, y + DY[side]!);
    if (n && hasDoor(doorsOf(n), (side + 2) % 4)) out.push(n);
  }
  return out;
}

export const lobbyOf = (hospital: readonly PlacedTile[]): PlacedTile | undefined => hospital.find((t) => TILES[t.tile]!.kind === 'lobby');

/** The cell in front of the lobby's entrance, which must stay free (rule 5). */
export function entranceCell(hospital: readonly PlacedTile[]): { x: number; y: number } | null {
  const lobby = lobbyOf(hospital);
  if (!lobby) return null;
  const side = (LOBBY_ENTRANCE + lobby.rot) % 4;
  return { x: lobby.x + DX[side]!, y: lobby.y + DY[side]! };
}

/** Tiles reachable from the lobby through connected tiles (quarantined ones passed through). */
export function properlyConnected(hospital: readonly PlacedTile[], cells = cellsOf(hospital)): Set<PlacedTile> {
  const lobby = lobbyOf(hospital);
  const seen = new Set<PlacedTile>();
  if (!lobby) return seen;
  const todo = [lobby];
  seen.add(lobby);
  while (todo.length > 0) {
    const t = todo.pop()!;
    for (const n of connections(cells, t.x, t.y, doorsOf(t))) {
      if (!seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  return seen;
}

/** Placed special rooms of a type that work: not quarantined (every placed tile is placed legally). */
export const working = (hospital: readonly PlacedTile[], special: SpecialId): PlacedTile[] => hospital.filter((t) => !t.virus && specialOf(t.tile) === special);
export const hasWorking = (hospital: readonly PlacedTile[], special: SpecialId): boolean => hospital.some((t) => !t.virus && specialOf(t.tile) === special);

/** The Heliport's effect on placement: 'working' lifts rules 1 and 3; 'quarantined' applies them to
 * tiles being placed only (rules §8.6); 'none' applies them to every tile. */
export type HeliportMode = 'working' | 'quarantined' | 'none';
export function heliportMode(hospital: readonly PlacedTile[]): HeliportMode {
  const pads = hospital.filter((t) => specialOf(t.tile) === 'heliport');
  if (pads.length === 0) return 'none';
  return pads.some((t) => !t.virus) ? 'working' : 'quarantined';
}

/** Top-left corners of every 2×2 block of tiles (each is a nurse station). */
export function nurseStations(hospital: readonly PlacedTile[], cells = cellsOf(hospital)): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (const t of hospital) {
    if (at(cells, t.x + 1, t.y) && at(cells, t.x, t.y + 1) && at(cells, t.x + 1, t.y + 1)) out.push({ x: t.x, y: t.y });
  }
  return out;
}

export interface PlacementError {
  code: string;
  message: string;
}
const fail = (code: string, message: string): PlacementError => ({ code, message });

/** Rule 4 for a tile at (x, y) with `doors`: a connection to a quarantined tile needs one to a tile
 * that is not quarantined (no connection at all passes). */
function quarantineOnly(cells: Cells, x: number, y: number, doors: number): boolean {
  const linked = connections(cells, x, y, doors);
  return linked.some((n) => n.virus) && !linked.some((n) => !n.virus);
}

/** What placement checks read of a hospital, computed once for many candidate spots. */
export interface PlacementContext {
  cells: Cells;
  reach: Set<PlacedTile>;
  mode: HeliportMode;
  entrance: { x: number; y: number } | null;
}

export function placementContext(hospital: readonly PlacedTile[]): PlacementContext {
  const cells = cellsOf(hospital);
  return { cells, reach: properlyConnected(hospital, cells), mode: heliportMode(hospital), entrance: entranceCell(hospital) };
}

/**
 * Why adding `tile` at `spot` to a legal hospital breaks a placement rule, or null. The hospital
 * being legal already, only the new tile needs checking: it must touch the hospital (rule 2), not
 * cover the entrance (5), connect through a door to a properly connected tile (1, 3; lifted by a
 * working Heliport) and not only to quarantined tiles (4).
 */
export function placementError(hospital: readonly PlacedTile[], tile: number, spot: Spot, ctx = placementContext(hospital)): PlacementError | null {
  const { cells, reach, mode, entrance } = ctx;
  const { x, y, rot } = spot;
  if (!inGrid(x, y)) return fail('off_grid', `coordinates stay within ±${GRID_LIMIT}`);
  if (at(cells, x, y)) return fail('cell_taken', 'a tile is already there (rule 2)');
  let touches = false;
  for (let side = 0; side < 4; side++) if (at(cells, x + DX[side]!, y + DY[side]!)) touches = true;
  if (!touches) return fail('not_adjacent', 'the hospital is one contiguous group: the tile must touch it (rule 2)');
  if (entrance && entrance.x === x && entrance.y === y) return fail('covers_entrance', "the lobby's entrance stays free (rule 5)");
  const doors = doorsAt(tile, rot);
  if (mode !== 'working') {
    const linked = connections(cells, x, y, doors);
    if (linked.length === 0) return fail('no_connection', 'the tile must connect to the hospital through an open door (rule 1)');
    if (!linked.some((n) => reach.has(n))) return fail('not_properly_connected', 'the tile must be reachable from the lobby (rule 3)');
  }
  if (quarantineOnly(cells, x, y, doors))
    return fail('quarantine_only', 'a tile connected to a quarantined tile must also connect to one that is not (rule 4)');
  return null;
}

/** Every spot where `tile` may be added to a legal hospital: only cells next to it, 4 rotations each. */
export function legalPlacements(hospital: readonly PlacedTile[], tile: number, ctx = placementContext(hospital)): Spot[] {
  const { cells } = ctx;
  const out: Spot[] = [];
  const seen = new Set<number>();
  for (const t of hospital) {
    for (let side = 0; side < 4; side++) {
      const x = t.x + DX[side]!,
        y = t.y + DY[side]!;
      const k = key(x, y);
      if (seen.has(k) || cells.has(k)) continue;
      seen.add(k);
      for (const rot of ROTATIONS) if (!placementError(hospital, tile, { x, y, rot }, ctx)) out.push({ x, y, rot });
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x || a.rot - b.rot);
}

/**
 * Why a whole hospital breaks the placement rules, or null: used at the end of a renovation and for
 * a starting hospital. `changed` lists the tiles placed, moved or rotated: rules 1 and 4 (and 3
 * under a quarantined Heliport) apply to them only; rules 2, 3 and 5 to the whole hospital.
 */
export function hospitalError(hospital: readonly PlacedTile[], changed: readonly number[]): PlacementError | null {
  const cells = cellsOf(hospital);
  if (cells.size !== hospital.length) return fail('cell_taken', 'two tiles on one cell (rule 2)');
  if (hospital.some((t) => !inGrid(t.x, t.y))) return fail('off_grid', `coordinates stay within ±${GRID_LIMIT}`);
  // Rule 2: one orthogonally contiguous group.
  const seen = new Set<PlacedTile>([hospital[0]!]);
  const todo = [hospital[0]!];
  while (todo.length > 0) {
    const t = todo.pop()!;
    for (let side = 0; side < 4; side++) {
      const n = at(cells, t.x + DX[side]!, t.y + DY[side]!);
      if (n && !seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  if (seen.size !== hospital.length) return fail('not_contiguous', 'the hospital must be one contiguous group (rule 2)');
  const entrance = entranceCell(hospital);
  if (entrance && at(cells, entrance.x, entrance.y)) return fail('covers_entrance', "the lobby's entrance stays free (rule 5)");
  const mode = heliportMode(hospital);
  const reach = properlyConnected(hospital, cells);
  if (mode === 'none' && reach.size !== hospital.length) return fail('not_properly_connected', 'every tile must be reachable from the lobby (rule 3)');
  for (const t of hospital) {
    if (!changed.includes(t.tile)) continue;
    const doors = doorsOf(t);
    if (mode !== 'working') {
      if (hospital.length > 1 && connections(cells, t.x, t.y, doors).length === 0) {
        return fail('no_connection', 'a placed or moved tile must connect to the hospital through an open door (rule 1)');
      }
      if (!reach.has(t)) return fail('not_properly_connected', 'a placed or moved tile must be reachable from the lobby (rule 3)');
    }
    if (quarantineOnly(cells, t.x, t.y, doors))
      return fail('quarantine_only', 'a tile connected to a quarantined tile must also connect to one that is not (rule 4)');
  }
  return null;
}
