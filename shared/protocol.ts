// Messages between browser clients and the game server, shared by both sides.
// docs/protocol.md documents each one with its payload; this file is the single source of names and
// payload types. It is pure TypeScript: no Node, no DOM, no Colyseus.
import type { EngineError, GameEvent } from './engine.js';
import { shape, text, type JsonOf } from './sync/shape.js';

/** A game's options as they travel: each game reads and checks its own (its room adapter's
 * parseOptions; the registry's `options` describe each one and its default). */
export type GameOptionsJson = Readonly<Record<string, unknown>>;

// ---------------------------------------------------------------------------------------------
// Client → server

/** Client → server message types. */
export const ClientMessage = {
  /** payload: ActionPayload — an engine action for the sender's own seat. */
  action: 'action',
  /** payload: {} (StartPayload) — the host starts the game once enough seats are filled. */
  start: 'start',
  /** payload: LogRequestPayload — a page of the room's full event log, answered with `logPage`. */
  log: 'log',
  /** payload: ChatPayload — a chat line to everyone in the room (players and spectators). */
  chat: 'chat',
  /** payload: {} — after the game, a player of it asks for the table's rematch room (the server opens
   * it on the first request) and is answered with `rematch`. */
  rematch: 'rematch',
  /** payload: AddBotPayload — the host seats a computer player in an empty seat of the waiting room. */
  addBot: 'addBot',
  /** payload: RemoveBotPayload — the host takes a computer player out of the waiting room. */
  removeBot: 'removeBot',
  /** payload: {} — a player whose seat a bot plays (after time-outs) takes it back. */
  back: 'back',
  /** payload: ReportPayload — reports a chat line (its id) to the operators. */
  report: 'report',
  /** payload: MutePayload — the host of a private room mutes (or unmutes) a player's chat. */
  mute: 'mute',
} as const;

/** `report`: the id of a chat line still among the room's recent lines. */
export interface ReportPayload {
  id: number;
}

/** `mute`: a seat holding a person (not the host's own), and whether its chat is muted. */
export interface MutePayload {
  seat: number;
  muted: boolean;
}

/** Reports one connection may send per minute. */
export const REPORTS_PER_MINUTE = 5;
/** Lines kept with a report on each side of the reported one. */
export const REPORT_CONTEXT_LINES = 10;
/** Longest maintenance notice, in characters. */
export const NOTICE_MAX_LENGTH = 300;
/** Longest reason an operator gives for closing a room or removing a player. */
export const REASON_MAX_LENGTH = 200;

