// Every kind of specialist ability (rules spec 2.3 and 6.2), each in one place: what triggers it,
// whom it may target and how many, what a use must say beyond its targets, the uses legalActions
// lists, how it resolves, and whether its outcome is random. activation.ts applies the generic
// checks around these; a new kind of card is a new entry here and its row in catalogue/specialists.ts.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { SPECIALISTS, type Ability } from './catalogue/index.js';
import { applyRecolour, colourAfter, colourChanges, coloursError, recolourError, type Recolour } from './colours.js';
import { combinations } from './combinations.js';
import { colourOf, deteriorate, gainBloodBags, heal, resolveTargets } from './hospital.js';
import { admitOrReturn, canAdmit, forgetUndo, reroll } from './treatment.js';
import { ownTargets } from './copy.js';
import type { AbilityDecision, Action, GameState, Patient, PlayerState } from './types.js';

export type Healed = AbilityDecision['healed'][number];
type UseAction = Extract<Action, { type: 'useAbility' }>;

/** What a use of an ability says: its targets and, for some kinds, more. */
export interface AbilityUse {
  targets: number[];
  reference?: number;
  recolour?: Recolour;
  colours?: Recolour;
  admit?: boolean;
}

/** An ability use that cannot resolve, with docs/engine.md's code. */
export type AbilityProblem = { code: 'invalid_targets' | 'invalid_colours' | 'invalid_recolour'; message: string };
export const targetsProblem = (message: string): AbilityProblem => ({ code: 'invalid_targets', message });

/** A kind's own check of a use: a problem, `complete` when the use needs no target checks (the
 * Admissions Nurse admitting a new die), or null to go on with the generic ones. */
type CheckResult = AbilityProblem | 'complete' | null;

interface AbilityRules<A extends Ability> {
  /** The placement's targets that trigger it (and serve a Cardiologist as references). */
  triggering(decision: AbilityDecision, ability: A): Healed[];
  /** The patients it may target: `others` are those the placement did not target; `reference` the
   * healed patient whose earlier value to match, when the use names one. */
  candidates(player: PlayerState, decision: AbilityDecision, ability: A, others: Patient[], reference?: number): Patient[];
  /** How many targets it takes (fewer when fewer are eligible). */
  count(ability: A): number;
  /** Whether it has something to do now (by default: a candidate). */
  hasTarget?(player: PlayerState, decision: AbilityDecision): boolean;
  /** The fields of a use beyond `targets` that it takes. */
  takes?: { admit?: true; colours?: true; reference?: true; recolour?: true };
  /** Its own check of a use, before the generic ones (targets, count, candidates). */
  check?(player: PlayerState, decision: AbilityDecision, ability: A, use: AbilityUse, targets: Patient[]): CheckResult;
  /** A check of each target, after the generic ones. */
  targetError?(ability: A, target: Patient, use: AbilityUse): string | null;
  /** The uses legalActions lists (by default: every choice of `count` candidates). */
  uses?(player: PlayerState, decision: AbilityDecision, ability: A, candidates: Patient[], count: number): UseAction[];
  resolve(state: GameState, seat: number, decision: AbilityDecision, ability: A, targets: Patient[], use: AbilityUse, events: GameEvent[]): void;
  /** Whether a use's outcome is random, so that a client cannot preview it. */
  random?(use: AbilityUse): boolean;
  /** The decision as it waits, once the placement armed it (the Admissions Nurse counts its uses). */
  armed?(decision: AbilityDecision): AbilityDecision;
  /** Made at once on placement, with nothing to choose (the decision never waits). */
  atOnce?(state: GameState, seat: number, decision: AbilityDecision, ability: A, events: GameEvent[]): void;
}

const healedOnes = (decision: AbilityDecision): Healed[] => decision.healed.filter((h) => h.raised);
const healedOfColour = (decision: AbilityDecision, ability: { colour: string }): Healed[] =>
  decision.healed.filter((h) => h.raised && h.colour === ability.colour);
const dischargedOnes = (decision: AbilityDecision): Healed[] => decision.healed.filter((h) => h.discharged);
const none = (): Patient[] => [];
const one = (): number => 1;

/** Heals each target the ability's steps (the base game's specialists). */
function healTargets(
  state: GameState,
  seat: number,
  _decision: AbilityDecision,
  ability: { steps: number },
  targets: Patient[],
  _use: AbilityUse,
  events: GameEvent[],
): void {
  for (const patient of targets) heal(state.players[seat]!, seat, patient, ability.steps, events);
}

