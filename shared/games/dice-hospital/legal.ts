// The legal choices of the decisions whose listing takes work (decisions.ts lists each kind's):
// setup, arranging ambulances, fatalities, and Phase 3's placements and abilities.
import { DEPARTMENTS, DICE_PER_AMBULANCE, startingValues } from './catalogue/index.js';
import { abilityUses } from './abilities.js';
import { consultantChoices, placementRecolours } from './activation.js';
import { colourChanges, type Recolour } from './colours.js';
import { combinations } from './combinations.js';
import { colourOf } from './hospital.js';
import { contestedGroups } from './intake.js';
import { careCandidates } from './round-end.js';
import { mustChooseAdministrator } from './setup.js';
import { COLOURS, type Action, type Colour, type Die, type OwnedDepartment, type Patient, type PlayerState, type RulesView } from './types.js';

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
  const seen = new Set<number>();
  // A slice's colour counts as one number: each die adds 1 in its colour's base-64 digit.
  const digits = dice.map((d) => 64 ** COLOURS.indexOf(d.colour));
  const taken = new Array<boolean>(dice.length);
  for (const choice of indexChoices(dice.length, size!)) {
    let key = 0;
    for (const i of choice) key += digits[i]!;
    if (seen.has(key)) continue;
    seen.add(key);
    taken.fill(false);
    for (const i of choice) taken[i] = true;
    const slice = choice.map((i) => dice[i]!);
    const remaining = dice.filter((_, i) => !taken[i]);
    for (const tail of splitsByColour(remaining, rest)) out.push([...slice, ...tail]);
  }
  return out;
}

/** Distinct choices of `count` fatalities: patients that look alike count once. */
export function fatalityChoices(candidates: Patient[], count: number): number[][] {
  // Patients of one colour and value are interchangeable, so a choice is how many of each look it
  // takes, listed as the earliest candidates of each look. Those are made directly: going through
  // every combination of candidates and dropping look-alikes made C(12, 4) = 495 for a few dozen.
  const groups: number[][] = []; // candidates' indices by look, in order
  const byLook = new Map<number, number[]>();
  for (let i = 0; i < candidates.length; i++) {
    const look = COLOURS.indexOf(candidates[i]!.colour) * 8 + candidates[i]!.value;
    let group = byLook.get(look);
    if (!group) {
      byLook.set(look, (group = []));
      groups.push(group);
    }
    group.push(i);
  }
  const choices: number[][] = [];
  const taken = new Array<number>(groups.length).fill(0);
  const take = (g: number, left: number): void => {
    if (g === groups.length) {
      if (left > 0) return;
      const choice: number[] = [];
      for (let j = 0; j < groups.length; j++) for (let k = 0; k < taken[j]!; k++) choice.push(groups[j]![k]!);
      choices.push(choice.sort((a, b) => a - b));
      return;
    }
    for (let m = Math.min(left, groups[g]!.length); m >= 0; m--) {
      taken[g] = m;
      take(g + 1, left - m);
    }
  };
  take(0, count);
  // In the order listing every combination in turn meets each choice first: its earliest
  // candidates' indices, compared as sequences.
  choices.sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  });
  return choices.map((choice) => choice.map((i) => candidates[i]!.id));
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
    placements(player, actions);
    if (player.bloodBags > 0) {
      for (const p of player.patients) actions.push({ type: 'bloodBagHeal', patient: p.id });
    }
    actions.push({ type: 'commitActivation' });
    for (const p of careCandidates(player)) actions.push({ type: 'commitActivation', protect: p.id });
  }
  if (activation.undoDepth > 0) actions.push({ type: 'undo' });
  return actions;
}

/** Index choices of `k` among `n`, in the order `combinations` lists them (memoised: target sets
 * have at most a few patients, so the tables are tiny). */
const INDEX_CHOICES: number[][][][] = [];
function indexChoices(n: number, k: number): number[][] {
  const byK = (INDEX_CHOICES[n] ??= []);
  return (byK[k] ??= combinations(
    Array.from({ length: n }, (_, i) => i),
    k,
  ));
}

/** A department type's target sets with what every placement on it reuses: the targets' ids, and
 * how many blood bags the set's own recolour costs. */
interface Placeable {
  sets: TargetSet[];
  ids: number[][];
  costs: number[];
}

function placeable(player: PlayerState, department: OwnedDepartment): Placeable {
  const sets = targetSets(player, department);
  const ids = new Array<number[]>(sets.length);
  const costs = new Array<number>(sets.length);
  for (let i = 0; i < sets.length; i++) {
    const { targets, recolour } = sets[i]!;
    const targetIds = new Array<number>(targets.length);
    for (let t = 0; t < targets.length; t++) targetIds[t] = targets[t]!.id;
    ids[i] = targetIds;
    // Its recolour names some of its targets (patient ids are array indices to the engine: a
    // for-in over them is slow, a lookup per target is not).
    let cost = 0;
    for (const p of targets) if (recolour[p.id] !== undefined) cost++;
    costs[i] = cost;
  }
  return { sets, ids, costs };
}

