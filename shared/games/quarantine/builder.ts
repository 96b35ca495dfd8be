// buildPosition: a full GameState from a compact description, for tests, tutorials and bug reports.
// The position waits for the active seat's turn (round 2 by default: no first-round draw rule).
//
// A hospital is a list of tiles separated by spaces, each `code@x,y[/rot][!][[patients]]`:
//   code: L lobby; R Y G B the seat's starting rooms; r y g b an additional treatment room; or a
//   special room id (storage, heliport, ...). `/rot` quarter turns (default 0), `!` a grey cube,
//   `[rgb]` patients by initial (b blue, g green, r red, y yellow).
// e.g. 'L@0,0 R@1,0/1[r] G@-1,0 Y@0,-1/1 B@1,-1/3 storage@2,0/3!'
// Cubes left out of every description (bag, stock) fill the bag, so cube counts add up.
import { testKey } from '../../random.js';
import { addCubes, cubesOf, noCubes, total } from './cubes.js';
import { newTurn } from './flow.js';
import { hospitalError } from './grid.js';
import { PATIENTS_PER_COLOUR, VIRUSES, dealSetup, emptyState } from './setup.js';
import { LOBBY, SPECIAL_IDS, SPECIAL_TILES, START_ROOM, colourOf } from './tiles.js';
import type { Colour, Cubes, GameState, PlacedTile, Rotation, SpecialId, TurnState } from './types.js';
import { COLOURS } from './types.js';

export interface SeatDescription {
  /** Default: the starting hospital 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3'. */
  hospital?: string;
  /** Patients by initial, front first: 'rrgb'. */
  queue?: string;
  supply?: Partial<Cubes>;
  markers?: number;
  /** Stored tiles: ids, or special ids / 'r' 'g' 'b' 'y' for a market tile. */
  stored?: (number | string)[];
}

export interface PositionDescription {
  players?: number | string[];
  key?: string;
  seats?: SeatDescription[];
  /** The seat whose turn it is (default 0). */
  active?: number;
  round?: number;
  /** The special room types of the market (default: the 8 dealt by the key). */
  specials?: SpecialId[];
  /** Piles under contract or priced: by type. */
  contracts?: { special: SpecialId; price: Partial<Cubes>; holder: number | null; since?: number }[];
  bag?: Partial<Cubes>;
  stock?: number;
  box?: Partial<Cubes>;
  markerStock?: number;
  turn?: Partial<TurnState>;
  endTriggeredBy?: number;
  finalTurns?: number[];
  /** Skip the check that every hospital follows the placement rules. */
  unchecked?: boolean;
}

export const DEFAULT_HOSPITAL = 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3';
const INITIAL: Record<string, Colour> = { b: 'blue', g: 'green', r: 'red', y: 'yellow' };

export function parseColours(text: string): Colour[] {
  return [...text].map((ch) => {
    const c = INITIAL[ch];
    if (!c) throw new Error(`buildPosition: "${ch}" is not a colour initial (b g r y)`);
    return c;
  });
}

/** Hands out tiles from the market (additional rooms, special piles) as the description uses them. */
function takeTile(state: GameState, code: string): number {
  const colour = INITIAL[code];
  if (colour) {
    const tile = state.treatmentRooms.find((t) => colourOf(t) === colour);
    if (tile === undefined) throw new Error(`buildPosition: no ${colour} additional room left`);
    state.treatmentRooms = state.treatmentRooms.filter((t) => t !== tile);
    return tile;
  }
  if (!SPECIAL_IDS.includes(code as SpecialId)) throw new Error(`buildPosition: unknown tile code "${code}"`);
  const pile = state.piles.find((p) => p.special === code);
  if (pile && pile.tiles.length > 0) {
    const [tile] = pile.tiles;
    pile.tiles = pile.tiles.slice(1);
    return tile!;
  }
  const used = new Set(state.players.flatMap((p) => [...p.hospital.map((t) => t.tile), ...p.stored]));
  const free = SPECIAL_TILES(code as SpecialId).find((t) => !used.has(t));
  if (free === undefined) throw new Error(`buildPosition: both ${code} tiles are used`);
  return free;
}

