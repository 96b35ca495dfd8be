// The rules a match record is checked with, by the record's `game` (the registry's ids): how to
// replay its log, when it is over, its result, and how lists read that result. A record of a game
// not listed here cannot be verified. Only the replay and end-of-game parts of each engine are
// imported (no bots, no views).
import type { LoggedAction } from '../engine.js';
import type { Standing } from '../matches.js';
import { isOver as dhIsOver } from './dice-hospital/flow.js';
import { replay as dhReplay } from './dice-hospital/replay.js';
import { listStandings as dhStandings } from './dice-hospital/standings.js';
import type { Action as DhAction, GameConfig as DhConfig, GameState as DhState } from './dice-hospital/types.js';
import { isOver as erIsOver } from './dice-hospital-er/flow.js';
import { replay as erReplay } from './dice-hospital-er/replay.js';
import { listStandings as erStandings } from './dice-hospital-er/standings.js';
import type { Action as ErAction, GameConfig as ErConfig, GameState as ErState } from './dice-hospital-er/types.js';
import { isOver as qIsOver } from './quarantine/flow.js';
import { replay as qReplay } from './quarantine/replay.js';
import { listStandings as qStandings } from './quarantine/standings.js';
import type { Action as QAction, GameConfig as QConfig, GameState as QState } from './quarantine/types.js';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER, QUARANTINE, type GameInfo } from './registry.js';

/** What every game's result shows per seat (each game adds its own details). */
export interface RecordedStanding {
  seat: number;
  score: number;
  rank: number;
}

/** A game as a record's verification sees it. The config is the engine config, key included. */
export interface RecordedGame {
  info: GameInfo;
  /** The state the log leads to; throws when an action of the log is refused. */
  replay(config: { players: string[]; key: string; options?: unknown }, log: LoggedAction<unknown>[]): unknown;
  isOver(state: unknown): boolean;
  /** The engine's result (null until the game is over): what a record's `result` must equal. */
  result(state: unknown): { standings: RecordedStanding[] } | null;
  /** Every side of a result as lists show it (a solo game's own opponent included), or null. */
  standings(result: unknown): Standing[] | null;
}

export const RECORDED_GAMES: Readonly<Record<string, RecordedGame>> = {
  [DICE_HOSPITAL.id]: {
    info: DICE_HOSPITAL,
    replay: (config, log) => dhReplay(config as DhConfig, log as LoggedAction<DhAction>[]),
    isOver: (state) => dhIsOver(state as DhState),
    result: (state) => (state as DhState).result,
    standings: (result) => dhStandings(result as DhState['result']),
  },
  [DICE_HOSPITAL_ER.id]: {
    info: DICE_HOSPITAL_ER,
    replay: (config, log) => erReplay(config as ErConfig, log as LoggedAction<ErAction>[]),
    isOver: (state) => erIsOver(state as ErState),
    result: (state) => (state as ErState).result,
    standings: (result) => erStandings(result as ErState['result']),
  },
  [QUARANTINE.id]: {
    info: QUARANTINE,
    replay: (config, log) => qReplay(config as QConfig, log as LoggedAction<QAction>[]),
    isOver: (state) => qIsOver(state as QState),
    result: (state) => (state as QState).result,
    standings: (result) => qStandings(result as QState['result']),
  },
};

/** The rules of a registered game, or undefined (also for `__proto__` and the like). */
export function recordedGame(id: string): RecordedGame | undefined {
  return Object.hasOwn(RECORDED_GAMES, id) ? RECORDED_GAMES[id] : undefined;
}
