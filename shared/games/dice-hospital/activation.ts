// Phase 3, hospital activation (rules spec 4, Phase 3, and 2.1-2.3): placing workers, department
// effects, specialist abilities, blood bags. Validation here is shared by applyAction and legalActions.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { DEPARTMENTS, SPECIALISTS, effectOf } from './catalogue/index.js';
import type { Ability, TargetRule } from './catalogue/index.js';
import { abilityHasTarget, armAbility, isRandomUse, resolvedAtOnce, type Healed } from './abilities.js';
import { applyRecolour, colourAfter, coloursError, recolourError, type Recolour } from './colours.js';
import { abilitiesOff } from './event-cards.js';
import { colourOf, heal, resolveTargets } from './hospital.js';
import { ownTargets, withChanged } from './copy.js';
import { forgetUndo, reroll } from './treatment.js';
import type { Action, Colour, GameState, OwnedDepartment, Patient, PlayerState, RulesView, SpecialistType, Worker } from './types.js';

/** Does this set of (colour, value) pairs satisfy a department's target rule? */
export function meetsRule(rule: TargetRule, picked: { colour: Colour; value: number }[]): boolean {
  if (rule.kind === 'upTo') return picked.length >= 1 && picked.length <= rule.count;
  if (picked.length !== rule.count) return false;
  if (rule.kind === 'each') {
    return picked.every((p) => (!rule.colour || p.colour === rule.colour) && p.value >= rule.min && p.value <= rule.max);
  }
  if (rule.colour && !picked.every((p) => p.colour === rule.colour)) return false;
  const values = picked.map((p) => p.value).sort((a, b) => a - b);
  if (rule.kind === 'sameValue') return values[0] === values[values.length - 1];
  return values[1] === values[0]! + 1 && values[2] === values[1]! + 1;
}

export interface Placement {
  worker: string;
  department: string;
  targets: number[];
  recolour?: Recolour;
  /** Physiotherapy: each target's new colour. */
  colours?: Recolour;
}

/** Why a placement is illegal, as an engine error, or null when it can resolve in full. */
export function placementError(player: PlayerState, placement: Placement): { code: string; message: string } | null {
  const worker = player.workers.find((w) => w.id === placement.worker);
  if (!worker) return { code: 'unknown_worker', message: `you have no worker ${placement.worker}` };
  if (worker.placedOn) return { code: 'worker_already_placed', message: `${placement.worker} is already placed this round` };
  const department = player.departments.find((d) => d.uid === placement.department);
  if (!department) return { code: 'unknown_department', message: `you have no department ${placement.department}` };
  if (department.activated) return { code: 'department_already_activated', message: `${DEPARTMENTS[department.type].name} was already activated this round` };
  const targets = resolveTargets(player, placement.targets);
  if (typeof targets === 'string') return { code: 'invalid_targets', message: targets };
  const recolourProblem = recolourError(player, placement.recolour, targets);
  if (recolourProblem) return { code: 'invalid_recolour', message: recolourProblem };
  const card = DEPARTMENTS[department.type];
  if (effectOf(department.type) === 'recolour') {
    const problem = coloursError(targets, placement.colours);
    if (problem) return { code: 'invalid_colours', message: problem };
  } else if (placement.colours) {
    return { code: 'invalid_colours', message: `${card.name} changes no colour` };
  }
  const picked = targets.map((p) => ({ colour: colourAfter(p, placement.recolour), value: p.value }));
  if (!meetsRule(card.targets, picked)) {
    return { code: 'invalid_targets', message: `${card.name} cannot resolve in full with those patients: ${describeRule(card.targets)}` };
  }
  const useful = placementRecolours(department, worker);
  if (Object.values(placement.recolour ?? {}).some((colour) => !useful.includes(colour))) {
    return { code: 'invalid_recolour', message: "a blood-bag colour change must serve this placement: the department's colour, or the specialist's" };
  }
  return null;
}

/** Colours a placement's targets may be changed to "as part of resolving an effect" (spec 4,
 * Phase 3): a coloured department's own colour, or on a grey department the colour that
 * triggers the placed specialist's ability. Any other change would serve nothing. */
export function placementRecolours(department: OwnedDepartment, worker: Worker): Colour[] {
  const colour = DEPARTMENTS[department.type].colour;
  if (colour !== 'grey') return [colour];
  if (effectOf(department.type) === 'recolour') return []; // Physiotherapy changes colours itself
  const ability = abilityOfWorker(worker);
  return ability && 'colour' in ability ? [ability.colour] : [];
}

/** The ability a worker brings: its card's, or for a Consultant the card it stands in for. */
export function abilityOfWorker(worker: Worker): Ability | undefined {
  const type = workerSpecialist(worker);
  return type ? SPECIALISTS[type].ability : undefined;
}

/** The card whose ability a worker uses this round (a Consultant without a role is a nurse). */
export function workerSpecialist(worker: Worker): SpecialistType | undefined {
  if (worker.specialist === 'consultant') return worker.role;
  return worker.specialist;
}

