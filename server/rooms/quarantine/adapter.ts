// What Quarantine plugs into the generic GameRoom: its engine, its options and its synced state,
// whose schema classes are built from the game's one declaration (QUARANTINE_SYNC). Nothing is
// secret in Quarantine, so every connection gets the same state: the spectator's view.
import { PACES } from '../../../shared/protocol.js';
import {
  DEFAULT_OPTIONS,
  optionsError,
  quarantine,
  viewFor,
  type Action,
  type GameConfig,
  type GameState,
  type GameView,
  type Options,
} from '../../../shared/games/quarantine/index.js';
import { botAction } from '../../../shared/games/quarantine/bot/index.js';
import { QUARANTINE_SYNC, syncFromView } from '../../../shared/games/quarantine/sync.js';
import { listStandings } from '../../../shared/games/quarantine/standings.js';
import { assignChild, assignPlain } from '../../schema/assign.js';
import { roomStateOf } from '../../schema/platform.js';
import type { GameAdapter } from '../adapter.js';
import { optionsKey, optionsParser } from '../gameOptions.js';

/** The room's schema classes, built from the game's synced shape. */
export const { RoomState: QuarantineRoomState, GameSync } = roomStateOf('QuarantineRoomState', QUARANTINE_SYNC.options, QUARANTINE_SYNC);
export type QuarantineRoomState = InstanceType<typeof QuarantineRoomState>;

/** Decisions that take thought (a whole turn, a hospital's setup, a renovation) get the long time. */
const LONG_DECISIONS = new Set<GameState['pending']['kind']>(['arrange', 'turn', 'renovate', 'placeAcquired']);

export const quarantineAdapter: GameAdapter<GameConfig, GameState, Action, GameView, Options, QuarantineRoomState> = {
  engine: quarantine,
  parseOptions: optionsParser(DEFAULT_OPTIONS, optionsError),
  optionsKey,

  makeConfig(players, key, options) {
    return { players, key, options };
  },

  createRoomState(options) {
    const root = new QuarantineRoomState();
    assignPlain(root.options, options);
    return root;
  },

  project(root, state) {
    assignChild(root, 'game', GameSync, syncFromView(viewFor(state, 'spectator')));
  },

  secretsOf() {
    return [];
  },

  progress(state) {
    return { round: state.round, phase: state.phase === 'gameOver' ? 'gameOver' : state.pending.kind };
  },

  result(state) {
    return state.result;
  },

  standings(state) {
    return listStandings(state.result);
  },

  decisionTime(state, pace) {
    if (state.phase === 'gameOver') return null;
    const limits = PACES[pace];
    return { ms: (LONG_DECISIONS.has(state.pending.kind) ? limits.long : limits.short) * 1000, atTimeOut: 'bot' };
  },

  botAction,
};