/** Every choice of `count` candidates for each reference value the ability may name. */
function choicesOfTargets(
  player: PlayerState,
  decision: AbilityDecision,
  count: number,
  references: (number | undefined)[],
  decorate?: (use: UseAction, targets: Patient[]) => void,
): UseAction[] {
  const uses: UseAction[] = [];
  for (const reference of references) {
    for (const targets of combinations(abilityCandidates(player, decision, reference), count)) {
      const use: UseAction = { type: 'useAbility', targets: targets.map((p) => p.id) };
      if (reference !== undefined) use.reference = reference;
      decorate?.(use, targets);
      uses.push(use);
    }
  }
  return uses;
}

const ABILITIES: { [K in Ability['kind']]: AbilityRules<Extract<Ability, { kind: K }>> } = {
  extraStep: {
    // Not one the placement discharged: it left the hospital.
    triggering: (decision, ability) => healedOfColour(decision, ability).filter((h) => !h.discharged),
    candidates(player, decision, ability) {
      const ids = new Set(this.triggering(decision, ability).map((h) => h.id));
      return player.patients.filter((p) => ids.has(p.id));
    },
    count: one,
    resolve: healTargets,
  },
  sameColour: {
    triggering: healedOfColour,
    // With a blood bag any other patient may be made that colour.
    candidates: (player, _decision, ability, others) => (player.bloodBags > 0 ? others : others.filter((p) => colourOf(p) === ability.colour)),
    count: one,
    takes: { recolour: true },
    targetError: (ability, target, use) => (colourAfter(target, use.recolour) === ability.colour ? null : `heals a ${ability.colour} patient`),
    uses: (player, decision, ability, _candidates, count) =>
      choicesOfTargets(player, decision, count, [undefined], (use, targets) => {
        const recolour: Recolour = {};
        for (const p of targets) if (colourOf(p) !== ability.colour) recolour[p.id] = ability.colour;
        if (Object.keys(recolour).length > 0) use.recolour = recolour;
      }),
    resolve: healTargets,
  },
  matchValue: {
    triggering: healedOfColour,
    candidates(_player, decision, ability, others, reference) {
      const refs = this.triggering(decision, ability).filter((h) => reference === undefined || h.id === reference);
      const values = new Set(refs.map((h) => h.before));
      return others.filter((p) => values.has(p.value));
    },
    count: one,
    takes: { reference: true },
    check(_player, decision, ability, use) {
      const refs = healedOfColour(decision, ability);
      if (use.reference !== undefined && !refs.some((h) => h.id === use.reference)) {
        return targetsProblem(`the reference must be a ${ability.colour} patient this placement healed`);
      }
      if (use.reference === undefined && new Set(refs.map((h) => h.before)).size > 1) {
        return targetsProblem(`name the ${ability.colour} patient whose earlier value to match (reference)`);
      }
      return null;
    },
    uses: (player, decision, ability, _candidates, count) =>
      choicesOfTargets(
        player,
        decision,
        count,
        healedOfColour(decision, ability).map((h) => h.id),
      ),
    resolve: healTargets,
  },
  valueRange: {
    triggering: healedOnes,
    candidates: (_player, _decision, ability, others) => others.filter((p) => p.value >= ability.min && p.value <= ability.max),
    count: (ability) => ability.count,
    resolve: healTargets,
  },
  discardFatality: {
    triggering: healedOnes,
    candidates: none,
    count: () => 0,
    hasTarget: (player) => player.fatalities > 0,
    uses: () => [{ type: 'useAbility', targets: [] }],
    resolve(state, seat, decision, _ability, _targets, _use, events) {
      const player = state.players[seat]!;
      player.fatalities -= 1;
      events.push({ type: 'fatalityDiscarded', seat });
      gainBloodBags(player, seat, 1, decision.specialist, events);
    },
  },
  reroll: {
    triggering: healedOnes,
    candidates: (_player, _decision, _ability, others) => others,
    count: one,
    resolve(state, seat, _decision, _ability, targets, _use, events) {
      reroll(state, seat, targets[0]!, events);
      forgetUndo(state, seat);
    },
    random: () => true,
  },
  healAndHarm: {
    triggering: healedOnes,
    candidates: (_player, _decision, _ability, others) => others,
    count: () => 2,
    // Ordered: the first is healed, the second deteriorates.
    uses(_player, _decision, _ability, candidates, count) {
      if (count < 2) return candidates.map((p) => ({ type: 'useAbility', targets: [p.id] }));
      return candidates.flatMap((a) => candidates.filter((b) => b !== a).map((b): UseAction => ({ type: 'useAbility', targets: [a.id, b.id] })));
    },
    resolve(state, seat, _decision, _ability, [healed, harmed], _use, events) {
      heal(state.players[seat]!, seat, healed!, 1, events);
      if (harmed) {
        harmed.treated = true;
        deteriorate(state, seat, harmed, 1, events);
      }
    },
  },
  recolour: {
    triggering: healedOnes,
    candidates: (_player, _decision, _ability, others) => others,
    count: one,
    takes: { colours: true },
    check(_player, _decision, _ability, use, targets) {
      const problem = coloursError(targets, use.colours);
      return problem ? { code: 'invalid_colours', message: problem } : null;
    },
    uses: (_player, _decision, _ability, candidates) =>
      candidates.flatMap((p) => colourChanges([p]).map((colours): UseAction => ({ type: 'useAbility', targets: [p.id], colours }))),
    resolve(_state, seat, _decision, _ability, [patient], use, events) {
      patient!.treated = true;
      patient!.tempColour = use.colours![patient!.id]!;
      events.push({ type: 'patientRecoloured', seat, die: patient!.id, colour: patient!.tempColour });
    },
  },
  // Registrar and Haematology Technician: nothing to choose, so the gain is made at once.
  gain: {
    triggering: dischargedOnes,
    candidates: none,
    count: one,
    resolve: () => {},
    atOnce(state, seat, decision, ability, events) {
      const player = state.players[seat]!;
      if (ability.points > 0) {
        player.score += ability.points;
        events.push({ type: 'pointsGained', seat, points: ability.points, reason: decision.specialist });
      }
      if (ability.bloodBags > 0) gainBloodBags(player, seat, ability.bloodBags, decision.specialist, events);
    },
  },
  // The Consultant lends another card's ability: its own never triggers.
  borrow: {
    triggering: () => [],
    candidates: none,
    count: one,
    resolve: () => {},
  },
  admit: {
    triggering: dischargedOnes,
    candidates: (_player, _decision, _ability, others) => others,
    count: one,
    hasTarget: (player, decision) => canAdmit(player) || abilityCandidates(player, decision).length > 0,
    takes: { admit: true },
    check(player, _decision, _ability, use, targets) {
      if (use.admit) {
        if (targets.length > 0) return targetsProblem('admit a new patient or return one, not both');
        return canAdmit(player) ? 'complete' : targetsProblem('no free bed to admit a patient');
      }
      return targets.length === 1 ? null : targetsProblem('name one patient to return, or admit a new one (admit: true)');
    },
    uses(player, _decision, _ability, candidates) {
      const returns: UseAction[] = candidates.map((p) => ({ type: 'useAbility', targets: [p.id] }));
      return canAdmit(player) ? [{ type: 'useAbility', targets: [], admit: true }, ...returns] : returns;
    },
    resolve(state, seat, decision, _ability, [patient], _use, events) {
      admitOrReturn(state, seat, patient, events);
      // One use per patient the placement discharged, while there is something to do.
      if ((decision.uses ?? 1) > 1) {
        const next = { ...decision, uses: decision.uses! - 1 };
        if (abilityHasTarget(state.players[seat]!, next)) state.activation[seat]!.ability = next;
      }
    },
    random: (use) => use.admit === true,
    armed: (decision) => ({ ...decision, uses: dischargedOnes(decision).length }),
  },
};

