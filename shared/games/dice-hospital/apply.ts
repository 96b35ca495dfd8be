// applyAction: check an untrusted action against the pending decision, then run it on a copy of
// the state. The input state is never mutated; a rejection changes nothing.
import type { ApplyResult, EngineError } from '../../engine.js';
import { turnError, type TurnRules } from '../../turnGuard.js';
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { startingValues } from './catalogue/index.js';
import { abilityError, resolveAbility } from './abilities.js';
import { bloodBagHeal, consultantChoices, placementError, resolvePlacement } from './activation.js';
import { collectPatient, collectionError, passCollection } from './final-collections.js';
import { afterImprovementTaken, beginActivation, beginImprovement, beginRound, endGame, finishRound, isOver, refreshActivation } from './flow.js';
import { answers, pendingSeats } from './decisions.js';
import { findPatient, makeFatality } from './hospital.js';
import { afterAmbulanceTaken, arrangementError, availableAmbulances, fillAmbulances, settleSoloIntake } from './intake.js';
import { returnImprovement, takeFromDisplay } from './improvement.js';
import { parseAction } from './parse.js';
import { copyForSeat, copyState, ownTargets, reshare, settleSeats, withChanged } from './copy.js';
import { peek } from '../../lazyCopy.js';
import { protectedPatient } from './round-end.js';
import { mustChooseAdministrator, revealAdministrators, setupSeats } from './setup.js';
import { completeReports, completionError, soloIntakeError } from './solo.js';
import type { Action, ActionType, GameState, Pending } from './types.js';

/** `state` is the working copy to change; `before` is the untouched input, never to be mutated. */
type Handler<A extends Action> = (state: GameState, seat: number, action: A, events: GameEvent[], before: GameState) => EngineError | null;
type Handlers = { [T in ActionType]: Handler<Extract<Action, { type: T }>> };

const err = (code: string, message: string): EngineError => ({ code, message });
const fail = (code: string, message: string): { ok: false; error: EngineError } => ({ ok: false, error: err(code, message) });

/** States are never mutated once made, so the input's own player and ability objects are the
 * snapshot: no copy needed, now or when undo puts them back. */
function pushUndo(state: GameState, seat: number, before: GameState): void {
  state.undo[seat]!.push({ player: before.players[seat]!, ability: before.activation[seat]!.ability });
  state.activation[seat]!.undoDepth += 1;
}

function finishSetupStep(state: GameState, events: GameEvent[]): void {
  const seats = setupSeats(state);
  if (seats.length > 0) {
    state.pending = { kind: 'setup', seats };
    return;
  }
  revealAdministrators(state, events);
  beginRound(state, events);
}

