// Specialists' objectives and end scoring (rules sections 5 and 6).
import { BEDS, NEIGHBOURS, NURSE_TRACK, OPPOSITE_PAIRS, SCANNERS, SCANNER_BEDS, SOLO_VALUES, WARDS, axial } from './catalogue.js';
import { bedValues, fullWards, isFull } from './sheet.js';
import type { CardiologistId, EpidemiologistId, Options, RadiologistId, ScoreBreakdown, Sheet } from './types.js';

// ---------------------------------------------------------------------------------------------
// Cardiologists: objectives met over the game.

export function meetsCardiologist(sheet: Sheet, id: CardiologistId): boolean {
  switch (id) {
    case 'stethoscopes':
      return sheet.stethoscopesGained >= 8;
    case 'blood_bags':
      return sheet.bloodBagsGained >= 4;
    case 'nurses':
      return sheet.nurses >= 3;
    case 'all_wards':
      return sheet.wards.every((w) => w.length > 0);
    case 'two_wards':
      return fullWards(sheet) >= 2;
    case 'scanner': {
      const values = bedValues(sheet);
      return SCANNERS.some((s) => SCANNER_BEDS[s]!.every((bed) => values.has(bed)));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Radiologists.

export function radiologistScore(sheet: Sheet, id: RadiologistId): number {
  const values = bedValues(sheet);
  const around = (s: number) => SCANNER_BEDS[s]!.filter((bed) => values.has(bed)).map((bed) => values.get(bed)!);
  switch (id) {
    case 'critical_near_scanner': {
      const near = new Set(SCANNERS.flatMap((s) => SCANNER_BEDS[s]!));
      const sum = sheet.critical.filter((bed) => near.has(bed)).reduce((t, bed) => t + values.get(bed)!, 0);
      return Math.ceil(sum / 2);
    }
    case 'extreme_scanner':
      return (
        SCANNERS.filter((s) => {
          const vs = around(s);
          const sum = vs.reduce((a, b) => a + b, 0);
          return vs.length === 6 && (sum <= 12 || sum >= 30);
        }).length * 10
      );
    case 'high_near_scanner':
      return SCANNERS.reduce((t, s) => t + around(s).filter((v) => v >= 4).length * 2, 0);
    case 'opposite_pairs':
      return SCANNERS.reduce((t, s) => t + OPPOSITE_PAIRS[s]!.filter(([a, b]) => values.has(a) && values.get(a) === values.get(b)).length * 4, 0);
    case 'equal_around_scanner':
      // Decision: per scanner only the largest group of equal values counts.
      return SCANNERS.reduce((t, s) => {
        const counts = [0, 0, 0, 0, 0, 0, 0];
        for (const v of around(s)) counts[v]! += 1;
        const most = Math.max(...counts);
        return t + (most >= 3 ? (most - 2) * 5 : 0);
      }, 0);
  }
}

// ---------------------------------------------------------------------------------------------
// Epidemiologists. Patterns that "use a patient once" count the maximum number of disjoint ones.

const BED_INDEX = new Map(BEDS.map((bed, i) => [bed, i]));
const BY_AXIAL = new Map(BEDS.map((bed) => [axial(bed).join(), bed]));
const bedAt = (q: number, r: number): number | undefined => BY_AXIAL.get(`${q},${r}`);
const LINE_STEPS: [number, number][] = [
  [1, 0],
  [0, 1],
  [1, -1],
];

/** Every straight line of 3 beds (in each of the three hex directions). */
export const LINES: readonly number[][] = BEDS.flatMap((bed) => {
  const [q, r] = axial(bed);
  return LINE_STEPS.flatMap(([dq, dr]) => {
    const b = bedAt(q + dq, r + dr);
    const c = bedAt(q + 2 * dq, r + 2 * dr);
    return b !== undefined && c !== undefined ? [[bed, b, c]] : [];
  });
});

/** Every triangle of three mutually adjacent beds. */
export const TRIANGLES: readonly number[][] = BEDS.flatMap((a) =>
  NEIGHBOURS[a]!.filter((b) => BED_INDEX.get(b)! > BED_INDEX.get(a)!).flatMap((b) =>
    NEIGHBOURS[a]!.filter((c) => BED_INDEX.get(c)! > BED_INDEX.get(b)! && NEIGHBOURS[b]!.includes(c)).map((c) => [a, b, c]),
  ),
);

/** The largest number of pairwise disjoint patterns (each a set of beds). Exact: branches on the
 * lowest bed any remaining pattern uses, memoised on the set of beds still free. */
export function maxDisjoint(patterns: readonly number[][]): number {
  const masks = patterns.map((p) => p.reduce((m, bed) => m | (1 << BED_INDEX.get(bed)!), 0) >>> 0);
  const memo = new Map<string, number>();
  const solve = (candidates: number[]): number => {
    if (candidates.length === 0) return 0;
    const key = candidates.join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let union = 0;
    for (const m of candidates) union = (union | m) >>> 0;
    const low = (union & -union) >>> 0;
    // Either the lowest bed is left unused, or one of the patterns through it is taken.
    let best = solve(candidates.filter((m) => (m & low) === 0));
    for (const m of candidates) {
      if ((m & low) === 0) continue;
      best = Math.max(best, 1 + solve(candidates.filter((o) => (o & m) === 0)));
    }
    memo.set(key, best);
    return best;
  };
  return solve([...new Set(masks)]);
}

/** Every path of six adjacent patients with values 1, 2, 3, 4, 5, 6 in order. */
function sequences(values: Map<number, number>): number[][] {
  const paths: number[][] = [];
  const extend = (path: number[]) => {
    if (path.length === 6) return void paths.push(path);
    for (const n of NEIGHBOURS[path.at(-1)!]!) if (values.get(n) === path.length + 1) extend([...path, n]);
  };
  for (const [bed, v] of values) if (v === 1) extend([bed]);
  return paths;
}

export function epidemiologistScore(sheet: Sheet, id: EpidemiologistId): number {
  const values = bedValues(sheet);
  switch (id) {
    case 'sequence':
      return 10 * maxDisjoint(sequences(values));
    case 'lines':
      return 5 * maxDisjoint(LINES.filter(([a, b, c]) => values.has(a!) && values.get(a!) === values.get(b!) && values.get(a!) === values.get(c!)));
    case 'triangles':
      return 4 * maxDisjoint(TRIANGLES.filter((t) => t.every((bed) => values.has(bed)) && new Set(t.map((bed) => values.get(bed)! % 2)).size === 1));
    case 'largest_group': {
      let largest = 0;
      const seen = new Set<number>();
      for (const [bed, v] of values) {
        if (seen.has(bed)) continue;
        let size = 0;
        const stack = [bed];
        seen.add(bed);
        while (stack.length > 0) {
          const b = stack.pop()!;
          size += 1;
          for (const n of NEIGHBOURS[b]!) if (!seen.has(n) && values.get(n) === v) (seen.add(n), stack.push(n));
        }
        largest = Math.max(largest, size);
      }
      return 3 * largest;
    }
    case 'frequency': {
      // While any value 1-6 is absent, nothing is subtracted (rulebook p.11).
      const counts = [1, 2, 3, 4, 5, 6].map((v) => [...values.values()].filter((x) => x === v).length);
      return 3 * (Math.max(...counts) - Math.min(...counts));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// End scoring.

export const nursePoints = (sheet: Sheet): number => (sheet.nurses === 0 ? 0 : NURSE_TRACK[sheet.nurses - 1]!);
export const wardPoints = (sheet: Sheet): number => WARDS.reduce((t, w, i) => t + (isFull(sheet, i) ? w.points : 0), 0);
export function criticalPoints(sheet: Sheet): number {
  const values = bedValues(sheet);
  return sheet.critical.reduce((t, bed) => t + values.get(bed)!, 0);
}

/** A player's final score (`ursule` set: URSULE's, with her fixed specialist values and the difficulty options). */
export function scoreSheet(sheet: Sheet, radiologist: RadiologistId, epidemiologist: EpidemiologistId, ursule?: Options): ScoreBreakdown {
  const parts: Omit<ScoreBreakdown, 'total'> = {
    wards: wardPoints(sheet),
    nurses: nursePoints(sheet),
    radiologist: ursule ? SOLO_VALUES[radiologist] : radiologistScore(sheet, radiologist),
    epidemiologist: ursule ? SOLO_VALUES[epidemiologist] : epidemiologistScore(sheet, epidemiologist),
    critical: criticalPoints(sheet),
    cardiologists: sheet.cardiologistPoints,
    morgue: 0 - sheet.morgue, // not -sheet.morgue: -0 would not survive JSON (a stored or synced score would differ)
  };
  if (ursule?.equipment) parts.equipment = 1 + (ursule.preparation ? 4 : 0) + sheet.stethoscopesGained + sheet.bloodBagsGained;
  if (ursule?.isolation) parts.isolation = sheet.curtains.length;
  if (ursule?.capacity) parts.capacity = sheet.wards.reduce((t, w, i) => t + (isFull(sheet, i) ? 0 : w.length), 0);
  const total = Object.values(parts).reduce((a, b) => a + (b ?? 0), 0);
  return { ...parts, total };
}
