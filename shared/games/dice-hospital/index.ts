// Dice Hospital: the public face of the rules engine, shared by server and client.
import type { GameEngine } from '../../engine.js';
import { applyAction } from './apply.js';
import { defaultAction, legalActions, pendingSeats } from './decisions.js';
import { isOver } from './flow.js';
import { replay } from './replay.js';
import { GAME_ID } from './info.js';
import { MAX_PLAYERS, MIN_PLAYERS, createGame } from './setup.js';
import type { Action, GameConfig, GameState, GameView } from './types.js';
import { eventsFor, viewFor } from './view.js';
import type { DiceHospitalEvent } from './log-events.js';
export { sharedView } from './view.js';

export * from './types.js';
export * from './catalogue/index.js';
export type { PositionDescription, SeatDescription } from './builder-types.js';
export { buildPosition, parsePatient } from './builder.js';
export { DEFAULT_OPTIONS, IMPLEMENTED_OPTIONS, NOT_IN_SOLO_OPTIONS, SOLO_ONLY_OPTIONS, optionsError, withDefaults } from './options.js';
export { isSolo, reportCompletions } from './solo.js';
export { secretsFor } from './view.js';
export { ambulanceCount, availableAmbulances } from './intake.js';
export { colourOf } from './hospital.js';
export { neglectForecast, type NeglectForecast } from './round-end.js';
export { applyAction, createGame, defaultAction, isOver, legalActions, pendingSeats, replay, viewFor, MIN_PLAYERS, MAX_PLAYERS };

export type { DiceHospitalEvent, DiceHospitalEventType } from './log-events.js';
export { eventsFor };

export const diceHospital: GameEngine<GameConfig, GameState, Action, GameView, DiceHospitalEvent> = {
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
export { playRandomGame, randomAction } from './bots.js';
export { activationTimeLimitMs, TIMED_ACTIVATION_SECONDS } from './timing.js';
export { previewAction } from './preview.js';
