// Seats as people come and go: a new player takes a seat, a dropped connection keeps it for the
// reconnection window, a reload with the seat token takes it back (replacing an older tab), and a
// player gone for good frees a lobby seat or leaves a game seat to a bot until they return. The
// host adds and removes bots in the waiting room.
import { ServerError, type Client, type Deferred } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { BOT_LEVELS, CLOSE_REPLACED, ErrorCode, JoinErrorCode, ServerMessage, type BotLevel, type SeatPayload } from '../../shared/protocol.js';
import { AddBotPayload, RemoveBotPayload, describeIssues } from './messages.js';
import type { Role, RoomCore, RoomTypes } from './roomCore.js';
import type { SeatRecord } from './seats.js';
import { logPlatform } from './viewerEvents.js';

export class SeatFlow<T extends RoomTypes> {
  constructor(
    private readonly core: RoomCore<T>,
    /** A new reconnection window for a dropped connection (Colyseus's allowReconnection). */
    private readonly allowReconnection: (client: Client<Role>, seconds: number) => Deferred<Client>,
    private readonly startIfFull: () => Promise<void>,
    private readonly startGame: () => Promise<void>,
  ) {}

  /** A new player takes a free seat (the room is judged again: it may have changed since the reservation). */
  async seatNewPlayer(client: Client<Role>, name: string, botsAfter: number | undefined, accountId: string | null = null): Promise<void> {
    const { core } = this;
    // Checked again: onAuth is asynchronous and two joiners may have raced for the last seat.
    if (core.phase !== 'lobby') throw new ServerError(JoinErrorCode.alreadyStarted, 'the game has started');
    const record = core.seats.take(name, client.sessionId, accountId);
    if (!record) throw new ServerError(JoinErrorCode.seatsFull, 'every seat is taken');
    const creator = !core.creatorArrived;
    core.creatorArrived = true;
    this.attachPlayer(client, record);
    core.syncSeats();
    core.steps.refreshListing();
    core.logger.info({ event: 'join', sessionId: client.sessionId, seat: core.seats.indexOf(record), name: record.name }, 'player joined');
    await core.steps.updateMetadata();
    await core.steps.saveLobby().catch(() => undefined); // logged; the seat is still held in this process
    // Only the room's creator chooses when bots fill it: a joiner's wait is ignored.
    if (core.quickMatch && creator && botsAfter !== undefined) {
      core.timers.setTimeout(() => void core.serially(() => this.fillWithBots(record)), botsAfter * 1000);
    }
    await core.serially(this.startIfFull); // a join is not room work: the start is queued as such
  }

  /** Quick match: the room's creator chose to fill the empty seats with strong bots after a wait. */
  private async fillWithBots(record: SeatRecord): Promise<void> {
    const { core } = this;
    if (core.phase !== 'lobby' || core.seats.indexOf(record) < 0 || !record.connected) return;
    while (core.seats.addBot('strong')) {
      /* every empty seat */
    }
    core.logger.info({ event: 'bots_filled', by: record.name, bots: core.seats.bots().length }, 'empty seats filled with bots');
    await core.steps.lobbyChanged();
    await this.startGame();
  }

  /** A player's connection closed: on purpose, or dropped (the seat waits for the reconnection window). */
  async playerLeft(client: Client<Role>, consented: boolean): Promise<void> {
    const { core } = this;
    const record = core.recordOf(client);
    if (!record) return; // the seat was taken over by a newer connection
    record.connected = false;
    core.syncSeats();
    core.logger.info({ event: 'leave', sessionId: client.sessionId, seat: core.seats.indexOf(record), consented }, 'player left');
    if (core.phase === 'finished' || core.disposed) return;
    // Leaving on purpose: a lobby seat is freed, a game seat is played by a bot until its token returns.
    if (consented) return this.seatGone(record, 'left');
    const seconds = core.services.settings.reconnectSeconds;
    try {
      if (seconds <= 0) throw new Error('no reconnection window');
      const reconnection = this.allowReconnection(client, seconds);
      record.reconnection = reconnection;
      const resumed = (await reconnection) as Client<Role>;
      if (record.sessionId !== client.sessionId) return;
      this.resumeSeat(resumed, record, 'reconnect');
      core.steps.welcome(resumed); // a join is welcomed by onJoin; a reconnection only here
    } catch {
      if (record.sessionId !== client.sessionId || core.seats.indexOf(record) < 0) return;
      record.reconnection = null;
      await this.seatGone(record, 'away'); // nothing to do once the game is finished
    }
  }

  /** After a restart every holder was cut off: each has a whole window to come back before their
   * seat is freed or played by a bot. Returns the window, in ms. */
  awaitHoldersAfterRestart(): number {
    const { core } = this;
    const windowMs = core.services.settings.reconnectSeconds * 1000;
    for (const record of core.seats.seated()) {
      if (record.bot) continue;
      core.timers.setTimeout(() => {
        if (!record.connected && core.seats.indexOf(record) >= 0) void core.serially(() => this.seatGone(record, 'away'));
      }, windowMs);
    }
    return windowMs;
  }

  /** Gives the connection its role, its StateView with its seat's secrets, and its seat token. */
  attachPlayer(client: Client<Role>, record: SeatRecord): void {
    const { core } = this;
    const seat = core.seats.indexOf(record);
    client.userData = { kind: 'player' };
    client.view = new StateView();
    if (core.game !== null) for (const secret of core.adapter.secretsOf(core.state, seat)) client.view.add(secret);
    core.steps.patchSoon(); // a view's change is not a change of the state (patchOnChange)
    client.send(ServerMessage.seat, { seat, token: record.token ?? '' } satisfies SeatPayload);
  }

