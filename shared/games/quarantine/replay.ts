// Rebuild a game from its config (with the generator key) and its ordered action log.
import type { LoggedAction } from '../../engine.js';
import { replayWith } from '../../play.js';
import { applyAction } from './apply.js';
import { createGame } from './flow.js';
import type { Action, GameConfig, GameState } from './types.js';

export const replay = (config: GameConfig, log: LoggedAction<Action>[]): GameState => replayWith({ createGame, applyAction }, config, log);
