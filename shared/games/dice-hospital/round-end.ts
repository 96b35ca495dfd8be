// Phases 4-6 and the end of the game (rules spec 4 Phases 4-6, and 5).
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { shuffleInPlace } from '../../random.js';
import {
  ADMINISTRATORS,
  ADMINISTRATOR_BONUS_POINTS,
  BLOOD_BAG_VALUE,
  EMPTY_HOSPITAL_BONUS,
  FATALITY_PENALTY,
  PATIENT_LEFT_PENALTY,
  SOLO_FATALITY_PENALTY,
  dischargePoints,
} from './catalogue/index.js';
import { activeEvent, discardEvent, eventBonus, neglectSkipped, neglectSteps, sparedColour } from './event-cards.js';
import { collectedBy } from './final-collections.js';
import { deteriorate, pips, returnToBag } from './hospital.js';
import { drawDisplay, resetActivation } from './setup.js';
import { isSolo, scoreReports } from './solo.js';
import type { Die, GameResult, GameState, Patient, PlayerState, RoundScore, RulesView } from './types.js';
import { COLOURS } from './types.js';

/** The patient a `*_care` administrator keeps from deteriorating: the one named at commit, else
 * the lowest-valued untreated patient of that colour (its own colour: spec 2.4 Decision). */
export function protectedPatient(player: PlayerState, named: number | undefined): Patient | undefined {
  const eligible = careCandidates(player);
  return eligible.find((p) => p.id === named) ?? [...eligible].sort((a, b) => a.value - b.value)[0];
}

/** Untreated patients of a `*_care` administrator's colour: those it may keep from deteriorating. */
export function careCandidates(player: PlayerState): Patient[] {
  const admin = player.administrator ? ADMINISTRATORS[player.administrator].bonus : null;
  if (admin?.kind !== 'care') return [];
  return player.patients.filter((p) => !p.treated && p.colour === admin.colour);
}

/** Untreated patients neglect reaches this round: not the one a care administrator protects, none
 * on a Quiet Night, none of the colour an awareness event spares (own colour, as in 2.4). */
function neglected(rules: Pick<RulesView, 'event'>, player: PlayerState, spared: Patient | undefined): Patient[] {
  if (neglectSkipped(rules)) return [];
  const colour = sparedColour(rules);
  return player.patients.filter((p) => !p.treated && p !== spared && p.colour !== colour);
}

export interface NeglectForecast {
  /** Untreated patients who will reach 0 at neglect: fatalities. */
  dies: Patient[];
  /** Untreated patients who will lose value and survive. */
  drops: Patient[];
  /** The patient a care administrator keeps from deteriorating, if any. */
  spared: Patient | undefined;
}

/** What Phase 4 (neglect) would do to a seat's hospital as it stands now, e.g. before it ends its
 * activation (`protect`: the patient it would name for its care administrator). */
export function neglectForecast(rules: RulesView, seat: number, protect?: number): NeglectForecast {
  const player = rules.players[seat]!;
  const spared = protectedPatient(player, protect ?? rules.activation[seat]?.protect);
  const steps = neglectSteps(rules);
  const losing = neglected(rules, player, spared);
  return { dies: losing.filter((p) => p.value - steps <= 0), drops: losing.filter((p) => p.value - steps > 0), spared };
}

export function neglect(state: GameState, events: GameEvent[]): void {
  if (neglectSkipped(state)) {
    events.push({ type: 'neglectSkipped', event: activeEvent(state) });
    return;
  }
  const steps = neglectSteps(state);
  state.players.forEach((player, seat) => {
    const spared = protectedPatient(player, state.activation[seat]!.protect);
    if (spared) events.push({ type: 'patientProtected', seat, die: spared.id });
    for (const patient of neglected(state, player, spared)) deteriorate(state, seat, patient, steps, events);
  });
}

const countColour = (dice: Die[], colour: string): number => dice.filter((d) => d.colour === colour).length;

function administratorBonus(state: GameState, seat: number): number {
  const player = state.players[seat]!;
  if (!player.administrator) return 0;
  const bonus = ADMINISTRATORS[player.administrator].bonus;
  const dice = player.discharged;
  const earned =
    (bonus.kind === 'dischargeColour' && countColour(dice, bonus.colour) >= bonus.atLeast) ||
    (bonus.kind === 'dischargeRainbow' && COLOURS.every((c) => countColour(dice, c) > 0)) ||
    (bonus.kind === 'dischargeMost' && dice.length > 0 && state.players.every((other, s) => s === seat || other.discharged.length < dice.length));
  return earned ? ADMINISTRATOR_BONUS_POINTS : 0;
}

