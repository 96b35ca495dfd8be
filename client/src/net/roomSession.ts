// One connection to a game room: joins, keeps the synced state as a GameView, collects the log,
// sends actions, and reconnects by itself when the connection drops (first with Colyseus'
// reconnection token, then with the seat token, which also survives a page reload).
import { Client, type Room } from 'colyseus.js';
import type { GameEvent } from '../../../shared/engine.js';
import { clientGame, MAIN_GAME } from '../games/registry.js';
import {
  CLOSE_BY_OPERATOR,
  CLOSE_REMOVED,
  CLOSE_REPLACED,
  CLOSE_RESTARTING,
  ClientMessage,
  ErrorCode,
  JoinErrorCode,
  ServerMessage,
  type BotLevel,
  type ChatHistoryPayload,
  type ChatLinePayload,
  type ChatMutesPayload,
  type ClosingPayload,
  type CreateOptions,
  type NoticePayload,
  type RematchOfferPayload,
  type ErrorPayload,
  type EventsPayload,
  type JoinOptions,
  type LogPagePayload,
  type RoomStateJson,
  type SeatPayload,
} from '../../../shared/protocol.js';
import { serverUrl } from './endpoint.js';
import { roomAvailability } from './lobbyApi.js';
import { describeSeat, forgetSeat, loadSeat, rememberFinishedGame, saveSeat } from './storage.js';
import { shareUnchanged } from './shareUnchanged.js';
import { onNextFrame } from './nextFrame.js';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'lost';

export interface LogItem {
  id: number;
  event: GameEvent;
  auto: boolean;
  /** The room's log sequence number, when known (entries from the synced or full log). */
  seq?: number;
}

export interface RoomSnapshot {
  roomId: string;
  /** The game's id (the room name): which table shows `view`. */
  game: string;
  status: ConnectionStatus;
  /** Your seat, or null while spectating (or before the server assigned one). */
  seat: number | null;
  spectator: boolean;
  room: RoomStateJson | null;
  /** The game's view for this viewer (the game's own type: see games/registry.ts). */
  view: unknown;
  log: LogItem[];
  /** The last rejected message, cleared by the next accepted action. */
  error: ErrorPayload | null;
  /** An action was sent and neither its new state nor its refusal has come back: controls wait. */
  inFlight: boolean;
  /** Why the connection was given up, when status is 'lost'. */
  lostReason: string | null;
  /** While reconnecting: 'restarting' when the server said it stops to restart (it comes back). */
  reconnectReason: 'restarting' | null;
  /** Earlier log entries than the synced recent ones are being fetched. */
  loadingEarlier: boolean;
  /** The room's chat, oldest first (the last CHAT_KEPT): its recent lines given on joining, then each new one. */
  chat: ChatLinePayload[];
  /** The rematch room of this table, once a player asked for one (players only: the server never
   * tells spectators). */
  rematch: RematchOfferPayload | null;
  /** The operators' maintenance notice, while one is set. */
  notice: string | null;
  /** The operator's reason for closing the room or removing this player (lostReason
   * 'closedByOperator' or 'removed'). */
  closingReason: string | null;
  /** Seats the host of this private room muted (the server refuses their chat). */
  chatMutes: number[];
  /** Chat lines (ids) this connection reported and the server stored. */
  reported: number[];
}

const CHAT_KEPT = 100;

/** Colyseus close code for a leave the client asked for. */
const CONSENTED_CLOSE = 4000;
const CLEAN_CLOSE = 1000;
/** Delays between reconnection attempts (ms); about two minutes in all, like the server's window. */
const RETRY_DELAYS = [250, 500, 1000, 2000, 3000, 5000, 5000, 8000, 10000, 10000, 15000, 15000, 20000, 20000];

let sharedClient: Client | null = null;
export function client(): Client {
  sharedClient ??= new Client(serverUrl());
  return sharedClient;
}

type Listener = (snapshot: RoomSnapshot) => void;

