// The platform room, written once for every game: a thin adapter from messages to the engine.
//   message → envelope check (zod) → engine.applyAction (which judges the action itself) → append
//   to the action store → adopt the new state → project into the synced schema → broadcast.
// Around that seam: lobby seats (seats.ts), host start, quick-match pooling, invite codes,
// spectators, reconnection, seat tokens, decision clocks (clocks.ts), and computer players: bot
// seats, and a bot playing for a person who is away or out of time (seats.ts botPlays).
import { randomBytes } from 'node:crypto';
import { StateView } from '@colyseus/schema';
import { ServerError, matchMaker, type AuthContext, type Client, type Serializer } from '@colyseus/core';
import type { GameEvent, Viewer } from '../../shared/engine.js';
import { identityAtStart, matchCommitmentOf } from '../../shared/fairness.js';
import {
  BOT_LEVELS,
  DEFAULT_PACE,
  TIME_OUTS_BEFORE_BOT,
  type BotLevel,
  type Pace,
  type PlatformEvent,
  CLOSE_ABUSE,
  CLOSE_REPLACED,
  CLOSE_RESTARTING,
  CLOSE_ROOM_FAILED,
  ClientMessage,
  ErrorCode,
  JoinErrorCode,
  ServerMessage,
  type EventsPayload,
  type PhasePayload,
  type RoomStatus,
  type RoomSummary,
  type SeatPayload,
  normaliseInviteCode,
} from '../../shared/protocol.js';
import type { Logger } from '../logger.js';
import { claimInviteCode } from '../lobby/inviteCodes.js';
import type { PlatformState } from '../schema/platform.js';
import type { GameAdapter, RoomServices } from './adapter.js';
import { DecisionClocks } from './clocks.js';
import { GuardedRoom, inOneWrite, onStateChanged, setPoolKey, withSharedBuffer } from './colyseusCompat.js';
import { RoomTimers } from './roomTimers.js';
import { MessageBudget } from './messageBudget.js';
import { EventHistory, LogRequest } from './eventHistory.js';
import { ChatRelay } from './chat.js';
import { ConnectionAddresses } from './addresses.js';
import { NewSeatHolds } from './newSeatHolds.js';
import { RematchRequest, TableRematch, openRematchRoom, rematchTickets, type RematchTicket } from './rematch.js';
import { SeatTable, botPlays, type SeatRecord } from './seats.js';
import { seedRng } from '../../shared/random.js';
import type { StoredAction, StoredGame } from '../store/gameStore.js';
import { appendOutcome, type AppendOutcome } from './appendOutcome.js';
import {
  ActionEnvelope,
  AddBotPayload,
  BackPayload,
  RemoveBotPayload,
  CreateOptionsSchema,
  JoinOptionsSchema,
  type JoinOptionsParsed,
  StartPayload,
  describeIssues,
  parseName,
} from './messages.js';

/** Who a connection is; kept in `client.userData`. */
export type Role = { kind: 'player' } | { kind: 'spectator' };

/** What static onAuth hands to the reservation: who asked (the trusted client address). */
interface Admission {
  address: string;
}

/** Decided by admit(), acted on in onJoin. */
type JoinPlan =
  | { kind: 'player'; name: string; token: string | null }
  | { kind: 'spectator' };

/**
 * Where the room is. `starting` is server-side only (clients still see `lobby`): the game is being
 * recorded in the action store, and seats must not change meanwhile. Joins are refused and a
 * leaving player is marked away rather than freed, as once the game has started.
 */
type RoomPhase = RoomStatus | 'starting';

export type RoomMetadata = Omit<RoomSummary, 'roomId' | 'name'>;

/** Colyseus' close code for a room closed on purpose: clients take the room as gone. */
const CLOSE_CONSENTED = 4000;
/** Colyseus's own patch interval, used only if its state changes cannot be heard (patchOnChange). */
const POLLED_PATCH_MS = 50;

/** How often a room waiting for its store asks it again whether a move was written. */
const SETTLE_RETRY_MS = 1000;

/** A move the engine accepted, on its way into the store (and, while the store cannot say, waiting). */
interface UnsettledMove<State> {
  entry: StoredAction;
  before: State;
  result: { state: State; events: GameEvent[] };
  /** Its sender, to tell if it is refused; none for a bot's or a default move. */
  client?: Client;
}

/** Listing value that no quick-match request can equal: the room is out of the pool. */
const CLOSED = '';

export abstract class GameRoom<Config, State, Action, View, Options, Root extends PlatformState> extends GuardedRoom<
  Root,
  RoomMetadata,
  Role
