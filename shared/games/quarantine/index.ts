// Quarantine: the public face of the rules engine, shared by server and client.
import type { GameEngine } from '../../engine.js';
import { applyAction } from './apply.js';
import { defaultAction } from './defaults.js';
import { createGame, isOver, pendingSeats } from './flow.js';
import { GAME_ID, MAX_PLAYERS, MIN_PLAYERS } from './info.js';
import { legalActions } from './legal.js';
import type { QEvent } from './log-events.js';
import { replay } from './replay.js';
import type { Action, GameConfig, GameState, GameView } from './types.js';
import { eventsFor, viewFor } from './view.js';

export * from './types.js';
export * from './tiles.js';
export type { QEvent, QEventType } from './log-events.js';
export { buildPosition, type PositionDescription, type SeatDescription } from './builder.js';
export { DEFAULT_OPTIONS, optionsError } from './options.js';
export { ACTIONS_FOR, COSTS_ACTION } from './apply.js';
export { finalResult, tilesInPlay } from './flow.js';
export { legalPlacements, hospitalError, placementError, nurseStations, properlyConnected } from './grid.js';
export { admissionRoom, capacity, countedCubes, scorePlayer, spreadTargets, virusTargets } from './hospital.js';
export { cubesOf, noCubes, total } from './cubes.js';
export { MAX_LISTED_ORDERS, MAX_LISTED_PRICE } from './legal.js';
export { playRandomGame, randomAction } from './bots.js';
export { listStandings } from './standings.js';
export { applyAction, createGame, defaultAction, eventsFor, isOver, legalActions, pendingSeats, replay, viewFor, GAME_ID, MIN_PLAYERS, MAX_PLAYERS };

const engine = {
  id: GAME_ID,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  createGame,
  applyAction,
  legalActions,
  pendingSeats,
  viewFor,
  eventsFor,
  isOver,
  defaultAction,
  replay,
};
export const quarantine: GameEngine<GameConfig, GameState, Action, GameView, QEvent> = engine;