export const abilityOf = (decision: AbilityDecision): Ability => SPECIALISTS[decision.specialist].ability;

/** The rules of a decision's ability, with the ability itself. */
export function abilityRules(decision: AbilityDecision): { ability: Ability; rules: AbilityRules<Ability> } {
  const ability = abilityOf(decision);
  return { ability, rules: ABILITIES[ability.kind] as AbilityRules<Ability> };
}

/** The ability a placement arms, or null when the placement did not trigger it. */
export function armAbility(decision: AbilityDecision): AbilityDecision | null {
  const { ability, rules } = abilityRules(decision);
  if (rules.triggering(decision, ability).length === 0) return null;
  return rules.armed ? rules.armed(decision) : decision;
}

/** Makes an ability that has nothing to choose at once; false when it waits for its player. */
export function resolvedAtOnce(state: GameState, seat: number, decision: AbilityDecision, events: GameEvent[]): boolean {
  const { ability, rules } = abilityRules(decision);
  if (!rules.atOnce) return false;
  rules.atOnce(state, seat, decision, ability, events);
  return true;
}

/** Targets of the department effect that trigger the ability (and serve a Cardiologist as references). */
export function triggeringPatients(decision: AbilityDecision): Healed[] {
  const { ability, rules } = abilityRules(decision);
  return rules.triggering(decision, ability);
}

