// Phase 3, hospital activation (rules spec 4, Phase 3, and 2.1-2.3): placing workers, department
// effects, specialist abilities, blood bags. Validation here is shared by applyAction and legalActions.
import type { GameEvent } from '../../engine.js';
import { DEPARTMENTS, SPECIALISTS } from './catalogue/index.js';
import type { Ability, TargetRule } from './catalogue/index.js';
import { colourOf, findPatient, heal } from './hospital.js';
import type { AbilityDecision, Colour, GameState, OwnedDepartment, Patient, PlayerState, Worker } from './types.js';
import { COLOURS } from './types.js';

export type Recolour = Record<string, Colour>;

const colourAfter = (p: Patient, recolour: Recolour | undefined): Colour => recolour?.[p.id] ?? colourOf(p);

/** Does this set of (colour, value) pairs satisfy a department's target rule? */
export function meetsRule(rule: TargetRule, picked: { colour: Colour; value: number }[]): boolean {
  if (picked.length !== rule.count) return false;
  if (rule.kind === 'each') {
    return picked.every((p) => (!rule.colour || p.colour === rule.colour) && p.value >= rule.min && p.value <= rule.max);
  }
  if (!picked.every((p) => p.colour === rule.colour)) return false;
  const values = picked.map((p) => p.value).sort((a, b) => a - b);
  if (rule.kind === 'sameValue') return values[0] === values[2];
  return values[1] === values[0]! + 1 && values[2] === values[1]! + 1;
}

/** Targets must be distinct patients in this hospital. */
function resolveTargets(player: PlayerState, ids: number[]): Patient[] | string {
  if (new Set(ids).size !== ids.length) return 'a patient can be targeted only once';
  const found = ids.map((id) => findPatient(player, id));
  if (found.some((p) => !p)) return 'every target must be a patient in your hospital';
  return found as Patient[];
}

/** A recolour map may only cover `allowed` patients, must change their colour, and costs 1 blood bag each. */
function recolourError(player: PlayerState, recolour: Recolour | undefined, allowed: Patient[]): string | null {
  if (!recolour) return null;
  const entries = Object.entries(recolour);
  if (entries.length > player.bloodBags) return `recolouring ${entries.length} patient(s) needs ${entries.length} blood bag(s)`;
  for (const [id, colour] of entries) {
    const patient = allowed.find((p) => String(p.id) === id);
    if (!patient) return 'only patients targeted by this effect can be recoloured';
    if (!COLOURS.includes(colour)) return `unknown colour ${String(colour)}`;
    if (colourOf(patient) === colour) return 'a recolour must change the patient\'s colour';
  }
  return null;
}

function applyRecolour(player: PlayerState, seat: number, targets: Patient[], recolour: Recolour | undefined, events: GameEvent[]): void {
  for (const patient of targets) {
    const colour = recolour?.[patient.id];
    if (!colour) continue;
    player.bloodBags -= 1;
    patient.tempColour = colour;
    patient.treated = true;
    events.push({ type: 'bloodBagSpent', seat, reason: 'recolour' });
    events.push({ type: 'patientRecoloured', seat, die: patient.id, colour });
  }
}

export interface Placement {
  worker: string;
  department: string;
  targets: number[];
  recolour?: Recolour;
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
  const picked = targets.map((p) => ({ colour: colourAfter(p, placement.recolour), value: p.value }));
  if (!meetsRule(card.targets, picked)) {
    return { code: 'invalid_targets', message: `${card.name} cannot resolve in full with those patients: ${describeRule(card.targets)}` };
  }
  const useful = placementRecolours(department, worker);
  if (Object.values(placement.recolour ?? {}).some((colour) => !useful.includes(colour))) {
    return { code: 'invalid_recolour', message: 'a blood-bag colour change must serve this placement: the department\'s colour, or the specialist\'s' };
  }
  return null;
}

/** Colours a placement's targets may be changed to "as part of resolving an effect" (spec 4,
 * Phase 3): a coloured department's own colour, or on a grey department the colour that
 * triggers the placed specialist's ability. Any other change would serve nothing. */
export function placementRecolours(department: OwnedDepartment, worker: Worker): Colour[] {
  const colour = DEPARTMENTS[department.type].colour;
  if (colour !== 'grey') return [colour];
  const ability = worker.specialist ? SPECIALISTS[worker.specialist].ability : undefined;
  return ability && ability.kind !== 'valueRange' ? [ability.colour] : [];
}

export function describeRule(rule: TargetRule): string {
  const colour = 'colour' in rule && rule.colour ? `${rule.colour} ` : '';
  if (rule.kind === 'consecutive') return `needs exactly 3 ${colour}patients of consecutive values`;
  if (rule.kind === 'sameValue') return `needs exactly 3 ${colour}patients of one value`;
  const range = rule.min === 1 && rule.max === 6 ? '' : ` of value ${rule.min}-${rule.max}`;
  return `needs exactly ${rule.count} ${colour}patient(s)${range}`;
}

/** Resolve a legal placement: recolours, the department effect, then arm the specialist's ability. */
export function resolvePlacement(state: GameState, seat: number, placement: Placement, events: GameEvent[]): void {
  const player = state.players[seat]!;
  const worker = player.workers.find((w) => w.id === placement.worker)!;
  const department = player.departments.find((d) => d.uid === placement.department)!;
  const targets = placement.targets.map((id) => findPatient(player, id)!);
  worker.placedOn = department.uid;
  department.activated = true;
  events.push({ type: 'workerPlaced', seat, worker: worker.id, specialist: worker.specialist, department: department.uid, departmentType: department.type, targets: placement.targets });
  applyRecolour(player, seat, targets, placement.recolour, events);
  const steps = DEPARTMENTS[department.type].steps;
  const healed = targets.map((patient) => {
    const entry = { id: patient.id, colour: colourOf(patient), before: patient.value, discharged: false };
    entry.discharged = heal(player, seat, patient, steps, events);
    return entry;
  });
  const decision = armAbility(worker, department, healed);
  state.activation[seat]!.ability = decision && abilityHasTarget(player, decision) ? decision : null;
}