export function describeRule(rule: TargetRule): string {
  const colour = 'colour' in rule && rule.colour ? `${rule.colour} ` : '';
  if (rule.kind === 'consecutive') return `needs exactly 3 ${colour}patients of consecutive values`;
  if (rule.kind === 'sameValue') return `needs exactly ${rule.count} ${colour}patients of one value`;
  if (rule.kind === 'upTo') return `needs 1 to ${rule.count} patients`;
  const range = rule.min === 1 && rule.max === 6 ? '' : ` of value ${rule.min}-${rule.max}`;
  return `needs exactly ${rule.count} ${colour}patient(s)${range}`;
}

type Effect = ReturnType<typeof effectOf>;

/** What each department effect does to one target; `entry` records what happened to it. */
const EFFECTS: Record<
  Effect,
  (state: GameState, seat: number, department: OwnedDepartment, patient: Patient, entry: Healed, colours: Recolour | undefined, events: GameEvent[]) => void
> = {
  heal(state, seat, department, patient, entry, _colours, events) {
    entry.discharged = heal(state.players[seat]!, seat, patient, DEPARTMENTS[department.type].steps, events);
    entry.raised = true;
  },
  reroll(state, seat, _department, patient, _entry, _colours, events) {
    reroll(state, seat, patient, events);
  },
  mirror(_state, seat, _department, patient, entry, _colours, events) {
    patient.treated = true;
    patient.value = 7 - entry.before;
    events.push({ type: 'patientSwapped', seat, die: patient.id, from: entry.before, to: patient.value });
  },
  recolour(_state, seat, _department, patient, _entry, colours, events) {
    patient.treated = true;
    patient.tempColour = colours![patient.id]!;
    events.push({ type: 'patientRecoloured', seat, die: patient.id, colour: patient.tempColour });
  },
};

/** One target of a department effect: what happened to it, for the specialist's trigger. */
function applyEffect(
  state: GameState,
  seat: number,
  department: OwnedDepartment,
  patient: Patient,
  colours: Recolour | undefined,
  events: GameEvent[],
): Healed {
  const entry: Healed = { id: patient.id, colour: colourOf(patient), before: patient.value, raised: false, discharged: false };
  EFFECTS[effectOf(department.type)](state, seat, department, patient, entry, colours, events);
  // A re-roll or swap that raises a value heals (and may trigger "if this placement healed…").
  if (patient.value > entry.before) entry.raised = true;
  return entry;
}

/** Resolve a legal placement: recolours, the department effect, then arm the specialist's ability
 * (made at once when it has nothing to choose, waiting when it has a target). */
export function resolvePlacement(state: GameState, seat: number, placement: Placement, events: GameEvent[]): void {
  const player = state.players[seat]!;
  player.workers = withChanged(player.workers, (w) => w.id === placement.worker, { placedOn: placement.department });
  player.departments = withChanged(player.departments, (d) => d.uid === placement.department, { activated: true });
  const worker = player.workers.find((w) => w.id === placement.worker)!;
  const department = player.departments.find((d) => d.uid === placement.department)!;
  const targets = ownTargets(player, placement.targets);
  events.push({
    type: 'workerPlaced',
    seat,
    worker: worker.id,
    specialist: worker.specialist,
    department: department.uid,
    departmentType: department.type,
    targets: placement.targets,
  });
  applyRecolour(player, seat, targets, placement.recolour, events);
  const healed = targets.map((patient) => applyEffect(state, seat, department, patient, placement.colours, events));
  if (effectOf(department.type) === 'reroll') forgetUndo(state, seat);
  const specialist = workerSpecialist(worker);
  const decision = abilitiesOff(state) || !specialist ? null : armAbility({ worker: worker.id, specialist, department: department.uid, healed });
  state.activation[seat]!.ability = null;
  if (!decision || resolvedAtOnce(state, seat, decision, events)) return;
  if (abilityHasTarget(player, decision)) state.activation[seat]!.ability = decision;
}

/** Actions whose outcome is random (a re-roll or a draw): the client cannot preview them. */
export function isRandomAction(rules: RulesView, seat: number, action: Action): boolean {
  const player = rules.players[seat];
  if (!player) return false;
  if (action.type === 'placeWorker') {
    const department = player.departments.find((d) => d.uid === action.department);
    return !!department && effectOf(department.type) === 'reroll';
  }
  if (action.type === 'useAbility') {
    const decision = rules.activation[seat]?.ability;
    return !!decision && isRandomUse(decision, action);
  }
  return false;
}

/** The Consultant's step at the start of a seat's Phase 3 (rules spec 2.3): the cards it may stand
 * in for, or none when there is no choice to make (no Consultant, no other card, already chosen,
 * or a Medical Conference). */
export function consultantChoices(rules: Pick<RulesView, 'event'>, player: PlayerState): SpecialistType[] {
  if (abilitiesOff(rules)) return [];
  const consultant = player.workers.find((w) => w.specialist === 'consultant');
  if (!consultant || consultant.role || consultant.placedOn) return [];
  return [...new Set(player.specialists.map((s) => s.type).filter((type) => type !== 'consultant'))];
}

export function bloodBagHeal(state: GameState, seat: number, patient: Patient, events: GameEvent[]): void {
  const player = state.players[seat]!;
  player.bloodBags -= 1;
  events.push({ type: 'bloodBagSpent', seat, reason: 'heal' });
  heal(player, seat, patient, 1, events);
}
