// Dice Hospital plugged into the generic GameRoom: the engine, its options, and the projection of
// engine state into the synced schema (syncFromState: the engine's sharedView, and its secretsFor per seat).
import {
  activationTimeLimitMs,
  diceHospital,
  type Action,
  type GameConfig,
  type GameState,
  type GameView,
  type Options,
} from '../../../shared/games/dice-hospital/index.js';
import { botAction } from '../../../shared/games/dice-hospital/bot/index.js';
import { PACES } from '../../../shared/protocol.js';
import { DICE_HOSPITAL_OPTIONS_SYNC, DICE_HOSPITAL_SYNC, syncFromState } from '../../../shared/games/dice-hospital/sync.js';
import { listStandings } from '../../../shared/games/dice-hospital/standings.js';
import { assignChild, assignPlain } from '../../schema/assign.js';
import { roomStateOf } from '../../schema/platform.js';
import type { GameAdapter } from '../adapter.js';
import { optionsKey } from '../gameOptions.js';
import { parseOptions } from './options.js';

/** The room's schema classes, built from the game's synced shape. */
export const { RoomState: DiceHospitalRoomState, GameSync } = roomStateOf('DiceHospitalRoomState', DICE_HOSPITAL_OPTIONS_SYNC, DICE_HOSPITAL_SYNC);
export type DiceHospitalRoomState = InstanceType<typeof DiceHospitalRoomState>;

export type DiceHospitalAdapter = GameAdapter<GameConfig, GameState, Action, GameView, Options, DiceHospitalRoomState>;

export const diceHospitalAdapter: DiceHospitalAdapter = {
  engine: diceHospital,

  parseOptions,

  optionsKey,

  makeConfig(players, key, options) {
    return { players, key, options };
  },

  createRoomState(options) {
    const root = new DiceHospitalRoomState();
    assignPlain(root.options, options);
    return root;
  },

  project(root, state) {
    // Public data as a spectator sees it, sharing the state's own objects (no copy: assignPlain skips
    // what is the same object as last time); each seat's secrets, from the engine's secretsFor, go
    // into its @view field.
    assignChild(root, 'game', GameSync, syncFromState(state));
  },

  secretsOf(root, seat) {
    const player = root.game?.players[seat];
    return player ? [player] : [];
  },

  progress(state) {
    return { round: state.round, phase: state.phase };
  },

  result(state) {
    return state.result;
  },

  standings(state) {
    return listStandings(state.result);
  },

  decisionTime(state, pace) {
    // The rules' own timed activation (an option) keeps its limit and its consequence.
    const rules = activationTimeLimitMs(state);
    if (rules !== null) return { ms: rules, atTimeOut: 'rules' };
    if (state.phase === 'gameOver') return null;
    const limits = PACES[pace];
    return { ms: (state.phase === 'activation' ? limits.long : limits.short) * 1000, atTimeOut: 'bot' };
  },

  botAction,
};