function armAbility(worker: Worker, department: OwnedDepartment, healed: AbilityDecision['healed']): AbilityDecision | null {
  if (!worker.specialist) return null;
  const decision: AbilityDecision = { worker: worker.id, specialist: worker.specialist, department: department.uid, healed };
  return triggers(decision) ? decision : null;
}

const abilityOf = (decision: AbilityDecision): Ability => SPECIALISTS[decision.specialist].ability;

/** Healed patients that can trigger (and, for matchValue, serve as reference for) the ability. */
export function triggeringPatients(decision: AbilityDecision): AbilityDecision['healed'] {
  const ability = abilityOf(decision);
  if (ability.kind === 'valueRange') return decision.healed;
  return decision.healed.filter((h) => h.colour === ability.colour && (ability.kind !== 'extraStep' || !h.discharged));
}

const triggers = (decision: AbilityDecision): boolean => triggeringPatients(decision).length > 0;

/** Patients this ability may target, for a given reference value (matchValue). Recolouring may add
 * sameColour candidates, so those are all non-targets when a blood bag is available. */
export function abilityCandidates(player: PlayerState, decision: AbilityDecision, reference?: number): Patient[] {
  const ability = abilityOf(decision);
  const targeted = new Set(decision.healed.map((h) => h.id));
  const others = player.patients.filter((p) => !targeted.has(p.id));
  switch (ability.kind) {
    case 'extraStep': {
      const ids = new Set(triggeringPatients(decision).map((h) => h.id));
      return player.patients.filter((p) => ids.has(p.id));
    }
    case 'sameColour':
      return player.bloodBags > 0 ? others : others.filter((p) => colourOf(p) === ability.colour);
    case 'matchValue': {
      const refs = triggeringPatients(decision).filter((h) => reference === undefined || h.id === reference);
      const values = new Set(refs.map((h) => h.before));
      return others.filter((p) => values.has(p.value));
    }
    case 'valueRange':
      return others.filter((p) => p.value >= ability.min && p.value <= ability.max);
  }
}

export function abilityHasTarget(player: PlayerState, decision: AbilityDecision): boolean {
  return abilityCandidates(player, decision).length > 0;
}

/** How many targets the ability takes: its count, or fewer when fewer are eligible. */
export function abilityTargetCount(player: PlayerState, decision: AbilityDecision): number {
  const ability = abilityOf(decision);
  const count = ability.kind === 'valueRange' ? ability.count : 1;
  return Math.min(count, abilityCandidates(player, decision).length);
}

export interface AbilityUse {
  targets: number[];
  reference?: number;
  recolour?: Recolour;
}

export function abilityError(player: PlayerState, decision: AbilityDecision, use: AbilityUse): string | null {
  const ability = abilityOf(decision);
  const targets = resolveTargets(player, use.targets);
  if (typeof targets === 'string') return targets;
  const recolourProblem = recolourError(player, use.recolour, targets);
  if (recolourProblem) return recolourProblem;
  if (ability.kind === 'matchValue') {
    const refs = triggeringPatients(decision);
    if (use.reference !== undefined && !refs.some((h) => h.id === use.reference)) {
      return `the reference must be a ${ability.colour} patient this placement healed`;
    }
    if (use.reference === undefined && new Set(refs.map((h) => h.before)).size > 1) {
      return `name the ${ability.colour} patient whose earlier value to match (reference)`;
    }
  } else if (use.reference !== undefined) {
    return 'only the Cardiologist, Radiologist and Microbiologist take a reference';
  }
  if (use.recolour && Object.keys(use.recolour).length > 0 && ability.kind !== 'sameColour') {
    return `${SPECIALISTS[decision.specialist].name}'s targets need no colour change`;
  }
  const wanted = abilityTargetCount(player, decision);
  if (targets.length !== wanted) return `${SPECIALISTS[decision.specialist].name} takes exactly ${wanted} target(s) here`;
  const candidates = new Set(abilityCandidates(player, decision, use.reference).map((p) => p.id));
  for (const target of targets) {
    if (!candidates.has(target.id)) return `patient ${target.id} is not a valid target for ${SPECIALISTS[decision.specialist].name}`;
    if (ability.kind === 'sameColour' && colourAfter(target, use.recolour) !== ability.colour) {
      return `${SPECIALISTS[decision.specialist].name} heals a ${ability.colour} patient`;
    }
  }
  return null;
}

export function resolveAbility(state: GameState, seat: number, use: AbilityUse, events: GameEvent[]): void {
  const player = state.players[seat]!;
  const decision = state.activation[seat]!.ability!;
  const ability = abilityOf(decision);
  const targets = use.targets.map((id) => findPatient(player, id)!);
  applyRecolour(player, seat, targets, use.recolour, events);
  events.push({ type: 'abilityUsed', seat, specialist: decision.specialist, targets: use.targets });
  for (const patient of targets) heal(player, seat, patient, ability.steps, events);
  state.activation[seat]!.ability = null;
}

export function bloodBagHeal(state: GameState, seat: number, patient: Patient, events: GameEvent[]): void {
  const player = state.players[seat]!;
  player.bloodBags -= 1;
  events.push({ type: 'bloodBagSpent', seat, reason: 'heal' });
  heal(player, seat, patient, 1, events);
}
