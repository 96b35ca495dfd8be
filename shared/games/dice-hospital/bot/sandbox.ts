// The strong bot thinks on what its seat may see (viewFor) and nothing else. To try its own Phase 3
// moves it runs them through the engine's applyAction on a "sandbox": its view turned back into a
// state whose hidden parts are empty. Activation moves touch only the acting seat's hospital, so
// the missing bag, decks and key never matter there; the planner never commits in a sandbox.
import { testKey } from '../../../random.js';
import type { Die, GameState, GameView, Improvement, DepartmentType, SpecialistType } from '../types.js';
import { COLOURS } from '../types.js';
import { gainImprovement } from '../improvement.js';
import { newPatient } from '../hospital.js';
import { copyPlayer } from '../copy.js';

/** Ids of the sandbox's stand-in dice: beyond every real die (0..62). */
const SANDBOX_DIE_IDS = 1000;

/** A state made from a view, hidden parts empty: fit for trying the seat's own activation. */
export function sandboxOf(view: GameView): GameState {
  const { viewer: _viewer, bagCount: _b, departmentStackCount: _d, specialistDeckCount: _s, ...rules } = view;
  return {
    ...rules,
    config: { players: view.players.map((p) => p.name), key: testKey(0), options: view.options },
    rng: { key: testKey(0), counter: 0 },
    // Stand-ins for the dice in the bag (their colours are hidden): enough for an Admissions Nurse's draw.
    bag: Array.from({ length: view.bagCount }, (_, i) => ({ id: SANDBOX_DIE_IDS + i, colour: COLOURS[i % COLOURS.length]! })),
    departmentStack: [],
    specialistDeck: [],
    undo: view.players.map(() => []),
  };
}

/** What the seat's coming activation would start from, given changes to its hospital first
 * (new patients admitted, an improvement gained): all workers home, every department open. */
export function hypotheticalActivation(
  base: GameState,
  seat: number,
  change: {
    admit?: Die[];
    gain?: { kind: 'department'; uid: string; type: DepartmentType } | { kind: 'specialist'; uid: string; type: SpecialistType };
    drop?: Improvement<DepartmentType | SpecialistType>['uid'];
  },
): GameState {
  const player = copyPlayer(base.players[seat]!);
  for (const die of change.admit ?? []) player.patients.push(newPatient(die, true));
  if (change.gain) gainImprovement(player, change.gain);
  if (change.drop) {
    player.departments = player.departments.filter((d) => d.uid !== change.drop);
    player.specialists = player.specialists.filter((s) => s.uid !== change.drop);
    player.workers = player.workers.filter((w) => w.id !== change.drop);
  }
  for (const w of player.workers) delete w.placedOn;
  for (const d of player.departments) d.activated = false;
  player.discharged = [];
  return {
    ...base,
    phase: 'activation',
    pending: { kind: 'activation', seats: [seat] },
    players: base.players.map((p, i) => (i === seat ? player : p)),
    activation: base.activation.map((a, i) => (i === seat ? { committed: false, undoDepth: 0, ability: null } : a)),
    undo: base.undo.map((u, i) => (i === seat ? [] : u)),
  };
}
