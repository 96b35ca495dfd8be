// The round's state machine: after every decision the engine runs the automatic steps that follow
// until the next decision (the new `pending`) or the end of the game.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { ROUNDS } from './catalogue/index.js';
import { revealEvent } from './event-cards.js';
import { playsCollections, startCollections } from './final-collections.js';
import { settleSoloIntake, startIntake } from './intake.js';
import { ownedImprovements, returnUntakenDisplay } from './improvement.js';
import { finalScoring, neglect, scoreDischarges, shiftChange } from './round-end.js';
import { resetActivation } from './setup.js';
import { isSolo, startReports, startSoloIntake } from './solo.js';
import type { GameState, Phase, RulesView } from './types.js';
import { peek } from '../../lazyCopy.js';

export const isOver = (state: Pick<RulesView, 'phase'>): boolean => state.phase === 'gameOver';

/** Final scoring and the end of the game. */
export function endGame(state: GameState, events: GameEvent[]): void {
  state.pending = { kind: 'none' };
  state.result = finalScoring(state, events);
  enterPhase(state, 'gameOver', events);
}

function enterPhase(state: GameState, phase: Phase, events: GameEvent[]): void {
  state.phase = phase;
  events.push({ type: 'phaseStarted', round: state.round, phase });
}

export function beginRound(state: GameState, events: GameEvent[]): void {
  state.round += 1;
  events.push({ type: 'roundStarted', round: state.round });
  revealEvent(state, events);
  enterPhase(state, 'intake', events);
  if (!isSolo(state)) {
    startIntake(state, events);
    return;
  }
  startSoloIntake(state, events);
  if (state.pending.kind !== 'none') return;
  settleSoloIntake(
    state,
    0,
    state.intake.dice.map((d) => d.id),
    events,
  );
  if (state.pending.kind === 'none') beginImprovement(state, events);
}

/** Intake is over once every overflow is settled. */
export function beginImprovement(state: GameState, events: GameEvent[]): void {
  enterPhase(state, 'improvement', events);
  state.pending = { kind: 'takeImprovement', seat: state.turnOrder[0]! };
}

/** After a seat takes or passes: the next seat in turn order, or the return step. */
export function afterImprovementTaken(state: GameState, seat: number, events: GameEvent[]): void {
  const next = state.turnOrder[state.turnOrder.indexOf(seat) + 1];
  if (next !== undefined) {
    state.pending = { kind: 'takeImprovement', seat: next };
    return;
  }
  // Solo: whatever was not taken goes to the bottom of its stack at once (spec 7).
  if (isSolo(state)) returnUntakenDisplay(state, events);
  const seats = state.turnOrder.filter((s) => ownedImprovements(peek(state.players, s)!).length > 0);
  if (seats.length > 0) state.pending = { kind: 'returnImprovement', seats };
  else beginActivation(state, events);
}

export function beginActivation(state: GameState, events: GameEvent[]): void {
  enterPhase(state, 'activation', events);
  resetActivation(state);
  refreshActivation(state, events);
}

/** Who activates now: everyone uncommitted (simultaneous) or the first of them in turn order
 * (sequential). When nobody is left, the round ends. */
export function refreshActivation(state: GameState, events: GameEvent[]): void {
  const open = state.turnOrder.filter((seat) => !peek(state.activation, seat)!.committed);
  if (open.length === 0) {
    endRound(state, events);
    return;
  }
  state.pending = { kind: 'activation', seats: state.options.activation === 'sequential' ? [open[0]!] : open };
}

/** Phases 4-6 run by themselves once the last seat commits (`from` lets a position start later);
 * in solo, Phase 5 may first wait for the player's `completeReports`. */
export function endRound(state: GameState, events: GameEvent[], from: 'neglect' | 'discharge' = 'neglect'): void {
  state.pending = { kind: 'none' };
  if (from === 'neglect') {
    enterPhase(state, 'neglect', events);
    neglect(state, events);
  }
  enterPhase(state, 'discharge', events);
  if (isSolo(state) && startReports(state, events)) return;
  finishRound(state, events);
}

/** The rest of Phase 5 (scoring, the dice back to the bag), then Phase 6 or the end of the game. */
export function finishRound(state: GameState, events: GameEvent[]): void {
  state.pending = { kind: 'none' };
  scoreDischarges(state, events);
  if (state.round >= ROUNDS) {
    if (playsCollections(state)) {
      enterPhase(state, 'finalCollection', events);
      if (startCollections(state, events)) return;
    }
    endGame(state, events);
    return;
  }
  enterPhase(state, 'shiftChange', events);
  shiftChange(state, events);
  if (state.players.length === 2) state.pending = { kind: 'chooseExtraReveal', seat: state.firstPlayer };
  else beginRound(state, events);
}
