// Working copies of a state for one action. Which parts are copied follows one rule: anything the
// engine changes in place is copied; items that are only ever added, removed or replaced (bag dice,
// stack items, discharged dice, round scores, config, result, undo snapshots) are shared, and so is
// the bag, which the engine replaces instead of changing (hospital.ts).
// The property tests check that applyAction never mutates its input, which guards this rule.
import { clone } from '../../clone.js';
import type { GameState, PlayerState, SoloState } from './types.js';

export function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    patients: p.patients.map((patient) => ({ ...patient })),
    discharged: [...p.discharged],
    departments: p.departments.map((d) => ({ ...d })),
    specialists: [...p.specialists],
    workers: p.workers.map((w) => ({ ...w })),
    dealtAdministrators: [...p.dealtAdministrators],
    rounds: [...p.rounds],
  };
}

const copySolo = (solo: SoloState): SoloState => ({ top: [...solo.top], bottom: [...solo.bottom], completed: [...solo.completed] });

export function copyState(s: GameState): GameState {
  const copy: GameState = {
    ...s,
    pending: clone(s.pending),
    turnOrder: [...s.turnOrder],
    players: s.players.map(copyPlayer),
    departmentStack: [...s.departmentStack],
    specialistDeck: [...s.specialistDeck],
    display: { departments: [...s.display.departments], specialists: [...s.display.specialists] },
    intake: { dice: [...s.intake.dice], ambulances: s.intake.ambulances.map((a) => [...a]), takenBy: [...s.intake.takenBy] },
    activation: clone(s.activation),
    undo: s.undo.map((entries) => [...entries]),
  };
  if (s.solo) copy.solo = copySolo(s.solo);
  if (s.collections) copy.collections = { spaces: s.collections.spaces.map((space) => ({ ...space })), passed: [...s.collections.passed] };
  return copy;
}

/** Phase 3 actions other than commit change only the acting seat's player, activation and undo
 * stack (and replace the bag: a fatality, an Admissions Nurse's draw), so everything else is
 * shared with the previous state. */
export function copyForSeat(s: GameState, seat: number): GameState {
  const replaceAt = <T>(items: T[], value: T): T[] => items.map((item, i) => (i === seat ? value : item));
  return {
    ...s,
    players: replaceAt(s.players, copyPlayer(s.players[seat]!)),
    activation: replaceAt(s.activation, clone(s.activation[seat]!)),
    undo: replaceAt(s.undo, [...s.undo[seat]!]),
  };
}
