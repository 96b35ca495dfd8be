// How good a sheet is, in points: what it scores now (full wards, nurses, critical patients, the
// specialists, the morgue) plus what it may still score in the turns left (wards likely to be
// completed, nurses still to gain, cardiologists within reach, stethoscopes and blood bags in hand).
// The weights are judgement, tuned against random bots and URSULE (npm run bench:er-bots).
import { NEIGHBOURS, NURSE_TRACK, OPPOSITE_PAIRS, SCANNERS, SCANNER_BEDS, WARDS } from '../catalogue.js';
import { LINES, criticalPoints, epidemiologistScore, meetsCardiologist, nursePoints, radiologistScore } from '../scoring.js';
import { bedValues, fullWards, minimumValue } from '../sheet.js';
import type { CardiologistCard, CardiologistId, EpidemiologistId, RadiologistId, Sheet } from '../types.js';

/** What the evaluation needs to know of the game besides the sheet (all of it public). */
export interface EvalContext {
  /** Turns still to come after the current one (0 on the last turn). */
  turnsLeft: number;
  radiologist: RadiologistId;
  epidemiologist: EpidemiologistId;
  /** The cardiologists in play (value 0 once discarded). */
  cardiologists: readonly CardiologistCard[];
  seat: number;
  solo: boolean;
}

/** The evaluation's weights (judgement, tuned with npm run bench:er-bots). */
export const WEIGHTS = {
  /** Chance of getting one more bed of a ward right, by its slack (values it may skip: room − beds left). */
  bedChance: [0.5, 0.64, 0.73, 0.8, 0.85, 0.88, 0.9],
  /** Per missing value when a ward cannot be completed without a curtain. */
  curtainChance: 0.3,
  /** Nurse bonuses a player can expect to take per turn left, and how much of that future counts. */
  nurseRate: 0.28,
  nurseFuture: 0.3,
  /** A cardiologist not yet met: this share of its value times progress². */
  cardiologistFuture: 0.7,
  /** A stethoscope and a blood bag in hand: per turn left, and at most. */
  stethoscopePerTurn: 0.1,
  stethoscopeMax: 1.2,
  bloodBagPerTurn: 0.15,
  bloodBagMax: 2.2,
  /** The specialists' end scoring as it stands, and what patterns begun may still bring. */
  specialists: 1,
  specialistFuture: 0.3,
  /** An unfinished ward: this share of its points times its completion chance. */
  wardFuture: 1,
};

export function bedChance(slack: number): number {
  const table = WEIGHTS.bedChance;
  return slack >= 0 ? table[Math.min(slack, table.length - 1)]! : table[0]! * WEIGHTS.curtainChance ** -slack;
}

/** Chance a ward is completed before the end (1 when full, 0 when it cannot be any more). */
export function completionChance(sheet: Sheet, ward: number, turnsLeft: number): number {
  const beds = WARDS[ward]!.beds.length;
  const left = beds - sheet.wards[ward]!.length;
  if (left === 0) return 1;
  if (left > turnsLeft + 1 || turnsLeft === 0) return 0;
  const room = 7 - minimumValue(sheet, ward);
  const slack = room - left;
  let p = bedChance(slack) ** left;
  // Little time left: the beds compete with every other ward for the few patients to come.
  if (left > turnsLeft) p *= 0.3;
  else if (left * 2 > turnsLeft) p *= 0.75 + (0.25 * (turnsLeft - left)) / Math.max(1, left);
  return Math.min(1, p);
}

/** Progress towards a cardiologist's objective, 0..1. */
export function cardiologistProgress(sheet: Sheet, id: CardiologistId): number {
  switch (id) {
    case 'stethoscopes':
      return Math.min(1, sheet.stethoscopesGained / 8);
    case 'blood_bags':
      return Math.min(1, sheet.bloodBagsGained / 4);
    case 'nurses':
      return Math.min(1, sheet.nurses / 3);
    case 'all_wards':
      return sheet.wards.filter((w) => w.length > 0).length / 7;
    case 'two_wards': {
      const fractions = sheet.wards.map((w, i) => w.length / WARDS[i]!.beds.length).sort((a, b) => b - a);
      return Math.min(1, (fractions[0]! + fractions[1]!) / 2);
    }
    case 'scanner': {
      const values = bedValues(sheet);
      return Math.max(...SCANNERS.map((s) => SCANNER_BEDS[s]!.filter((b) => values.has(b)).length / 6));
    }
  }
}

function cardiologistWorth(sheet: Sheet, ctx: EvalContext): number {
  const live = ctx.cardiologists.filter((c) => c.value > 0 && !c.scoredBy.includes(ctx.seat));
  if (live.length === 0) return 0;
  const time = Math.min(1, ctx.turnsLeft / 8);
  if (ctx.solo && live.length === 2) {
    // Both cards are one objective worth 10 while both remain.
    if (live.every((c) => meetsCardiologist(sheet, c.id))) return 10;
    const p = live.map((c) => cardiologistProgress(sheet, c.id));
    return 10 * time * (p[0]! * p[1]!) ** 1.5 * 0.8;
  }
  let worth = 0;
  for (const card of live) {
    if (meetsCardiologist(sheet, card.id)) worth += card.value;
    else worth += card.value * time * cardiologistProgress(sheet, card.id) ** 2 * WEIGHTS.cardiologistFuture;
  }
  return worth;
}

