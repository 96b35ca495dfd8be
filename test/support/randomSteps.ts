// The steps of a random game of any engine (shared/play.ts's playRandom: a random pending seat and
// one of its legal actions, drawn uniformly), each with the state and events it gave, for suites and
// benches that look at every state along a game.
import type { ApplyResult, GameEvent } from '../../shared/engine.js';
import { playRandom } from '../../shared/play.js';

interface RandomRules<State, Action> {
  applyAction(state: State, seat: number, action: unknown): ApplyResult<State, GameEvent>;
  legalActions(state: State, seat: number): Action[];
  pendingSeats(state: State): number[];
  isOver(state: State): boolean;
}

export interface RandomStep<State, Action> {
  seat: number;
  action: Action;
  state: State;
  events: GameEvent[];
}

/** Every action of the random game `seed` plays from `initial`, in order. */
export function randomSteps<State, Action>(rules: RandomRules<State, Action>, initial: State, seed: number): RandomStep<State, Action>[] {
  let state = initial;
  return playRandom(rules, initial, seed).log.map(({ seat, action }) => {
    const result = rules.applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    return { seat, action, state, events: result.events };
  });
}