const HANDLERS: Handlers = {
  chooseExtraReveal(state, seat, { kind }, events) {
    const stack = kind === 'department' ? state.departmentStack : kind === 'specialist' ? state.specialistDeck : null;
    if (!stack) return err('invalid_action', 'kind must be department or specialist');
    const item = stack.shift();
    if (!item) return err('stack_empty', `no ${kind} is left to reveal`);
    if (kind === 'department') state.display.departments.push(item as GameState['display']['departments'][number]);
    else state.display.specialists.push(item as GameState['display']['specialists'][number]);
    events.push({ type: 'extraRevealed', seat, kind, item });
    if (state.phase === 'setup') finishSetupStep(state, events);
    else beginRound(state, events);
    return null;
  },

  setStartingValues(state, seat, { values }, events) {
    const player = state.players[seat]!;
    if (player.startingValuesSet) return err('already_done', 'your starting values are already set');
    const ids = player.patients.map((p) => String(p.id)).sort();
    const keys = Object.keys(values).sort();
    const given = Object.values(values).sort();
    const wanted = startingValues(state.options);
    if (keys.join() !== ids.join()) return err('invalid_values', `give a value for each of your ${ids.length} starting patients`);
    if (given.join() !== [...wanted].join()) return err('invalid_values', `starting values are ${wanted.join(', ')}, one each`);
    for (const patient of player.patients) patient.value = values[patient.id]!;
    player.startingValuesSet = true;
    events.push({ type: 'startingValuesSet', seat, patients: player.patients.map(({ id, colour, value }) => ({ id, colour, value })) });
    finishSetupStep(state, events);
    return null;
  },

  chooseAdministrator(state, seat, { administrator }, events) {
    const player = state.players[seat]!;
    if (!state.options.administrators) return err('wrong_phase', 'administrators are not used in this game');
    if (!mustChooseAdministrator(state.options, player)) return err('already_done', 'you already chose your administrator');
    if (!player.dealtAdministrators.includes(administrator)) return err('invalid_administrator', 'choose one of the two administrators dealt to you');
    player.dealtAdministrators = [administrator];
    // Which card was kept stays secret until every seat has chosen: eventsFor shows it to this seat only.
    events.push({ type: 'administratorChosen', seat, administrator });
    finishSetupStep(state, events);
    return null;
  },

  arrangeAmbulances(state, seat, { order }, events) {
    const problem = arrangementError(state, order);
    if (problem) return err('invalid_arrangement', problem);
    const byId = new Map(state.intake.dice.map((d) => [d.id, d]));
    const ordered = order.map((id) => byId.get(id)!);
    state.intake.dice = ordered;
    fillAmbulances(state, ordered);
    events.push({ type: 'ambulancesArranged', seat, order });
    return null;
  },

  takeAmbulance(state, seat, { ambulance }, events) {
    if (!availableAmbulances(state, seat).includes(ambulance)) {
      return seat === state.firstPlayer && ambulance === 1
        ? err('first_player_ambulance_one', 'the first player may not take ambulance 1')
        : err('ambulance_unavailable', `ambulance ${ambulance} cannot be taken`);
    }
    state.intake.takenBy[ambulance - 1] = seat;
    state.players[seat]!.ambulance = ambulance;
    events.push({ type: 'ambulanceTaken', seat, ambulance, dice: state.intake.ambulances[ambulance - 1] });
    afterAmbulanceTaken(state, seat, events);
    if (state.pending.kind === 'none') beginImprovement(state, events);
    return null;
  },

  chooseFatalities(state, seat, { patients }, events) {
    const pending = state.pending as Extract<Pending, { kind: 'chooseFatalities' }>;
    const player = state.players[seat]!;
    const count = pending.counts[seat]!;
    const chosen = patients.map((id) => findPatient(player, id));
    if (patients.length !== count || new Set(patients).size !== count) {
      return err('invalid_fatalities', `choose exactly ${count} different patient(s)`);
    }
    if (chosen.some((p) => !p || p.isNew)) return err('invalid_fatalities', "choose among your earlier patients, never this round's new ones");
    for (const patient of chosen) makeFatality(state, seat, patient!, 'overflow', events);
    delete pending.counts[seat];
    if (Object.keys(pending.counts).length === 0) beginImprovement(state, events);
    return null;
  },

  takeImprovement(state, seat, { uid }, events) {
    if (!takeFromDisplay(state, seat, uid, events)) return err('unknown_improvement', `${uid} is not in the display`);
    afterImprovementTaken(state, seat, events);
    return null;
  },

  returnImprovement(state, seat, { uid }, events) {
    if (!returnImprovement(state, seat, uid, events)) return err('unknown_improvement', `you own no improvement ${uid}`);
    leaveReturnStep(state, seat, events);
    return null;
  },

  pass(state, seat, _action, events) {
    if (state.pending.kind === 'finalCollection') {
      if (!passCollection(state, seat, events)) endGame(state, events);
      return null;
    }
    events.push({ type: state.pending.kind === 'takeImprovement' ? 'improvementPassed' : 'returnPassed', seat });
    if (state.pending.kind === 'takeImprovement') afterImprovementTaken(state, seat, events);
    else leaveReturnStep(state, seat, events);
    return null;
  },

  assignConsultant(state, seat, { specialist }, events, before) {
    const choices = consultantChoices(state, state.players[seat]!);
    if (choices.length === 0) return err('no_consultant_choice', 'you have no Consultant waiting for a role');
    if (!choices.includes(specialist)) return err('invalid_consultant_role', 'choose another specialist you own');
    pushUndo(state, seat, before);
    const player = state.players[seat]!;
    player.workers = withChanged(player.workers, (w) => w.specialist === 'consultant', { role: specialist });
    events.push({ type: 'consultantAssigned', seat, specialist });
    return null;
  },

  placeWorker(state, seat, action, events, before) {
    const waiting = activationBlocked(state, seat);
    if (waiting) return waiting;
    const problem = placementError(state.players[seat]!, action);
    if (problem) return problem;
    pushUndo(state, seat, before);
    resolvePlacement(state, seat, action, events);
    return null;
  },

  useAbility(state, seat, action, events, before) {
    const decision = state.activation[seat]!.ability;
    if (!decision) return err('no_ability', 'no specialist ability is waiting');
    const problem = abilityError(state.players[seat]!, decision, action);
    if (problem) return problem;
    pushUndo(state, seat, before);
    resolveAbility(state, seat, action, events);
    return null;
  },

  skipAbility(state, seat, _action, events, before) {
    const decision = state.activation[seat]!.ability;
    if (!decision) return err('no_ability', 'no specialist ability is waiting');
    pushUndo(state, seat, before);
    state.activation[seat]!.ability = null;
    events.push({ type: 'abilitySkipped', seat, specialist: decision.specialist });
    return null;
  },

  bloodBagHeal(state, seat, { patient: id }, events, before) {
    const player = state.players[seat]!;
    const waiting = activationBlocked(state, seat);
    if (waiting) return waiting;
    if (player.bloodBags < 1) return err('not_enough_blood_bags', 'you have no blood bag');
    const patient = findPatient(player, id);
    if (!patient) return err('unknown_patient', `patient ${id} is not in your hospital`);
    pushUndo(state, seat, before);
    bloodBagHeal(state, seat, ownTargets(player, [id])[0]!, events);
    return null;
  },

  undo(state, seat, _action, events) {
    const entry = state.undo[seat]!.pop();
    if (!entry) return err('nothing_to_undo', 'nothing to undo since the start of this activation');
    if (entry.returned) state.bag = state.bag.filter((die) => !entry.returned!.includes(die.id));
    state.players[seat] = entry.player;
    state.activation[seat]!.ability = entry.ability;
    state.activation[seat]!.undoDepth -= 1;
    events.push({ type: 'undone', seat });
    return null;
  },

  commitActivation(state, seat, { protect }, events) {
    const activation = state.activation[seat]!;
    const waiting = activationBlocked(state, seat);
    if (waiting) return waiting;
    if (protect !== undefined) {
      const player = peek(state.players, seat)!;
      if (protectedPatient(player, protect)?.id !== protect) {
        return err('invalid_protect', "name an untreated patient of your care administrator's colour");
      }
      activation.protect = protect;
    }
    activation.committed = true;
    activation.undoDepth = 0;
    state.undo[seat] = [];
    events.push({ type: 'activationCommitted', seat });
    refreshActivation(state, events);
    return null;
  },

  chooseSoloIntake(state, seat, { keep }, events) {
    const problem = soloIntakeError(state, keep);
    if (problem) return err('invalid_intake', problem);
    settleSoloIntake(state, seat, keep, events);
    if (state.pending.kind === 'none') beginImprovement(state, events);
    return null;
  },

  collectPatient(state, seat, { patient, space }, events) {
    const problem = collectionError(state, seat, patient, space);
    if (problem) return err('invalid_collection', problem);
    if (!collectPatient(state, seat, patient, space, events)) endGame(state, events);
    return null;
  },

  completeReports(state, seat, { reports }, events) {
    const problem = completionError(state.solo!, state.players[seat]!.discharged, reports);
    if (problem) return err('invalid_reports', problem);
    completeReports(state, seat, reports, events);
    finishRound(state, events);
    return null;
  },
};