export class RoomSession {
  private room: Room | null = null;
  private listeners = new Set<Listener>();
  private nextLogId = 1;
  private lastSeq = 0;
  /** Set on every (re)join until the log pages asked for then have filled in what this client missed. */
  private needsSeed = true;
  private closedByUs = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private snap: RoomSnapshot;
  /**
   * The move sent and not yet answered (by its seat's new version or an error), with the seat version
   * it was chosen from; the page shows it in flight meanwhile. A move sent into a
   * connection that then drops is lost with it: after reconnecting, it is sent again if its seat's
   * version says it was not played (the version makes that safe: a move played already would be
   * refused as stale), and forgotten if the game has moved on meanwhile.
   */
  private unanswered: { action: unknown; seat: number | undefined; version: number | undefined } | null = null;
  /** The connection is new: the first state says whether the unanswered move must be sent again. */
  private checkUnanswered = false;
  /** Patches and messages arriving together (a run of bot moves, a long absence caught up) are read
   * once, on the next turn of the page's event loop, and shown once, at the next frame (nextFrame.ts),
   * instead of once each: a slow device falls behind by one render, not by one render per move. */
  private stateQueued = false;
  private notifyQueued = false;

  private constructor(
    roomId: string,
    spectator: boolean,
    private readonly code: string | undefined,
  ) {
    this.snap = {
      roomId,
      game: MAIN_GAME,
      status: 'connecting',
      seat: null,
      spectator,
      room: null,
      view: null,
      log: [],
      error: null,
      inFlight: false,
      lostReason: null,
      reconnectReason: null,
      loadingEarlier: false,
      chat: [],
      rematch: null,
      notice: null,
      closingReason: null,
      chatMutes: [],
      reported: [],
    };
  }

  // ---- ways in ------------------------------------------------------------------------------

  static async create(options: CreateOptions, game = MAIN_GAME): Promise<RoomSession> {
    const room = await client().create(game, options);
    return RoomSession.adopt(room, false, undefined);
  }

  static async quickMatch(name: string, playerCount: number, extra: Pick<CreateOptions, 'pace' | 'botsAfter'> = {}, game = MAIN_GAME): Promise<RoomSession> {
    const room = await client().joinOrCreate(game, { name, playerCount, ...extra } satisfies CreateOptions);
    return RoomSession.adopt(room, false, undefined);
  }

  /** Join a room: back into a saved seat if this browser has one, else as a new player or spectator. */
  static async join(roomId: string, options: { name?: string; code?: string; spectator?: boolean }): Promise<RoomSession> {
    const saved = options.spectator ? null : loadSeat(roomId);
    if (saved) {
      try {
        const room = await client().joinById(roomId, { seatToken: saved.token } satisfies JoinOptions);
        return RoomSession.adopt(room, false, options.code);
      } catch (e) {
        // Only the server's word that the seat is gone ends it; a busy, locked or unreachable room
        // keeps the token for the next try.
        if ((await seatGoneForGood(roomId, e)) === null) throw e;
        forgetSeat(roomId);
      }
    }
    const joinOptions: JoinOptions = options.spectator ? { spectator: true, code: options.code } : { name: options.name, code: options.code };
    const room = await client().joinById(roomId, joinOptions);
    return RoomSession.adopt(room, !!options.spectator, options.code);
  }

  /** Back into a seat this device holds (its saved seat token); rejects when the seat is gone. */
  static async resume(roomId: string): Promise<RoomSession> {
    const saved = loadSeat(roomId);
    if (!saved) throw new Error('no saved seat');
    const room = await client().joinById(roomId, { seatToken: saved.token } satisfies JoinOptions);
    return RoomSession.adopt(room, false, undefined);
  }

  private static adopt(room: Room, spectator: boolean, code: string | undefined): RoomSession {
    const session = new RoomSession(room.roomId, spectator, code);
    session.attach(room);
    return session;
  }

  // ---- state ----------------------------------------------------------------------------------

