// Dice Hospital ER: the public face of the rules engine, shared by server and client.
import type { GameEngine } from '../../engine.js';
import { applyAction } from './apply.js';
import { defaultAction, legalActions, pendingSeats } from './decisions.js';
import { createGame, isOver } from './flow.js';
import { replay } from './replay.js';
import { GAME_ID } from './info.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup.js';
import type { Action, GameConfig, GameState, GameView } from './types.js';
import { eventsFor, viewFor } from './view.js';
import type { ErEvent } from './log-events.js';

export * from './types.js';
export * from './catalogue.js';
export { eventsFor } from './view.js';
export type { Admission, ErEvent, ErEventType } from './log-events.js';
export { buildPosition, parseWards, type PositionDescription, type SheetDescription } from './builder.js';
export { DEFAULT_OPTIONS, optionsError } from './setup.js';
export { isSolo } from './flow.js';
export {
  criticalPoints,
  epidemiologistScore,
  maxDisjoint,
  meetsCardiologist,
  nursePoints,
  radiologistScore,
  scoreSheet,
  wardPoints,
  LINES,
  TRIANGLES,
} from './scoring.js';
export { admissionError, bedValues, curtainWards, fullWards, isFull, minimumValue, nextBed } from './sheet.js';
export { ursuleChoice, ursulePlacement } from './ursule.js';
export { playRandomGame, randomAction } from './bots.js';
export { applyAction, createGame, defaultAction, isOver, legalActions, pendingSeats, replay, viewFor, MIN_PLAYERS, MAX_PLAYERS };

// Built as a plain object first: it carries `eventsFor` too (the contract's redaction of log events).
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
export const diceHospitalEr: GameEngine<GameConfig, GameState, Action, GameView, ErEvent> = engine;
export const erEngine = diceHospitalEr;
