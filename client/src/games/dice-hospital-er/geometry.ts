// The sheet's hex geometry for SVG: pointy-top hexagons, even rows shifted right by half a hex
// (the engine's bed ids are row × 100 + column, see shared/games/dice-hospital-er/catalogue.ts).
import { BED_WARD, BEDS, SCANNERS, WARDS } from '../../../../shared/games/dice-hospital-er/index.js';

/** Hex radius (centre to corner) in SVG units, and the hex width. */
export const R = 30;
export const W = Math.sqrt(3) * R;
export const MARGIN_X = 16;
export const MARGIN_Y = 22;

/** The hall, where every ward starts: the empty hex in the middle of row 3. */
export const HALL = 303;

export function centre(id: number): [number, number] {
  const row = Math.floor(id / 100);
  const col = id % 100;
  return [MARGIN_X + W / 2 + col * W + (row % 2 === 0 ? W / 2 : 0), MARGIN_Y + R + row * 1.5 * R];
}

/** Corner i of a pointy-top hex: 0 upper right, then clockwise (lower right, bottom, lower left, upper left, top). */
export function corner([x, y]: [number, number], i: number, radius = R): [number, number] {
  const a = (Math.PI / 180) * (60 * i - 30);
  return [x + radius * Math.cos(a), y + radius * Math.sin(a)];
}

export function hexPoints(c: [number, number], radius = R): string {
  return Array.from({ length: 6 }, (_, i) =>
    corner(c, i, radius)
      .map((v) => v.toFixed(1))
      .join(','),
  ).join(' ');
}

/** The cell across edge i (between corners i and i+1): east, south-east, south-west, west, north-west, north-east. */
export function across(id: number, edge: number): number | null {
  const r = Math.floor(id / 100);
  const c = id % 100;
  const odd = r % 2 === 1;
  const steps: [number, number][] = odd
    ? [
        [0, 1],
        [1, 0],
        [1, -1],
        [0, -1],
        [-1, -1],
        [-1, 0],
      ]
    : [
        [0, 1],
        [1, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
        [-1, 1],
      ];
  const [dr, dc] = steps[edge]!;
  if (r + dr < 0 || c + dc < 0) return null;
  return (r + dr) * 100 + c + dc;
}

/** Edges drawn thick: where a bed meets another ward, a scanner, the hall or the outside. */
export function wardWalls(): { x1: number; y1: number; x2: number; y2: number; outer: boolean }[] {
  const walls: { x1: number; y1: number; x2: number; y2: number; outer: boolean }[] = [];
  for (const bed of BEDS) {
    const ward = BED_WARD[bed]!.ward;
    for (let e = 0; e < 6; e++) {
      const other = across(bed, e);
      const otherWard = other !== null ? BED_WARD[other]?.ward : undefined;
      if (otherWard === ward) continue;
      // Shared walls between two wards are drawn once (from the lower bed id).
      if (otherWard !== undefined && other! < bed) continue;
      const [x1, y1] = corner(centre(bed), e);
      const [x2, y2] = corner(centre(bed), (e + 1) % 6);
      walls.push({ x1, y1, x2, y2, outer: otherWard === undefined && !SCANNERS.includes(other ?? -1) && other !== HALL });
    }
  }
  return walls;
}

/** Where each ward's points badge sits: beside its last bed, on a side with no bed (angle in
 * degrees, 0 east, −90 north; far enough not to cover the bed's colour letter). */
const BADGE_SIDE: [number, number][] = [
  [-160, 48],
  [-90, 39],
  [-20, 48],
  [0, 48],
  [0, 48],
  [60, 44],
  [0, 48],
];
export const BADGE_W = 40;
export const BADGE_H = 20;
export const WARD_BADGES: [number, number][] = WARDS.map((w, i) => {
  const [x, y] = centre(w.beds[w.beds.length - 1]!);
  const [angle, d] = BADGE_SIDE[i]!;
  const a = (Math.PI / 180) * angle;
  return [x + d * Math.cos(a), y + d * Math.sin(a)];
});

const ALL = [...BEDS, ...SCANNERS, HALL];
export const WIDTH = Math.max(...ALL.map((id) => centre(id)[0] + W / 2), ...WARD_BADGES.map(([x]) => x + BADGE_W / 2)) + 3;
export const HEIGHT = Math.max(...ALL.map((id) => centre(id)[1] + R), ...WARD_BADGES.map(([, y]) => y + BADGE_H / 2)) + 3;