  get snapshot(): RoomSnapshot {
    return this.snap;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.snap);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<RoomSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    onNextFrame(this.notify);
  }

  private readonly notify = (): void => {
    if (!this.notifyQueued) return;
    this.notifyQueued = false;
    for (const listener of this.listeners) listener(this.snap);
  };

  private attach(room: Room): void {
    this.room = room;
    this.snap = { ...this.snap, game: room.name };
    room.onStateChange(() => {
      if (this.stateQueued) return;
      this.stateQueued = true;
      // The synced state is one object patched in place: read once, it holds every patch so far.
      setTimeout(() => {
        this.stateQueued = false;
        if (this.room) this.onState(this.room.state as { toJSON(): unknown });
      }, 0);
    });
    room.onMessage(ServerMessage.seat, (payload: SeatPayload) => {
      saveSeat(room.roomId, payload);
      this.snap = { ...this.snap, seat: payload.seat, spectator: false };
      this.update({ view: this.viewOf(this.snap.room) });
    });
    room.onMessage(ServerMessage.events, (payload: EventsPayload) => this.onEvents(payload));
    room.onMessage(ServerMessage.error, (payload: ErrorPayload) => {
      this.unanswered = null;
      this.update({ error: payload, inFlight: false });
    });
    room.onMessage(ServerMessage.phase, () => {});
    room.onMessage(ServerMessage.logPage, (page: LogPagePayload) => this.onLogPage(page));
    room.onMessage(ServerMessage.rematch, (offer: RematchOfferPayload) => this.update({ rematch: offer }));
    // What was said before this connection: on every join and reconnection, before any later line.
    room.onMessage(ServerMessage.chatHistory, (history: ChatHistoryPayload) => this.update({ chat: history.lines.slice(-CHAT_KEPT) }));
    room.onMessage(ServerMessage.chat, (line: ChatLinePayload) =>
      // A line getting through also ends an earlier chat refusal.
      this.update({ chat: [...this.snap.chat, line].slice(-CHAT_KEPT), error: this.snap.error?.code.startsWith('chat_') ? null : this.snap.error }),
    );
    room.onMessage(ServerMessage.notice, (notice: NoticePayload) => this.update({ notice: notice.text }));
    room.onMessage(ServerMessage.roomClosed, (closing: ClosingPayload) => this.update({ closingReason: closing.reason }));
    room.onMessage(ServerMessage.removed, (closing: ClosingPayload) => this.update({ closingReason: closing.reason }));
    room.onMessage(ServerMessage.chatMutes, (mutes: ChatMutesPayload) => this.update({ chatMutes: mutes.seats }));
    room.onMessage(ServerMessage.reported, (ack: { id: number }) => this.update({ reported: [...this.snap.reported, ack.id] }));
    room.onLeave((code) => this.onLeave(code));
    this.needsSeed = true;
    this.checkUnanswered = this.unanswered !== null;
    this.requestLog(this.lastSeq);
    this.update({ status: 'connected', lostReason: null, reconnectReason: null });
  }

  private viewOf(json: RoomStateJson | null): unknown {
    if (!json?.game) return null;
    return clientGame(this.snap.game).decode(json, this.snap.seat ?? 'spectator');
  }

  private onState(state: { toJSON(): unknown }): void {
    const json = state.toJSON() as RoomStateJson;
    if (!Array.isArray(json.seats)) return; // not decoded yet
    // The answer to an action in flight is this seat's new version (or an error message).
    if (this.unanswered && this.snap.seat !== null && json.seats[this.snap.seat]?.version !== this.unanswered.version) {
      this.unanswered = null;
      this.snap = { ...this.snap, inFlight: false };
    }
    if (this.checkUnanswered) this.resendUnanswered();
    const names = json.seats.map((s) => (s.occupied ? s.name : ''));
    if (this.snap.seat !== null) describeSeat(this.snap.roomId, names);
    // The parts a patch left as they were stay the same objects: the table skips drawing them.
    const view = shareUnchanged(this.snap.view, this.viewOf(json));
    // A game this device played is listed on the home page once over (its replay is on the server).
    const over = (v: unknown) => (v as { phase?: string } | null)?.phase === 'gameOver';
    if (over(view) && this.snap.seat !== null && !over(this.snap.view)) {
      const seatToken = loadSeat(this.snap.roomId)?.token;
      const code = json.code || this.code;
      rememberFinishedGame({
        matchId: this.snap.roomId,
        game: this.snap.game,
        finishedAt: new Date().toISOString(),
        players: names.filter(Boolean),
        you: names[this.snap.seat] ?? '',
        ...(seatToken ? { seatToken } : {}),
        ...(code ? { code } : {}),
      });
    }
    this.update({ room: json, view });
  }

  private logItem(event: GameEvent, auto: boolean, seq?: number): LogItem {
    return { id: this.nextLogId++, event, auto, seq };
  }

  /** Asks for the log entries after `after` (the server answers in pages, oldest first). */
  private requestLog(after: number): void {
    this.snap = { ...this.snap, loadingEarlier: true };
    this.room?.send(ClientMessage.log, { after });
  }

  /**
   * A page of what this client has not seen yet (first join, reconnection): appended, then the next
   * page is asked for until none is left. Events broadcast meanwhile are in the pages.
   */
  private onLogPage(page: LogPagePayload): void {
    const fresh = page.entries.filter((entry) => entry.seq > this.lastSeq);
    const items = fresh.map((entry) => this.logItem(parseEvent(entry.event), entry.auto, entry.seq));
    for (const entry of fresh) this.lastSeq = Math.max(this.lastSeq, entry.seq);
    if (page.more) this.requestLog(this.lastSeq);
    else this.needsSeed = false;
    this.update({ log: [...this.snap.log, ...items], loadingEarlier: page.more });
  }

  private onEvents(payload: EventsPayload): void {
    if (this.needsSeed) return; // the log pages on their way hold these
    const items = payload.events.map((event, i) => this.logItem(event, payload.auto, payload.seq + i));
    this.lastSeq = Math.max(this.lastSeq, payload.seq + payload.events.length - 1);
    this.update({ log: [...this.snap.log, ...items], error: null });
  }

  // ---- sending --------------------------------------------------------------------------------

  send(action: unknown): void {
    // One action at a time: a second click before the answer would be chosen from a stale view.
    if (!this.room || this.snap.status !== 'connected' || this.snap.inFlight) return;
    const seat = this.snap.seat ?? undefined;
    const version = seat === undefined ? undefined : this.snap.room?.seats[seat]?.version;
    this.update({ error: null, inFlight: true });
    this.unanswered = { action, seat, version };
    this.room.send(ClientMessage.action, { action, seat, version });
  }

  /** On a new connection's first state: the move lost with the old connection goes again. */
  private resendUnanswered(): void {
    this.checkUnanswered = false;
    const move = this.unanswered;
    if (!move || !this.room) return;
    this.room.send(ClientMessage.action, move);
  }

  /** Asks the server for the table's rematch room (it opens it on the first request); resolves with
   * its id and invite code, or rejects with the server's refusal (`code`: no_rematch, rematch_failed). */
  requestRematch(): Promise<RematchOfferPayload> {
    const room = this.room;
    if (!room) return Promise.reject(new Error('not connected'));
    return new Promise((resolve, reject) => {
      const done = () => {
        stopOffer();
        stopError();
        clearTimeout(timer);
      };
      const stopOffer = room.onMessage(ServerMessage.rematch, (offer: RematchOfferPayload) => {
        done();
        resolve(offer);
      });
      const stopError = room.onMessage(ServerMessage.error, (error: ErrorPayload) => {
        if (error.code !== ErrorCode.noRematch && error.code !== ErrorCode.rematchFailed && error.code !== ErrorCode.badMessage) return;
        done();
        reject(Object.assign(new Error(error.message), { code: error.code }));
      });
      const timer = setTimeout(() => {
        done();
        reject(new Error('no answer to the rematch'));
      }, 10_000);
      room.send(ClientMessage.rematch, {});
    });
  }

  /** Resolves with this private room's invite code once the state carries it. */
  inviteCode(): Promise<string> {
    return new Promise((resolve) => {
      const stop = this.subscribe((snap) => {
        if (!snap.room?.code) return;
        queueMicrotask(() => stop());
        resolve(snap.room.code);
      });
    });
  }

  sendChat(text: string): void {
    if (!this.room || this.snap.status !== 'connected') return;
    this.room.send(ClientMessage.chat, { text });
  }

  /** Reports a chat line (its id) to the operators. */
  report(id: number): void {
    this.room?.send(ClientMessage.report, { id });
  }

  /** Host of a private room: mutes (or unmutes) a seat's chat for everyone in the room. */
  muteSeat(seat: number, muted: boolean): void {
    this.room?.send(ClientMessage.mute, { seat, muted });
  }

  clearError(): void {
    this.update({ error: null });
  }

  /** Host, waiting room: a computer player in the first empty seat, or in `seat`. */
  addBot(level: BotLevel, seat?: number): void {
    if (this.snap.error) this.clearError();
    this.room?.send(ClientMessage.addBot, seat === undefined ? { level } : { level, seat });
  }

  removeBot(seat: number): void {
    if (this.snap.error) this.clearError();
    this.room?.send(ClientMessage.removeBot, { seat });
  }

  /** Takes the seat back from the bot that plays it after time-outs. */
  back(): void {
    if (this.snap.error) this.clearError();
    this.room?.send(ClientMessage.back, {});
  }

  start(): void {
    this.room?.send(ClientMessage.start, {});
  }

  /** Give up the seat for good: the server plays its defaults from now on. */
  async leave(): Promise<void> {
    this.closedByUs = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    forgetSeat(this.snap.roomId);
    await this.room?.leave(true).catch(() => {});
    this.room = null;
  }

  /** Step away without giving up the seat: the saved seat token brings this device back
   * ("Resume your game" on the home page), like a dropped connection. */
  async suspend(): Promise<void> {
    this.closedByUs = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.room?.leave(false).catch(() => {});
    this.room = null;
  }

  // ---- reconnection ---------------------------------------------------------------------------

  private onLeave(code: number): void {
    if (this.closedByUs) return;
    // A move still unanswered stays in flight: it goes again once reconnected (resendUnanswered).
    this.snap = { ...this.snap, inFlight: this.unanswered !== null };
    if (code === CLOSE_REPLACED) {
      this.update({ status: 'lost', lostReason: 'replaced' });
      return;
    }
    // An operator closed the room or removed this player: gone for good, with the reason shown.
    if (code === CLOSE_BY_OPERATOR || code === CLOSE_REMOVED) {
      forgetSeat(this.snap.roomId);
      this.update({ status: 'lost', lostReason: code === CLOSE_REMOVED ? 'removed' : 'closedByOperator' });
      return;
    }
    if (code === CONSENTED_CLOSE || code === CLEAN_CLOSE) {
      // the server closed the room (e.g. long after the game ended)
      this.update({ status: 'lost', lostReason: 'closed' });
      return;
    }
    // The server restarting (4102) keeps the room: it is back under the same id in a moment.
    this.update({ status: 'reconnecting', reconnectReason: code === CLOSE_RESTARTING ? 'restarting' : null });
    this.retry(0);
  }

  private retry(attempt: number): void {
    const delay = RETRY_DELAYS[attempt];
    if (delay === undefined) {
      this.update({ status: 'lost', lostReason: 'unreachable' });
      return;
    }
    this.retryTimer = setTimeout(() => void this.reconnectOnce(attempt), delay);
  }

  /** Reconnect right now (e.g. the browser says it is back online). */
  retryNow(): void {
    if (this.snap.status !== 'reconnecting') return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    void this.reconnectOnce(0);
  }

  private async reconnectOnce(attempt: number): Promise<void> {
    if (this.closedByUs) return;
    const previous = this.room;
    try {
      let room: Room;
      try {
        if (!previous?.reconnectionToken) throw new Error('no reconnection token');
        room = await client().reconnect(previous.reconnectionToken);
      } catch {
        const saved = loadSeat(this.snap.roomId);
        const options: JoinOptions = saved && !this.snap.spectator ? { seatToken: saved.token } : { spectator: true, code: this.code };
        room = await client().joinById(this.snap.roomId, options);
      }
      previous?.removeAllListeners();
      this.attach(room);
    } catch (e) {
      const gone = await seatGoneForGood(this.snap.roomId, e);
      if (gone) {
        forgetSeat(this.snap.roomId);
        this.update({ status: 'lost', lostReason: gone === 'damaged' ? 'damaged' : 'closed' });
        return;
      }
      // Locked, full, busy, unreachable, or being restored by another process: the seat is still
      // ours, try again.
      if (roomMissing(e)) this.update({ reconnectReason: 'restarting' });
      this.retry(attempt + 1);
    }
  }
}

