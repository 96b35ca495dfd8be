// Rebuild a game from its config (with the generator key) and its ordered action log.
import type { LoggedAction } from '../../engine.js';
import { applyAction } from './apply.js';
import { createGame } from './flow.js';
import type { Action, GameConfig, GameState } from './types.js';

export function replay(config: GameConfig, log: LoggedAction<Action>[]): GameState {
  let state = createGame(config);
  log.forEach(({ seat, action }, i) => {
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`replay: action ${i} (${action.type} by seat ${seat}) was rejected: ${result.error.message}`);
    state = result.state;
  });
  return state;
}
