// Every kind of decision the game waits for (`state.pending`), each in one place: who decides,
// which actions answer it, the legal choices, and the documented default for a seat that is not
// there to decide (disconnected past its window, or out of time), which keeps the game moving
// without helping or hurting that seat on purpose. applyAction's handlers (apply.ts) resolve the
// actions; the strong bot's choice per kind is in bot/strong.ts.
import { consultantChoices } from './activation.js';
import { collectionMoves } from './final-collections.js';
import { availableAmbulances, fatalityCandidates } from './intake.js';
import { displayItems, ownedImprovements } from './improvement.js';
import { activationActions, arrangements, fatalityChoices, setupActions } from './legal.js';
import { bestCompletion, highestSoloIntake, reportCompletions, soloIntakeChoices } from './solo.js';
import type { Action, ActionType, GameState, Pending, RulesView } from './types.js';

interface DecisionRules<P extends Pending> {
  /** The actions that answer it. */
  actions: ActionType[];
  /** The seats it waits for. */
  seats(pending: P): number[];
  /** Every concrete action `seat` may take (on a full state or a viewer's GameView). */
  legal(state: RulesView, seat: number, pending: P): Action[];
  /** The default for an absent seat; by default its first legal action. */
  fallback?(state: GameState, seat: number, pending: P): Action | null;
}

const single = (pending: { seat: number }): number[] => [pending.seat];
const each = (pending: { seats: number[] }): number[] => [...pending.seats];
const pass = (): Action => ({ type: 'pass' });

const DECISIONS: { [K in Pending['kind']]: DecisionRules<Extract<Pending, { kind: K }>> } = {
  // Default: a department (the first legal action).
  chooseExtraReveal: {
    actions: ['chooseExtraReveal'],
    seats: single,
    legal: () => [
      { type: 'chooseExtraReveal', kind: 'department' },
      { type: 'chooseExtraReveal', kind: 'specialist' },
    ],
  },
  // Default: starting values in draw order (3, 4, 5), then the first dealt administrator.
  setup: {
    actions: ['setStartingValues', 'chooseAdministrator'],
    seats: each,
    legal: (state, seat) => setupActions(state, state.players[seat]!),
  },
  // Default: as rolled.
  arrangeAmbulances: {
    actions: ['arrangeAmbulances'],
    seats: single,
    legal: (state) => arrangements(state.intake.dice).map((order) => ({ type: 'arrangeAmbulances', order })),
  },
  takeAmbulance: {
    actions: ['takeAmbulance'],
    seats: single,
    legal: (state, seat) => availableAmbulances(state, seat).map((ambulance) => ({ type: 'takeAmbulance', ambulance })),
    fallback(state, seat) {
      // the lowest legal ambulance
      const [lowest] = availableAmbulances(state, seat);
      return lowest === undefined ? null : { type: 'takeAmbulance', ambulance: lowest };
    },
  },
  chooseFatalities: {
    actions: ['chooseFatalities'],
    seats: (pending) => Object.keys(pending.counts).map(Number),
    legal: (state, seat, pending) =>
      fatalityChoices(fatalityCandidates(state.players[seat]!.patients), pending.counts[seat]!).map((patients) => ({ type: 'chooseFatalities', patients })),
    fallback(state, seat, pending) {
      // the lowest-valued earlier patients
      const lowest = fatalityCandidates(state.players[seat]!.patients).sort((a, b) => a.value - b.value);
      return { type: 'chooseFatalities', patients: lowest.slice(0, pending.counts[seat]!).map((p) => p.id) };
    },
  },
  takeImprovement: {
    actions: ['takeImprovement', 'pass'],
    seats: single,
    legal: (state) => [...displayItems(state).map((i) => ({ type: 'takeImprovement' as const, uid: i.uid })), pass()],
    fallback: pass,
  },
  returnImprovement: {
    actions: ['returnImprovement', 'pass'],
    seats: each,
    legal: (state, seat) => [...ownedImprovements(state.players[seat]!).map((i) => ({ type: 'returnImprovement' as const, uid: i.uid })), pass()],
    fallback: pass,
  },
  activation: {
    actions: ['assignConsultant', 'placeWorker', 'useAbility', 'skipAbility', 'bloodBagHeal', 'undo', 'commitActivation'],
    seats: each,
    legal: (state, seat) => activationActions(state, seat),
    // Listing every placement for a commit would be wasted work: a Consultant's role must come
    // first (the first card owned), then a waiting ability is skipped, then the seat commits.
    fallback(state, seat) {
      const [role] = consultantChoices(state, state.players[seat]!);
      if (role) return { type: 'assignConsultant', specialist: role };
      return state.activation[seat]!.ability ? { type: 'skipAbility' } : { type: 'commitActivation' };
    },
  },
  chooseSoloIntake: {
    actions: ['chooseSoloIntake'],
    seats: single,
    legal: (state) => soloIntakeChoices(state).map((keep) => ({ type: 'chooseSoloIntake', keep })),
    fallback: (state) => ({ type: 'chooseSoloIntake', keep: highestSoloIntake(state) }), // the three highest dice
  },
  completeReports: {
    actions: ['completeReports'],
    seats: single,
    legal: (state, seat) =>
      state.solo ? reportCompletions(state.solo, state.players[seat]!.discharged).map((reports) => ({ type: 'completeReports', reports })) : [],
    // The completion scoring the most points.
    fallback: (state, seat) => ({ type: 'completeReports', reports: bestCompletion(state.solo!, state.players[seat]!.discharged) }),
  },
  finalCollection: {
    actions: ['collectPatient', 'pass'],
    seats: single,
    legal: (state, seat) => [
      ...collectionMoves(state.collections!, state.players[seat]!).map(({ patient, space }): Action => ({
        type: 'collectPatient',
        patient: patient.id,
        space,
      })),
      pass(),
    ],
    fallback: pass,
  },
  none: {
    actions: [],
    seats: () => [],
    legal: () => [],
  },
};

const rulesOf = <P extends Pending>(pending: P): DecisionRules<P> => DECISIONS[pending.kind] as unknown as DecisionRules<P>;

export function pendingSeats(state: Pick<RulesView, 'pending'>): number[] {
  return rulesOf(state.pending).seats(state.pending);
}

/** Whether `type` answers the pending decision. */
export const answers = (pending: Pending, type: ActionType): boolean => rulesOf(pending).actions.includes(type);

/** Every concrete action a seat may take now. Works on a full state or on a viewer's GameView, so
 * the client highlights exactly what the server will accept. */
export function legalActions(state: RulesView, seat: number): Action[] {
  if (!pendingSeats(state).includes(seat)) return [];
  return rulesOf(state.pending).legal(state, seat, state.pending);
}

/** The documented default decision for a seat that is absent or out of time (docs/engine.md). */
export function defaultAction(state: GameState, seat: number): Action | null {
  if (!pendingSeats(state).includes(seat)) return null;
  const rules = rulesOf(state.pending);
  return rules.fallback ? rules.fallback(state, seat, state.pending) : (rules.legal(state, seat, state.pending)[0] ?? null);
}