> {
  protected abstract readonly adapter: GameAdapter<Config, State, Action, View, Options, Root>;
  protected abstract readonly services: RoomServices;

  private seats = new SeatTable(0);
  private phase: RoomPhase = 'lobby';
  /** The first player is the creator, who joins a private room before anyone could know its code. */
  private creatorArrived = false;
  private roomOptions!: Options;
  private quickMatch = true;
  private pace: Pace = DEFAULT_PACE;
  /** The bots' own generator (never the game's): their moves are stored like anyone's. */
  private readonly botRng = { rng: seedRng(randomBytes(4).readInt32LE(0)) };
  private inviteCode: string | null = null;
  private game: State | null = null;
  /** The game's secret generator key: committed to at start, revealed at the end (shared/fairness.ts). */
  private gameKey = '';
  private actionIndex = 0;
  private logSeq = 0;
  /** Every log entry of the game, for `log` requests (the synced state keeps the recent ones). */
  private readonly history = new EventHistory();
  private readonly chat = new ChatRelay();
  /** Each connection's address, for the per-address limits (spectator places, chat). */
  private readonly addresses = new ConnectionAddresses();
  /** Public rooms: reservations for new seats whose lapses make their address wait. */
  private readonly newSeatHolds = new NewSeatHolds(() => this.services.settings.seatReservationSeconds * 1000);
  /** The table's rematch room, opened by the server on a player's first request after the end. */
  private readonly rematch = new TableRematch(() =>
    openRematchRoom({
      roomName: this.roomName,
      playerCount: this.state.playerCount,
      options: this.roomOptions,
      pace: this.pace,
      bots: this.seats.seated().map((s) => s.bot),
    }),
  );
  private queue: Promise<unknown> = Promise.resolve();
  private botMovePending = false;
  /** Seats whose bot move the engine refused: not retried until something else changes. */
  private stuck = new Set<number>();
  private disposed = false;
  private logger!: Logger;
  /** Per-seat view versions (SeatSync.version), for the stale-view guard. */
  private versions: number[] = [];
  /** Per-connection message budgets, by sessionId. */
  private budgets = new Map<string, MessageBudget>();
  /** Lobby saves, chained so that the store sees seat changes in the order they happened. */
  private lobbySaves: Promise<void> = Promise.resolve();
  private readonly timers = new RoomTimers(() => this.logger);
  private clocks = new DecisionClocks(this.timers, (seat, key) => void this.serially(() => this.timeOut(seat, key)));
  /** The patch on its way (patchOnChange). */
  private patchQueued: NodeJS.Immediate | null = null;
  /** An action's changes are being made: they leave in the patch its commit sends (patchNow). */
  private patchHeld = false;
  /** No patch interval, from the start: Colyseus starts it before onCreate (patchOnChange). */
  override patchRate = 0;

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  override async onCreate(raw: unknown): Promise<void> {
    const stored = this.services.restores.redeem(raw);
    if (stored) return this.restore(stored);
    const rematch = rematchTickets.redeem(raw);
    this.logger = this.services.logger.child({ roomId: this.roomId, room: this.roomName });
    const { settings } = this.services;
    if (matchMaker.stats.local.roomCount >= settings.maxRooms) { // counts rooms whose onCreate finished
      throw new ServerError(JoinErrorCode.serverBusy, 'the server is busy: no new rooms for now, try again in a few minutes');
    }
    // Unclaimed reservations lapse quickly; seats are counted by the room itself (admit), never
    // through maxClients, so reservations can neither lock the room nor crowd out a seat holder.
    this.setSeatReservationTime(settings.seatReservationSeconds);
    const parsed = CreateOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(JoinErrorCode.badOptions, `invalid create options: ${describeIssues(parsed.error)}`);
    const { playerCount } = parsed.data;
    const { minPlayers, maxPlayers } = this.adapter.engine;
    if (playerCount < minPlayers || playerCount > maxPlayers) {
      throw new ServerError(JoinErrorCode.badOptions, `playerCount must be ${minPlayers}-${maxPlayers}`);
    }
    try {
      this.roomOptions = this.adapter.parseOptions(parsed.data.options ?? {}, playerCount);
    } catch (e) {
      // Malformed, or an option the engine does not play yet: refused here, before any game exists.
      throw new ServerError(JoinErrorCode.badOptions, `game options refused: ${errorText(e)}`);
    }
    this.quickMatch = parsed.data.private !== true;
    this.pace = parsed.data.pace ?? DEFAULT_PACE;
    this.state = this.adapter.createRoomState(this.roomOptions);
    this.patchOnChange();
    this.state.playerCount = playerCount;
    this.state.pace = this.pace;
    this.seats = new SeatTable(playerCount);
    if (!this.quickMatch) {
      this.inviteCode = await claimInviteCode(this.services.inviteCodes, this.roomId);
      this.state.isPrivate = true;
      this.state.code = this.inviteCode;
      await this.setPrivate(true);
    }
    if (rematch) this.seatRematch(rematch);
    this.syncSeats();
    this.refreshListing();
    await this.updateMetadata();
    try {
      await this.saveLobby();
    } catch (e) {
      this.logger.error({ err: e }, 'could not save the new room');
      if (this.inviteCode) await this.services.inviteCodes.release(this.inviteCode).catch(() => undefined);
      throw new ServerError(JoinErrorCode.serverBusy, 'games cannot be saved right now: try again in a minute');
    }
    this.handleMessages();
    this.logger.info(
      { event: 'room_created', playerCount, private: !this.quickMatch, options: this.roomOptions },
      'room created',
    );
  }

  /** A rematch room has no creator (everyone comes with the code) and seats the table's bots. */
  private seatRematch(ticket: RematchTicket): void {
    this.creatorArrived = true;
    ticket.bots.forEach((level, seat) => level && this.seats.addBot(level, seat));
    ticket.code = this.inviteCode ?? undefined;
  }

  /** Colyseus makes the serializer when the state is set; ours encodes into the process's one buffer. */
  override setSerializer(serializer: Serializer<Root>): void {
    super.setSerializer(withSharedBuffer(serializer));
  }

  private handleMessages(): void {
    this.onMessage(ClientMessage.action, (client, payload) => this.serially(() => this.onAction(client, payload)));
    this.onMessage(ClientMessage.start, (client, payload) => this.serially(() => this.onStart(client, payload)));
    this.onMessage(ClientMessage.log, (client, payload) => this.onLogRequest(client, payload));
    this.onMessage(ClientMessage.chat, (client, payload) => this.onChat(client, payload));
    this.onMessage(ClientMessage.rematch, (client, payload) => this.onRematch(client, payload));
    this.onMessage(ClientMessage.addBot, (client, payload) => this.serially(() => this.onAddBot(client, payload)));
    this.onMessage(ClientMessage.removeBot, (client, payload) => this.serially(() => this.onRemoveBot(client, payload)));
    this.onMessage(ClientMessage.back, (client, payload) => this.serially(() => this.onBack(client, payload)));
    this.onMessage('*', (client, type) => this.reject(client, ErrorCode.badMessage, `unknown message type ${JSON.stringify(type)}`));
    // Colyseus' own fallback for this type closes the connection; it is just another unknown type.
    this.onMessage('__no_message_handler', (client) => this.reject(client, ErrorCode.badMessage, 'unknown message type "__no_message_handler"'));
  }

  /**
   * The room of a stored game, in a new process after a restart or a crash: same roomId, invite
   * code, options and seats; a started game is replayed from its log through the engine (its log
   * entries too). Every seat holder was cut off by the restart, so each gets a full reconnection
   * window again, and timed decisions start afresh.
   */
  private async restore(stored: StoredGame): Promise<void> {
    this.roomId = stored.roomId; // before Colyseus registers the room: it is listed under this id
    this.logger = this.services.logger.child({ roomId: this.roomId, room: this.roomName });
    const { settings } = this.services;
    this.setSeatReservationTime(settings.seatReservationSeconds);
    this.roomOptions = this.adapter.parseOptions(stored.options ?? {}, stored.playerCount);
    this.quickMatch = !stored.private;
    this.pace = stored.pace ?? DEFAULT_PACE;
    this.state = this.adapter.createRoomState(this.roomOptions);
    this.patchOnChange();
    this.state.playerCount = stored.playerCount;
    this.state.pace = this.pace;
    this.seats = SeatTable.restore(stored.seats, stored.hostSeat);
    this.creatorArrived = true;
    if (stored.inviteCode) {
      this.inviteCode = stored.inviteCode;
      if (!(await this.services.inviteCodes.claim(stored.inviteCode, this.roomId))) {
        this.logger.warn({ code: stored.inviteCode }, 'the restored invite code is held by another room');
      }
      this.state.isPrivate = true;
      this.state.code = stored.inviteCode;
      await this.setPrivate(true);
    }
    if (stored.status === 'playing') this.replayStored(stored);
    this.syncSeats();
    this.state.seats.forEach((sync, seat) => (sync.version = this.versions[seat] ?? 0));
    this.refreshListing();
    await this.updateMetadata();
    this.handleMessages();

    // Kept even while nobody is connected, until the holders have had their window to come back.
    this.autoDispose = false;
    const windowMs = settings.reconnectSeconds * 1000;
    for (const record of this.seats.seated()) {
      if (record.bot) continue;
      this.timers.setTimeout(() => {
        if (!record.connected && this.seats.indexOf(record) >= 0) void this.serially(() => this.seatGone(record, 'away'));
      }, windowMs);
    }
    this.timers.setTimeout(() => (this.autoDispose = true), windowMs + 1000);
    this.logger.info({ event: 'room_restored', status: this.phase, actions: this.actionIndex }, 'room restored from the store');
    if (this.game && this.adapter.engine.isOver(this.game)) await this.finish(); // stopped between the last action and its result
    this.refreshClocks();
  }

  /** Replays a stored game's actions through the engine; throws if any no longer applies. */
  private replayStored(stored: StoredGame): void {
    const config = stored.config as Config & { key: string };
    const { engine } = this.adapter;
    let game = engine.createGame(config);
    for (const entry of stored.actions) {
      const result = engine.applyAction(game, entry.seat, entry.action);
      if (!result.ok) throw new Error(`stored action ${entry.index} no longer applies: ${result.error.message}`);
      this.appendLog(entry.seat, entry.auto, result.events);
      game = result.state;
    }
    this.game = game;
    this.actionIndex = stored.actions.length;
    this.gameKey = config.key;
    this.announceCommitment(config);
    this.phase = 'playing';
    this.state.status = 'playing';
    // Versions go on from where they were (a client's view from before the restart is stale).
    this.versions = this.seats.seated().map(() => this.actionIndex);
    this.adapter.project(this.state, game);
  }

  /** Publishes the commitment to the key and the match's identity (what its record will show). */
  private announceCommitment(config: Config): void {
    const identity = identityAtStart(this.roomId, this.adapter.engine.id, config);
    this.state.commitment = matchCommitmentOf(this.gameKey, identity);
    this.state.identity = JSON.stringify(identity);
  }

  /** Saves the lobby as it is now, after any save still on its way (seat changes stay in order). */
  private saveLobby(): Promise<void> {
    const lobby = {
      roomId: this.roomId,
      game: this.adapter.engine.id,
      private: !this.quickMatch,
      inviteCode: this.inviteCode,
      playerCount: this.state.playerCount,
      options: this.roomOptions,
      pace: this.pace,
      seats: this.seats.stored(),
      hostSeat: this.seats.hostIndex(),
    };
    const save = this.lobbySaves.then(() => this.services.store.saveLobby(lobby));
    this.lobbySaves = save.catch((e: unknown) => this.logger.warn({ err: e }, 'could not save the lobby'));
    return save;
  }

  /**
   * Runs when a seat is reserved over HTTP, before anything is held for the asker: a join by room
   * id is judged there and then by the room (admit), so a refused reservation costs nothing.
   */
  static override async onAuth(_token: string, raw: unknown, context: AuthContext): Promise<Admission> {
    const address = String(Array.isArray(context.ip) ? context.ip[0] : (context.ip ?? 'unknown'));
    const roomId = /\/matchmake\/joinById\/([\w-]+)/.exec(context.req?.url ?? '')?.[1];
    const room = roomId ? matchMaker.getLocalRoomById(roomId) : undefined;
    if (room instanceof GameRoom) room.admit(raw, address, false);
    else GameRoom.precheck(raw); // create or quick match: no room to ask yet, onJoin judges again
    return { address };
  }

  /** What can be judged without a room: the options' shape, and a new player's display name. */
  private static precheck(raw: unknown): void {
    const { spectator, seatToken, name } = joinOptions(raw);
    if (!spectator && seatToken === undefined) playerName(name);
  }

  /**
   * Whether these join options get in, and as what; throws a ServerError with a JoinErrorCode.
   * Asked at reservation (static onAuth) and again when the WebSocket claims it (onJoin).
   */
  private admit(raw: unknown, address: string, claiming: boolean): JoinPlan {
    const options = joinOptions(raw);
    if (options.seatToken !== undefined) {
      if (!this.seats.byToken(options.seatToken)) {
        throw new ServerError(JoinErrorCode.badSeatToken, 'this seat token does not belong to a seat of this room');
      }
      return { kind: 'player', name: '', token: options.seatToken }; // a seat holder always gets back in
    }
    const pending = this.pendingReservations();
    if (!claiming && pending.filter((r) => addressOf(r.auth) === address).length >= this.services.settings.pendingJoinsPerAddress) {
      throw new ServerError(JoinErrorCode.tooManyJoins, 'too many joins from your address are still on their way; try again in a few seconds');
    }
    const creator = !this.creatorArrived && !options.spectator;
    // The same normalisation as GET /api/rooms/by-code: a code that resolves there opens the room.
    const code = options.code === undefined ? null : normaliseInviteCode(options.code);
    if (this.inviteCode && code !== this.inviteCode && !creator) {
      throw new ServerError(JoinErrorCode.badInviteCode, 'this room is private: a valid invite code is needed');
    }
    if (options.spectator) {
      const refusal = this.spectatorRefusal(address);
      if (refusal) throw new ServerError(JoinErrorCode.spectatorsFull, refusal);
      return { kind: 'spectator' };
    }
    if (this.phase !== 'lobby') {
      throw new ServerError(JoinErrorCode.alreadyStarted, 'the game has started: join as a spectator');
    }
    const held = claiming ? null : this.newSeatRefusal(address);
    if (held) throw new ServerError(JoinErrorCode.tooManyJoins, held);
    const name = playerName(options.name);
    if (this.seats.freeCount() === 0) throw new ServerError(JoinErrorCode.seatsFull, 'every seat is taken');
    const twin = this.seats.lookAlike(name);
    if (twin) throw new ServerError(JoinErrorCode.nameTaken, `"${twin.name}" is already seated here and "${name}" looks the same: choose another name`);
    return { kind: 'player', name, token: null };
  }

  /** The last check at reservation time, for requests that raced past admit(). */
  protected override acceptsReservation(options: unknown, auth: unknown): boolean {
    // Quick-match rooms: giving away more seats than the room has would make joinOrCreate fail
    // later in onJoin instead of retrying elsewhere.
    if (this.quickMatch && this.phase === 'lobby' && claimsNewSeat(options)) {
      if (this.claimedSeats() >= this.seats.size || this.newSeatRefusal(addressOf(auth))) return false;
      this.newSeatHolds.reserved(auth, addressOf(auth));
    }
    if (isSpectatorJoin(options) && this.spectatorRefusal(addressOf(auth))) return false;
    return true;
  }

  /** Public rooms: why `address` may not reserve a new seat now (newSeatHolds.ts), or null. */
  private newSeatRefusal(address: string): string | null {
    return this.quickMatch ? this.newSeatHolds.refusal(address, this.pendingReservations().map((r) => r.auth)) : null;
  }

  /** Why one more spectator from `address` is refused (the room's places, or the address's share), or null. */
  private spectatorRefusal(address: string): string | null {
    const coming = this.pendingReservations().filter((r) => isSpectatorJoin(r.options));
    if (this.state.spectators + coming.length >= this.services.settings.maxSpectators) return 'this room has no room for more spectators';
    const fromAddress = coming.filter((r) => addressOf(r.auth) === address).length;
    return this.addresses.spectatorRefusal(address, fromAddress, this.services.settings.spectatorsPerAddress);
  }

  protected override reservationsChanged(): void {
    this.refreshListing();
    // Colyseus drops a lapsed reservation without a word: the seat it held goes back into the
    // quick-match pool just after (it stayed out of the pool until the next seat change).
    this.timers.setTimeout(() => this.refreshListing(), this.services.settings.seatReservationSeconds * 1000 + 100);
  }

  /** Every frame from a client meets its budget before Colyseus decodes it. */
  protected override screenMessage(client: Client<Role>, bytes: number): boolean {
    let budget = this.budgets.get(client.sessionId);
    if (!budget) this.budgets.set(client.sessionId, (budget = new MessageBudget(this.services.settings.messages)));
    const verdict = budget.judge(bytes);
    switch (verdict) {
      case 'ok':
        return true;
      case 'too_large':
        this.reject(client, ErrorCode.messageTooLarge, `messages are limited to ${this.services.settings.messages.maxBytes} bytes`);
        return false;
      case 'rate_limited':
        this.reject(client, ErrorCode.rateLimited, 'too many messages: slow down');
        return false;
      case 'dropped':
        return false;
      case 'abuse':
        this.logger.warn({ event: 'abuse', sessionId: client.sessionId }, 'closing a connection that keeps flooding');
        this.budgets.delete(client.sessionId);
        client.leave(CLOSE_ABUSE, 'too many messages');
        return false;
    }
  }

  override async onJoin(client: Client<Role>, options: unknown, admission: Admission): Promise<void> {
    // Judged again on arrival: the room may have changed since the reservation.
    const address = addressOf(admission);
    this.newSeatHolds.claimed(admission);
    const plan = this.admit(options, address, true);
    this.addresses.add(client.sessionId, address, plan.kind === 'spectator');
    if (plan.kind === 'spectator') {
      client.userData = { kind: 'spectator' };
      client.view = new StateView();
      this.state.spectators += 1;
      this.logger.info({ event: 'join', sessionId: client.sessionId, role: 'spectator' }, 'spectator joined');
      await this.updateMetadata();
      return;
    }
    if (plan.token !== null) {
      this.takeOverSeat(client, plan.token);
      return;
    }
    // Checked again: onAuth is asynchronous and two joiners may have raced for the last seat.
    if (this.phase !== 'lobby') throw new ServerError(JoinErrorCode.alreadyStarted, 'the game has started');
    const record = this.seats.take(plan.name, client.sessionId);
    if (!record) throw new ServerError(JoinErrorCode.seatsFull, 'every seat is taken');
    const creator = !this.creatorArrived;
    this.creatorArrived = true;
    this.attachPlayer(client, record);
    this.syncSeats();
    this.refreshListing();
    this.logger.info({ event: 'join', sessionId: client.sessionId, seat: this.seats.indexOf(record), name: record.name }, 'player joined');
    await this.updateMetadata();
    await this.saveLobby().catch(() => undefined); // logged; the seat is still held in this process
    // Only the room's creator chooses when bots fill it: a joiner's wait is ignored.
    const { botsAfter } = joinOptions(options);
    if (this.quickMatch && creator && botsAfter !== undefined) {
      this.timers.setTimeout(() => void this.serially(() => this.fillWithBots(record)), botsAfter * 1000);
    }
    await this.startIfFull();
  }

  /** A quick-match room starts as soon as its seats are filled; so does a one-seat (solo) room. */
  private async startIfFull(): Promise<void> {
    if ((this.quickMatch || this.state.playerCount === 1) && this.seats.freeCount() === 0) await this.serially(() => this.startGame(null));
  }

  /** Quick match: the room's creator chose to fill the empty seats with strong bots after a wait. */
  private async fillWithBots(record: SeatRecord): Promise<void> {
    if (this.phase !== 'lobby' || this.seats.indexOf(record) < 0 || !record.connected) return;
    while (this.seats.addBot('strong')) { /* every empty seat */ }
    this.logger.info({ event: 'bots_filled', by: record.name, bots: this.seats.bots().length }, 'empty seats filled with bots');
    await this.lobbyChanged();
    await this.startGame(null);
  }

  override async onLeave(client: Client<Role>, consented: boolean): Promise<void> {
    this.budgets.delete(client.sessionId);
    this.chat.forget(client.sessionId);
    const role = client.userData;
    if (!role) return this.addresses.remove(client.sessionId);
    if (role.kind === 'spectator') {
      this.addresses.remove(client.sessionId);
      this.state.spectators = Math.max(0, this.state.spectators - 1);
      this.logger.info({ event: 'leave', sessionId: client.sessionId, role: 'spectator' }, 'spectator left');
      await this.updateMetadata();
      return;
    }
    const record = this.recordOf(client);
    if (!record) return; // the seat was taken over by a newer connection
    record.connected = false;
    this.syncSeats();
    this.logger.info({ event: 'leave', sessionId: client.sessionId, seat: this.seats.indexOf(record), consented }, 'player left');
    if (this.phase === 'finished' || this.disposed) return;
    if (consented) {
      // Leaving on purpose: a lobby seat is freed, a game seat is played by a bot until its token returns.
      await this.seatGone(record, 'left');
      return;
    }
    const seconds = this.services.settings.reconnectSeconds;
    try {
      if (seconds <= 0) throw new Error('no reconnection window');
      const reconnection = this.allowReconnection(client, seconds);
      record.reconnection = reconnection;
      const resumed = await reconnection;
      if (record.sessionId !== client.sessionId) return;
      this.resumeSeat(resumed, record, 'reconnect');
    } catch {
      if (record.sessionId !== client.sessionId || this.seats.indexOf(record) < 0) return;
      record.reconnection = null;
      await this.seatGone(record, 'away'); // nothing to do once the game is finished
    }
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    this.services.roomConditions.clear(this.roomId);
    this.clocks.stopAll();
    this.timers.clearAll();
    if (this.patchQueued) clearImmediate(this.patchQueued);
    // Closed for good, unless the process is stopping to restart: then the next one resumes it.
    if (!this.services.lifecycle.draining && this.phase !== 'finished') {
      await this.lobbySaves;
      await this.services.store.abandon(this.roomId).catch((e: unknown) => this.logger.error({ err: e }, 'could not mark the room abandoned'));
    }
    if (this.inviteCode) {
      await this.services.inviteCodes.release(this.inviteCode).catch((e: unknown) => {
        this.logger.error({ err: e }, 'could not release the invite code');
      });
    }
    this.logger.info({ event: 'room_disposed', status: this.phase, actions: this.actionIndex }, 'room disposed');
  }

  /**
   * The process stops to restart (SIGTERM): work already queued finishes (an action being stored
   * is stored, or refused), then every connection is told the server is restarting so that clients
   * come back by themselves to the same room in the next process. A finished game has nothing to
   * come back to.
   */
  override onBeforeShutdown(): void {
    void this.serially(async () => {
      await this.lobbySaves;
      this.disposed = true; // nothing queued after this runs
      this.clocks.stopAll();
      const code = this.phase === 'finished' ? CLOSE_CONSENTED : CLOSE_RESTARTING;
      this.logger.info({ event: 'drain', actions: this.actionIndex }, 'server restarting: room saved, clients told to come back');
      await this.disconnect(code);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Messages

  private async onStart(client: Client<Role>, payload: unknown): Promise<void> {
    if (client.userData?.kind !== 'player') return this.reject(client, ErrorCode.spectator, 'spectators cannot start the game');
    if (!StartPayload.safeParse(payload).success) return this.reject(client, ErrorCode.badMessage, 'start takes no payload');
    if (this.phase === 'playing' || this.phase === 'starting') return this.reject(client, ErrorCode.alreadyStarted, 'the game has already started');
    if (this.phase === 'finished') return this.reject(client, ErrorCode.gameOver, 'the game is over');
    const record = this.recordOf(client);
    if (!record || record !== this.seats.host) return this.reject(client, ErrorCode.notHost, 'only the host can start the game');
    // A room of several seats is for playing together: a one-seat game (solo) is a one-seat room.
    const needed = Math.min(this.state.playerCount, Math.max(2, this.adapter.engine.minPlayers));
    if (this.seats.seated().length < needed) {
      return this.reject(client, ErrorCode.notEnoughPlayers, `at least ${needed} players are needed (bots count)`);
    }
    await this.startGame(client);
  }

  private async onAction(client: Client<Role>, payload: unknown): Promise<void> {
    if (client.userData?.kind !== 'player') return this.reject(client, ErrorCode.spectator, 'spectators cannot act');
    // Only the envelope is checked here; the action itself is the engine's to judge (shape included).
    const envelope = ActionEnvelope.safeParse(payload);
    if (!envelope.success) return this.reject(client, ErrorCode.badMessage, `bad action message: ${describeIssues(envelope.error)}`);
    const record = this.recordOf(client);
    if (!record) return this.reject(client, ErrorCode.wrongSeat, 'this connection no longer holds a seat');
    const seat = this.seats.indexOf(record);
    if (envelope.data.seat !== undefined && envelope.data.seat !== seat) {
      return this.reject(client, ErrorCode.wrongSeat, `you hold seat ${seat}, not seat ${envelope.data.seat}`);
    }
    if (this.phase === 'finished') return this.reject(client, ErrorCode.gameOver, 'the game is over');
    if (this.phase !== 'playing' || !this.game) return this.reject(client, ErrorCode.notStarted, 'the game has not started');
    const { version } = envelope.data;
    if (version !== undefined && version !== (this.versions[seat] ?? 0)) {
      return this.reject(client, ErrorCode.staleView, 'the game moved on since you chose this: look again and choose anew');
    }
    await this.commit(seat, envelope.data.action, false, client);
  }

  private reject(client: Client, code: string, message: string): void {
    const role = client.userData as Role | undefined;
    const record = role?.kind === 'player' ? this.recordOf(client) : null;
    this.logger.info(
      { event: 'rejected', sessionId: client.sessionId, seat: record ? this.seats.indexOf(record) : null, role: role?.kind, code, reason: message },
      'message rejected',
    );
    client.send(ServerMessage.error, { code, message });
  }

  // ---------------------------------------------------------------------------------------------
  // The seam: engine → action store → adopt → project → broadcast

  /**
   * Applies one action, untrusted input included (the engine validates it and never throws); true
   * when it was accepted (and durably appended).
   */
  private async commit(seat: number, input: unknown, auto: boolean, client?: Client): Promise<boolean> {
    const before = this.game;
    if (!before) return false;
    const { engine } = this.adapter;
    let result: ReturnType<typeof engine.applyAction>;
    try {
      result = engine.applyAction(before, seat, input);
    } catch (e) {
      this.logger.error({ err: e, seat, action: input }, 'engine threw on an action');
      if (client) this.reject(client, 'internal_error', 'the server could not apply this action');
      return false;
    }
    if (!result.ok) {
      if (client) this.reject(client, result.error.code, result.error.message);
      else this.logger.error({ seat, action: input, error: result.error }, 'engine refused a bot move');
      return false;
    }
    // Accepted by the engine, so it is one of its actions.
    const entry: StoredAction = { index: this.actionIndex + 1, seat, action: input as Action, auto, at: new Date().toISOString() };
    const blocked = this.services.roomConditions.get(this.roomId);
    if (blocked) {
      if (client) this.reject(client, ErrorCode.storeFailed, blocked.condition === 'waitingForStore' ? 'the game is waiting for its store to confirm the last move, so yours was not played: try again in a moment' : 'this game cannot go on until the server restarts, so your move was not played');
      return false;
    }
    if (!this.services.storeHealth.ready) {
      if (client) this.reject(client, ErrorCode.storeFailed, 'the game cannot be saved right now, so your move was not played: try again in a moment');
      return false;
    }
    return this.settle({ entry, before, result, client }, await this.persist(entry));
  }

  /** Appends the action; when that fails (or times out), asks the store what it holds now. */
  private async persist(entry: StoredAction): Promise<AppendOutcome> {
    const { store, storeHealth } = this.services;
    try {
      await store.append(this.roomId, entry);
      return 'stored';
    } catch (e) {
      this.logger.error({ err: e, seat: entry.seat, index: entry.index }, 'could not append to the action log');
      storeHealth.failed(e);
      return appendOutcome(store, this.roomId, entry);
    }
  }

  /** Follows the store: a stored move is played, one it does not hold is refused, and while it cannot say the room waits. */
  private async settle(move: UnsettledMove<State>, outcome: AppendOutcome): Promise<boolean> {
    const { roomConditions } = this.services;
    const { entry, client } = move;
    switch (outcome) {
      case 'stored':
        return this.adopt(move);
      case 'notStored':
        if (client) this.reject(client, ErrorCode.storeFailed, 'your move could not be saved, so it was not played: try again');
        return false;
      case 'unknown':
        roomConditions.set(this.roomId, 'waitingForStore', `action ${entry.index}`);
        this.logger.warn({ event: 'append_unsettled', index: entry.index }, 'the store did not say whether the action was written: waiting for it');
        if (client) this.reject(client, ErrorCode.storeWaiting, 'the game is waiting for its store to say whether your move was saved: it will be played, or refused, once the store answers');
        this.settleLater(move);
        return false;
      case 'differs':
        roomConditions.set(this.roomId, 'forked', `the store holds another action ${entry.index}`);
        this.logger.error({ event: 'room_forked', index: entry.index }, 'the store holds another action than the room played: the room stops until a restart restores the game as stored');
        if (client) this.reject(client, ErrorCode.storeFailed, 'this game cannot go on until the server restarts, so your move was not played');
        return false;
    }
  }

  /** Asks the store again every second until it says whether the move was written. */
  private settleLater(move: UnsettledMove<State>): void {
    this.timers.setTimeout(() => void this.serially(async () => {
      const outcome = await appendOutcome(this.services.store, this.roomId, move.entry);
      if (outcome === 'unknown') return this.settleLater(move);
      this.services.roomConditions.clear(this.roomId);
      this.logger.info({ event: 'append_settled', index: move.entry.index, outcome }, 'the store said what became of the action');
      this.stuck.clear(); // bots refused meanwhile try again
      if (!(await this.settle(move, outcome))) this.scheduleBots();
    }), SETTLE_RETRY_MS);
  }

  /** The move is stored: the room plays it and tells everyone. */
  private async adopt({ entry, before, result }: UnsettledMove<State>): Promise<boolean> {
    const { seat, auto, index } = entry;
    const { engine } = this.adapter;
    if (this.disposed) return false;
    this.actionIndex = index;
    this.game = result.state;
    if (!auto) {
      this.stuck.clear();
      const record = this.seats.at(seat);
      if (record) this.playerActs(record, seat);
    }
    this.patchHeld = true;
    if (!this.project()) return false;
    const seq = this.appendLog(seat, auto, result.events);
    const from = this.adapter.progress(before);
    const to = this.adapter.progress(result.state);
    const newPhase = from.round !== to.round || from.phase !== to.phase;
    this.bumpVersions(seat, newPhase);
    this.refreshClocks(); // the new decisions' deadlines go out with the state that asks for them
    inOneWrite(this.clients, () => {
      // Patch first, so that clients already hold the new state when the messages arrive.
      this.patchNow();
      this.sendEvents({ seat, auto, actionIndex: index, seq, events: result.events });
      if (newPhase) this.broadcast(ServerMessage.phase, { round: to.round, phase: to.phase, previousRound: from.round, previousPhase: from.phase } satisfies PhasePayload);
    });
    if (newPhase) await this.updateMetadata();
    if (engine.isOver(result.state)) await this.finish();
    else this.scheduleBots();
    return true;
  }

  /**
   * Copies the game into the synced state. If that fails the clients can no longer be kept in step
   * with the game, so the room is closed (CLOSE_ROOM_FAILED) rather than left silently stale; the
   * action log stays complete. False when it failed.
   */
  private project(): boolean {
    if (!this.game) return true;
    try {
      this.adapter.project(this.state, this.game);
      return true;
    } catch (e) {
      this.failRoom(e, 'could not project the game state');
      return false;
    }
  }

  /** The acting seat's view moved on; a new round or phase moves everyone's. */
  private bumpVersions(seat: number, all: boolean): void {
    this.state.seats.forEach((sync, s) => {
      if (!all && s !== seat) return;
      this.versions[s] = (this.versions[s] ?? 0) + 1;
      sync.version = this.versions[s]!;
    });
  }

  private failRoom(err: unknown, reason: string): void {
    this.logger.error({ err, event: 'room_failed', reason, actions: this.actionIndex }, `${reason}: closing the room`);
    this.disposed = true; // no further room work: queued messages and timers are dropped
    this.clocks.stopAll();
    void this.disconnect(CLOSE_ROOM_FAILED).catch((e: unknown) => this.logger.error({ err: e }, 'could not close the failed room'));
  }

  private onChat(client: Client<Role>, payload: unknown): void {
    const record = client.userData?.kind === 'player' ? this.recordOf(client) : null;
    const seat = record ? this.seats.indexOf(record) : -1;
    const sender = record && seat >= 0 ? { seat, name: record.name } : { seat: null, name: '' };
    const outcome = this.chat.receive({ sessionId: client.sessionId, address: this.addresses.addressOf(client.sessionId) }, sender, payload);
    if (!outcome.ok) return this.reject(client, outcome.code, outcome.message);
    this.broadcast(ServerMessage.chat, outcome.line);
  }

  /** A player of the finished game asks for the rematch: every player hears of it, no spectator. */
  private onRematch(client: Client<Role>, payload: unknown): void {
    if (!RematchRequest.safeParse(payload).success) return this.reject(client, ErrorCode.badMessage, 'rematch takes no payload');
    const record = client.userData?.kind === 'player' ? this.recordOf(client) : null;
    if (!record || this.phase !== 'finished') return this.reject(client, ErrorCode.noRematch, 'a player of the game may ask for a rematch once it is over');
    this.rematch.offer(record.name).then(
      (offer) => {
        for (const c of this.clients) if (c.userData?.kind === 'player' && this.recordOf(c)) c.send(ServerMessage.rematch, offer);
      },
      (e: unknown) => {
        this.logger.warn({ err: e }, 'could not open the rematch room');
        this.reject(client, ErrorCode.rematchFailed, 'the rematch room could not be opened: try again in a moment');
      },
    );
  }

  private onLogRequest(client: Client, payload: unknown): void {
    const parsed = LogRequest.safeParse(payload);
    if (!parsed.success) return this.reject(client, ErrorCode.badMessage, 'log takes {after?, before?}: whole numbers');
    client.send(ServerMessage.logPage, this.history.page(parsed.data, (events) => this.adapter.engine.eventsFor(events as never[], this.viewerOf(client))));
  }

  /**
   * Appends to the room's full log (read in pages with `log`; not synced, so that patches carry only
   * the state). Returns the seq of the first event, which the `events` broadcast carries.
   */
  private appendLog(seat: number, auto: boolean, events: GameEvent[]): number {
    const first = this.logSeq + 1;
    for (const event of events) this.history.append({ seq: ++this.logSeq, seat, auto, event: JSON.stringify(event) });
    return first;
  }

  private async startGame(starter: Client | null): Promise<void> {
    if (this.phase !== 'lobby' || this.disposed) return;
    // From here until the game is recorded, seats are frozen: onAuth refuses new players and a
    // player who leaves is marked away instead of freeing the seat (see RoomPhase).
    this.phase = 'starting';
    this.refreshListing();
    const players = this.seats.seated();
    const { engine } = this.adapter;
    const key = randomBytes(32).toString('hex');
    const config = this.adapter.makeConfig(players.map((r) => r.name), key, this.roomOptions);
    let game: State;
    try {
      game = engine.createGame(config);
      await this.lobbySaves;
      const seats = players.map((r) => ({ name: r.name, tokenHash: r.tokenHash }));
      await this.services.store.begin(this.roomId, { config: config as Config & { key: string }, seats, startedAt: new Date().toISOString() });
    } catch (e) {
      this.logger.error({ err: e }, 'could not start the game');
      if (starter) this.reject(starter, ErrorCode.storeFailed, 'the game could not be started; try again');
      await this.backToLobby();
      return;
    }
    if (this.disposed) return;
    // Re-read after the await. The freeze means nobody was seated or freed meanwhile; if that ever
    // broke, the recorded match would not be the game played: fail loudly instead.
    const records = this.seats.seated();
    if (records.length !== players.length || records.some((r, i) => r !== players[i])) {
      this.failRoom(
        new Error(`recorded ${players.map((r) => r.name).join(', ')}; seated ${records.map((r) => r.name).join(', ')}`),
        'seats changed while the game was starting',
      );
      return;
    }
    // Empty lobby seats are dropped: engine seats are the seated players in seat order.
    this.seats.compact();
    this.state.playerCount = records.length;
    this.game = game;
    this.gameKey = key;
    this.announceCommitment(config);
    this.phase = 'playing';
    this.state.status = 'playing';
    if (!this.project()) return;
    for (const client of this.clients) {
      const record = this.recordOf(client);
      if (record) this.attachPlayer(client, record);
    }
    this.syncSeats();
    this.refreshListing();
    this.refreshClocks(); // in the first patch: the deadlines of the first decisions
    this.patchNow();
    const to = this.adapter.progress(game);
    this.broadcast(ServerMessage.phase, { round: to.round, phase: to.phase, previousRound: 0, previousPhase: 'lobby' } satisfies PhasePayload);
    await this.updateMetadata();
    this.logger.info({ event: 'room_started', players: records.map((r) => r.name), by: starter ? 'host' : 'full' }, 'game started');
    if (engine.isOver(game)) await this.finish();
    else this.scheduleBots();
  }

  /** The start failed: the room is a lobby again, and seats whose players left meanwhile are freed. */
  private async backToLobby(): Promise<void> {
    this.phase = 'lobby';
    for (const record of this.seats.seated()) if (record.away) await this.freeSeat(record);
    this.syncSeats();
    this.refreshListing();
  }

  private async finish(): Promise<void> {
    if (!this.game) return;
    this.phase = 'finished';
    this.state.status = 'finished';
    this.state.revealedKey = this.gameKey;
    this.refreshClocks();
    const result = this.adapter.result(this.game);
    try {
      await this.services.store.finish(this.roomId, result, this.adapter.standings(this.game));
    } catch (e) {
      this.logger.error({ err: e }, 'could not record the result');
    }
    await this.updateMetadata();
    this.logger.info({ event: 'room_finished', actions: this.actionIndex, result }, 'game finished');
  }

  // ---------------------------------------------------------------------------------------------
  // Seats, reconnection and defaults

  private recordOf(client: Client): SeatRecord | null {
    return this.seats.bySession(client.sessionId);
  }

  /** Gives the connection its role, its StateView with its seat's secrets, and its seat token. */
  private attachPlayer(client: Client<Role>, record: SeatRecord): void {
    const seat = this.seats.indexOf(record);
    client.userData = { kind: 'player' };
    client.view = new StateView();
    if (this.game) for (const secret of this.adapter.secretsOf(this.state, seat)) client.view.add(secret);
    this.patchSoon(); // a view's change is not a change of the state (patchOnChange)
    client.send(ServerMessage.seat, { seat, token: record.token ?? '' } satisfies SeatPayload);
  }

  /**
   * A seat is back: its connection resumed inside the window (`reconnect`) or a page came back
   * with the seat token (`rejoin`). The connection gets its role, secrets and token again (the game
   * may have started, renumbering seats and dealing secrets, while it was away), and the seat is
   * played by its player again.
   */
  private resumeSeat(client: Client<Role>, record: SeatRecord, how: 'reconnect' | 'rejoin'): void {
    record.sessionId = client.sessionId;
    record.reconnection = null;
    record.connected = true;
    const seat = this.seats.indexOf(record);
    if (record.away && this.phase === 'playing') this.logPlatform({ type: 'playerBack', seat });
    record.away = false;
    this.stuck.clear();
    this.attachPlayer(client, record);
    this.syncSeats();
    const message = how === 'reconnect' ? 'player reconnected' : 'player returned with seat token';
    this.logger.info({ event: how, sessionId: client.sessionId, seat }, message);
    this.refreshClocks();
    this.scheduleBots();
  }

  /** A page reload: the seat token moves the seat to this new connection. */
  private takeOverSeat(client: Client<Role>, token: string): void {
    const record = this.seats.byToken(token);
    if (!record) throw new ServerError(JoinErrorCode.badSeatToken, 'this seat token does not belong to a seat of this room');
    const previous = record.sessionId;
    const window = record.reconnection;
    record.token = token; // a restored seat learns its token back from its holder
    // First, so that the old connection's onLeave sees its seat as taken over.
    record.sessionId = client.sessionId;
    // Ends the old connection's reconnection window, or the old connection itself (another tab).
    window?.reject(new Error('replaced'));
    const old = this.clients.find((c) => c.sessionId === previous);
    if (old && old !== client) old.leave(CLOSE_REPLACED);
    this.resumeSeat(client, record, 'rejoin');
  }

  /** The player is gone for good (left on purpose, or the window passed): free or away by phase. */
  private async seatGone(record: SeatRecord, reason: 'away' | 'left'): Promise<void> {
    if (this.phase === 'lobby') await this.freeSeat(record);
    else if (this.phase === 'playing' || this.phase === 'starting') this.markAway(record, reason);
  }

  private async freeSeat(record: SeatRecord): Promise<void> {
    if (!this.seats.free(record)) return;
    this.syncSeats();
    this.refreshListing();
    await this.updateMetadata();
    await this.saveLobby().catch(() => undefined);
  }

  private markAway(record: SeatRecord, reason: 'away' | 'left'): void {
    if (record.away) return;
    record.away = true;
    const seat = this.seats.indexOf(record);
    if (this.phase === 'playing') this.logPlatform({ type: 'botTookOver', seat, reason });
    this.syncSeats();
    this.logger.info({ event: 'away', seat, reason }, 'seat is away: a bot plays it');
    this.refreshClocks();
    this.scheduleBots();
  }

  /** The next seat the game waits for that a bot plays now, if a person is there to be kept waiting. */
  private botSeatToPlay(): number | null {
    if (!this.game || this.phase !== 'playing') return null;
    if (!this.seats.anyConnected()) return null; // nobody is kept waiting
    const decision = this.decisionKey(this.game);
    const seat = this.adapter.engine.pendingSeats(this.game).find((s) => {
      const record = this.seats.at(s);
      return record !== null && botPlays(record, decision) && !this.stuck.has(s);
    });
    return seat ?? null;
  }

  /** One bot move at a time, after a short pause so people can follow, while a bot is waited for. */
  private scheduleBots(): void {
    if (this.botMovePending || this.botSeatToPlay() === null) return;
    this.botMovePending = true;
    this.timers.setTimeout(() => {
      this.botMovePending = false;
      void this.serially(async () => {
        const seat = this.botSeatToPlay();
        if (seat === null || !this.game) return;
        if (!(await this.playBotMove(seat))) this.stuck.add(seat);
        this.scheduleBots();
      });
    }, this.services.settings.botDelayMs);
  }

  /** The seat's bot (a strong one for a person's seat) chooses and commits one move. */
  private async playBotMove(seat: number): Promise<boolean> {
    const game = this.game;
    if (!game) return false;
    let action: Action | null;
    try {
      action = this.adapter.botAction(game, seat, this.seats.at(seat)?.bot ?? 'strong', this.botRng);
    } catch (e) {
      this.logger.error({ err: e, seat }, 'the bot failed: taking the default instead');
      action = null;
    }
    action ??= this.adapter.engine.defaultAction(game, seat);
    return action !== null && (await this.commit(seat, action, true));
  }

  /**
   * A log line of the platform's own (who a bot plays for, and why), beside the game's events:
   * in the room's log, and sent like any events (no new action) so that a client's live log holds
   * what a reload or a late spectator would read.
   */
  private logPlatform(event: PlatformEvent): void {
    const seq = this.appendLog(event.seat, false, [event]);
    this.sendEvents({ seat: event.seat, auto: false, actionIndex: this.actionIndex, seq, events: [event] });
  }

  /** The viewer a connection sees the game as: its seat, or a spectator. */
  private viewerOf(client: Client): Viewer {
    const record = this.recordOf(client);
    const seat = record ? this.seats.indexOf(record) : -1;
    return seat >= 0 ? seat : 'spectator';
  }

  /** Each connection gets the events it may see (engine.eventsFor): one broadcast when nothing is
   * redacted for anyone, else one message per kind of viewer. */
  private sendEvents(payload: EventsPayload): void {
    const engine = this.adapter.engine;
    const byViewer = new Map<Viewer, EventsPayload>();
    const own = this.clients.map((client) => {
      const viewer = this.viewerOf(client);
      let message = byViewer.get(viewer);
      if (!message) {
        const events = engine.eventsFor(payload.events as never[], viewer) as EventsPayload['events'];
        byViewer.set(viewer, (message = events === payload.events ? payload : { ...payload, events }));
      }
      return { client, message };
    });
    if (own.every(({ message }) => message === payload)) this.broadcast(ServerMessage.events, payload);
    else for (const { client, message } of own) client.send(ServerMessage.events, message);
  }

  /**
   * Starts a clock for each seat that became pending in a timed decision, stops the clocks of
   * seats that are no longer waited for, and shows the deadlines in the seat list.
   */
  private refreshClocks(): void {
    const game = this.game;
    const limit = game && this.phase === 'playing' ? this.adapter.decisionTime(game, this.pace) : null;
    if (game && limit !== null) {
      const ms = Math.max(0, Math.round(limit.ms * this.services.settings.timeLimitScale));
      const decision = this.decisionKey(game);
      // Seats a bot plays need no clock; a rules time-out (timed activation) applies to everyone.
      const timed = this.adapter.engine.pendingSeats(game).filter((s) => {
        const record = this.seats.at(s);
        return limit.atTimeOut === 'rules' || !record || !botPlays(record, decision);
      });
      this.clocks.refresh(decision, timed, ms);
      // A bot decides for a timed-out seat until the decision is over, and no longer.
      for (const record of this.seats.seated()) if (record.botDecision !== decision) record.botDecision = null;
    } else {
      this.clocks.refresh('', [], null);
    }
    this.state.seats.forEach((sync, seat) => {
      sync.deadline = this.clocks.deadline(seat);
    });
  }

  private decisionKey(game: State): string {
    const { round, phase } = this.adapter.progress(game);
    return `${round}:${phase}`;
  }

  /**
   * Time is up for a seat's decision. Under the game's own rule (timed activation) its defaults
   * are taken at once until the game stops waiting for it; otherwise a strong bot makes the
   * decision for the seat, and after TIME_OUTS_BEFORE_BOT in a row keeps the seat until its
   * player says they are back.
   */
  private async timeOut(seat: number, key: string): Promise<void> {
    const game = this.game;
    const record = this.seats.at(seat);
    if (!game || !record || this.phase !== 'playing' || this.decisionKey(game) !== key) return;
    const atTimeOut = this.adapter.decisionTime(game, this.pace)?.atTimeOut ?? 'bot';
    this.logger.info({ event: 'timed_out', seat, decision: key, by: atTimeOut }, 'decision time ran out');
    this.logPlatform({ type: 'timedOut', seat, by: atTimeOut });
    record.timeOuts += 1;
    if (atTimeOut === 'rules') {
      for (let step = 0; step < 100; step++) {
        const now = this.game;
        if (!now || this.phase !== 'playing') break;
        if (this.decisionKey(now) !== key || !this.adapter.engine.pendingSeats(now).includes(seat)) break;
        const action = this.adapter.engine.defaultAction(now, seat);
        if (action === null || !(await this.commit(seat, action, true))) break;
      }
    } else {
      record.botDecision = key;
      if (record.timeOuts >= TIME_OUTS_BEFORE_BOT && !record.handedOver && record.bot === null) {
        record.handedOver = true;
        this.logPlatform({ type: 'botTookOver', seat, reason: 'timeOuts' });
      }
      this.syncSeats();
      this.scheduleBots();
    }
    this.refreshClocks();
  }

  // ---------------------------------------------------------------------------------------------
  // Computer players in the waiting room, and a player taking their seat back

  /** Host only, in the lobby: a bot of either level in an empty seat (the first one, or the one named). */
  private async onAddBot(client: Client<Role>, payload: unknown): Promise<void> {
    const parsed = AddBotPayload.safeParse(payload);
    if (!parsed.success) return this.reject(client, ErrorCode.badMessage, `addBot takes {level: ${BOT_LEVELS.join(' | ')}, seat?}: ${describeIssues(parsed.error)}`);
    if (!this.hostInLobby(client)) return;
    const record = this.seats.addBot(parsed.data.level as BotLevel, parsed.data.seat);
    if (!record) return this.reject(client, ErrorCode.noSuchSeat, parsed.data.seat === undefined ? 'every seat is taken' : `seat ${parsed.data.seat} is not an empty seat`);
    this.logger.info({ event: 'bot_added', seat: this.seats.indexOf(record), level: record.bot }, 'bot added');
    await this.lobbyChanged();
    await this.startIfFull();
  }

  private async onRemoveBot(client: Client<Role>, payload: unknown): Promise<void> {
    const parsed = RemoveBotPayload.safeParse(payload);
    if (!parsed.success) return this.reject(client, ErrorCode.badMessage, `removeBot takes {seat}: ${describeIssues(parsed.error)}`);
    if (!this.hostInLobby(client)) return;
    const record = this.seats.at(parsed.data.seat);
    if (!record?.bot) return this.reject(client, ErrorCode.noSuchSeat, `seat ${parsed.data.seat} holds no bot`);
    this.seats.free(record);
    this.logger.info({ event: 'bot_removed', seat: parsed.data.seat }, 'bot removed');
    await this.lobbyChanged();
  }

  /** Whether the sender is the host of a room still in the lobby; rejects it otherwise. */
  private hostInLobby(client: Client<Role>): boolean {
    if (client.userData?.kind !== 'player') return this.reject(client, ErrorCode.spectator, 'spectators cannot change the seats'), false;
    if (this.phase !== 'lobby') return this.reject(client, ErrorCode.notInLobby, 'seats change only before the game starts'), false;
    if (this.recordOf(client) !== this.seats.host) return this.reject(client, ErrorCode.notHost, 'only the host can add or remove bots'), false;
    return true;
  }

  /** Seats changed in the lobby: sync, listing, metadata and the stored lobby follow. */
  private async lobbyChanged(): Promise<void> {
    this.syncSeats();
    this.refreshListing();
    await this.updateMetadata();
    await this.saveLobby().catch(() => undefined);
  }

  /** The player takes back a seat a bot was playing for them after time-outs. */
  private onBack(client: Client<Role>, payload: unknown): void {
    if (!BackPayload.safeParse(payload).success) return this.reject(client, ErrorCode.badMessage, 'back takes no payload');
    const record = client.userData?.kind === 'player' ? this.recordOf(client) : null;
    if (!record || !record.handedOver) {
      return this.reject(client, ErrorCode.notBotPlayed, 'no bot is playing your seat');
    }
    this.playerActs(record, this.seats.indexOf(record));
    this.refreshClocks();
  }

  /** The player acted (a move of their own, or `back`): the seat is theirs again, time-outs forgotten. */
  private playerActs(record: SeatRecord, seat: number): void {
    record.timeOuts = 0;
    record.botDecision = null;
    if (!record.handedOver) return;
    record.handedOver = false;
    this.logPlatform({ type: 'playerBack', seat });
    this.syncSeats();
  }

  /**
   * Patches leave when the state changes instead of on Colyseus's 50 ms poll, which costs every room
   * 20 wake-ups a second, a room waiting for a person's move included (bench:load measured the poll
   * at about a sixth of the CPU per action at human pace). Changes made in one turn of the event
   * loop leave in one patch; an action's patch leaves at once, with its messages (commit).
   */
  private patchOnChange(): void {
    if (!onStateChanged(this, () => this.patchSoon())) {
      this.logger.warn('this Colyseus hides its state changes: patching on an interval');
      this.patchRate = POLLED_PATCH_MS;
    }
  }

  private patchSoon(): void {
    if (this.patchHeld) return;
    this.patchQueued ??= setImmediate(() => this.patchNow());
  }

  /** Sends what changed now (an action's patch goes out before its messages); a patch that was on
   * its way has nothing left to send. */
  private patchNow(): void {
    if (this.patchQueued) clearImmediate(this.patchQueued);
    this.patchQueued = null;
    this.patchHeld = false;
    this.broadcastPatch();
  }

  /** Runs room work one task at a time: an action is validated against the state it will replace. */
  private serially(task: () => Promise<void> | void): Promise<void> {
    const run = this.queue.then(async () => {
      if (this.disposed) return;
      try {
        await task();
      } catch (e) {
        this.logger.error({ err: e }, 'room task failed');
      }
    });
    this.queue = run;
    return run;
  }

  // ---------------------------------------------------------------------------------------------
  // Synced lobby data and the room listing

  private syncSeats(): void {
    this.state.hostSeat = this.seats.syncTo(this.state.seats);
  }

  /** Seats taken plus seat reservations still on their way to onJoin. */
  private claimedSeats(): number {
    const taken = this.seats.seated().length;
    const reserved = this.pendingReservations().filter((r) => claimsNewSeat(r.options)).length;
    return taken + reserved;
  }

  /** A public room in the lobby with a free seat is in the quick-match pool; otherwise it is not. */
  private refreshListing(): void {
    const open = this.quickMatch && this.phase === 'lobby' && this.claimedSeats() < this.seats.size;
    setPoolKey(this, open ? quickMatchKey(this.state.playerCount, this.adapter.optionsKey(this.roomOptions), this.pace) : CLOSED);
  }

  private async updateMetadata(): Promise<void> {
    const progress = this.game ? this.adapter.progress(this.game) : null;
    const metadata: RoomMetadata = {
      isPrivate: !this.quickMatch,
      status: this.state.status as RoomStatus,
      playerCount: this.state.playerCount,
      players: this.seats.seated().map((s) => s.name),
      seatsFree: this.phase === 'lobby' ? this.seats.freeCount() : 0,
      options: this.roomOptions as RoomMetadata['options'],
      pace: this.pace,
      phase: progress?.phase ?? null,
      round: progress?.round ?? 0,
      spectators: this.state.spectators,
    };
    try {
      await this.setMetadata(metadata);
    } catch (e) {
      this.logger.warn({ err: e }, 'could not update the room listing');
    }
  }
}

/** The quick-match pool key: rooms pool only with the same player count, options and pace. */
export function quickMatchKey(playerCount: number, optionsKey: string, pace: Pace): string {
  return `${playerCount}|${pace}|${optionsKey}`;
}

function claimsNewSeat(options: unknown): boolean {
  if (typeof options !== 'object' || options === null) return false;
  const o = options as { spectator?: unknown; seatToken?: unknown };
  return o.spectator !== true && o.seatToken === undefined;
}

/** The join options, or a badOptions refusal naming what is wrong. */
function joinOptions(raw: unknown): JoinOptionsParsed {
  const parsed = JoinOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ServerError(JoinErrorCode.badOptions, `invalid join options: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** A new player's cleaned display name, or a badOptions refusal saying why not. */
function playerName(raw: unknown): string {
  const check = parseName(raw);
  if (!check.ok) throw new ServerError(JoinErrorCode.badOptions, check.reason);
  return check.name;
}

/** The client address a reservation was made from (what static onAuth returned). */
function addressOf(auth: unknown): string {
  return (auth as Admission | undefined)?.address ?? 'unknown';
}

function isSpectatorJoin(options: unknown): boolean {
  return typeof options === 'object' && options !== null && (options as { spectator?: unknown }).spectator === true;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
