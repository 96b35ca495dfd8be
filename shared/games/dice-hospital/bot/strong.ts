// The strong bot's choice at each kind of decision, from its seat's view only.
import type { HasRng } from '../../../random.js';
import { BEDS, FATALITY_PENALTY, ROUNDS } from '../catalogue/index.js';
import { defaultAction, legalActions, pendingSeats } from '../decisions.js';
import { displayItems, ownedImprovements } from '../improvement.js';
import { availableAmbulances } from '../intake.js';
import type { Action, AdministratorType, GameState, GameView, Pending } from '../types.js';
import { planActivation, type PlanLimits } from './plan.js';
import { hypotheticalActivation, sandboxOf } from './sandbox.js';

/** Looking ahead at a draft choice: a smaller search per option, as there are several. */
const LOOKAHEAD: PlanLimits = { beam: 2, budget: 120 };

/** Administrators best first: colour discharges are easy to aim for, a care card saves a step a
 * round, "most discharged" depends on the others, a rainbow is hard to complete. */
const ADMINISTRATOR_PREFERENCE: AdministratorType[] = [
  'red_discharge',
  'yellow_discharge',
  'green_discharge',
  'most_discharged',
  'red_care',
  'yellow_care',
  'green_care',
  'rainbow_discharge',
];

/** The strong bot's choice per kind of decision; the others take the documented default, which is
 * sound for them (arranging ambulances, choosing fatalities, the solo steps). */
const CHOICES: Partial<{ [K in Pending['kind']]: (sandbox: GameState, seat: number, view: GameView) => Action | null }> = {
  activation(sandbox, seat) {
    const [first] = planActivation(sandbox, seat).moves;
    return first ?? { type: 'commitActivation' };
  },
  takeAmbulance: bestAmbulance,
  takeImprovement: bestImprovement,
  returnImprovement: bestReturn,
  chooseExtraReveal: () => ({ type: 'chooseExtraReveal', kind: 'specialist' }),
  // A collected patient is +1 now and not −1 at the end: always worth it.
  finalCollection: (_sandbox, seat, view) => legalActions(view, seat).find((a) => a.type === 'collectPatient') ?? { type: 'pass' },
  setup(_sandbox, seat, view) {
    const legal = legalActions(view, seat);
    const admin = ADMINISTRATOR_PREFERENCE.map((a) => legal.find((l) => l.type === 'chooseAdministrator' && l.administrator === a)).find(Boolean);
    return legal.find((l) => l.type === 'setStartingValues') ?? admin ?? legal[0] ?? null;
  },
};

export function strongAction(view: GameView, seat: number, _rng: HasRng): Action | null {
  if (!pendingSeats(view).includes(seat)) return null;
  const sandbox = sandboxOf(view);
  const choose = CHOICES[view.pending.kind];
  return choose ? choose(sandbox, seat, view) : defaultAction(sandbox, seat);
}

/** The ambulance whose patients make the best round ahead (ambulance 1 also brings a blood bag). */
function bestAmbulance(state: GameState, seat: number): Action | null {
  let best: { ambulance: number; value: number } | null = null;
  for (const ambulance of availableAmbulances(state, seat)) {
    const dice = state.intake.ambulances[ambulance - 1] ?? [];
    const player = state.players[seat]!;
    const overflow = Math.max(0, player.patients.length + dice.length - BEDS);
    const trial = hypotheticalActivation(state, seat, { admit: dice });
    // Overflow: the lowest earlier patients die (the fatality choice the bot makes, too).
    const dying = [...trial.players[seat]!.patients]
      .filter((p) => !p.isNew)
      .sort((a, b) => a.value - b.value)
      .slice(0, overflow);
    trial.players[seat]!.patients = trial.players[seat]!.patients.filter((p) => !dying.includes(p));
    let value = planActivation(trial, seat, LOOKAHEAD).value - FATALITY_PENALTY * overflow;
    if (ambulance === 1) value += 1.2; // the blood bag (and first player)
    if (!best || value > best.value) best = { ambulance, value };
  }
  return best ? { type: 'takeAmbulance', ambulance: best.ambulance } : null;
}

/** The display item that helps most this round and in the rounds left (an extra worker each
 * round is worth more than a department); taking is never worse than passing, since a taken
 * improvement can be returned for a blood bag. */
function bestImprovement(state: GameState, seat: number): Action {
  const roundsAfter = ROUNDS - state.round;
  const now = planActivation(hypotheticalActivation(state, seat, {}), seat, LOOKAHEAD).value;
  let best: { uid: string; value: number } | null = null;
  for (const item of displayItems(state)) {
    const gain = planActivation(hypotheticalActivation(state, seat, { gain: item }), seat, LOOKAHEAD).value - now;
    const value = gain * (1 + 0.5 * roundsAfter) + (item.kind === 'specialist' ? 0.6 : 0.25) * roundsAfter;
    if (!best || value > best.value) best = { uid: item.uid, value };
  }
  return best ? { type: 'takeImprovement', uid: best.uid } : { type: 'pass' };
}

/** Returning gives a blood bag (a point) but loses the improvement: worth it only in the last
 * round, for an improvement this round's plan does without. */
function bestReturn(state: GameState, seat: number): Action {
  if (state.round < ROUNDS) return { type: 'pass' };
  const keep = planActivation(hypotheticalActivation(state, seat, {}), seat, LOOKAHEAD).value;
  let best: { uid: string; value: number } | null = null;
  for (const item of ownedImprovements(state.players[seat]!)) {
    const value = planActivation(hypotheticalActivation(state, seat, { drop: item.uid }), seat, LOOKAHEAD).value + 1;
    if (value > keep + 0.01 && (!best || value > best.value)) best = { uid: item.uid, value };
  }
  return best ? { type: 'returnImprovement', uid: best.uid } : { type: 'pass' };
}
