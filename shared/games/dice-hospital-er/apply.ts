// applyAction: check an untrusted action against the pending decision, then run it on a copy of
// the state. The input state is never mutated; a rejection changes nothing.
import type { ApplyResult, EngineError } from '../../engine.js';
import { turnError, type TurnRules } from '../../turnGuard.js';
import type { ErEvent } from './log-events.js';
import { AMBULANCE_CARDS } from './catalogue.js';
import { pendingSeats } from './decisions.js';
import { afterChiefChoice, isOver, lastSoloCard, nextTurn, revealChoices, settleSeat } from './flow.js';
import { parseAction } from './parse.js';
import { admissionError, circleMorgue, curtainWards, gainNurse, placeCurtain, writePatient } from './sheet.js';
import type { Action, ActionType, Colour, GameState, Pending, PatientKind } from './types.js';
import { cardToChange, onWorkingCopy, playerToChange, turnToChange } from './working.js';

/** Which actions answer which pending decision. */
export const ACTIONS_FOR: Record<Pending['kind'], ActionType[]> = {
  chiefChoice: ['chooseDie'],
  choose: ['chooseDie'],
  admit: ['admit', 'morgue', 'curtain', 'skipCurtain'],
  discardCardiologist: ['discardCardiologist'],
  none: [],
};

const err = (code: string, message: string): EngineError => ({ code, message });

/** The colour and printed value(s) of a seat's patient this turn, or why it has none to admit. */
function patientOf(state: GameState, seat: number, patient: PatientKind): { colour: Colour; printed: number[] } | EngineError {
  const turn = state.turnState[seat]!;
  if (patient === 'die') {
    if (turn.admitted) return err('already_admitted', "this turn's patient is already written");
    return { colour: turn.die!, printed: [state.dice[turn.die!]] };
  }
  if (!turn.extra) return err('no_extra_patient', 'you have no extra patient to admit');
  return { colour: turn.extra.colour, printed: [...turn.extra.values] };
}

type Handler<A extends Action> = (state: GameState, seat: number, action: A, events: ErEvent[]) => EngineError | null;
type Handlers = { [T in ActionType]: Handler<Extract<Action, { type: T }>> };