/** Computer players: `random` plays any legal move, `strong` plans its moves. */
export const BOT_LEVELS = ['random', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface AddBotPayload {
  level: BotLevel;
  /** An empty seat; omitted: the first empty one. */
  seat?: number;
}

export interface RemoveBotPayload {
  seat: number;
}

/**
 * How long each decision may take (Board Game Arena's model): `short` for a choice (an ambulance,
 * an improvement), `long` for a whole hospital activation. When a connected player runs out of
 * time, a strong bot makes that decision for them; after TIME_OUTS_BEFORE_BOT in a row the bot
 * keeps the seat until its player says they are back. A game may time some decisions by its own
 * rules instead (Dice Hospital's timed activation).
 */
export const PACES = {
  relaxed: { short: 120, long: 300 },
  normal: { short: 45, long: 150 },
  fast: { short: 20, long: 60 },
} as const;
export type Pace = keyof typeof PACES;
export const DEFAULT_PACE: Pace = 'normal';
export const TIME_OUTS_BEFORE_BOT = 3;

/** Quick match: the waits (seconds) a room's creator may choose before its empty seats are filled
 * with strong bots; the browser offers these. */
export const BOTS_AFTER_CHOICES = [15, 30, 60] as const;
export type BotsAfter = (typeof BOTS_AFTER_CHOICES)[number];

/** `rematch` takes no payload: the server opens the table's rematch room itself. */
export type RematchPayload = Record<string, never>;

/** Plain text only (never HTML), 1..CHAT_MAX_LENGTH characters after trimming. */
export interface ChatPayload {
  text: string;
}

export const CHAT_MAX_LENGTH = 200;
/** At most CHAT_BURST lines per connection in any CHAT_WINDOW_MS. */
export const CHAT_BURST = 5;
/** At most this many lines from one address (all its connections to the room) in CHAT_WINDOW_MS. */
export const CHAT_ADDRESS_BURST = 10;
/** At most this many lines in one room, whoever sends them, in CHAT_WINDOW_MS. */
export const CHAT_ROOM_BURST = 30;
export const CHAT_WINDOW_MS = 10_000;
/** The room keeps its last CHAT_HISTORY chat lines (stored with the game) for newcomers and reconnections. */
export const CHAT_HISTORY = 50;

/** Entries `after < seq < before` (both optional), oldest first, at most LOG_PAGE_SIZE of them. */
export interface LogRequestPayload {
  after?: number;
  before?: number;
}

/** Most log entries one `logPage` carries. */
export const LOG_PAGE_SIZE = 200;

export interface ActionPayload<A = unknown> {
  /** An engine action, e.g. `{ type: 'takeAmbulance', ambulance: 2 }`. */
  action: A;
  /** Optional: the seat the sender believes it holds. A mismatch is rejected (`wrong_seat`). */
  seat?: number;
  /**
   * The sender's seat `version` (SeatSync) in the view the action was chosen from. When given and
   * no longer current, the action is refused with `stale_view` and nothing changes.
   */
  version?: number;
}

export type StartPayload = Record<string, never>;

// ---------------------------------------------------------------------------------------------
// Server → client

/** Server → client message types. */
export const ServerMessage = {
  /** payload: ErrorPayload — sent only to the client whose message (or join) was rejected. */
  error: 'error',
  /** payload: SeatPayload — sent to a player on every (re)join; keep the token for reloads. */
  seat: 'seat',
  /** payload: PhasePayload — broadcast when the round or phase changes, for the client to animate. */
  phase: 'phase',
  /** payload: EventsPayload — structured events of an accepted action, broadcast. */
  events: 'events',
  /** payload: LogPagePayload — the answer to a `log` request, to the asker only. */
  logPage: 'logPage',
  /** payload: ChatLinePayload — a chat line, broadcast. */
  chat: 'chat',
  /** payload: ChatHistoryPayload — the room's recent chat, to a connection on every join and
   * reconnection (before any later `chat` line): it replaces whatever chat the client held. */
  chatHistory: 'chatHistory',
  /** payload: RematchOfferPayload — the table's rematch room: to every player of the finished game
   * (never to spectators) when it opens, and to each later asker. */
  rematch: 'rematch',
  /** payload: NoticePayload — the operators' maintenance notice, to every connection on joining
   * (when one is set) and broadcast whenever it is set or cleared. */
  notice: 'notice',
  /** payload: ClosingPayload — an operator closes the room: sent to every connection just before
   * they are closed with CLOSE_BY_OPERATOR. */
  roomClosed: 'roomClosed',
  /** payload: ClosingPayload — an operator removed this player: sent to its connection just
   * before it is closed with CLOSE_REMOVED (its seat token no longer opens the room). */
  removed: 'removed',
  /** payload: ChatMutesPayload — the seats the host muted, broadcast on every change and to each
   * connection on joining when any is muted. */
  chatMutes: 'chatMutes',
  /** payload: {id} — the answer to a `report`, to its sender: the report is stored. */
  reported: 'reported',
} as const;

export interface NoticePayload {
  /** The notice, or null once cleared. */
  text: string | null;
}

export interface ClosingPayload {
  /** The operator's reason, as typed (may be ''). */
  reason: string;
}

export interface ChatMutesPayload {
  seats: number[];
}

/** The table's rematch room: private, same game, player count, options, pace and computer players. */
export interface RematchOfferPayload {
  roomId: string;
  /** Its invite code: join with `joinById(roomId, { name, code })`. */
  code: string;
  /** The player whose request opened it. */
  by: string;
}

export interface ChatLinePayload {
  /** The line's number in its room (1, 2, …): what `report` names. */
  id: number;
  /** The sender's seat, or null for a spectator. */
  seat: number | null;
  /** The sender's display name ('' for a spectator). */
  name: string;
  text: string;
  /** Server time, epoch ms. */
  at: number;
}

export interface ChatHistoryPayload {
  /** The room's last CHAT_HISTORY lines at most, oldest first. */
  lines: ChatLinePayload[];
}

export interface LogPagePayload {
  /** The request answered, so that concurrent requests can be told apart. */
  after: number;
  before: number | null;
  /** Oldest first. */
  entries: LogEntryJson[];
  /** More entries match the request after the last one returned: ask again from there. */
  more: boolean;
}

export type ErrorPayload = EngineError;

/** Error codes the platform itself sends; engine rejections carry the engine's own codes. */
export const ErrorCode = {
  /** The payload does not have the shape of a message or an action. */
  badMessage: 'bad_message',
  /** A spectator sent an action or `start`. */
  spectator: 'spectator',
  /** The message names a seat that is not the sender's. */
  wrongSeat: 'wrong_seat',
  /** The engine is not waiting for this seat (another seat's turn, or already committed). */
  notYourTurn: 'not_your_turn',
  /** An action before the host started the game. */
  notStarted: 'not_started',
  /** An action or `start` after the game ended. */
  gameOver: 'game_over',
  /** `start` from someone other than the host. */
  notHost: 'not_host',
  /** `start` with fewer seated players than the engine needs. */
  notEnoughPlayers: 'not_enough_players',
  /** `start` after the game started. */
  alreadyStarted: 'already_started',
  /** The action log could not be written; nothing changed, try again. */
  storeFailed: 'store_failed',
  /** The store did not say whether the move was written: it is played, or refused with store_failed, once it answers. */
  storeWaiting: 'store_waiting',
  /** The action was chosen from an older view of the game (e.g. a double click): nothing changed. */
  staleView: 'stale_view',
  /** Too many messages from this connection; the first of a run is answered, later ones dropped. */
  rateLimited: 'rate_limited',
  /** A message larger than the server accepts. */
  messageTooLarge: 'message_too_large',
  /** A chat line that is empty or longer than CHAT_MAX_LENGTH. */
  chatInvalid: 'chat_invalid',
  /** More than CHAT_BURST chat lines in CHAT_WINDOW_MS. */
  chatRateLimited: 'chat_rate_limited',
  /** A rematch asked for before the game ended, or by a spectator. */
  noRematch: 'no_rematch',
  /** The rematch room could not be opened (the server is busy, or games cannot be saved): try again. */
  rematchFailed: 'rematch_failed',
  /** addBot with no empty seat (or not the one named), or removeBot of a seat that is no bot. */
  noSuchSeat: 'no_such_seat',
  /** addBot/removeBot once the game has started. */
  notInLobby: 'not_in_lobby',
  /** `back` from a seat that no bot is playing. */
  notBotPlayed: 'not_bot_played',
  /** A chat line from a player the host muted in this room. */
  chatMuted: 'chat_muted',
  /** A chat line (or report) from an address the operators banned. */
  addressBanned: 'address_banned',
  /** A `report` naming no recent line, one's own line, or sent too often. */
  reportInvalid: 'report_invalid',
  /** A `mute` from someone other than the host of a private room, or naming no person's seat. */
  muteInvalid: 'mute_invalid',
} as const;

export interface SeatPayload {
  seat: number;
  /** Pass as `seatToken` in the join options to come back to this seat after a reload. */
  token: string;
}

export interface PhasePayload {
  round: number;
  phase: string;
  previousRound: number;
  previousPhase: string;
}

export interface EventsPayload {
  /** Seat whose action produced the events. */
  seat: number;
  /** True when the server chose the action: a bot seat, or a bot playing for a player who is
   * away, out of time or handed the seat over (or the rules' own default on a timed activation). */
  auto: boolean;
  /** 1-based index of the action in the game's log. */
  actionIndex: number;
  /** The room log's seq of the first event (the others follow one by one), as `log` pages give it. */
  seq: number;
  events: GameEvent[];
}

// ---------------------------------------------------------------------------------------------
// Creating and joining rooms (colyseus.js `create` / `joinOrCreate` / `joinById` options)

export const MIN_NAME_LENGTH = 1;
export const MAX_NAME_LENGTH = 24;

/** Options for `client.create(<game id>, …)` (private or public) and `joinOrCreate` (quick match). */
export interface CreateOptions {
  /** The creator's display name (1-24 characters). */
  name: string;
  /** Seats in the room, 2-4. */
  playerCount: number;
  /** Game options; omitted ones take the defaults. */
  options?: GameOptionsJson;
  /** A private room gets an invite code and never appears in the public list or quick match. */
  private?: boolean;
  /** Time per decision (PACES); default DEFAULT_PACE. Quick match pools rooms of one pace. */
  pace?: Pace;
  /** Quick match: fill empty seats with strong bots after this many seconds (BOTS_AFTER_CHOICES);
   * only the room's creator's choice counts. */
  botsAfter?: BotsAfter;
}

/** Options for joining an existing room (`joinById`, or `joinOrCreate` for quick match). */
export interface JoinOptions {
  /** Display name; required for a new player, ignored for spectators and seat tokens. */
  name?: string;
  /** Token from an earlier `seat` message: rejoin that seat after a reload. */
  seatToken?: string;
  /** Join read-only. */
  spectator?: boolean;
  /** Invite code: required to join a private room as a new player or spectator. */
  code?: string;
  /** Quick match (`joinOrCreate`): fill empty seats with strong bots after this many seconds
   * (BOTS_AFTER_CHOICES), if this player creates the room; ignored when joining one. */
  botsAfter?: BotsAfter;
}

/**
 * Why a create or join was refused: the `code` of the error colyseus.js rejects `create`,
 * `joinOrCreate` or `joinById` with (its `message` says more).
 */
export const JoinErrorCode = {
  /** Create or join options of the wrong shape: player count, options, name. */
  badOptions: 4400,
  /** A private room without its invite code, or with a wrong one. */
  badInviteCode: 4403,
  /** The seat token does not belong to a seat of this room. */
  badSeatToken: 4404,
  /** Every seat is taken. */
  seatsFull: 4409,
  /** The game started: new players cannot join (spectators can). */
  alreadyStarted: 4410,
  /** A seated player's name looks the same as this one (shared/text.ts nameSkeleton): choose another. */
  nameTaken: 4411,
  /** The room has as many spectators as it allows. */
  spectatorsFull: 4429,
  /** This address already has several joins on their way to this room (reservation flooding). */
  tooManyJoins: 4430,
  /** The server holds as many rooms as it may: try again later. */
  serverBusy: 4503,
  /** `server_draining`: the operators are draining this server; it opens no new rooms (its games go on). */
  serverDraining: 4504,
  /** The operators banned this address for a while: no creating, joining or chatting. */
  addressBanned: 4451,
  /** An operator removed this seat's player: the seat token no longer opens the room. */
  removed: 4405,
} as const;

/** WebSocket close code for a connection that kept sending past its message rate limit. */
export const CLOSE_ABUSE = 4290;

/** WebSocket close code sent to a connection whose seat was taken over by a newer one (seat token). */
export const CLOSE_REPLACED = 4100;

/**
 * WebSocket close code sent to every connection of a room the server had to close on an internal
 * error (its synced state could no longer follow the game). The game cannot be resumed.
 */
export const CLOSE_ROOM_FAILED = 4500;

/**
 * WebSocket close code sent to every connection when the server stops to restart (SIGTERM): the
 * room is stored and comes back in the next process under the same id, so clients reconnect by
 * themselves (seat token, or as spectators) instead of treating the room as closed.
 */
export const CLOSE_RESTARTING = 4102;

/** WebSocket close code of a room an operator closed (after `roomClosed` with the reason): the game is over for good. */
export const CLOSE_BY_OPERATOR = 4103;

/** WebSocket close code of a player an operator removed (after `removed` with the reason). */
export const CLOSE_REMOVED = 4104;

// ---------------------------------------------------------------------------------------------
// Invite codes

/** No look-alikes: 0/O, 1/I/L are left out. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

/** Uppercases and strips spaces and dashes; null when the result cannot be an invite code. */
export function normaliseInviteCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== INVITE_CODE_LENGTH) return null;
  for (const ch of code) if (!INVITE_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

// ---------------------------------------------------------------------------------------------
// Synced room state (decoded `room.state.toJSON()`); `game` is the game's own synced view, which
// its `viewFromSync` (shared/games/<game>/sync.ts) turns into the engine's view.

export type RoomStatus = 'lobby' | 'playing' | 'finished';

/** A seat as every client sees it (the room state's `seats`). Declared once: the server builds its
 * schema from it (server/schema/platform.ts) and SeatJson is derived from it. */
export const SEAT_SYNC = shape({
  /** False for an empty seat (lobby only). */
  occupied: 'boolean',
  name: 'string',
  connected: 'boolean',
  /** Away longer than the reconnection window (or left): a bot plays the seat until its player returns. */
  away: 'boolean',
  /** A computer player's seat: its level; '' for a person's. */
  bot: text<BotLevel | ''>(),
  /** A person's seat that a bot plays now (away, or handed over after time-outs). */
  botPlaying: 'boolean',
  /** When the seat's current timed decision runs out (epoch ms, server clock), or 0 when untimed. */
  deadline: 'number',
  /** This seat's view version, bumped whenever its own situation changes: send it as the action
   * envelope's `version` (an action chosen from an older view is refused as stale_view). */
  version: 'number',
});

export type SeatJson = JsonOf<typeof SEAT_SYNC>;

export interface LogEntryJson {
  /** Increasing number of the entry in the room. */
  seq: number;
  /** Seat whose action produced the event, or -1. */
  seat: number;
  /** The server chose the action (a bot, or the rules' default): see EventsPayload.auto. */
  auto: boolean;
  /** The GameEvent as JSON text. */
  event: string;
}

/** The platform's part of every room's synced state, declared once (see SEAT_SYNC). A game's room adds
 * its `options` and, once started, its `game` (server/schema/platform.ts `roomStateOf`). */
export const ROOM_SYNC = shape({
  status: { initially: 'lobby' },
  playerCount: 'number',
  isPrivate: 'boolean',
  /** Time per decision (PACES). */
  pace: { initially: DEFAULT_PACE },
  /** Invite code (private rooms only). */
  code: { optional: 'string' },
  hostSeat: 'number',
  seats: { array: SEAT_SYNC },
  spectators: 'number',
  /** The commitment to the secret generator key and the match identity (hex), from the game's start; '' before. See shared/fairness.ts. */
  commitment: 'string',
  /** The match identity the commitment binds (JSON of MatchIdentity), from the game's start; '' before. */
  identity: 'string',
  /** The generator key (hex), revealed only once the game has finished; '' before. */
  revealedKey: 'string',
});

export interface RoomStateJson extends Omit<JsonOf<typeof ROOM_SYNC>, 'status' | 'pace'> {
  status: RoomStatus;
  pace: Pace;
  /** Game options with defaults applied. */
  options: GameOptionsJson;
  /** Present once the game has started: the game's own synced shape. */
  game?: unknown;
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** One row of `GET /api/rooms` and the body of `GET /api/rooms/by-code/:code`. */
/**
 * GET /api/rooms/:roomId/state, what a client whose seat's room did not answer (4212) asks before it
 * gives the seat up: `open`, a process holds the room; `restoring`, the store holds the game being
 * played but no process yet (one that died: another restores it within seconds); `damaged`, its
 * stored log is damaged and it will not resume; `finished` (or abandoned); `gone`, no such room.
 */
export type RoomAvailability = 'open' | 'restoring' | 'damaged' | 'finished' | 'gone';

export interface RoomSummary {
  roomId: string;
  /** The game's id (its room name, see GET /api/games). */
  name: string;
  isPrivate: boolean;
  status: RoomStatus;
  playerCount: number;
  /** Names of the seated players, in seat order. */
  players: string[];
  /** Free seats (0 once the game started). */
  seatsFree: number;
  options: GameOptionsJson;
  pace: Pace;
  phase: string | null;
  round: number;
  spectators: number;
}

/**
 * Log entries the platform adds beside a game's own events (LogEntryJson.event, seat = the seat
 * concerned): who a bot played for, from when, and why.
 */
export type PlatformEvent =
  | { type: 'botTookOver'; seat: number; reason: 'away' | 'left' | 'timeOuts' }
  | { type: 'timedOut'; seat: number; by: 'bot' | 'rules' }
  | { type: 'playerBack'; seat: number };