/** Patients this ability may target, for a given reference value (matchValue). */
export function abilityCandidates(player: PlayerState, decision: AbilityDecision, reference?: number): Patient[] {
  const { ability, rules } = abilityRules(decision);
  const targeted = new Set(decision.healed.map((h) => h.id));
  return rules.candidates(
    player,
    decision,
    ability,
    player.patients.filter((p) => !targeted.has(p.id)),
    reference,
  );
}

export function abilityHasTarget(player: PlayerState, decision: AbilityDecision): boolean {
  const { rules } = abilityRules(decision);
  return rules.hasTarget ? rules.hasTarget(player, decision) : abilityCandidates(player, decision).length > 0;
}

/** How many targets the ability takes: its count, or fewer when fewer are eligible. */
export function abilityTargetCount(player: PlayerState, decision: AbilityDecision): number {
  const { ability, rules } = abilityRules(decision);
  return Math.min(rules.count(ability), abilityCandidates(player, decision).length);
}

/** Every use of the waiting ability that legalActions lists. */
export function abilityUses(player: PlayerState, decision: AbilityDecision): UseAction[] {
  const { ability, rules } = abilityRules(decision);
  const count = abilityTargetCount(player, decision);
  if (rules.uses) return rules.uses(player, decision, ability, abilityCandidates(player, decision), count);
  return choicesOfTargets(player, decision, count, [undefined]);
}

/** Why an ability use is illegal, or null when it can resolve in full. */
export function abilityError(player: PlayerState, decision: AbilityDecision, use: AbilityUse): AbilityProblem | null {
  const { ability, rules } = abilityRules(decision);
  const name = SPECIALISTS[decision.specialist].name;
  const targets = resolveTargets(player, use.targets);
  if (typeof targets === 'string') return targetsProblem(targets);
  const takes = rules.takes ?? {};
  if (use.admit !== undefined && !takes.admit) return targetsProblem(`${name} admits no patient`);
  if (use.colours !== undefined && !takes.colours) return { code: 'invalid_colours', message: `${name} changes no colour` };
  if (use.reference !== undefined && !takes.reference) return targetsProblem('only the Cardiologist, Radiologist and Microbiologist take a reference');
  if (use.recolour && Object.keys(use.recolour).length > 0 && !takes.recolour) {
    return { code: 'invalid_recolour', message: `${name}'s targets need no colour change` };
  }
  const own = rules.check?.(player, decision, ability, use, targets) ?? null;
  if (own === 'complete') return null;
  if (own) return own;
  const recolourProblem = recolourError(player, use.recolour, targets);
  if (recolourProblem) return { code: 'invalid_recolour', message: recolourProblem };
  const wanted = abilityTargetCount(player, decision);
  if (targets.length !== wanted) return targetsProblem(`${name} takes exactly ${wanted} target(s) here`);
  const candidates = new Set(abilityCandidates(player, decision, use.reference).map((p) => p.id));
  for (const target of targets) {
    if (!candidates.has(target.id)) return targetsProblem(`patient ${target.id} is not a valid target for ${name}`);
    const problem = rules.targetError?.(ability, target, use);
    if (problem) return targetsProblem(`${name} ${problem}`);
  }
  return null;
}

/** Resolves a checked use of the waiting ability: its blood-bag recolours, then its effect. */
export function resolveAbility(state: GameState, seat: number, use: AbilityUse, events: GameEvent[]): void {
  const player = state.players[seat]!;
  const decision = state.activation[seat]!.ability!;
  const { ability, rules } = abilityRules(decision);
  const targets = ownTargets(player, use.targets);
  applyRecolour(player, seat, targets, use.recolour, events);
  events.push({ type: 'abilityUsed', seat, specialist: decision.specialist, targets: use.targets, ...(use.admit ? { admit: true } : {}) });
  state.activation[seat]!.ability = null;
  rules.resolve(state, seat, decision, ability, targets, use, events);
}

export function isRandomUse(decision: AbilityDecision, use: AbilityUse): boolean {
  return abilityRules(decision).rules.random?.(use) ?? false;
}