function parseEvent(text: string): GameEvent {
  try {
    const parsed = JSON.parse(text) as GameEvent;
    return typeof parsed?.type === 'string' ? parsed : { type: 'unknown', text };
  } catch {
    return { type: 'unknown', text };
  }
}

/** Colyseus's "no such room" (4212): finished, gone, or between a dead process and its restore. */
const NO_SUCH_ROOM = 4212;

/** True when the server refused a seat token as not (or no longer) belonging to the room. */
export function seatIsGone(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === JoinErrorCode.badSeatToken || code === NO_SUCH_ROOM;
}

function roomMissing(error: unknown): boolean {
  return (error as { code?: unknown })?.code === NO_SUCH_ROOM;
}

/**
 * Why a refused seat token is gone for good, or null while the seat may come back. "No such room"
 * may mean that its process died and another is restoring the game: the seat is given up only once
 * the server says the game is over, damaged or unknown.
 */
export async function seatGoneForGood(roomId: string, error: unknown): Promise<'gone' | 'damaged' | null> {
  if (!seatIsGone(error)) return null;
  if (!roomMissing(error)) return 'gone';
  const state = await roomAvailability(roomId).catch(() => 'restoring' as const);
  if (state === 'restoring' || state === 'open') return null;
  return state === 'damaged' ? 'damaged' : 'gone';
}