  /**
   * A seat is back: its connection resumed inside the window (`reconnect`) or a page came back
   * with the seat token (`rejoin`). The connection gets its role, secrets and token again (the game
   * may have started, renumbering seats and dealing secrets, while it was away), and the seat is
   * played by its player again.
   */
  private resumeSeat(client: Client<Role>, record: SeatRecord, how: 'reconnect' | 'rejoin'): void {
    const { core } = this;
    record.sessionId = client.sessionId;
    record.reconnection = null;
    record.connected = true;
    const seat = core.seats.indexOf(record);
    if (record.away && core.phase === 'playing') logPlatform(core, { type: 'playerBack', seat });
    record.away = false;
    core.stuck.clear();
    this.attachPlayer(client, record);
    core.syncSeats();
    const message = how === 'reconnect' ? 'player reconnected' : 'player returned with seat token';
    core.logger.info({ event: how, sessionId: client.sessionId, seat }, message);
    core.steps.refreshClocks();
    core.steps.scheduleBots();
  }

  /** A page reload: the seat token moves the seat to this new connection. */
  takeOverSeat(client: Client<Role>, token: string): void {
    const record = this.core.seats.byToken(token);
    if (!record) throw new ServerError(JoinErrorCode.badSeatToken, 'this seat token does not belong to a seat of this room');
    record.token = token; // a restored seat learns its token back from its holder
    this.moveSeat(client, record);
  }

  /** A signed-in player on another device (or without the token): the seat bound to their account
   * moves to this connection, as a seat token would move it. Its `seat` message carries the seat's
   * token when this process knows it (a restored seat's is known once its holder came back with it). */
  takeOverAccountSeat(client: Client<Role>, accountId: string): void {
    const record = this.core.seats.byAccount(accountId);
    if (!record) throw new ServerError(JoinErrorCode.badSeatToken, 'your account holds no seat of this room');
    this.moveSeat(client, record);
  }

  private moveSeat(client: Client<Role>, record: SeatRecord): void {
    const { core } = this;
    const previous = record.sessionId;
    const window = record.reconnection;
    // First, so that the old connection's onLeave sees its seat as taken over.
    record.sessionId = client.sessionId;
    // Ends the old connection's reconnection window, or the old connection itself (another tab).
    window?.reject(new Error('replaced'));
    const old = core.room.clients.find((c) => c.sessionId === previous);
    if (old && old !== client) old.leave(CLOSE_REPLACED);
    this.resumeSeat(client, record, 'rejoin');
  }

  /** The player is gone for good (left on purpose, or the window passed): free or away by phase. */
  async seatGone(record: SeatRecord, reason: 'away' | 'left'): Promise<void> {
    const { core } = this;
    if (core.phase === 'lobby') {
      if (core.seats.free(record)) await core.steps.lobbyChanged();
    } else if (core.phase === 'playing' || core.phase === 'starting') this.markAway(record, reason);
  }

  private markAway(record: SeatRecord, reason: 'away' | 'left'): void {
    const { core } = this;
    if (record.away) return;
    record.away = true;
    const seat = core.seats.indexOf(record);
    if (core.phase === 'playing') logPlatform(core, { type: 'botTookOver', seat, reason });
    core.syncSeats();
    core.logger.info({ event: 'away', seat, reason }, 'seat is away: a bot plays it');
    core.steps.refreshClocks();
    core.steps.scheduleBots();
  }

  /** Host only, in the lobby: a bot of either level in an empty seat (the first one, or the one named). */
  async onAddBot(client: Client<Role>, payload: unknown): Promise<void> {
    const { core } = this;
    const parsed = AddBotPayload.safeParse(payload);
    if (!parsed.success)
      return core.reject(client, ErrorCode.badMessage, `addBot takes {level: ${BOT_LEVELS.join(' | ')}, seat?}: ${describeIssues(parsed.error)}`);
    if (!this.hostInLobby(client)) return;
    const record = core.seats.addBot(parsed.data.level as BotLevel, parsed.data.seat);
    if (!record)
      return core.reject(
        client,
        ErrorCode.noSuchSeat,
        parsed.data.seat === undefined ? 'every seat is taken' : `seat ${parsed.data.seat} is not an empty seat`,
      );
    core.logger.info({ event: 'bot_added', seat: core.seats.indexOf(record), level: record.bot }, 'bot added');
    await core.steps.lobbyChanged();
    await this.startIfFull(); // already room work (a message): queuing it would wait for itself
  }

  async onRemoveBot(client: Client<Role>, payload: unknown): Promise<void> {
    const { core } = this;
    const parsed = RemoveBotPayload.safeParse(payload);
    if (!parsed.success) return core.reject(client, ErrorCode.badMessage, `removeBot takes {seat}: ${describeIssues(parsed.error)}`);
    if (!this.hostInLobby(client)) return;
    const record = core.seats.at(parsed.data.seat);
    if (!record?.bot) return core.reject(client, ErrorCode.noSuchSeat, `seat ${parsed.data.seat} holds no bot`);
    core.seats.free(record);
    core.logger.info({ event: 'bot_removed', seat: parsed.data.seat }, 'bot removed');
    await core.steps.lobbyChanged();
  }

  /** Whether the sender is the host of a room still in the lobby; rejects it otherwise. */
  private hostInLobby(client: Client<Role>): boolean {
    const { core } = this;
    if (client.userData?.kind !== 'player') return (core.reject(client, ErrorCode.spectator, 'spectators cannot change the seats'), false);
    if (core.phase !== 'lobby') return (core.reject(client, ErrorCode.notInLobby, 'seats change only before the game starts'), false);
    if (core.recordOf(client) !== core.seats.host) return (core.reject(client, ErrorCode.notHost, 'only the host can add or remove bots'), false);
    return true;
  }
}
