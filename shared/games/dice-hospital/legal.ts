// The legal choices of the decisions whose listing takes work (decisions.ts lists each kind's):
// setup, arranging ambulances, fatalities, and Phase 3's placements and abilities.
import { DEPARTMENTS, DICE_PER_AMBULANCE, startingValues } from './catalogue/index.js';
import { abilityUses } from './abilities.js';
import { consultantChoices, placementRecolours } from './activation.js';
import { colourChanges, type Recolour } from './colours.js';
import { combinations } from './combinations.js';
import { colourOf } from './hospital.js';
import { contestedGroups, look } from './intake.js';
import { careCandidates } from './round-end.js';
import { mustChooseAdministrator } from './setup.js';
import type { Action, Die, OwnedDepartment, Patient, PlayerState, RulesView } from './types.js';

export function setupActions(state: RulesView, player: PlayerState): Action[] {
  const actions: Action[] = [];
  if (!player.startingValuesSet) {
    // Each assignment once: Opening Crisis's two 3s (and two 5s) swapped give the same one.
    const seen = new Set<string>();
    for (const values of permutations([...startingValues(state.options)])) {
      const key = values.join();
      if (seen.has(key)) continue;
      seen.add(key);
      actions.push({ type: 'setStartingValues', values: Object.fromEntries(player.patients.map((p, i) => [p.id, values[i]!])) });
    }
  }
  if (mustChooseAdministrator(state.options, player)) {
    for (const administrator of player.dealtAdministrators) actions.push({ type: 'chooseAdministrator', administrator });
  }
  return actions;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Every distinct arrangement: within each contested group, which colours go in which ambulance
 * (the order inside one ambulance does not matter, and same-colour dice are interchangeable). */
export function arrangements(dice: Die[]): number[][] {
  let orders: Die[][] = [dice];
  for (const { start, end } of contestedGroups(dice)) {
    const group = dice.slice(start, end);
    // Sizes of the group's slices in each ambulance it straddles.
    const sizes: number[] = [];
    for (let i = start; i < end;) {
      const boundary = Math.min(end, (Math.floor(i / DICE_PER_AMBULANCE) + 1) * DICE_PER_AMBULANCE);
      sizes.push(boundary - i);
      i = boundary;
    }
    orders = orders.flatMap((order) => splitsByColour(group, sizes).map((arranged) => [...order.slice(0, start), ...arranged, ...order.slice(end)]));
  }
  return orders.map((order) => order.map((d) => d.id));
}

/** Ways to deal `dice` into slices of the given sizes that differ in some slice's colour counts. */
function splitsByColour(dice: Die[], sizes: number[]): Die[][] {
  if (sizes.length <= 1) return [dice];
  const [size, ...rest] = sizes;
  const out: Die[][] = [];
  const seen = new Set<string>();
  for (const slice of combinations(dice, size!)) {
    const key = slice
      .map((d) => d.colour)
      .sort()
      .join();
    if (seen.has(key)) continue;
    seen.add(key);
    const remaining = dice.filter((d) => !slice.includes(d));
    for (const tail of splitsByColour(remaining, rest)) out.push([...slice, ...tail]);
  }
  return out;
}

/** Distinct choices of `count` fatalities: patients that look alike count once. */
export function fatalityChoices(candidates: Patient[], count: number): number[][] {
  const out = new Map<string, number[]>();
  for (const combo of combinations(candidates, count)) {
    const key = combo.map(look).sort().join();
    if (!out.has(key))
      out.set(
        key,
        combo.map((p) => p.id),
      );
  }
  return [...out.values()];
}

export function activationActions(state: RulesView, seat: number): Action[] {
  const player = state.players[seat]!;
  const activation = state.activation[seat]!;
  const actions: Action[] = [];
  const roles = consultantChoices(state, player);
  if (roles.length > 0) {
    actions.push(...roles.map((specialist): Action => ({ type: 'assignConsultant', specialist })));
  } else if (activation.ability) {
    actions.push(...abilityUses(player, activation.ability), { type: 'skipAbility' });
  } else {
    actions.push(...placements(player));
    if (player.bloodBags > 0) {
      for (const p of player.patients) actions.push({ type: 'bloodBagHeal', patient: p.id });
    }
    actions.push({ type: 'commitActivation' });
    for (const p of careCandidates(player)) actions.push({ type: 'commitActivation', protect: p.id });
  }
  if (activation.undoDepth > 0) actions.push({ type: 'undo' });
  return actions;
}

function placements(player: PlayerState): Action[] {
  const actions: Action[] = [];
  const free = player.workers.filter((w) => !w.placedOn);
  const open = player.departments.filter((d) => !d.activated);
  const byType = new Map<string, ReturnType<typeof targetSets>>(); // copies of one department share targets
  for (const department of open) {
    let base = byType.get(department.type);
    if (!base) byType.set(department.type, (base = targetSets(player, department)));
    for (const worker of free) {
      // On a grey department, any of the targets may also be changed to the specialist's trigger colour.
      const [wanted] = DEPARTMENTS[department.type].colour === 'grey' ? placementRecolours(department, worker) : [];
      for (const { targets, recolour, colours } of base) {
        if (colours) {
          actions.push({ ...placeAction(worker.id, department.uid, targets, recolour), colours } as Action);
          continue;
        }
        const changeable = wanted ? targets.filter((p) => colourOf(p) !== wanted) : [];
        for (let size = 0; size <= changeable.length; size++) {
          for (const extra of combinations(changeable, size)) {
            if (Object.keys(recolour).length + size > player.bloodBags) continue;
            const withExtra = { ...recolour, ...Object.fromEntries(extra.map((p) => [p.id, wanted!])) };
            actions.push(placeAction(worker.id, department.uid, targets, withExtra));
          }
        }
      }
    }
  }
  return actions;
}

function placeAction(worker: string, department: string, targets: Patient[], recolour: Recolour): Action {
  const action: Action = { type: 'placeWorker', worker, department, targets: targets.map((p) => p.id) };
  if (Object.keys(recolour).length > 0) action.recolour = recolour;
  return action;
}

export interface TargetSet {
  targets: Patient[];
  recolour: Recolour;
  /** Physiotherapy: the targets' new colours. */
  colours?: Recolour;
}

/** Target sets that resolve a department in full, each with the cheapest recolour that makes it so. */
export function targetSets(player: PlayerState, department: OwnedDepartment): TargetSet[] {
  const rule = DEPARTMENTS[department.type].targets;
  if (rule.kind === 'upTo') {
    const out: TargetSet[] = [];
    for (let size = 1; size <= rule.count; size++) {
      for (const targets of combinations(player.patients, size)) {
        for (const colours of colourChanges(targets)) out.push({ targets, recolour: {}, colours });
      }
    }
    return out;
  }
  const ruleColour = 'colour' in rule ? rule.colour : undefined;
  // Only patients that could be a target at all: in value range, and of the colour unless a blood bag can change it.
  const possible = player.patients.filter(
    (p) => (rule.kind !== 'each' || (p.value >= rule.min && p.value <= rule.max)) && (!ruleColour || colourOf(p) === ruleColour || player.bloodBags > 0),
  );
  const out: { targets: Patient[]; recolour: Recolour }[] = [];
  const consider = (targets: Patient[]): void => {
    const recolour: Recolour = {};
    let cost = 0;
    for (const p of targets) if (ruleColour && colourOf(p) !== ruleColour) ((recolour[p.id] = ruleColour), cost++);
    if (cost <= player.bloodBags) out.push({ targets, recolour });
  };
  const withValue = (v: number) => possible.filter((p) => p.value === v);
  if (rule.kind === 'each') {
    for (const targets of combinations(possible, rule.count)) consider(targets);
  } else if (rule.kind === 'sameValue') {
    for (let v = 1; v <= 6; v++) for (const targets of combinations(withValue(v), rule.count)) consider(targets);
  } else {
    for (let v = 1; v <= 4; v++) {
      for (const a of withValue(v)) for (const b of withValue(v + 1)) for (const c of withValue(v + 2)) consider([a, b, c]);
    }
  }
  return out;
}