function nurseWorth(sheet: Sheet, turnsLeft: number): number {
  const now = nursePoints(sheet);
  if (turnsLeft === 0) return now;
  const open = WARDS.filter((w, i) => !sheet.nurseWards.includes(i) && sheet.wards[i]!.length < w.beds.length).length;
  const expected = Math.min(open, WEIGHTS.nurseRate * turnsLeft, NURSE_TRACK.length - sheet.nurses);
  const whole = Math.floor(expected);
  const at = (n: number) => (n === 0 ? 0 : NURSE_TRACK[Math.min(n, NURSE_TRACK.length) - 1]!);
  const future = at(sheet.nurses + whole) + (expected - whole) * (at(sheet.nurses + whole + 1) - at(sheet.nurses + whole));
  return now + WEIGHTS.nurseFuture * (future - now);
}

/** What the radiologist's and epidemiologist's patterns begun on the sheet may still score (before
 * WEIGHTS.specialistFuture): a pattern one or two patients short, its empty beds still free. */
export function specialistPotential(sheet: Sheet, radiologist: RadiologistId, epidemiologist: EpidemiologistId): number {
  const values = bedValues(sheet);
  let worth = 0;
  for (const s of SCANNERS) {
    const beds = SCANNER_BEDS[s]!;
    const filled = beds.filter((b) => values.has(b)).map((b) => values.get(b)!);
    const empty = 6 - filled.length;
    if (empty === 0) continue;
    switch (radiologist) {
      case 'extreme_scanner': {
        const sum = filled.reduce((a, b) => a + b, 0);
        if (sum + empty <= 12 || sum + 6 * empty >= 30) worth += 10 * (filled.length / 6) ** 2;
        break;
      }
      case 'equal_around_scanner': {
        const counts = [0, 0, 0, 0, 0, 0, 0];
        for (const v of filled) counts[v]! += 1;
        const most = Math.max(...counts);
        if (most >= 2 && most + empty >= 3) worth += 5 * Math.min(empty, most - 1) * 0.5;
        break;
      }
      case 'opposite_pairs':
        for (const [a, b] of OPPOSITE_PAIRS[s]!) if (values.has(a) !== values.has(b)) worth += 4 * 0.4;
        break;
      default:
        break;
    }
  }
  if (epidemiologist === 'lines') {
    for (const line of LINES) {
      const known = line.filter((b) => values.has(b));
      if (known.length === 2 && values.get(known[0]!) === values.get(known[1]!)) worth += 5 * 0.4;
    }
  } else if (epidemiologist === 'sequence') {
    // The longest run 1, 2, 3… along adjacent patients whose next step is a free bed.
    let longest = 0;
    const extend = (bed: number, length: number) => {
      const next = NEIGHBOURS[bed]!;
      if (next.some((n) => !values.has(n))) longest = Math.max(longest, length);
      for (const n of next) if (values.get(n) === length + 1) extend(n, length + 1);
    };
    for (const [bed, v] of values) if (v === 1) extend(bed, 1);
    if (longest >= 2) worth += 10 * (longest / 6) ** 2;
  }
  return worth;
}

/** The sheet's worth in points, now and to come. */
export function evaluateSheet(sheet: Sheet, ctx: EvalContext): number {
  const t = ctx.turnsLeft;
  let score = 0;
  for (let w = 0; w < WARDS.length; w++) {
    const p = completionChance(sheet, w, t);
    score += WARDS[w]!.points * (p === 1 ? 1 : WEIGHTS.wardFuture * p);
  }
  score += nurseWorth(sheet, t);
  score += criticalPoints(sheet);
  score += sheet.cardiologistPoints + cardiologistWorth(sheet, ctx);
  score += WEIGHTS.specialists * (radiologistScore(sheet, ctx.radiologist) + epidemiologistScore(sheet, ctx.epidemiologist));
  score -= sheet.morgue;
  if (t > 0) {
    score += sheet.stethoscopes * Math.min(WEIGHTS.stethoscopeMax, 0.1 + WEIGHTS.stethoscopePerTurn * t);
    score += sheet.bloodBags * Math.min(WEIGHTS.bloodBagMax, 0.2 + WEIGHTS.bloodBagPerTurn * t);
    // Two wards to fill soon is a cardiologist's objective: a small nudge to finish what is started.
    score += 0.15 * fullWards(sheet);
    score += WEIGHTS.specialistFuture * Math.min(1, t / 4) * specialistPotential(sheet, ctx.radiologist, ctx.epidemiologist);
  }
  return score;
}
