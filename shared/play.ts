// Playing and replaying any game through its engine functions: whole games between bots (tests,
// benchmarks, the server's checks of its bots), random games, and rebuilding a state from its
// config and action log. Written once for every game of the platform.
import type { ApplyResult, GameEvent, LoggedAction } from './engine.js';
import { randomInt, seedRng, type HasRng } from './random.js';

interface Rules<State> {
  applyAction(state: State, seat: number, action: unknown): ApplyResult<State, GameEvent>;
  pendingSeats(state: State): number[];
  isOver(state: State): boolean;
}

export interface PlayedGame<State, Action> {
  state: State;
  log: LoggedAction<Action>[];
}

/**
 * Plays `initial` until it is over (or `maxActions`): when several seats are waited for, a random
 * one (from `order`) acts first, as people would; `choose` picks its action. `onDecision` sees how
 * long each choice took. A choice the engine refuses is a bug in the chooser: it throws.
 */
export function playOut<State, Action>(
  rules: Rules<State>,
  initial: State,
  order: HasRng,
  choose: (state: State, seat: number) => Action | null,
  maxActions: number,
  onDecision?: (seat: number, ms: number) => void,
): PlayedGame<State, Action> {
  const log: LoggedAction<Action>[] = [];
  let state = initial;
  while (!rules.isOver(state)) {
    if (log.length >= maxActions) throw new Error(`the game did not end within ${maxActions} actions`);
    const seats = rules.pendingSeats(state);
    const seat = seats[randomInt(order, 0, seats.length - 1)]!;
    const started = performance.now();
    const action = choose(state, seat);
    onDecision?.(seat, performance.now() - started);
    if (action === null) throw new Error(`seat ${seat} found no action`);
    const result = rules.applyAction(state, seat, action);
    if (!result.ok) throw new Error(`seat ${seat} played an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    log.push({ seat, action });
  }
  return { state, log };
}

/** A uniformly random legal action for `seat`, or null when it has none. */
export function randomLegal<State, Action>(legalActions: (state: State, seat: number) => Action[], state: State, seat: number, rng: HasRng): Action | null {
  const legal = legalActions(state, seat);
  return legal.length === 0 ? null : legal[randomInt(rng, 0, legal.length - 1)]!;
}

/** A whole game of random legal actions from random pending seats, one generator for both. */
export function playRandom<State, Action>(
  rules: Rules<State> & { legalActions(state: State, seat: number): Action[] },
  initial: State,
  seed: number,
  maxActions = 10_000,
): PlayedGame<State, Action> {
  const rng = { rng: seedRng(seed) };
  return playOut(rules, initial, rng, (state, seat) => randomLegal(rules.legalActions, state, seat, rng), maxActions);
}

/** One bot per seat, each with its own generator, and the order of seats from a third. */
export function playBots<State, Action, Level>(
  rules: Rules<State>,
  initial: State,
  levels: readonly Level[],
  seed: number,
  botAction: (state: State, seat: number, level: Level, rng: HasRng) => Action | null,
  maxActions: number,
  onDecision?: (seat: number, ms: number) => void,
): PlayedGame<State, Action> {
  const bots = levels.map((_, seat) => ({ rng: seedRng(seed * 31 + seat + 1) }));
  return playOut(rules, initial, { rng: seedRng(seed) }, (state, seat) => botAction(state, seat, levels[seat]!, bots[seat]!), maxActions, onDecision);
}

/** A state rebuilt from its config (with the generator key) and its ordered action log; throws if
 * the log no longer replays (a logged action is refused). */
export function replayWith<Config, State, Action extends { type: string }>(
  rules: { createGame(config: Config): State; applyAction(state: State, seat: number, action: unknown): ApplyResult<State, GameEvent> },
  config: Config,
  log: LoggedAction<Action>[],
): State {
  let state = rules.createGame(config);
  log.forEach(({ seat, action }, i) => {
    const result = rules.applyAction(state, seat, action);
    if (!result.ok) throw new Error(`replay: action ${i} (${action.type} by seat ${seat}) was rejected: ${result.error.message}`);
    state = result.state;
  });
  return state;
}
