// What Dice Hospital ER plugs into the generic GameRoom: its engine, its options, and its synced
// state, whose schema classes are built from the game's one declaration (ER_SYNC).
import { schema } from '@colyseus/schema';
import { PACES } from '../../../shared/protocol.js';
import {
  DEFAULT_OPTIONS, diceHospitalEr, optionsError, viewFor,
  type Action, type GameConfig, type GameState, type GameView, type Options,
} from '../../../shared/games/dice-hospital-er/index.js';
import { botAction } from '../../../shared/games/dice-hospital-er/bot/index.js';
import { ER_SYNC, secretChoice, syncFromView } from '../../../shared/games/dice-hospital-er/sync.js';
import { listStandings } from '../../../shared/games/dice-hospital-er/standings.js';
import { assignChild, assignPlain } from '../../schema/assign.js';
import { classOf } from '../../schema/fromShape.js';
import { PlatformState } from '../../schema/platform.js';
import type { GameAdapter } from '../adapter.js';

const GameSync = classOf(ER_SYNC, 'ErGameSync');
const OptionsSync = classOf(ER_SYNC.options, 'ErOptionsSync');

/** The room's root: the platform's part, the room's options, and the game once it started. */
/** `game` starts unset (not an empty object): a client knows the game has started when it is there. */
export const ErRoomState = schema({ options: OptionsSync, game: { type: GameSync, default: undefined } }, 'ErRoomState', PlatformState);
export type ErRoomState = PlatformState & { options: InstanceType<typeof OptionsSync>; game?: InstanceType<typeof GameSync> };

export type DiceHospitalErAdapter = GameAdapter<GameConfig, GameState, Action, GameView, Options, ErRoomState>;

export const diceHospitalErAdapter: DiceHospitalErAdapter = {
  engine: diceHospitalEr,

  parseOptions(raw, playerCount) {
    const problem = optionsError(raw ?? {}, playerCount);
    if (problem) throw new Error(problem);
    return { ...DEFAULT_OPTIONS, ...(raw as Partial<Options>) };
  },

  optionsKey(options) {
    return JSON.stringify(Object.keys(options).sort().map((k) => [k, options[k as keyof Options]]));
  },

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
    assignChild(root, 'game', GameSync as never, synced);
  },

  secretsOf(root, seat) {
    const secret = (root.game as unknown as { secrets?: unknown[] } | undefined)?.secrets?.[seat];
    return secret ? [secret as InstanceType<typeof GameSync>] : [];
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
