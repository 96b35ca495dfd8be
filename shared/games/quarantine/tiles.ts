// The tiles as data: every tile of the box has an id (its index in TILES), a kind and its open
// doors at rotation 0, as a 4-bit mask (bit s = side s open; sides 0 N, 1 E, 2 S, 3 W).
import type { Colour, SpecialId } from './types.js';
import { COLOURS } from './types.js';

export type TileKind = 'lobby' | 'start' | 'treatment' | 'special';

export interface TileDef {
  kind: TileKind;
  /** Treatment rooms' colour. */
  colour?: Colour;
  special?: SpecialId;
  doors: number;
}

const N = 1,
  E = 2,
  S = 4,
  W = 8;

/** Door layouts by name (rules section 1, Decision table). */
const ONE = N;
const OPPOSITE = N | S;
const ADJACENT = N | E;
const THREE = N | E | S;
const FOUR = N | E | S | W;

/** The lobby's entrance is its south side at rotation 0; it turns with the lobby. */
export const LOBBY_ENTRANCE = 2;

export const START_DOORS: Record<Colour, number> = { red: OPPOSITE, yellow: ADJACENT, green: THREE, blue: ONE };
export const TREATMENT_DOORS = THREE;

export interface SpecialDef {
  id: SpecialId;
  name: string;
  doors: number;
  /** Gives a new action (as opposed to improving one or working for free). */
  action: boolean;
}

/** The 14 special room types, in the rulebook's order (rules section 6). */
export const SPECIALS: readonly SpecialDef[] = [
  { id: 'triage', name: 'Triage', doors: OPPOSITE, action: false },
  { id: 'pharmacy', name: 'Pharmacy', doors: ONE, action: true },
  { id: 'gift_shop', name: 'Gift Shop', doors: ONE, action: true },
  { id: 'storage', name: 'Storage', doors: THREE, action: false },
  { id: 'security', name: 'Security', doors: OPPOSITE, action: false },
  { id: 'maintenance', name: 'Maintenance', doors: THREE, action: false },
  { id: 'pathology', name: 'Pathology', doors: FOUR, action: true },
  { id: 'containment', name: 'Containment', doors: ONE, action: false },
  { id: 'emergency_room', name: 'Emergency Room', doors: ADJACENT, action: false },
  { id: 'heliport', name: 'Heliport', doors: ONE, action: false },
  { id: 'lab', name: 'Lab', doors: OPPOSITE, action: false },
  { id: 'cafeteria', name: 'Cafeteria', doors: ADJACENT, action: false },
  { id: 'purchasing', name: 'Purchasing', doors: ADJACENT, action: false },
  { id: 'on_call_room', name: 'On-Call Room', doors: THREE, action: false },
];
export const SPECIAL_IDS: readonly SpecialId[] = SPECIALS.map((s) => s.id);

/** Tile ids: lobbies 0-3 (seat s has lobby s), starting rooms 4-19 (seat s: 4 + 4s + colour index),
 * additional treatment rooms 20-27 (two per colour), special rooms 28-55 (type k: 28 + 2k, 29 + 2k). */
export const LOBBY = (seat: number): number => seat;
export const START_ROOM = (seat: number, colour: Colour): number => 4 + 4 * seat + COLOURS.indexOf(colour);
export const TREATMENT_ROOMS: readonly number[] = Array.from({ length: 8 }, (_, i) => 20 + i);
export const SPECIAL_TILES = (special: SpecialId): [number, number] => {
  const k = SPECIAL_IDS.indexOf(special);
  return [28 + 2 * k, 29 + 2 * k];
};

export const TILES: readonly TileDef[] = [
  ...[0, 1, 2, 3].map((): TileDef => ({ kind: 'lobby', doors: FOUR })),
  ...[0, 1, 2, 3].flatMap(() => COLOURS.map((colour): TileDef => ({ kind: 'start', colour, doors: START_DOORS[colour] }))),
  ...TREATMENT_ROOMS.map((_, i): TileDef => ({ kind: 'treatment', colour: COLOURS[i >> 1]!, doors: TREATMENT_DOORS })),
  ...SPECIALS.flatMap((s): TileDef[] => [0, 1].map(() => ({ kind: 'special', special: s.id, doors: s.doors }))),
];

export const isTreatmentRoom = (tile: number): boolean => {
  const kind = TILES[tile]!.kind;
  return kind === 'start' || kind === 'treatment';
};
export const specialOf = (tile: number): SpecialId | undefined => TILES[tile]!.special;
export const colourOf = (tile: number): Colour | undefined => TILES[tile]!.colour;

/** The open doors of a tile turned `rot` quarter turns clockwise: side s moves to side s + rot. */
export function doorsAt(tile: number, rot: number): number {
  const d = TILES[tile]!.doors;
  return ((d << rot) | (d >> (4 - rot))) & 15;
}

export const hasDoor = (doors: number, side: number): boolean => (doors & (1 << side)) !== 0;
