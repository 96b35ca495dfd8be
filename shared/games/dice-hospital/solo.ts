// Solo mode (rules spec 7 and the solo bullets of 6.4): intake of 4 dice keep 3, the medical report
// table and its completion in Phase 5, and the reports' part of final scoring. Other solo rules are
// small branches where the base rule lives (setup: no first player, no administrators, a display of
// one tile and one card; improvement: the item not taken goes back at once).
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { shuffleInPlace } from '../../random.js';
import { REPORTS, REPORT_COLUMNS, REPORT_IDS, REPORT_PENALTY_FACTOR, SOLO_INTAKE_DICE, SOLO_INTAKE_KEEP, SOLO_LOW_INTAKE_PIPS } from './catalogue/index.js';
import { drawAndRoll, gainBloodBags, returnToBag } from './hospital.js';
import type { Colour, Die, GameState, ReportId, RulesView, SoloState } from './types.js';

export const isSolo = (state: { players: unknown[] }): boolean => state.players.length === 1;

/** An empty report table (dealt by `dealReports`). */
export const emptySolo = (): SoloState => ({
  top: Array.from({ length: REPORT_COLUMNS }, () => null),
  bottom: Array.from({ length: REPORT_COLUMNS }, () => null),
  completed: [],
});

/** Setup: shuffle the 15 reports and deal 6 face up, the bottom row first. The other 9 leave the
 * game: the table is never refilled, so no hidden deck is kept. */
