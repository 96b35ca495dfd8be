// The printed material of Dice Hospital ER (rules sections 1, 2, 4, 5): the sheet's geometry, the 27
// ambulance cards and the 16 specialists. Data only.
import type { BedColour, Bonus, CardiologistId, Colour, EpidemiologistId, RadiologistId } from './types.js';

/** Every bed id is row × 100 + column on a grid of pointy-top hexagons whose even rows are shifted right. */
export interface Ward {
  /** Beds in filling order from the hall. */
  beds: number[];
  colours: BedColour[];
  /** Points when every bed is filled. */
  points: number;
}

const C: Record<string, BedColour> = { R: 'red', Y: 'yellow', G: 'green', W: 'white' };
const ward = (beds: number[], colours: string, points: number): Ward => ({ beds, colours: [...colours].map((c) => C[c]!), points });

/** The 7 wards, numbered 0-6 in the rulebook's scan order (from the left section, clockwise). */
export const WARDS: readonly Ward[] = [
  ward([301, 200, 100, 0], 'WGWR', 5),
  ward([302, 201, 101, 1, 2], 'GYWGY', 7),
  ward([202, 103, 3, 4, 5], 'RWRYR', 8),
  ward([203, 104, 105, 106], 'YYWG', 6),
  ward([304, 204, 205, 206, 307], 'GWYRW', 9),
  ward([403, 404, 305, 306, 406, 407], 'RGGRRG', 10),
  ward([504, 505, 506], 'YWY', 4),
];

/** All 32 beds, ward by ward in filling order. */
export const BEDS: readonly number[] = WARDS.flatMap((w) => w.beds);
/** Ward of each bed, and its position in the ward. */
export const BED_WARD: Readonly<Record<number, { ward: number; index: number }>> = Object.fromEntries(
  WARDS.flatMap((w, ward) => w.beds.map((bed, index) => [bed, { ward, index }])),
);

export const SCANNERS: readonly number[] = [102, 405];

const hexNeighbours = (id: number): number[] => {
  const r = Math.floor(id / 100);
  const c = id % 100;
  const rows =
    r % 2 === 1
      ? [
          [r, c - 1],
          [r, c + 1],
          [r - 1, c - 1],
          [r - 1, c],
          [r + 1, c - 1],
          [r + 1, c],
        ]
      : [
          [r, c - 1],
          [r, c + 1],
          [r - 1, c],
          [r - 1, c + 1],
          [r + 1, c],
          [r + 1, c + 1],
        ];
  return rows.filter(([rr, cc]) => rr! >= 0 && cc! >= 0).map(([rr, cc]) => rr! * 100 + cc!);
};

/** Beds adjacent to a bed (adjacency crosses ward walls; scanners are not beds). */
export const NEIGHBOURS: Readonly<Record<number, number[]>> = Object.fromEntries(BEDS.map((bed) => [bed, hexNeighbours(bed).filter((n) => n in BED_WARD)]));

/** The six beds around each scanner, and its three opposite pairs. */
export const SCANNER_BEDS: Readonly<Record<number, number[]>> = Object.fromEntries(SCANNERS.map((s) => [s, hexNeighbours(s)]));
export const OPPOSITE_PAIRS: Readonly<Record<number, [number, number][]>> = {
  102: [
    [1, 202],
    [2, 201],
    [101, 103],
  ],
  405: [
    [305, 506],
    [306, 505],
    [404, 406],
  ],
};

/** Axial hex coordinates (q, r) of a bed: neighbours differ by one of six unit steps. */
export function axial(id: number): [number, number] {
  const r = Math.floor(id / 100);
  const c = id % 100;
  return [c - (r + (r & 1)) / 2, r];
}

/** The nurse track: points of each circle. */
export const NURSE_TRACK: readonly number[] = [2, 5, 9, 14, 20, 27, 35];
export const MORGUE_BOXES = 4;
export const STARTING_STETHOSCOPES = 1;

// ---------------------------------------------------------------------------------------------
// Ambulance cards (section 4): the bonus under the red, yellow and green ambulance.

const S: Bonus = { kind: 'stethoscope' };
const B: Bonus = { kind: 'bloodBag' };
const K: Bonus = { kind: 'curtain' };
const X: Bonus = { kind: 'critical' };
const N: Bonus = { kind: 'nurse' };
const E = (colour: Colour, low: number): Bonus => ({ kind: 'extra', colour, values: [low, low + 1] });

export const AMBULANCE_CARDS: readonly Readonly<Record<Colour, Bonus>>[] = (
  [
    [X, E('red', 1), B],
    [N, K, E('red', 5)],
    [B, K, N],
    [B, X, E('yellow', 1)],
    [E('yellow', 5), N, K],
    [X, B, K],
    [E('green', 1), B, X],
    [K, E('green', 5), N],
    [K, N, X],
    [S, X, B],
    [B, N, X],
    [X, B, S],
    [S, N, K],
    [K, S, N],
    [N, K, S],
    [S, X, N],
    [N, S, X],
    [X, N, S],
    [E('red', 3), B, K],
    [K, E('yellow', 3), B],
    [B, K, E('green', 3)],
    [S, K, X],
    [X, S, K],
    [K, X, B],
    [X, N, B],
    [B, S, N],
    [N, B, S],
  ] as Bonus[][]
).map(([red, yellow, green]) => ({ red: red!, yellow: yellow!, green: green! }));

export const DECK_SIZE = AMBULANCE_CARDS.length; // 27
/** Cards put back unseen at setup: 3, or 2 with 5 players (the deck size is the number of turns). */
export const removedCards = (players: number): number => (players === 5 ? 2 : 3);

// ---------------------------------------------------------------------------------------------
// Specialists (section 5).

export const CARDIOLOGISTS: readonly CardiologistId[] = ['stethoscopes', 'scanner', 'nurses', 'blood_bags', 'all_wards', 'two_wards'];
export const RADIOLOGISTS: readonly RadiologistId[] = [
  'critical_near_scanner',
  'extreme_scanner',
  'high_near_scanner',
  'opposite_pairs',
  'equal_around_scanner',
];
export const EPIDEMIOLOGISTS: readonly EpidemiologistId[] = ['sequence', 'lines', 'largest_group', 'frequency', 'triangles'];

/** What URSULE scores for the radiologist and epidemiologist in a solo game (the card's solo value). */
export const SOLO_VALUES: Readonly<Record<RadiologistId | EpidemiologistId, number>> = {
  critical_near_scanner: 8,
  extreme_scanner: 10,
  high_near_scanner: 8,
  opposite_pairs: 8,
  equal_around_scanner: 10,
  sequence: 10,
  lines: 10,
  largest_group: 9,
  frequency: 9,
  triangles: 8,
};
