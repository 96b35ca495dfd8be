// How good a seat's hospital is once its activation is over, in points: what this round will score
// (discharges, administrator bonus, deaths at neglect, an empty hospital) plus what is left for the
// rounds ahead (patients closer to discharge, blood bags, room for the next intake). The weights
// are judgement, tuned against the random bot and against itself (npm run bench:bots).
import {
  ADMINISTRATORS,
  BEDS,
  BLOOD_BAG_VALUE,
  DICE_PER_AMBULANCE,
  EMPTY_HOSPITAL_BONUS,
  FATALITY_PENALTY,
  PATIENT_LEFT_PENALTY,
  ROUNDS,
  dischargePoints,
} from '../catalogue/index.js';
import { neglectSteps } from '../event-cards.js';
import { neglectForecast } from '../round-end.js';
import type { Colour, Die, RulesView } from '../types.js';
import { COLOURS } from '../types.js';

/** Future worth of one step of a patient's value: a value-6 patient kept is worth a little less
 * than discharging it now (the first discharge of a round scores 1). */
const STEP_WORTH = 0.15;
/** A blood bag kept: its end-of-game point, and a little for what it may still rescue. */
const BLOOD_BAG_WORTH = BLOOD_BAG_VALUE + 0.15;

export function evaluateSeat(rules: RulesView, seat: number): number {
  const player = rules.players[seat]!;
  const roundsAfter = ROUNDS - rules.round;
  // Points already made (a Registrar's) and fatality tokens held (a Pathologist discards one) count too.
  let score = player.score - FATALITY_PENALTY * player.fatalities;
  score += dischargePoints(player.discharged.length) + administratorBonus(rules, seat, player.discharged);
  const forecast = neglectForecast(rules, seat);
  score -= FATALITY_PENALTY * forecast.dies.length;
  const survivors = player.patients.length - forecast.dies.length;
  if (survivors === 0) score += EMPTY_HOSPITAL_BONUS;
  score += player.bloodBags * BLOOD_BAG_WORTH;
  // Final Round Collections: each patient left after round 8 costs a point (a few will be collected).
  if (roundsAfter === 0 && rules.options.finalRoundCollections) score -= PATIENT_LEFT_PENALTY * 0.7 * survivors;
  if (roundsAfter > 0) {
    const steps = neglectSteps(rules);
    const dropping = new Set(forecast.drops.map((p) => p.id));
    // Patients carry over: each step of value is worth something (less as the game nears its end).
    const horizon = Math.min(1, roundsAfter / 2);
    for (const p of player.patients) {
      if (forecast.dies.includes(p)) continue;
      const value = dropping.has(p.id) ? p.value - steps : p.value;
      score += STEP_WORTH * horizon * value;
      if (value <= steps) score -= 0.6 * horizon; // at risk next round
    }
    // The next intake brings three more: a full hospital turns them into deaths.
    const overflow = survivors + DICE_PER_AMBULANCE - BEDS;
    if (overflow > 0) score -= FATALITY_PENALTY * 0.8 * overflow;
  }
  return score;
}

const countOf = (dice: Die[], colour: Colour): number => dice.filter((d) => d.colour === colour).length;

/** The discharge bonuses the seat's administrator would pay for this round as it stands. */
function administratorBonus(rules: RulesView, seat: number, discharged: Die[]): number {
  const admin = rules.players[seat]!.administrator;
  if (!admin) return 0;
  const bonus = ADMINISTRATORS[admin].bonus;
  switch (bonus.kind) {
    case 'dischargeColour':
      return countOf(discharged, bonus.colour) >= bonus.atLeast ? 1 : 0;
    case 'dischargeRainbow':
      return COLOURS.every((c) => countOf(discharged, c) > 0) ? 1 : 0;
    case 'dischargeMost': {
      const others = rules.players.filter((_, s) => s !== seat).map((p) => p.discharged.length);
      return discharged.length > Math.max(0, ...others) ? 0.7 : 0; // others may still discharge more
    }
    case 'care':
      return 0; // counted by the neglect forecast
  }
}
