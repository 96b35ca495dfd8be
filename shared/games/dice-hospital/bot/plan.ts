// The strong bot's Phase 3: a beam search over its own activation. Each step tries the distinct
// moves (one worker of each kind on one department of each type, one target set per distinct set
// of patients, a blood bag where it rescues or discharges someone, each use of an armed ability),
// runs them through the engine on a sandbox, and keeps the best few hospitals by evaluateSeat.
// The best hospital met at any depth is the plan; its first move is played.
import { consultantChoices, isRandomAction } from '../activation.js';
import { applyAction } from '../apply.js';
import { neglectSteps } from '../event-cards.js';
import { colourOf } from '../hospital.js';
import { legalActions } from '../decisions.js';
import { targetSets } from '../legal.js';
import type { Action, GameState, Patient, PlayerState } from '../types.js';
import { evaluateSeat } from './evaluate.js';

export interface PlanLimits {
  /** Hospitals kept at each depth. */
  beam: number;
  /** Engine calls one plan may make (a decision-time bound that keeps the bot deterministic). */
  budget: number;
}

export const PLAN_LIMITS: PlanLimits = { beam: 4, budget: 450 };

export interface Plan {
  /** The moves, in order; empty when committing now is best. */
  moves: Action[];
  value: number;
}

interface Node {
  state: GameState;
  moves: Action[];
  value: number;
}

/** The best activation the search finds for `seat` from `state` (a sandbox in Phase 3). */
export function planActivation(state: GameState, seat: number, limits: PlanLimits = PLAN_LIMITS): Plan {
  const committable = (s: GameState) => !s.activation[seat]!.ability && consultantChoices(s, s.players[seat]!).length === 0;
  const root: Node = { state, moves: [], value: evaluateSeat(state, seat) };
  let best: Plan = committable(state) ? { moves: [], value: root.value } : { moves: [], value: -Infinity };
  let frontier = [root];
  let calls = 0;
  while (frontier.length > 0 && calls < limits.budget) {
    const children = new Map<string, Node>();
    const consider = (child: Node): void => {
      const key = hospitalKey(child.state.players[seat]!, child.state, seat);
      const seen = children.get(key);
      if (!seen || seen.value < child.value) children.set(key, child);
    };
    for (const node of frontier) {
      for (const move of candidateMoves(node.state, seat)) {
        if (calls++ >= limits.budget) break;
        const result = applyAction(node.state, seat, move);
        if (!result.ok) continue;
        const moves = [...node.moves, move];
        if (isRandomAction(node.state, seat, move)) {
          // The sandbox's dice are not the game's: judge a re-roll or a draw by its average outcome.
          calls += OUTCOMES - 1;
          consider({ state: result.state, moves, value: averageOutcome(node.state, seat, move) });
          continue;
        }
        if (!result.state.activation[seat]!.ability || node.state.activation[seat]!.ability) {
          consider({ state: result.state, moves, value: evaluateSeat(result.state, seat) });
          continue;
        }
        // A placement that armed an ability is judged with its best use of it: one step, not two,
        // or the beam would drop it for placements that score at once.
        for (const use of candidateMoves(result.state, seat)) {
          calls++;
          const used = applyAction(result.state, seat, use);
          if (used.ok) consider({ state: used.state, moves: [...moves, use], value: evaluateSeat(used.state, seat) });
        }
      }
    }
    frontier = [...children.values()].sort((a, b) => b.value - a.value || a.moves.length - b.moves.length).slice(0, limits.beam);
    for (const node of frontier) {
      if (committable(node.state) && node.value > best.value + 1e-9) best = { moves: node.moves, value: node.value };
    }
  }
  if (best.value === -Infinity) best = { moves: [{ type: 'skipAbility' }], value: root.value };
  return best;
}

/** Sandbox outcomes averaged to judge a random move. */
const OUTCOMES = 6;