export function scoreDischarges(state: GameState, events: GameEvent[]): void {
  // Bonuses compare players' discharge areas, so compute all before any dice go back to the bag.
  const bonuses = state.players.map((_, seat) => administratorBonus(state, seat));
  const eventBonuses = state.players.map((_, seat) => eventBonus(state, seat));
  state.players.forEach((player, seat) => {
    const discharged = player.discharged.length;
    const score: RoundScore = {
      round: state.round,
      discharged,
      dischargePoints: dischargePoints(discharged),
      administratorBonus: bonuses[seat]!,
      emptyHospitalBonus: player.patients.length === 0 ? EMPTY_HOSPITAL_BONUS : 0,
    };
    if (state.options.events) score.eventBonus = eventBonuses[seat]!;
    player.score += score.dischargePoints + score.administratorBonus + score.emptyHospitalBonus + (score.eventBonus ?? 0);
    player.rounds.push(score);
    for (const die of player.discharged) returnToBag(state, die);
    player.discharged = [];
    events.push({ type: 'roundScored', seat, ...score });
  });
}

/** Phase 6: everything resets for the next round; unclaimed display items go to the bottom of
 * their stacks in random order and a new display is revealed. */
export function shiftChange(state: GameState, events: GameEvent[]): void {
  discardEvent(state, events);
  for (const player of state.players) {
    for (const worker of player.workers) {
      delete worker.placedOn;
      delete worker.role;
    }
    for (const department of player.departments) department.activated = false;
    for (const patient of player.patients) {
      patient.treated = false;
      patient.isNew = false;
      delete patient.tempColour;
    }
    player.ambulance = null;
    player.returnedImprovementThisRound = false;
    player.fatalitiesThisRound = 0;
  }
  state.intake = { dice: [], ambulances: [], takenBy: [] };
  resetActivation(state);
  state.departmentStack.push(...shuffleInPlace(state, state.display.departments));
  state.specialistDeck.push(...shuffleInPlace(state, state.display.specialists));
  state.display = { departments: [], specialists: [] };
  drawDisplay(state);
  events.push({ type: 'shiftChanged', round: state.round });
}

/** Final scoring (spec 5): fatalities and blood bags, then ties by fewest patients left, then most
 * pips. Solo (spec 7): completed reports score, incomplete ones cost, options may raise penalties. */
export function finalScoring(state: GameState, events: GameEvent[]): GameResult {
  const solo = isSolo(state);
  const perFatality = solo && state.options.fatalityPenalty ? SOLO_FATALITY_PENALTY : FATALITY_PENALTY;
  const rows = state.players.map((player, seat) => {
    const fatalityPenalty = player.fatalities * perFatality;
    const bloodBagBonus = player.bloodBags * BLOOD_BAG_VALUE;
    player.score += bloodBagBonus - fatalityPenalty;
    const row: GameResult['standings'][number] = {
      seat,
      rank: 0,
      score: player.score,
      fatalityPenalty,
      bloodBagBonus,
      patientsLeft: player.patients.length,
      pipsLeft: pips(player),
      tieBreak: null,
    };
    if (state.collections) {
      row.collected = collectedBy(state.collections, seat);
      row.patientPenalty = player.patients.length * PATIENT_LEFT_PENALTY;
      player.score -= row.patientPenalty;
      row.score = player.score;
    }
    if (solo) {
      const reports = scoreReports(state);
      player.score += reports.reportPoints - reports.reportPenalty;
      row.score = player.score;
      row.reportPoints = reports.reportPoints;
      row.reportPenalty = reports.reportPenalty;
      events.push({
        type: 'reportsScored',
        seat,
        completed: state.solo!.completed.map((c) => c.report),
        incomplete: reports.incomplete,
        reportPoints: reports.reportPoints,
        reportPenalty: reports.reportPenalty,
      });
    }
    return row;
  });
  const better = (a: (typeof rows)[number], b: (typeof rows)[number]): number =>
    b.score - a.score || a.patientsLeft - b.patientsLeft || b.pipsLeft - a.pipsLeft;
  rows.sort((a, b) => better(a, b) || a.seat - b.seat);
  rows.forEach((row, i) => {
    const above = rows[i - 1];
    row.rank = above && better(above, row) === 0 ? above.rank : i + 1;
    if (above && above.score === row.score) {
      row.tieBreak = above.patientsLeft !== row.patientsLeft ? 'patients' : above.pipsLeft !== row.pipsLeft ? 'pips' : 'shared';
    }
  });
  const result = { standings: rows };
  events.push({ type: 'gameEnded', standings: rows });
  return result;
}