const HANDLERS: Handlers = {
  chooseDie(state, seat, { colour }, events) {
    if (state.pending.kind === 'chiefChoice') {
      state.chiefDie = colour;
      Object.assign(turnToChange(state, seat), { chosen: true, die: colour });
      events.push({ type: 'dieChosen', seat, colour, viaBloodBag: false, chief: true });
      afterChiefChoice(state, events);
      return null;
    }
    const viaBloodBag = colour === state.chiefDie;
    if (viaBloodBag && state.players[seat]!.sheet.bloodBags < 1) {
      return err('not_enough_blood_bags', "taking the chief's die takes a blood bag you own before choosing");
    }
    Object.assign(turnToChange(state, seat), { chosen: true, die: colour, viaBloodBag });
    events.push({ type: 'dieChosen', seat, colour, viaBloodBag, chief: false });
    const pending = state.pending as Extract<Pending, { kind: 'choose' }>;
    pending.seats = pending.seats.filter((s) => s !== seat);
    if (pending.seats.length === 0) revealChoices(state, events);
    return null;
  },

  admit(state, seat, { patient, bed, value, bloodBag }, events) {
    const found = patientOf(state, seat, patient);
    if ('code' in found) return found;
    const problem = admissionError(state.players[seat]!.sheet, found.colour, found.printed, bed, value, bloodBag === true);
    if (problem) return problem;
    const sheet = playerToChange(state, seat).sheet;
    const stethoscopes = sheet.stethoscopes;
    const ward = writePatient(sheet, found.printed, bed, value, bloodBag === true);
    events.push({
      type: 'patientAdmitted',
      seat,
      patient,
      colour: found.colour,
      ward,
      bed,
      value,
      stethoscopes: stethoscopes - sheet.stethoscopes,
      bloodBag: bloodBag === true,
    });
    const turn = turnToChange(state, seat);
    if (patient === 'extra') {
      turn.extra = null;
    } else {
      turn.admitted = true;
      const bonus = AMBULANCE_CARDS[state.card!]![turn.die!];
      if (bonus.kind === 'critical') {
        sheet.critical = [...sheet.critical, bed];
        events.push({ type: 'criticalMarked', seat, bed });
      }
      if (bonus.kind === 'nurse') events.push({ type: gainNurse(sheet, ward) ? 'nurseGained' : 'nurseLost', seat, ward });
    }
    settleSeat(state, seat, events);
    return null;
  },

  morgue(state, seat, { patient }, events) {
    const found = patientOf(state, seat, patient);
    if ('code' in found) return found;
    circleMorgue(playerToChange(state, seat).sheet);
    events.push({ type: 'patientToMorgue', seat, patient, colour: found.colour });
    const turn = turnToChange(state, seat);
    if (patient === 'extra') {
      turn.extra = null;
    } else {
      turn.admitted = true;
      const bonus = AMBULANCE_CARDS[state.card!]![turn.die!];
      if (bonus.kind === 'critical' || bonus.kind === 'nurse') events.push({ type: 'bonusLost', seat, bonus: bonus.kind });
    }
    settleSeat(state, seat, events);
    return null;
  },

  curtain(state, seat, { ward }, events) {
    if (state.turnState[seat]!.curtain !== 'available') return err('no_curtain', 'you have no curtain to place this turn');
    if (!curtainWards(state.players[seat]!.sheet).includes(ward)) {
      return err('invalid_curtain', 'a curtain circles the last patient of a ward that is neither empty, full nor already curtained');
    }
    events.push({ type: 'curtainPlaced', seat, ward, bed: placeCurtain(playerToChange(state, seat).sheet, ward) });
    turnToChange(state, seat).curtain = 'used';
    settleSeat(state, seat, events);
    return null;
  },

  skipCurtain(state, seat, _action, events) {
    const turn = state.turnState[seat]!;
    if (turn.curtain !== 'available') return err('no_curtain', 'you have no curtain to place this turn');
    if (!turn.admitted || turn.extra) return err('admit_first', 'write your patients first; you may still place the curtain after');
    turnToChange(state, seat).curtain = 'skipped';
    events.push({ type: 'curtainSkipped', seat });
    settleSeat(state, seat, events);
    return null;
  },

  discardCardiologist(state, seat, { card }, events) {
    const pending = state.pending as Extract<Pending, { kind: 'discardCardiologist' }>;
    const target = state.cardiologists.find((c) => c.id === card && c.value > 0);
    if (!target) return err('invalid_cardiologist', 'discard one of the two cardiologists in play');
    cardToChange(state, card).value = 0;
    events.push({ type: 'cardiologistDiscarded', card, seat });
    state.pending = { kind: 'none' };
    lastSoloCard(state, pending.ursuleFills, events);
    nextTurn(state, events);
    return null;
  },
};

const TURN: TurnRules<GameState> = { isOver, answers: (state, type) => (ACTIONS_FOR[state.pending.kind] as string[]).includes(type), pendingSeats };

export function applyAction(state: GameState, seat: number, input: unknown): ApplyResult<GameState, ErEvent> {
  const action = parseAction(input);
  if (typeof action === 'string') return { ok: false, error: err('invalid_action', action) };
  const refused = turnError(TURN, state, seat, action.type);
  if (refused) return { ok: false, error: refused };
  const events: ErEvent[] = [];
  const handler = HANDLERS[action.type] as Handler<Action>;
  const { state: next, result: problem } = onWorkingCopy(state, (next) => handler(next, seat, action, events));
  if (problem) return { ok: false, error: problem };
  next.actionCount += 1;
  return { ok: true, state: next, events };
}