// Every legal placement, in a fixed order (department, then worker, then target set, then the
// extra recolours): this is the hot loop of legalActions, so it builds only the action objects.
// The placements of one target set share its list of target ids and its recolour map: actions,
// like states, are never written into once made, and a recolour map (patient ids for keys, so a
// holey array to V8) costs more to copy than the rest of a placement to build.
function placements(player: PlayerState, actions: Action[]): void {
  const byType = new Map<string, Placeable>(); // copies of one department share targets
  const bags = player.bloodBags;
  for (const department of player.departments) {
    if (department.activated) continue;
    let base = byType.get(department.type);
    if (!base) byType.set(department.type, (base = placeable(player, department)));
    const grey = DEPARTMENTS[department.type].colour === 'grey';
    const { sets, ids, costs } = base;
    for (const worker of player.workers) {
      if (worker.placedOn) continue;
      // On a grey department, any of the targets may also be changed to the specialist's trigger colour.
      const wanted = grey ? placementRecolours(department, worker)[0] : undefined;
      for (let i = 0; i < sets.length; i++) {
        const { targets, recolour, colours } = sets[i]!;
        const cost = costs[i]!;
        const ownRecolour = cost > 0 ? recolour : undefined; // shared by the set's placements
        if (colours) {
          const action = placeAction(worker.id, department.uid, ids[i]!, ownRecolour) as Extract<Action, { type: 'placeWorker' }>;
          action.colours = colours;
          actions.push(action);
          continue;
        }
        if (!wanted) {
          if (cost <= bags) actions.push(placeAction(worker.id, department.uid, ids[i]!, ownRecolour));
          continue;
        }
        const changeable: Patient[] = [];
        for (const p of targets) if (colourOf(p) !== wanted) changeable.push(p);
        for (let size = 0; size <= changeable.length; size++) {
          if (cost + size > bags) continue;
          for (const extra of indexChoices(changeable.length, size)) {
            if (extra.length === 0) {
              actions.push(placeAction(worker.id, department.uid, ids[i]!, ownRecolour));
              continue;
            }
            const withExtra = copyRecolour(recolour);
            for (const e of extra) withExtra[changeable[e]!.id] = wanted;
            actions.push(placeAction(worker.id, department.uid, ids[i]!, withExtra));
          }
        }
      }
    }
  }
}

/** A copy of a target set's recolour (its keys are some of the targets' ids). A spread copies
 * its indexed storage whole: about 3× faster than setting the keys one by one (Node 20). */
const copyRecolour = (recolour: Recolour): Recolour => ({ ...recolour });

function placeAction(worker: string, department: string, targets: number[], recolour: Recolour | undefined): Action {
  const action: Action = { type: 'placeWorker', worker, department, targets };
  if (recolour) action.recolour = recolour;
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
  const bags = player.bloodBags;
  // Only patients that could be a target at all: in value range, and of the colour unless a blood bag can change it.
  const possible: Patient[] = [];
  for (const p of player.patients) {
    if ((rule.kind !== 'each' || (p.value >= rule.min && p.value <= rule.max)) && (!ruleColour || colourOf(p) === ruleColour || bags > 0)) possible.push(p);
  }
  const out: TargetSet[] = [];
  if (rule.kind === 'each') {
    for (const targets of combinations(possible, rule.count)) consider(out, targets, ruleColour, bags);
    return out;
  }
  const byValue: Patient[][] = [[], [], [], [], [], [], [], []];
  for (const p of possible) byValue[p.value]?.push(p);
  if (rule.kind === 'sameValue') {
    for (let v = 1; v <= 6; v++) for (const targets of combinations(byValue[v]!, rule.count)) consider(out, targets, ruleColour, bags);
  } else {
    for (let v = 1; v <= 4; v++) {
      for (const a of byValue[v]!) for (const b of byValue[v + 1]!) for (const c of byValue[v + 2]!) consider(out, [a, b, c], ruleColour, bags);
    }
  }
  return out;
}

/** Adds `targets` with the cheapest recolour that gives them the rule's colour, if affordable. */
function consider(out: TargetSet[], targets: Patient[], ruleColour: Colour | undefined, bags: number): void {
  const recolour: Recolour = {};
  let cost = 0;
  if (ruleColour) {
    for (const p of targets) {
      if (colourOf(p) !== ruleColour) {
        recolour[p.id] = ruleColour;
        cost++;
      }
    }
  }
  if (cost <= bags) out.push({ targets, recolour });
}