export function parseHospital(state: GameState, seat: number, text: string): PlacedTile[] {
  const out: PlacedTile[] = [];
  for (const entry of text.trim().split(/\s+/)) {
    const m = /^([A-Za-z_]+)@(-?\d+),(-?\d+)(?:\/([0-3]))?(!)?(?:\[([bgry]*)\])?$/.exec(entry);
    if (!m) throw new Error(`buildPosition: bad tile "${entry}" (code@x,y[/rot][!][[patients]])`);
    const code = m[1]!;
    const start: Record<string, Colour> = { R: 'red', Y: 'yellow', G: 'green', B: 'blue' };
    const tile = code === 'L' ? LOBBY(seat) : start[code] ? START_ROOM(seat, start[code]!) : takeTile(state, code);
    out.push({ tile, x: Number(m[2]), y: Number(m[3]), rot: Number(m[4] ?? 0) as Rotation, virus: m[5] === '!', patients: parseColours(m[6] ?? '') });
  }
  return out;
}

/** Every cube outside the bag. */
function cubesOutside(state: GameState): Cubes {
  const out = noCubes();
  out.grey += state.stock;
  addCubes(out, state.box);
  for (const p of state.players) {
    addCubes(out, p.supply);
    for (const c of p.queue) out[c] += 1;
    for (const t of p.hospital) {
      if (t.virus) out.grey += 1;
      for (const c of t.patients) out[c] += 1;
    }
  }
  for (const pile of state.piles) if (pile.price) addCubes(out, pile.price);
  return out;
}

export function buildPosition(desc: PositionDescription = {}): GameState {
  const names = Array.isArray(desc.players) ? desc.players : Array.from({ length: desc.players ?? 2 }, (_, i) => `Player ${i + 1}`);
  const state = emptyState({ players: names, key: desc.key ?? testKey(1) });
  dealSetup(state);
  if (desc.specials) {
    const copies = names.length === 2 ? 1 : 2;
    state.piles = desc.specials.map((special) => ({ special, tiles: SPECIAL_TILES(special).slice(0, copies), price: null, holder: null, since: 0 }));
  }
  state.players.forEach((player, seat) => {
    const d = desc.seats?.[seat] ?? {};
    player.toArrange = [];
    player.hospital = parseHospital(state, seat, d.hospital ?? DEFAULT_HOSPITAL);
    player.queue = parseColours(d.queue ?? '');
    player.supply = cubesOf(d.supply ?? {});
    player.markers = d.markers ?? 0;
    player.stored = (d.stored ?? []).map((s) => (typeof s === 'number' ? s : takeTile(state, s)));
    if (!desc.unchecked) {
      const problem = hospitalError(player.hospital, []);
      if (problem) throw new Error(`buildPosition: seat ${seat}'s hospital: ${problem.message}`);
    }
  });
  for (const c of desc.contracts ?? []) {
    const pile = state.piles.find((p) => p.special === c.special);
    if (!pile) throw new Error(`buildPosition: no ${c.special} pile in the market`);
    Object.assign(pile, { price: cubesOf(c.price), holder: c.holder, since: c.since ?? 0 });
  }
  state.stock = desc.stock ?? 0;
  state.box = cubesOf(desc.box ?? {});
  const markersHeld = state.players.reduce((n, p) => n + p.markers, 0);
  state.markerStock = desc.markerStock ?? Math.max(0, 8 - markersHeld);
  if (desc.bag) state.bag = cubesOf(desc.bag);
  else {
    const outside = cubesOutside(state);
    state.bag = cubesOf({});
    for (const c of COLOURS) state.bag[c] = Math.max(0, PATIENTS_PER_COLOUR - outside[c]);
    state.bag.grey = Math.max(0, VIRUSES - outside.grey);
  }
  if (total(state.bag) === 0 && desc.bag === undefined) throw new Error('buildPosition: no cube left for the bag');
  const active = desc.active ?? 0;
  state.phase = 'playing';
  state.firstPlayer = 0;
  state.round = desc.round ?? 2;
  state.turnNumber = (state.round - 1) * names.length + active + 1;
  state.turn = { ...newTurn(active, 4), ...desc.turn, seat: active };
  state.pending = { kind: 'turn', seat: active };
  if (desc.endTriggeredBy !== undefined) {
    state.endTriggeredBy = desc.endTriggeredBy;
    state.finalTurns = desc.finalTurns ?? [];
  }
  return state;
}
