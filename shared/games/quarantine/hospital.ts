// What a hospital's tiles do: room capacity (Storage), admission, curing (On-Call Room), where a
// virus may land and spread, and the end-of-game score.
import { DX, DY, at, cellsOf, connections, doorsOf, hasWorking, heliportMode, nurseStations, properlyConnected, working } from './grid.js';
import { colourOf, isTreatmentRoom, specialOf } from './tiles.js';
import type { Colour, PlacedTile, PlayerState, ScoreBreakdown } from './types.js';

/** Colours of the treatment rooms connected to `t`. */
function connectedColours(hospital: readonly PlacedTile[], t: PlacedTile, cells = cellsOf(hospital)): Set<Colour> {
  const out = new Set<Colour>();
  for (const n of connections(cells, t.x, t.y, doorsOf(t))) {
    if (isTreatmentRoom(n.tile)) out.add(colourOf(n.tile)!);
  }
  return out;
}

/** How many patients a treatment room holds: 1, plus 1 for each working Storage connected to a
 * treatment room of its colour (a room connected to the Storage is one such room). */
export function capacity(hospital: readonly PlacedTile[], room: PlacedTile, cells = cellsOf(hospital)): number {
  const colour = colourOf(room.tile)!;
  let extra = 0;
  for (const storage of working(hospital, 'storage')) if (connectedColours(hospital, storage, cells).has(colour)) extra += 1;
  return 1 + extra;
}

/** The room the front patient of colour `colour` would go to: the first (in reading order) working,
 * properly connected treatment room of its colour with room, or null. A working Heliport lifts the
 * connection requirement (rules §8.6). */
export function admissionRoom(hospital: readonly PlacedTile[], colour: Colour): PlacedTile | null {
  const cells = cellsOf(hospital);
  const reach = heliportMode(hospital) === 'working' ? null : properlyConnected(hospital, cells);
  let best: PlacedTile | null = null;
  for (const t of hospital) {
    if (t.virus || !isTreatmentRoom(t.tile) || colourOf(t.tile) !== colour) continue;
    if (reach && !reach.has(t)) continue;
    if (t.patients.length >= capacity(hospital, t, cells)) continue;
    if (!best || t.y < best.y || (t.y === best.y && t.x < best.x)) best = t;
  }
  return best;
}

/** Admit: front patients into rooms until the front one cannot go; how many went in. Mutates. */
export function admitQueue(player: PlayerState): number {
  let count = 0;
  while (player.queue.length > 0) {
    const room = admissionRoom(player.hospital, player.queue[0]!);
    if (!room) break;
    room.patients.push(player.queue.shift()!);
    count += 1;
  }
  return count;
}

/** The colours a Cure of `colour` cures: it, and with a working On-Call Room the colours of the
 * treatment rooms connected to it. */
export function cureColours(hospital: readonly PlacedTile[], colour: Colour): Set<Colour> {
  const out = new Set<Colour>([colour]);
  const cells = cellsOf(hospital);
  for (const room of working(hospital, 'on_call_room')) for (const c of connectedColours(hospital, room, cells)) out.add(c);
  return out;
}

/** Cure: every patient of those colours on a tile that is not quarantined goes to the supply. Mutates. */
export function curePatients(player: PlayerState, colours: Set<Colour>): number {
  let count = 0;
  for (const t of player.hospital) {
    if (t.virus || t.patients.length === 0) continue;
    const kept: Colour[] = [];
    for (const p of t.patients) {
      if (colours.has(p)) {
        player.supply[p] += 1;
        count += 1;
      } else kept.push(p);
    }
    t.patients = kept;
  }
  return count;
}

export const curable = (player: PlayerState, colour: Colour): number => {
  const colours = cureColours(player.hospital, colour);
  let n = 0;
  for (const t of player.hospital) if (!t.virus) for (const p of t.patients) if (colours.has(p)) n += 1;
  return n;
};

const immune = (t: PlacedTile): boolean => specialOf(t.tile) === 'containment';

/** Tiles a drawn virus may land on: any tile when none is quarantined, else a tile that is not
 * quarantined next to one that is; never a Containment (rules §8.1). */
export function virusTargets(hospital: readonly PlacedTile[]): PlacedTile[] {
  const sick = hospital.filter((t) => t.virus);
  if (sick.length === 0) return hospital.filter((t) => !immune(t));
  const cells = cellsOf(hospital);
  return hospital.filter((t) => !t.virus && !immune(t) && [0, 1, 2, 3].some((s) => at(cells, t.x + DX[s]!, t.y + DY[s]!)?.virus));
}

/** Where a virus that landed on (x, y) may spread: another tile of a nurse station holding it,
 * sharing a side with it, neither quarantined nor a Containment. */
export function spreadTargets(hospital: readonly PlacedTile[], x: number, y: number): PlacedTile[] {
  const cells = cellsOf(hospital);
  const out = new Set<PlacedTile>();
  for (const s of nurseStations(hospital, cells)) {
    if (x < s.x || x > s.x + 1 || y < s.y || y > s.y + 1) continue;
    for (const [nx, ny] of [
      [2 * s.x + 1 - x, y],
      [x, 2 * s.y + 1 - y],
    ] as const) {
      const n = at(cells, nx, ny);
      if (n && !n.virus && !immune(n)) out.add(n);
    }
  }
  return [...out].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Cubes in the supply for scoring and paying: greys count (2 = 1) only with a working Lab. */
export function countedCubes(player: PlayerState): number {
  const s = player.supply;
  const greys = hasWorking(player.hospital, 'lab') ? Math.floor(s.grey / 2) : 0;
  return s.blue + s.green + s.red + s.yellow + greys;
}

/** Rules section 7: nurse stations, special rooms (quarantined ones too, §8.13), cube pairs, an empty queue. */
export function scorePlayer(player: PlayerState): ScoreBreakdown {
  const nurse = nurseStations(player.hospital).length;
  const specialRooms = player.hospital.filter((t) => specialOf(t.tile) !== undefined).length;
  const cubePairs = Math.floor(countedCubes(player) / 2);
  const emptyQueue = player.queue.length === 0 ? 1 : 0;
  return { nurseStations: nurse, specialRooms, cubePairs, emptyQueue, total: nurse + specialRooms + cubePairs + emptyQueue };
}
