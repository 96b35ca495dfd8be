// The strong bot's turn: every way to write what this turn brings (the die's patient, an extra
// patient, a curtain before or after), each tried on a copy of the sheet and scored by
// evaluateSheet. A turn holds at most two admissions and a curtain, so the search is small; where
// two steps multiply, only the best few first steps are followed further.
import { WARDS } from '../catalogue.js';
import {
  circleMorgue,
  copySheet,
  curtainWards,
  gainNurse,
  minimumValue,
  needsBloodBag,
  nextBed,
  placeCurtain,
  stethoscopeCost,
  writePatient,
} from '../sheet.js';
import type { Action, Bonus, Colour, Sheet } from '../types.js';
import { evaluateSheet, type EvalContext } from './evaluate.js';

/** What is still to do this turn. */
export interface TurnTask {
  /** The die's patient, not yet written: its colour, value and the die's bonus (critical, nurse…). */
  die: { colour: Colour; value: number; bonus: Bonus['kind'] } | null;
  /** The extra patient still to write. */
  extra: { colour: Colour; values: readonly number[] } | null;
  /** A curtain is available (to place or decline). */
  curtain: boolean;
}

export interface Plan {
  /** The actions, in order (empty when nothing is left to do). */
  actions: Action[];
  value: number;
}

/** First steps followed further when a second admission is still to come. */
const BRANCH = 6;

interface Placement {
  ward: number;
  bed: number;
  value: number;
  bloodBag: boolean;
  curtainFirst: boolean;
}

/** Every bed and value a patient may take, and those a curtain placed first would open. */
export function placements(sheet: Sheet, colour: Colour, printed: readonly number[], curtain: boolean): Placement[] {
  const out: Placement[] = [];
  const curtainable = curtain ? curtainWards(sheet) : [];
  for (let ward = 0; ward < WARDS.length; ward++) {
    const bed = nextBed(sheet, ward);
    if (bed === null) continue;
    const bloodBag = needsBloodBag(ward, bed, colour);
    if (bloodBag && sheet.bloodBags < 1) continue;
    const minimum = minimumValue(sheet, ward);
    const from = curtainable.includes(ward) ? 1 : minimum;
    for (let value = from; value <= 6; value++) {
      if (stethoscopeCost(printed, value) > sheet.stethoscopes) continue;
      out.push({ ward, bed, value, bloodBag, curtainFirst: value < minimum });
    }
  }
  return out;
}

interface Node {
  sheet: Sheet;
  task: TurnTask;
  actions: Action[];
}

function children(node: Node): Node[] {
  const { sheet, task, actions } = node;
  const out: Node[] = [];
  const admit = (patient: 'die' | 'extra', colour: Colour, printed: readonly number[], bonus: Bonus['kind'] | null) => {
    const rest: TurnTask = patient === 'die' ? { ...task, die: null } : { ...task, extra: null };
    for (const p of placements(sheet, colour, printed, task.curtain)) {
      const next = copySheet(sheet);
      const steps: Action[] = [];
      if (p.curtainFirst) {
        placeCurtain(next, p.ward);
        steps.push({ type: 'curtain', ward: p.ward });
      }
      writePatient(next, printed, p.bed, p.value, p.bloodBag);
      if (bonus === 'critical') next.critical = [...next.critical, p.bed];
      if (bonus === 'nurse') gainNurse(next, p.ward);
      steps.push(p.bloodBag ? { type: 'admit', patient, bed: p.bed, value: p.value, bloodBag: true } : { type: 'admit', patient, bed: p.bed, value: p.value });
      out.push({ sheet: next, task: p.curtainFirst ? { ...rest, curtain: false } : rest, actions: [...actions, ...steps] });
    }
    const buried = copySheet(sheet);
    circleMorgue(buried);
    out.push({ sheet: buried, task: rest, actions: [...actions, { type: 'morgue', patient }] });
  };
  if (task.die) admit('die', task.die.colour, [task.die.value], task.die.bonus);
  if (task.extra) admit('extra', task.extra.colour, task.extra.values, null);
  if (!task.die && !task.extra && task.curtain) {
    const rest = { ...task, curtain: false };
    for (const ward of curtainWards(sheet)) {
      const next = copySheet(sheet);
      placeCurtain(next, ward);
      out.push({ sheet: next, task: rest, actions: [...actions, { type: 'curtain', ward }] });
    }
    out.push({ sheet, task: rest, actions: [...actions, { type: 'skipCurtain' }] });
  }
  return out;
}

const finished = (task: TurnTask) => !task.die && !task.extra && !task.curtain;

/** The best way to finish this turn from `sheet`, and what the sheet is then worth. */
export function bestPlan(sheet: Sheet, task: TurnTask, ctx: EvalContext): Plan {
  const root: Node = { sheet, task, actions: [] };
  if (finished(task)) return { actions: [], value: evaluateSheet(sheet, ctx) };
  return search(root, ctx);
}

function search(node: Node, ctx: EvalContext): Plan {
  const scored = children(node).map((child) => ({ child, value: evaluateSheet(child.sheet, ctx) }));
  let best: Plan | null = null;
  const consider = (plan: Plan) => {
    if (!best || plan.value > best.value) best = plan;
  };
  const open = scored.filter((s) => !finished(s.child.task));
  for (const s of scored) if (finished(s.child.task)) consider({ actions: s.child.actions, value: s.value });
  // Deeper: the most promising first steps only (a stable sort keeps the order deterministic).
  const followed = open.length > BRANCH ? [...open].sort((a, b) => b.value - a.value).slice(0, BRANCH) : open;
  for (const s of followed) consider(search(s.child, ctx));
  return best ?? { actions: [], value: evaluateSheet(node.sheet, ctx) };
}
