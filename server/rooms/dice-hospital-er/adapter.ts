// What Dice Hospital ER plugs into the generic GameRoom: its engine, its options, and its synced
// state, whose schema classes are built from the game's one declaration (ER_SYNC).
import { PACES } from '../../../shared/protocol.js';
import {
  DEFAULT_OPTIONS,
  diceHospitalEr,
  optionsError,
  viewFor,
  type Action,
  type GameConfig,
  type GameState,
  type GameView,
  type Options,
} from '../../../shared/games/dice-hospital-er/index.js';
import { botAction } from '../../../shared/games/dice-hospital-er/bot/index.js';
import { ER_SYNC, secretChoice, syncFromView } from '../../../shared/games/dice-hospital-er/sync.js';
import { listStandings } from '../../../shared/games/dice-hospital-er/standings.js';
import { assignChild, assignPlain } from '../../schema/assign.js';
import { roomStateOf } from '../../schema/platform.js';
import type { GameAdapter } from '../adapter.js';
import { optionsKey, optionsParser } from '../gameOptions.js';

/** The room's schema classes, built from the game's synced shape. */
export const { RoomState: ErRoomState, GameSync } = roomStateOf('ErRoomState', ER_SYNC.options, ER_SYNC);
export type ErRoomState = InstanceType<typeof ErRoomState>;

export type DiceHospitalErAdapter = GameAdapter<GameConfig, GameState, Action, GameView, Options, ErRoomState>;

export const diceHospitalErAdapter: DiceHospitalErAdapter = {
  engine: diceHospitalEr,

  parseOptions: optionsParser(DEFAULT_OPTIONS, optionsError),
  optionsKey,

  makeConfig(players, key, options) {
    return { players, key, options };
  },

  createRoomState(options) {
    const root = new ErRoomState() as unknown as ErRoomState;
    assignPlain(root.options, options);
    return root;
  },

  project(root, state) {
    const spectator = viewFor(state, 'spectator');
    const synced = syncFromView(spectator);
    synced.secrets = state.players.map((_, seat) => secretChoice(spectator, seat, () => viewFor(state, seat)));
    assignChild(root, 'game', GameSync, synced);
  },

  secretsOf(root, seat) {
    const secret = root.game?.secrets[seat];
    return secret ? [secret] : [];
  },

  progress(state) {
    return { round: state.turn, phase: state.phase === 'gameOver' ? 'gameOver' : state.pending.kind };
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
    // Writing a patient (and its extra patient, and a curtain) is the turn's longer decision.
    return { ms: (state.pending.kind === 'admit' ? limits.long : limits.short) * 1000, atTimeOut: 'bot' };
  },

  botAction,
};
