// Every kind of decision an ER game waits for (`state.pending`), each in one place: who decides, its
// legal choices (on a full state or a viewer's GameView, so a client highlights exactly what the
// server will accept), and the documented default for a seat that is absent or out of time, which
// keeps the game moving the way URSULE would, without spending anything. The strong bot's choice
// per kind is in bot/strong.ts.
import { WARDS } from './catalogue.js';
import { meetsCardiologist } from './scoring.js';
import { admissionError, curtainWards, minimumValue, needsBloodBag, nextBed, stethoscopeCost } from './sheet.js';
import { lowestFirst } from './ursule.js';
import type { Action, Colour, GameState, PatientKind, Pending, RulesView } from './types.js';
import { COLOURS } from './types.js';

interface DecisionRules<P extends Pending> {
  seats(pending: P): number[];
  legal(state: RulesView, seat: number, pending: P): Action[];
  fallback(state: GameState, seat: number, pending: P): Action | null;
}

/** The lowest die the seat may take without a blood bag (leftmost on ties). */
function lowestDie(state: GameState, _seat: number, pending: Pending): Action {
  const open = COLOURS.filter((c) => pending.kind === 'chiefChoice' || c !== state.chiefDie);
  return { type: 'chooseDie', colour: lowestFirst(state.dice, open)[0]! };
}

const DECISIONS: { [K in Pending['kind']]: DecisionRules<Extract<Pending, { kind: K }>> } = {
  chiefChoice: {
    seats: (pending) => [pending.seat],
    legal: () => COLOURS.map((colour) => ({ type: 'chooseDie', colour })),
    fallback: lowestDie,
  },
  // The chief's die costs the others a blood bag.
  choose: {
    seats: (pending) => [...pending.seats],
    legal: (state, seat) =>
      COLOURS.filter((c) => c !== state.chiefDie || state.players[seat]!.sheet.bloodBags >= 1).map((colour) => ({ type: 'chooseDie', colour })),
    fallback: lowestDie,
  },
  admit: {
    seats: (pending) => [...pending.seats],
    legal: admitActions,
    fallback: admitDefault,
  },
  // Solo: give up a cardiologist card.
  discardCardiologist: {
    seats: (pending) => [pending.seat],
    legal: (state) => state.cardiologists.filter((c) => c.value > 0).map((c) => ({ type: 'discardCardiologist', card: c.id })),
    fallback(state, seat) {
      // the first whose objective the seat has not met (else the first)
      const live = state.cardiologists.filter((c) => c.value > 0);
      const card = live.find((c) => !meetsCardiologist(state.players[seat]!.sheet, c.id)) ?? live[0]!;
      return { type: 'discardCardiologist', card: card.id };
    },
  },
  none: {
    seats: () => [],
    legal: () => [],
    fallback: () => null,
  },
};

/** Writing the turn's patients: each in the next bed of a ward at any value its stethoscopes and
 * blood bags allow, or the morgue; then a curtain, if one is earned. */
function admitActions(state: RulesView, seat: number): Action[] {
  const sheet = state.players[seat]!.sheet;
  const turn = state.turnState[seat]!;
  if (turn.done) return [];
  const actions: Action[] = [];
  const patients: { patient: PatientKind; colour: Colour; printed: number[] }[] = [];
  if (!turn.admitted) patients.push({ patient: 'die', colour: turn.die!, printed: [state.dice[turn.die!]] });
  if (turn.extra) patients.push({ patient: 'extra', colour: turn.extra.colour, printed: [...turn.extra.values] });
  for (const { patient, colour, printed } of patients) {
    for (let ward = 0; ward < WARDS.length; ward++) {
      const bed = nextBed(sheet, ward);
      if (bed === null) continue;
      const bloodBag = needsBloodBag(ward, bed, colour);
      if (bloodBag && sheet.bloodBags < 1) continue;
      for (let value = minimumValue(sheet, ward); value <= 6; value++) {
        if (stethoscopeCost(printed, value) > sheet.stethoscopes) continue;
        actions.push(bloodBag ? { type: 'admit', patient, bed, value, bloodBag } : { type: 'admit', patient, bed, value });
      }
    }
    actions.push({ type: 'morgue', patient });
  }
  if (turn.curtain === 'available') {
    for (const ward of curtainWards(sheet)) actions.push({ type: 'curtain', ward });
    if (turn.admitted && !turn.extra) actions.push({ type: 'skipCurtain' });
  }
  return actions;
}

/** The die's patient, then the extra patient (lower value first), each in the first ward (0 → 6)
 * whose next bed takes it as printed, without stethoscope or blood bag, else the morgue; a curtain
 * left is declined once the patients are written. */
function admitDefault(state: GameState, seat: number): Action | null {
  const sheet = state.players[seat]!.sheet;
  const turn = state.turnState[seat]!;
  const asPrinted = (patient: 'die' | 'extra', colour: Colour, values: number[]): Action => {
    for (const value of values) {
      for (let ward = 0; ward < WARDS.length; ward++) {
        const bed = nextBed(sheet, ward);
        if (bed !== null && !admissionError(sheet, colour, [value], bed, value, false)) return { type: 'admit', patient, bed, value };
      }
    }
    return { type: 'morgue', patient };
  };
  if (!turn.admitted) return asPrinted('die', turn.die!, [state.dice[turn.die!]]);
  if (turn.extra) return asPrinted('extra', turn.extra.colour, [...turn.extra.values]);
  return turn.curtain === 'available' ? { type: 'skipCurtain' } : null;
}

const rulesOf = <P extends Pending>(pending: P): DecisionRules<P> => DECISIONS[pending.kind] as unknown as DecisionRules<P>;

export function pendingSeats(state: Pick<RulesView, 'pending'>): number[] {
  return rulesOf(state.pending).seats(state.pending);
}

/** Every concrete action a seat may take now. */
export function legalActions(state: RulesView, seat: number): Action[] {
  if (!pendingSeats(state).includes(seat)) return [];
  return rulesOf(state.pending).legal(state, seat, state.pending);
}

/** The documented default decision for a seat that is absent or out of time (docs/engine-er.md). */
export function defaultAction(state: GameState, seat: number): Action | null {
  if (!pendingSeats(state).includes(seat)) return null;
  return rulesOf(state.pending).fallback(state, seat, state.pending);
}