export function dealReports(state: GameState): void {
  const deck = shuffleInPlace(state, [...REPORT_IDS]);
  state.solo = {
    bottom: deck.slice(0, REPORT_COLUMNS),
    top: deck.slice(REPORT_COLUMNS, 2 * REPORT_COLUMNS),
    completed: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Intake

const byValue = (a: Die, b: Die): number => a.value - b.value || a.id - b.id;

/** Phase 1 in solo: draw 4 dice and roll them (1s and 6s re-rolled); the player keeps 3. */
export function startSoloIntake(state: GameState, events: GameEvent[]): void {
  const dice: Die[] = [];
  for (let i = 0; i < SOLO_INTAKE_DICE; i++) {
    const die = drawAndRoll(state);
    if (die) dice.push(die);
  }
  dice.sort(byValue);
  state.intake = { dice, ambulances: [], takenBy: [] };
  state.turnOrder = [0];
  events.push({ type: 'intakeRolled', dice });
  // Only a nearly empty bag could give 3 dice or fewer: then there is nothing to choose, and the
  // caller keeps them all (pending stays 'none').
  state.pending = dice.length > SOLO_INTAKE_KEEP ? { kind: 'chooseSoloIntake', seat: 0 } : { kind: 'none' };
}

/** Why `keep` is not a valid choice of kept dice, or null. */
export function soloIntakeError(state: Pick<RulesView, 'intake'>, keep: number[]): string | null {
  const dice = state.intake.dice;
  const count = Math.min(SOLO_INTAKE_KEEP, dice.length);
  if (keep.length !== count || new Set(keep).size !== keep.length) return `keep exactly ${count} different dice`;
  if (!keep.every((id) => dice.some((d) => d.id === id))) return "keep only dice of this round's intake";
  return null;
}

/** Keeps the chosen dice (checked by soloIntakeError) and returns the others to the bag; fewer than
 * 9 pips kept gain a blood bag. The caller admits `kept`. */
export function keepSoloIntake(state: GameState, seat: number, keep: number[], events: GameEvent[]): Die[] {
  const kept = state.intake.dice.filter((d) => keep.includes(d.id));
  const returned = state.intake.dice.filter((d) => !keep.includes(d.id));
  for (const die of returned) returnToBag(state, die);
  events.push({ type: 'soloIntakeChosen', seat, kept: kept.map((d) => d.id), returned: returned.map((d) => d.id) });
  if (kept.reduce((sum, d) => sum + d.value, 0) < SOLO_LOW_INTAKE_PIPS) {
    gainBloodBags(state.players[seat]!, seat, 1, 'lowIntake', events);
  }
  return kept;
}

/** Distinct choices of kept dice: which die goes back, one per colour and value. */
export function soloIntakeChoices(state: Pick<RulesView, 'intake'>): number[][] {
  const dice = state.intake.dice;
  if (dice.length <= SOLO_INTAKE_KEEP) return [dice.map((d) => d.id)];
  const seen = new Set<string>();
  const out: number[][] = [];
  for (const back of dice) {
    const look = `${back.colour}${back.value}`;
    if (seen.has(look)) continue;
    seen.add(look);
    out.push(dice.filter((d) => d !== back).map((d) => d.id));
  }
  return out;
}

/** The default: keep the highest dice (the lowest goes back). */
export function highestSoloIntake(state: Pick<RulesView, 'intake'>): number[] {
  return [...state.intake.dice]
    .sort((a, b) => b.value - a.value || a.id - b.id)
    .slice(0, SOLO_INTAKE_KEEP)
    .map((d) => d.id);
}

// ---------------------------------------------------------------------------------------------
// Reports (Phase 5)

type Counts = Record<Colour, number>;

const countColours = (dice: { colour: Colour }[]): Counts => {
  const counts: Counts = { red: 0, yellow: 0, green: 0 };
  for (const d of dice) counts[d.colour] += 1;
  return counts;
};

const fits = (report: ReportId, counts: Counts): boolean => {
  const need = countColours(REPORTS[report].dice.map((colour) => ({ colour })));
  return need.red <= counts.red && need.yellow <= counts.yellow && need.green <= counts.green;
};

interface Table {
  top: (ReportId | null)[];
  bottom: (ReportId | null)[];
  counts: Counts;
}

/** Completes `report` on a working table: uses its dice and slides the card above down. */
function completeOn(table: Table, column: number): void {
  const report = table.bottom[column]!;
  for (const colour of REPORTS[report].dice) table.counts[colour] -= 1;
  table.bottom[column] = table.top[column]!;
  table.top[column] = null;
}

const completable = (table: Table): number[] => table.bottom.flatMap((report, column) => (report && fits(report, table.counts) ? [column] : []));

const tableOf = (solo: SoloState, dice: { colour: Colour }[]): Table => ({
  top: [...solo.top],
  bottom: [...solo.bottom],
  counts: countColours(dice),
});

/**
 * Every distinct set of reports this round's discharged dice can complete, one completion order
 * each. Only sets that leave nothing more to complete count (completing a report is never worse
 * than leaving it: its points are won and its penalty avoided), so exactly one set means the
 * engine completes it by itself; `[[]]` means nothing can be completed.
 */
export function reportCompletions(solo: SoloState, dice: { colour: Colour }[]): ReportId[][] {
  const found = new Map<string, ReportId[]>();
  const explore = (table: Table, order: ReportId[]): void => {
    const next = completable(table);
    if (next.length === 0) {
      const key = [...order].sort().join();
      if (!found.has(key)) found.set(key, order);
      return;
    }
    for (const column of next) {
      const copy = { top: [...table.top], bottom: [...table.bottom], counts: { ...table.counts } };
      const report = copy.bottom[column]!;
      completeOn(copy, column);
      explore(copy, [...order, report]);
    }
  };
  explore(tableOf(solo, dice), []);
  return [...found.values()];
}

/** Why `reports` is not a complete, valid completion order for these dice, or null. */
export function completionError(solo: SoloState, dice: { colour: Colour }[], reports: unknown[]): string | null {
  const table = tableOf(solo, dice);
  for (const report of reports) {
    if (typeof report !== 'string' || !Object.hasOwn(REPORTS, report)) return `unknown report ${JSON.stringify(report)}`;
    const column = table.bottom.indexOf(report as ReportId);
    if (column < 0) return `report ${report} is not in the bottom row (now)`;
    if (!fits(report as ReportId, table.counts)) return `the dice left cannot complete report ${report}`;
    completeOn(table, column);
  }
  const more = completable(table);
  if (more.length > 0) return `complete every report the dice allow: ${table.bottom[more[0]!]} can still be completed`;
  return null;
}

/** Completes `reports` in order (checked by completionError) with the seat's discharged dice. */
export function completeReports(state: GameState, seat: number, reports: ReportId[], events: GameEvent[]): void {
  const solo = state.solo!;
  const unused = [...state.players[seat]!.discharged];
  for (const report of reports) {
    const column = solo.bottom.indexOf(report);
    const dice = REPORTS[report].dice.map(
      (colour) =>
        unused.splice(
          unused.findIndex((d) => d.colour === colour),
          1,
        )[0]!.id,
    );
    solo.completed.push({ report, round: state.round });
    events.push({ type: 'reportCompleted', seat, report, points: REPORTS[report].points, dice, column });
    const above = solo.top[column] ?? null;
    solo.bottom[column] = above;
    solo.top[column] = null;
    if (above) events.push({ type: 'reportSlidDown', report: above, column });
  }
}

/** Phase 5 in solo, before scoring: completes the reports when there is one way to (maybe none);
 * otherwise asks the player and returns true (the round waits for `completeReports`). */
export function startReports(state: GameState, events: GameEvent[]): boolean {
  const dice = state.players[0]!.discharged;
  const sets = reportCompletions(state.solo!, dice);
  if (sets.length > 1) {
    state.pending = { kind: 'completeReports', seat: 0 };
    return true;
  }
  completeReports(state, 0, sets[0] ?? [], events);
  return false;
}

export const reportPoints = (reports: ReportId[]): number => reports.reduce((sum, r) => sum + REPORTS[r].points, 0);

/** The default completion: the set scoring the most points (the first listed on a tie). */
export function bestCompletion(solo: SoloState, dice: { colour: Colour }[]): ReportId[] {
  const sets = reportCompletions(solo, dice);
  return sets.reduce((best, set) => (reportPoints(set) > reportPoints(best) ? set : best), sets[0]!);
}

/** Final scoring's report part: completed reports score, each one left on the table costs its
 * points (double with option `reportPenalty`). */
export function scoreReports(state: GameState): { reportPoints: number; reportPenalty: number; incomplete: ReportId[] } {
  const solo = state.solo!;
  const incomplete = [...solo.bottom, ...solo.top].filter((r): r is ReportId => r !== null);
  const factor = state.options.reportPenalty ? REPORT_PENALTY_FACTOR : 1;
  return {
    reportPoints: reportPoints(solo.completed.map((c) => c.report)),
    reportPenalty: factor * reportPoints(incomplete),
    incomplete,
  };
}
