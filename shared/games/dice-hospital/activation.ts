// Phase 3, hospital activation (rules spec 4, Phase 3, and 2.1-2.3): placing workers, department
// effects, specialist abilities, blood bags. Validation here is shared by applyAction and legalActions.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { randomInt } from '../../random.js';
import { BEDS, DEPARTMENTS, SPECIALISTS, effectOf } from './catalogue/index.js';
import type { Ability, TargetRule } from './catalogue/index.js';
import { abilitiesOff } from './event-cards.js';
import { colourOf, deteriorate, drawAndRoll, findPatient, gainBloodBags, heal, returnToBag } from './hospital.js';
import { admit } from './intake.js';
import type { AbilityDecision, Action, Colour, GameState, OwnedDepartment, Patient, PlayerState, RulesView, SpecialistType, Worker } from './types.js';
import { COLOURS } from './types.js';

export type Recolour = Record<string, Colour>;

const colourAfter = (p: Patient, recolour: Recolour | undefined): Colour => recolour?.[p.id] ?? colourOf(p);

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
  /** Physiotherapy: each target's new colour. */
  colours?: Recolour;
}

/** Physiotherapy's colours: one per target, each a change. */
function coloursError(targets: Patient[], colours: Recolour | undefined): string | null {
  if (!colours || Object.keys(colours).length !== targets.length) return 'give each target its new colour (colours)';
  for (const target of targets) {
    const colour = colours[target.id];
    if (!colour) return 'give each target its new colour (colours)';
    if (colour === colourOf(target)) return "a colour change must change the patient's colour";
  }
  return null;
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

/** A re-roll: 1-6, the new value stands (rules spec 6.2); the patient is treated. */
function reroll(state: GameState, seat: number, patient: Patient, events: GameEvent[]): void {
  const from = patient.value;
  patient.value = randomInt(state, 1, 6);
  patient.treated = true;
  events.push({ type: 'patientRerolled', seat, die: patient.id, from, to: patient.value });
}

/** A random event stops undo (rules spec 4, Phase 3): what came before can no longer be taken back. */
function forgetUndo(state: GameState, seat: number): void {
  state.undo[seat] = [];
  state.activation[seat]!.undoDepth = 0;
}

type Healed = AbilityDecision['healed'][number];

/** One target of a department effect: what happened to it, for the specialist's trigger. */
function applyEffect(state: GameState, seat: number, department: OwnedDepartment, patient: Patient, colours: Recolour | undefined, events: GameEvent[]): Healed {
  const player = state.players[seat]!;
  const entry: Healed = { id: patient.id, colour: colourOf(patient), before: patient.value, raised: false, discharged: false };
  switch (effectOf(department.type)) {
    case 'heal':
      entry.discharged = heal(player, seat, patient, DEPARTMENTS[department.type].steps, events);
      entry.raised = true;
      break;
    case 'reroll':
      reroll(state, seat, patient, events);
      break;
    case 'mirror':
      patient.treated = true;
      patient.value = 7 - entry.before;
      events.push({ type: 'patientSwapped', seat, die: patient.id, from: entry.before, to: patient.value });
      break;
    case 'recolour':
      patient.treated = true;
      patient.tempColour = colours![patient.id]!;
      events.push({ type: 'patientRecoloured', seat, die: patient.id, colour: patient.tempColour });
      break;
  }
  // A re-roll or swap that raises a value heals (and may trigger "if this placement healed…").
  if (patient.value > entry.before) entry.raised = true;
  return entry;
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
  const healed = targets.map((patient) => applyEffect(state, seat, department, patient, placement.colours, events));
  if (effectOf(department.type) === 'reroll') forgetUndo(state, seat);
  const decision = abilitiesOff(state) ? null : armAbility(worker, department, healed);
  state.activation[seat]!.ability = null;
  if (!decision) return;
  const ability = abilityOf(decision);
  if (ability.kind === 'gain') gainAtOnce(state, seat, decision.specialist, ability, events);
  else if (abilityHasTarget(player, decision)) state.activation[seat]!.ability = decision;
}

/** Registrar and Haematology Technician: nothing to choose, so the gain is made at once. */
function gainAtOnce(state: GameState, seat: number, specialist: SpecialistType, ability: Extract<Ability, { kind: 'gain' }>, events: GameEvent[]): void {
  const player = state.players[seat]!;
  if (ability.points > 0) {
    player.score += ability.points;
    events.push({ type: 'pointsGained', seat, points: ability.points, reason: specialist });
  }
  if (ability.bloodBags > 0) gainBloodBags(player, seat, ability.bloodBags, specialist, events);
}

function armAbility(worker: Worker, department: OwnedDepartment, healed: AbilityDecision['healed']): AbilityDecision | null {
  const specialist = workerSpecialist(worker);
  if (!specialist) return null;
  const decision: AbilityDecision = { worker: worker.id, specialist, department: department.uid, healed };
  if (SPECIALISTS[specialist].ability.kind === 'admit') decision.uses = healed.filter((h) => h.discharged).length;
  return triggers(decision) ? decision : null;
}

const abilityOf = (decision: AbilityDecision): Ability => SPECIALISTS[decision.specialist].ability;

/** Targets of the department effect that trigger (and, for matchValue, serve as reference for) the
 * ability: healed ones of its colour, any healed one, or discharged ones. */
export function triggeringPatients(decision: AbilityDecision): AbilityDecision['healed'] {
  const ability = abilityOf(decision);
  switch (ability.kind) {
    case 'extraStep':
      return decision.healed.filter((h) => h.raised && h.colour === ability.colour && !h.discharged);
    case 'sameColour':
    case 'matchValue':
      return decision.healed.filter((h) => h.raised && h.colour === ability.colour);
    case 'gain':
    case 'admit':
      return decision.healed.filter((h) => h.discharged);
    case 'borrow':
      return [];
    default:
      return decision.healed.filter((h) => h.raised);
  }
}

const triggers = (decision: AbilityDecision): boolean => triggeringPatients(decision).length > 0;

/** Patients this ability may target, for a given reference value (matchValue). Recolouring may add
 * sameColour candidates, so those are all non-targets when a blood bag is available. */
export function abilityCandidates(player: PlayerState, decision: AbilityDecision, reference?: number): Patient[] {
  const ability = abilityOf(decision);
  const targeted = new Set(decision.healed.map((h) => h.id));
  const others = player.patients.filter((p) => !targeted.has(p.id));
  switch (ability.kind) {
    case 'reroll':
    case 'healAndHarm':
    case 'recolour':
    case 'admit':
      return others;
    case 'discardFatality':
    case 'gain':
    case 'borrow':
      return [];
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

/** Admissions Nurse: a die can be admitted only into a free bed (rules spec 2.3). */
export const canAdmit = (player: PlayerState): boolean => player.patients.length < BEDS;

export function abilityHasTarget(player: PlayerState, decision: AbilityDecision): boolean {
  const ability = abilityOf(decision);
  if (ability.kind === 'discardFatality') return player.fatalities > 0;
  if (ability.kind === 'admit') return canAdmit(player) || abilityCandidates(player, decision).length > 0;
  return abilityCandidates(player, decision).length > 0;
}

/** How many targets the ability takes: its count, or fewer when fewer are eligible. */
export function abilityTargetCount(player: PlayerState, decision: AbilityDecision): number {
  const ability = abilityOf(decision);
  const count = ability.kind === 'valueRange' ? ability.count : ability.kind === 'healAndHarm' ? 2 : ability.kind === 'discardFatality' ? 0 : 1;
  return Math.min(count, abilityCandidates(player, decision).length);
}

export interface AbilityUse {
  targets: number[];
  reference?: number;
  recolour?: Recolour;
  colours?: Recolour;
  admit?: boolean;
}

/** An ability use that cannot resolve, with docs/engine.md's code: its targets, its new colours, or a blood-bag recolour. */
export type AbilityProblem = { code: 'invalid_targets' | 'invalid_colours' | 'invalid_recolour'; message: string };
const targetsProblem = (message: string): AbilityProblem => ({ code: 'invalid_targets', message });

/** Why an ability use is illegal, or null when it can resolve in full. */
export function abilityError(player: PlayerState, decision: AbilityDecision, use: AbilityUse): AbilityProblem | null {
  const ability = abilityOf(decision);
  const name = SPECIALISTS[decision.specialist].name;
  const targets = resolveTargets(player, use.targets);
  if (typeof targets === 'string') return targetsProblem(targets);
  if (use.admit !== undefined && ability.kind !== 'admit') return targetsProblem(`${name} admits no patient`);
  if (use.colours !== undefined && ability.kind !== 'recolour') return { code: 'invalid_colours', message: `${name} changes no colour` };
  if (ability.kind === 'admit' && use.admit) {
    if (targets.length > 0) return targetsProblem('admit a new patient or return one, not both');
    return canAdmit(player) ? null : targetsProblem('no free bed to admit a patient');
  }
  if (ability.kind === 'admit' && targets.length !== 1) return targetsProblem('name one patient to return, or admit a new one (admit: true)');
  if (ability.kind === 'recolour') {
    const problem = coloursError(targets, use.colours);
    if (problem) return { code: 'invalid_colours', message: problem };
  }
  const recolourProblem = recolourError(player, use.recolour, targets);
  if (recolourProblem) return { code: 'invalid_recolour', message: recolourProblem };
  if (ability.kind === 'matchValue') {
    const refs = triggeringPatients(decision);
    if (use.reference !== undefined && !refs.some((h) => h.id === use.reference)) {
      return targetsProblem(`the reference must be a ${ability.colour} patient this placement healed`);
    }
    if (use.reference === undefined && new Set(refs.map((h) => h.before)).size > 1) {
      return targetsProblem(`name the ${ability.colour} patient whose earlier value to match (reference)`);
    }
  } else if (use.reference !== undefined) {
    return targetsProblem('only the Cardiologist, Radiologist and Microbiologist take a reference');
  }
  if (use.recolour && Object.keys(use.recolour).length > 0 && ability.kind !== 'sameColour') {
    return { code: 'invalid_recolour', message: `${SPECIALISTS[decision.specialist].name}'s targets need no colour change` };
  }
  const wanted = abilityTargetCount(player, decision);
  if (targets.length !== wanted) return targetsProblem(`${SPECIALISTS[decision.specialist].name} takes exactly ${wanted} target(s) here`);
  const candidates = new Set(abilityCandidates(player, decision, use.reference).map((p) => p.id));
  for (const target of targets) {
    if (!candidates.has(target.id)) return targetsProblem(`patient ${target.id} is not a valid target for ${SPECIALISTS[decision.specialist].name}`);
    if (ability.kind === 'sameColour' && colourAfter(target, use.recolour) !== ability.colour) {
      return targetsProblem(`${SPECIALISTS[decision.specialist].name} heals a ${ability.colour} patient`);
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
  events.push({ type: 'abilityUsed', seat, specialist: decision.specialist, targets: use.targets, ...(use.admit ? { admit: true } : {}) });
  state.activation[seat]!.ability = null;
  switch (ability.kind) {
    case 'discardFatality':
      player.fatalities -= 1;
      events.push({ type: 'fatalityDiscarded', seat });
      gainBloodBags(player, seat, 1, decision.specialist, events);
      return;
    case 'reroll':
      reroll(state, seat, targets[0]!, events);
      forgetUndo(state, seat);
      return;
    case 'healAndHarm': {
      const [healed, harmed] = targets;
      heal(player, seat, healed!, 1, events);
      if (harmed) {
        harmed.treated = true;
        deteriorate(state, seat, harmed, 1, events);
      }
      return;
    }
    case 'recolour': {
      const patient = targets[0]!;
      patient.treated = true;
      patient.tempColour = use.colours![patient.id]!;
      events.push({ type: 'patientRecoloured', seat, die: patient.id, colour: patient.tempColour });
      return;
    }
    case 'admit':
      admitOrReturn(state, seat, targets[0], events);
      // One use per patient the placement discharged, while there is something to do.
      if ((decision.uses ?? 1) > 1) {
        const next = { ...decision, uses: decision.uses! - 1 };
        if (abilityHasTarget(player, next)) state.activation[seat]!.ability = next;
      }
      return;
    case 'gain':
    case 'borrow':
      return;
    default:
      for (const patient of targets) heal(player, seat, patient, ability.steps, events);
  }
}

/** Admissions Nurse: return `patient` to the bag, or with none draw a die, roll it and admit it (a
 * random event: undo stops here). */
function admitOrReturn(state: GameState, seat: number, patient: Patient | undefined, events: GameEvent[]): void {
  const player = state.players[seat]!;
  if (patient) {
    player.patients = player.patients.filter((p) => p !== patient);
    returnToBag(state, patient);
    events.push({ type: 'patientReturned', seat, die: patient.id, colour: patient.colour });
    return;
  }
  const die = drawAndRoll(state);
  if (die) admit(state, seat, die, events, true);
  else events.push({ type: 'bagEmpty', seat });
  forgetUndo(state, seat);
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
    const kind = decision ? abilityOf(decision).kind : undefined;
    return kind === 'reroll' || (kind === 'admit' && action.admit === true);
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
