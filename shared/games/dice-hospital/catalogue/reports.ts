// Solo medical reports (rules spec 7). The card faces are pictures; the project ships these 15
// (one card each). `dice` lists the colours of the discharged dice a report needs (own colours).
import type { Colour, ReportId } from '../types.js';

export interface MedicalReport {
  dice: Colour[];
  points: number;
}

export const REPORTS: Record<ReportId, MedicalReport> = {
  // two of one colour: 2 points
  rr: { dice: ['red', 'red'], points: 2 },
  yy: { dice: ['yellow', 'yellow'], points: 2 },
  gg: { dice: ['green', 'green'], points: 2 },
  // two colours: 3 points
  ry: { dice: ['red', 'yellow'], points: 3 },
  yg: { dice: ['yellow', 'green'], points: 3 },
  gr: { dice: ['green', 'red'], points: 3 },
  // two of one colour and one of another: 4 points
  rry: { dice: ['red', 'red', 'yellow'], points: 4 },
  rrg: { dice: ['red', 'red', 'green'], points: 4 },
  yyr: { dice: ['yellow', 'yellow', 'red'], points: 4 },
  yyg: { dice: ['yellow', 'yellow', 'green'], points: 4 },
  ggr: { dice: ['green', 'green', 'red'], points: 4 },
  ggy: { dice: ['green', 'green', 'yellow'], points: 4 },
  // one of each: 5 points
  ryg: { dice: ['red', 'yellow', 'green'], points: 5 },
  // four dice: 6 points
  rryg: { dice: ['red', 'red', 'yellow', 'green'], points: 6 },
  rygg: { dice: ['red', 'yellow', 'green', 'green'], points: 6 },
};

export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];

/** Face-up reports in solo: two rows (top and bottom) of this many. */
export const REPORT_COLUMNS = 3;
/** Solo intake: dice drawn and rolled, and how many of them the player keeps. */
export const SOLO_INTAKE_DICE = 4;
export const SOLO_INTAKE_KEEP = 3;
/** Solo intake: kept dice totalling fewer pips than this bring a blood bag. */
export const SOLO_LOW_INTAKE_PIPS = 9;
/** Solo with option `fatalityPenalty`: points lost per fatality (instead of FATALITY_PENALTY). */
export const SOLO_FATALITY_PENALTY = 4;
/** Solo with option `reportPenalty`: an incomplete report costs this many times its points. */
export const REPORT_PENALTY_FACTOR = 2;
