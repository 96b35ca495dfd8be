// What a game plugs into the generic GameRoom: its engine, its room options, and how its state is
// projected into the synced schema. Actions need no adapter code: the engine's applyAction judges
// any untrusted input (shape included) and never throws. Everything else (seats, lobby, invite codes,
// spectators, reconnection, defaults for absent seats, the action log) is platform code.
import type { Schema } from '@colyseus/schema';
import type { BotLevel, Pace } from '../../shared/protocol.js';
import type { HasRng } from '../../shared/random.js';
import type { GameEngine } from '../../shared/engine.js';
import type { AccountStore } from '../accounts/accountStore.js';
import type { Logger } from '../logger.js';
import type { InviteCodeStore } from '../lobby/inviteCodes.js';
import type { PlatformState } from '../schema/platform.js';
import type { GameStore, Standing } from '../store/gameStore.js';
import type { StoreHealth } from '../store/storeHealth.js';
import type { RoomConditions } from './roomConditions.js';
import type { RestoreTickets } from './restore.js';
import type { MessageLimits } from './messageBudget.js';
import type { BanList } from '../lobby/banList.js';
import type { MaintenanceNotice } from '../lobby/maintenanceNotice.js';
import type { ModerationStore } from '../store/moderationStore.js';
import type { LiveRooms } from './liveRooms.js';
import type { SkillStamp } from '../lobby/skillMatch.js';

export interface GameAdapter<Config, State, Action, View, Options, Root extends PlatformState> {
  readonly engine: GameEngine<Config, State, Action, View>;
  /**
   * The room's options from the raw create option `options`, defaults applied. Throws an Error
   * with a message for the player when they are malformed or not playable (never reaching createGame).
   */
  parseOptions(raw: unknown, playerCount: number): Options;
  /** Canonical text of the options, for pooling quick-match rooms that play the same game. */
  optionsKey(options: Options): string;
  makeConfig(players: string[], key: string, options: Options): Config;
  /** A fresh root state for a room in the lobby. */
  createRoomState(options: Options): Root;
  /** Copies the engine state into the synced schema (secrets only into @view fields). */
  project(root: Root, state: State): void;
  /** Schema instances whose @view fields only `seat` may see (added to that seat's StateView). */
  secretsOf(root: Root, seat: number): Schema[];
  /** Round and phase, for `phase` messages and the room listing. */
  progress(state: State): { round: number; phase: string };
  /** The final result, for the game store and the logs. */
  result(state: State): unknown;
  /** Score and rank per side once the game is over (recent-games lists; the game's own reading,
   * shared/games/recordedGames.ts `standings`, a solo game's opponent included), or null. */
  standings(state: State): Standing[] | null;
  /**
   * Time each pending seat has for the current decision at the room's pace, and what happens when
   * it runs out: `bot`, a strong bot makes the decision for the seat; `rules`, the game's own rule
   * for a time-out (engine.defaultAction until the game stops waiting for the seat). Null: untimed.
   */
  decisionTime(state: State, pace: Pace): { ms: number; atTimeOut: 'bot' | 'rules' } | null;
  /** A computer player's move for `seat`, from its own generator; null when it has none. */
  botAction(state: State, seat: number, level: BotLevel, rng: HasRng): Action | null;
}

export interface RoomSettings {
  reconnectSeconds: number;
  /** Pause before each bot move, so people can follow (0 in tests). */
  botDelayMs: number;
  maxSpectators: number;
  /**
   * Spectator places one address may hold in a room (SPECTATORS_PER_ADDRESS). */
  spectatorsPerAddress: number;
  /** Multiplies decision time limits (1 in play; tiny in tests). */
  timeLimitScale: number;
  /** Rooms this process holds before refusing new ones (server_busy). */
  maxRooms: number;
  /** Unclaimed reservations one address may hold in a room (seat tokens aside). */
  pendingJoinsPerAddress: number;
  /** Seconds an unclaimed seat reservation holds before it lapses. */
  seatReservationSeconds: number;
  /** Per-connection message limits (see messageBudget.ts). */
  messages: MessageLimits;
}

/** What a room needs from the process: injected when the room class is defined. */
export interface RoomServices {
  settings: RoomSettings;
  logger: Logger;
  store: GameStore;
  /** Whether the store answers: actions are refused at once while it does not. */
  storeHealth: StoreHealth;
  /** Rooms that cannot act now, and why (health check). */
  roomConditions: RoomConditions;
  inviteCodes: InviteCodeStore;
  /** Stored rooms being brought back at start-up (restore.ts). */
  restores: RestoreTickets;
  /** draining: set when the process stops to restart (rooms keep their stored games live for the
   * next one). noNewRooms: an operator drains the process: it opens no room, its games go on. */
  lifecycle: { draining: boolean; noNewRooms: boolean };
  /** Addresses the operators banned (no creating, joining or chatting). */
  bans: BanList;
  /** Where chat reports go. */
  moderation: ModerationStore;
  /** The operators' maintenance notice, shown in every room. */
  notice: MaintenanceNotice;
  /** The rooms of this process, for the operators. */
  liveRooms: LiveRooms;
  /** Signed-in players' accounts: a seat taken with a session cookie is bound to its account. */
  accounts: AccountStore;
  /** A signed-in player's quick match: their mu in this game and the waiting table that fits them (lobby/skillMatch.ts); null: not matched by skill. */
  skillMatch(game: string, joinOptions: unknown, accountId: string): Promise<SkillStamp | null>;
}