/** What a seat must answer before placing, healing or committing: its Consultant's role, or an armed ability. */
function activationBlocked(state: GameState, seat: number): EngineError | null {
  // Only reads: peek, so that a commit copies no player (lazyCopy.ts).
  if (consultantChoices(state, peek(state.players, seat)!).length > 0) {
    return err('consultant_first', "choose your Consultant's specialist first");
  }
  if (peek(state.activation, seat)!.ability) return err('ability_pending', 'use or skip your specialist ability first');
  return null;
}

function leaveReturnStep(state: GameState, seat: number, events: GameEvent[]): void {
  const pending = state.pending as Extract<Pending, { kind: 'returnImprovement' }>;
  pending.seats = pending.seats.filter((s) => s !== seat);
  if (pending.seats.length === 0) beginActivation(state, events);
}

/** Phase 3 actions that touch only the acting seat (see copy.ts); previewAction runs these too. */
export const SEAT_SCOPED = new Set<ActionType>(['assignConsultant', 'placeWorker', 'useAbility', 'skipAbility', 'bloodBagHeal', 'undo']);

/** An undoable action that put dice back in the bag records them in its undo entry, so undo can take
 * them out again (the rest of the bag may have changed meanwhile through other seats). */
function noteReturnedDice(before: GameState, next: GameState, seat: number): void {
  const stack = next.undo[seat];
  if (!stack || stack.length <= (before.undo[seat]?.length ?? 0) || next.bag.length <= before.bag.length) return;
  const had = new Set(before.bag.map((die) => die.id));
  stack[stack.length - 1] = { ...stack[stack.length - 1]!, returned: next.bag.filter((die) => !had.has(die.id)).map((die) => die.id) };
}

const TURN: TurnRules<GameState> = { isOver, answers: (state, type) => answers(state.pending, type as ActionType), pendingSeats };

export function applyAction(state: GameState, seat: number, input: unknown): ApplyResult<GameState, GameEvent> {
  const action = parseAction(input);
  if (typeof action === 'string') return fail('invalid_action', action);
  const refused = turnError(TURN, state, seat, action.type);
  if (refused) return { ok: false, error: refused };
  const next = SEAT_SCOPED.has(action.type) ? copyForSeat(state, seat) : copyState(state);
  const events: GameEvent[] = [];
  const handler = HANDLERS[action.type] as Handler<Action>;
  const problem = handler(next, seat, action, events, state);
  if (problem) return { ok: false, error: problem };
  settleSeats(next, state);
  noteReturnedDice(state, next, seat);
  reshare(state, next);
  next.actionCount += 1;
  return { ok: true, state: next, events };
}