function averageOutcome(state: GameState, seat: number, move: Action): number {
  let total = 0;
  for (let i = 0; i < OUTCOMES; i++) {
    const result = applyAction({ ...state, rng: { ...state.rng, counter: state.rng.counter + 1000 * (i + 1) } }, seat, move);
    total += result.ok ? evaluateSeat(result.state, seat) : 0;
  }
  return total / OUTCOMES;
}

const look = (p: Patient): string => `${colourOf(p)}${p.value}${p.treated ? 't' : ''}`;

/** Identifies hospitals that play the same from here: patients by look, free worker kinds, open
 * department types, blood bags, and an armed ability. */
function hospitalKey(player: PlayerState, state: GameState, seat: number): string {
  // Unsorted: moves never reorder patients, workers or departments, so the same hospital reached
  // in another order lists them alike.
  let patients = '';
  for (const p of player.patients) patients += look(p);
  let workers = '';
  for (const w of player.workers) if (!w.placedOn) workers += `${w.specialist ?? 'n'},`;
  let open = '';
  for (const d of player.departments) if (!d.activated) open += `${d.type},`;
  const ability = state.activation[seat]!.ability;
  const armed = ability ? `${ability.specialist}:${ability.healed.map((h) => `${h.id}${h.colour}${h.before}`).join('.')}` : '';
  return `${patients}|${workers}|${open}|${player.bloodBags}|${player.discharged.length}|${armed}`;
}

/** The distinct moves worth trying from here (never undo or commit: committing is the plan's end). */
function candidateMoves(state: GameState, seat: number): Action[] {
  const player = state.players[seat]!;
  const activation = state.activation[seat]!;
  if (activation.committed) return [];
  const roles = consultantChoices(state, player);
  if (roles.length > 0) return roles.map((specialist) => ({ type: 'assignConsultant', specialist }));
  if (activation.ability) {
    const before = new Map(activation.ability.healed.map((h) => [h.id, h.before]));
    // Targets in order (the Medical Student heals the first and harms the second), with their new colours.
    return firstOfEach(
      legalActions(state, seat).filter((a) => a.type === 'useAbility' || a.type === 'skipAbility'),
      (m) =>
        m.type === 'useAbility'
          ? `${m.targets.map((id) => `${look(byId(player, id))}>${m.colours?.[id] ?? ''}`).join(',')}|${before.get(m.reference ?? -1) ?? ''}|${Object.keys(m.recolour ?? {}).length}|${m.admit ?? ''}`
          : m.type,
    );
  }
  const moves: Action[] = [];
  const workers = firstOfEach(
    player.workers.filter((w) => !w.placedOn),
    (w) => w.specialist ?? 'nurse',
  );
  const departments = firstOfEach(
    player.departments.filter((d) => !d.activated),
    (d) => d.type,
  );
  for (const department of departments) {
    const sets = firstOfEach(
      targetSets(player, department),
      ({ targets, recolour, colours }) =>
        `${targets
          .map((p) => `${look(p)}>${colours?.[p.id] ?? ''}`)
          .sort()
          .join(',')}|${Object.keys(recolour).length}`,
    );
    for (const worker of workers) {
      for (const { targets, recolour, colours } of sets) {
        const move: Action = { type: 'placeWorker', worker: worker.id, department: department.uid, targets: targets.map((p) => p.id) };
        if (Object.keys(recolour).length > 0) move.recolour = recolour;
        if (colours) move.colours = colours;
        moves.push(move);
      }
    }
  }
  if (player.bloodBags > 0) {
    const steps = neglectSteps(state);
    // A blood bag is a point at the end: spent only where it saves a life or discharges a patient.
    const worth = player.patients.filter((p) => p.value === 6 || (!p.treated && p.value <= steps));
    for (const p of firstOfEach(worth, look)) moves.push({ type: 'bloodBagHeal', patient: p.id });
  }
  return moves;
}

const byId = (player: PlayerState, id: number): Patient => player.patients.find((p) => p.id === id)!;

function firstOfEach<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
