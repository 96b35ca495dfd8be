// The platform room, written once for every game: the Colyseus hooks, each handing its work to the
// part of the room it belongs to (roomCore.ts says how they fit):
//   admission.ts      who gets in, and as what
//   actionPipeline.ts message → engine → store → adopt → project → patch and events
//   gameLifecycle.ts  start, finish, replay after a restart
//   seatFlow.ts       joins, leaves, reconnection, seat tokens, away seats, lobby bots
//   standIns.ts       bots and decision clocks for people who do not decide
//   roomListing.ts    quick-match pool, public listing, stored lobby
//   patching.ts       patches on change; viewerEvents.ts what each viewer hears
import { ServerError, matchMaker, type AuthContext, type Client, type Serializer } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { CLOSE_RESTARTING, ClientMessage, DEFAULT_PACE, ErrorCode, JoinErrorCode } from '../../shared/protocol.js';
import { claimInviteCode } from '../lobby/inviteCodes.js';
import type { PlatformState } from '../schema/platform.js';
import type { StoredGame } from '../store/gameStore.js';
import type { GameAdapter, RoomServices } from './adapter.js';
import { addressOf, claimsNewSeat, joinOptions, precheck } from './admission.js';
import { accountOfRequest } from '../accounts/sessions.js';
import { GuardedRoom, setPoolKey, withSharedBuffer } from './colyseusCompat.js';
import { CreateOptionsSchema, describeIssues } from './messages.js';
import { PatchOnChange } from './patching.js';
import { rematchTickets, type RematchTicket } from './rematch.js';
import type { Admission, Role, RoomHandle } from './roomCore.js';
import type { RoomMetadata } from './roomListing.js';
import { makeRoomParts, type RoomParts } from './roomParts.js';
import { SeatTable } from './seats.js';
import { answerLogRequest } from './viewerEvents.js';
import * as metrics from '../metrics.js';
import { skillStampOf, stampSkill } from '../lobby/skillMatch.js';

export type { Role } from './roomCore.js';
export type { RoomMetadata } from './roomListing.js';

/** Colyseus' close code for a room closed on purpose: clients take the room as gone. */
const CLOSE_CONSENTED = 4000;

type Types<Config, State, Action, View, Options, Root extends PlatformState> = {
  config: Config;
  state: State;
  action: Action;
  view: View;
  options: Options;
  root: Root;
};

export abstract class GameRoom<Config, State, Action, View, Options, Root extends PlatformState> extends GuardedRoom<Root, RoomMetadata, Role> {
  /** The process's services for static onAuth (each game's room class sets them: games.ts). */
  static roomServices?: RoomServices;
  protected abstract readonly adapter: GameAdapter<Config, State, Action, View, Options, Root>;
  protected abstract readonly services: RoomServices;

  private parts!: RoomParts<Types<Config, State, Action, View, Options, Root>>;
  private readonly patches = new PatchOnChange(this);
  /** No patch interval, from the start: Colyseus starts it before onCreate (patching.ts). */
  override patchRate = 0;

  /** The engine state (tests and tools read it; nothing writes it from outside). */
  get game(): State | null {
    return this.parts?.core.game ?? null;
  }

  get gameKey(): string {
    return this.parts?.core.gameKey ?? '';
  }

  get seats(): SeatTable {
    return this.parts?.core.seats ?? new SeatTable(0);
  }

  get roomOptions(): Options {
    return this.parts?.core.roomOptions as Options;
  }

  private get core() {
    return this.parts.core;
  }

  /** Makes the room's parts; the game's adapter and the process's services are known by now. */
  private wire(): void {
    const room = this;
    const handle: RoomHandle<Root> = {
      get roomId() {
        return room.roomId;
      },
      get roomName() {
        return room.roomName;
      },
      get state() {
        return room.state;
      },
      get clients() {
        return room.clients;
      },
      broadcast: (type, message) => room.broadcast(type, message),
      broadcastPatch: () => room.broadcastPatch(),
      setMetadata: (metadata) => room.setMetadata(metadata as RoomMetadata),
      reservations: () => room.pendingReservations(),
      setPoolKey: (key) => setPoolKey(room, key),
      disconnect: (code) => room.disconnect(code),
    };
    this.parts = makeRoomParts(handle, this.adapter, this.services, this.patches, (client, seconds) => this.allowReconnection(client, seconds));
  }

  private hideFromMetrics = () => {};

  /** Counted in GET /metrics (rooms by game and phase, connections) until disposed. */
  private showInMetrics(): void {
    const { core } = this;
    this.hideFromMetrics = metrics.watchRoom(() => {
      let players = 0;
      let spectators = 0;
      for (const client of this.clients) {
        if (client.userData?.kind === 'player') players += 1;
        else if (client.userData?.kind === 'spectator') spectators += 1;
      }
      return { game: this.roomName, phase: core.phase, players, spectators };
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  override async onCreate(raw: unknown): Promise<void> {
    const stored = this.services.restores.redeem(raw);
    if (stored) return this.restore(stored);
    const rematch = rematchTickets.redeem(raw);
    this.wire();
    const { core } = this;
    const { settings } = this.services;
    if (this.services.lifecycle.noNewRooms) {
      throw new ServerError(JoinErrorCode.serverDraining, 'server_draining: this server is being drained and opens no new rooms; try again in a moment');
    }
    if (matchMaker.stats.local.roomCount >= settings.maxRooms) {
      // counts rooms whose onCreate finished
      throw new ServerError(JoinErrorCode.serverBusy, 'the server is busy: no new rooms for now, try again in a few minutes');
    }
    // Unclaimed reservations lapse quickly; seats are counted by the room itself (admission.ts),
    // never through maxClients, so reservations can neither lock the room nor crowd out a seat holder.
    this.setSeatReservationTime(settings.seatReservationSeconds);
    const parsed = CreateOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(JoinErrorCode.badOptions, `invalid create options: ${describeIssues(parsed.error)}`);
    const { playerCount } = parsed.data;
    const { minPlayers, maxPlayers } = this.adapter.engine;
    if (playerCount < minPlayers || playerCount > maxPlayers) {
      throw new ServerError(JoinErrorCode.badOptions, `playerCount must be ${minPlayers}-${maxPlayers}`);
    }
    try {
      core.roomOptions = this.adapter.parseOptions(parsed.data.options ?? {}, playerCount);
    } catch (e) {
      // Malformed, or an option the engine does not play yet: refused here, before any game exists.
      throw new ServerError(JoinErrorCode.badOptions, `game options refused: ${e instanceof Error ? e.message : String(e)}`);
    }
    core.quickMatch = parsed.data.private !== true;
    if (core.quickMatch && skillStampOf(raw)) core.skillTable = { since: Date.now(), mus: new Map() };
    core.pace = parsed.data.pace ?? DEFAULT_PACE;
    this.setUpState(playerCount);
    core.seats = new SeatTable(playerCount);
    if (!core.quickMatch) await this.makePrivate(await claimInviteCode(this.services.inviteCodes, this.roomId));
    if (rematch) this.seatRematch(rematch);
    core.syncSeats();
    this.parts.listing.refresh();
    await this.parts.listing.updateMetadata();
    try {
      await this.parts.listing.saveLobby();
    } catch (e) {
      core.logger.error({ err: e }, 'could not save the new room');
      if (core.inviteCode) await this.services.inviteCodes.release(core.inviteCode).catch(() => undefined);
      throw new ServerError(JoinErrorCode.serverBusy, 'games cannot be saved right now: try again in a minute');
    }
    this.handleMessages();
    this.parts.moderation.open();
    this.showInMetrics();
    core.logger.info({ event: 'room_created', playerCount, private: !core.quickMatch, options: core.roomOptions }, 'room created');
  }

  private setUpState(playerCount: number): void {
    this.state = this.adapter.createRoomState(this.core.roomOptions);
    this.patches.start(this.core.logger);
    this.state.playerCount = playerCount;
    this.state.pace = this.core.pace;
  }

  private async makePrivate(code: string): Promise<void> {
    this.core.inviteCode = code;
    this.state.isPrivate = true;
    this.state.code = code;
    await this.setPrivate(true);
  }

  /** A rematch room has no creator (everyone comes with the code) and seats the table's bots. */
  private seatRematch(ticket: RematchTicket): void {
    this.core.creatorArrived = true;
    ticket.bots.forEach((level, seat) => level && this.core.seats.addBot(level, seat));
    ticket.code = this.core.inviteCode ?? undefined;
  }

  /** Colyseus makes the serializer when the state is set; ours encodes into the process's one buffer. */
  override setSerializer(serializer: Serializer<Root>): void {
    super.setSerializer(withSharedBuffer(serializer));
  }

  private handleMessages(): void {
    const { core } = this;
    this.onMessage(ClientMessage.action, (client, payload) => core.serially(() => this.parts.pipeline.onAction(client, payload)));
    this.onMessage(ClientMessage.start, (client, payload) => core.serially(() => this.parts.lifecycle.onStart(client, payload)));
    this.onMessage(ClientMessage.log, (client, payload) => answerLogRequest(core, client, payload));
    this.onMessage(ClientMessage.chat, (client, payload) => this.parts.talk.onChat(client, payload));
    this.onMessage(ClientMessage.rematch, (client, payload) => this.parts.talk.onRematch(client, payload));
    this.onMessage(ClientMessage.report, (client, payload) => this.parts.talk.onReport(client, payload));
    this.onMessage(ClientMessage.mute, (client, payload) => this.parts.talk.onMute(client, payload));
    this.onMessage(ClientMessage.addBot, (client, payload) => core.serially(() => this.parts.seatFlow.onAddBot(client, payload)));
    this.onMessage(ClientMessage.removeBot, (client, payload) => core.serially(() => this.parts.seatFlow.onRemoveBot(client, payload)));
    this.onMessage(ClientMessage.back, (client, payload) => core.serially(() => this.parts.standIns.onBack(client, payload)));
    this.onMessage('*', (client, type) => core.reject(client, ErrorCode.badMessage, `unknown message type ${JSON.stringify(type)}`));
    // Colyseus' own fallback for this type closes the connection; it is just another unknown type.
    this.onMessage('__no_message_handler', (client) => core.reject(client, ErrorCode.badMessage, 'unknown message type "__no_message_handler"'));
  }

  /**
   * The room of a stored game, in a new process after a restart or a crash: same roomId, invite
   * code, options and seats; a started game is replayed from its log through the engine (its log
   * entries too). Every seat holder was cut off by the restart, so each gets a full reconnection
   * window again, and timed decisions start afresh.
   */
  private async restore(stored: StoredGame): Promise<void> {
    this.roomId = stored.roomId; // before Colyseus registers the room: it is listed under this id
    this.wire();
    const { core } = this;
    const { settings } = this.services;
    this.setSeatReservationTime(settings.seatReservationSeconds);
    core.roomOptions = this.adapter.parseOptions(stored.options ?? {}, stored.playerCount);
    core.quickMatch = !stored.private;
    core.pace = stored.pace ?? DEFAULT_PACE;
    this.setUpState(stored.playerCount);
    core.seats = SeatTable.restore(stored.seats, stored.hostSeat);
    core.creatorArrived = true;
    if (stored.inviteCode) {
      if (!(await this.services.inviteCodes.claim(stored.inviteCode, this.roomId))) {
        core.logger.warn({ code: stored.inviteCode }, 'the restored invite code is held by another room');
      }
      await this.makePrivate(stored.inviteCode);
    }
    if (stored.status === 'playing') this.parts.lifecycle.replayStored(stored);
    this.parts.talk.restore(stored.chat);
    core.syncSeats();
    this.state.seats.forEach((sync, seat) => (sync.version = core.versions[seat] ?? 0));
    this.parts.listing.refresh();
    await this.parts.listing.updateMetadata();
    this.handleMessages();
    this.parts.moderation.open();
    this.showInMetrics();

    // Kept even while nobody is connected, until the holders have had their window to come back.
    this.autoDispose = false;
    const windowMs = this.parts.seatFlow.awaitHoldersAfterRestart();
    core.timers.setTimeout(() => (this.autoDispose = true), windowMs + 1000);
    core.logger.info({ event: 'room_restored', status: core.phase, actions: core.actionIndex }, 'room restored from the store');
    if (core.game !== null && this.adapter.engine.isOver(core.game)) await this.parts.lifecycle.finish(); // stopped between the last action and its result
    this.parts.standIns.refreshClocks();
  }

  /**
   * Runs when a seat is reserved over HTTP, before anything is held for the asker: a join by room
   * id is judged there and then by the room (admission.ts), so a refused reservation costs nothing.
   */
  static override async onAuth(_token: string, raw: unknown, context: AuthContext): Promise<Admission> {
    const address = String(Array.isArray(context.ip) ? context.ip[0] : (context.ip ?? 'unknown'));
    const roomId = /\/matchmake\/joinById\/([\w-]+)/.exec(context.req?.url ?? '')?.[1];
    // A join without a seat token asks who is signed in (a new seat is bound to the account, or the
    // account's seat is taken back); spectators and returning seat-token holders ask nothing of the store.
    const services = (this as unknown as { roomServices?: RoomServices }).roomServices;
    const found = services && claimsNewSeat(raw) ? await accountOfRequest(services.accounts, context.headers) : null;
    const account = found ? { id: found.id, username: found.username } : null;
    // A signed-in quick match is matched by skill: the server's choice rides on the join options.
    const quickMatchOf = /^\/matchmake\/joinOrCreate\/([\w-]+)/.exec(context.req?.url ?? '')?.[1];
    stampSkill(raw, account && services && quickMatchOf ? await services.skillMatch(quickMatchOf, raw, account.id) : null);
    const room = roomId ? matchMaker.getLocalRoomById(roomId) : undefined;
    if (room instanceof GameRoom) room.parts.desk.admit(raw, address, false, account);
    // Create or quick match: no room to ask yet, onJoin judges again. A signed-in player's name is their username.
    else if (account) joinOptions(raw);
    else precheck(raw);
    return { address, account };
  }

  /** The last check at reservation time, for requests that raced past admission. */
  protected override acceptsReservation(options: unknown, auth: unknown): boolean {
    return this.parts.desk.acceptsReservation(options, auth);
  }

  protected override reservationsChanged(): void {
    this.parts.listing.refresh();
    // Colyseus drops a lapsed reservation without a word: the seat it held goes back into the
    // quick-match pool just after (it stayed out of the pool until the next seat change).
    this.core.timers.setTimeout(() => this.parts.listing.refresh(), this.services.settings.seatReservationSeconds * 1000 + 100);
  }

  /** Every frame from a client meets its budget before Colyseus decodes it. */
  protected override screenMessage(client: Client<Role>, bytes: number): boolean {
    return this.parts.screen.admits(client, bytes);
  }

  override async onJoin(client: Client<Role>, options: unknown, admission: Admission): Promise<void> {
    const { core } = this;
    // Judged again on arrival: the room may have changed since the reservation.
    const address = addressOf(admission);
    this.parts.desk.newSeatHolds.claimed(admission);
    const plan = this.parts.desk.admit(options, address, true, admission.account ?? null);
    this.parts.desk.addresses.add(client.sessionId, address, plan.kind === 'spectator');
    if (plan.kind === 'spectator') {
      client.userData = { kind: 'spectator' };
      client.view = new StateView();
      this.state.spectators += 1;
      core.logger.info({ event: 'join', sessionId: client.sessionId, role: 'spectator' }, 'spectator joined');
      await this.parts.listing.updateMetadata();
    } else if (plan.kind === 'returning') {
      this.parts.seatFlow.takeOverAccountSeat(client, plan.accountId);
    } else if (plan.token !== null) {
      this.parts.seatFlow.takeOverSeat(client, plan.token);
    } else {
      const stamp = skillStampOf(options);
      if (core.skillTable && stamp && plan.accountId) core.skillTable.mus.set(plan.accountId, stamp.mu);
      await this.parts.seatFlow.seatNewPlayer(client, plan.name, joinOptions(options).botsAfter, plan.accountId);
    }
    core.steps.welcome(client);
  }

  override async onLeave(client: Client<Role>, consented: boolean): Promise<void> {
    this.parts.screen.forget(client.sessionId);
    this.parts.talk.forget(client.sessionId);
    const role = client.userData;
    if (role?.kind !== 'player') this.parts.desk.addresses.remove(client.sessionId);
    if (role?.kind === 'spectator') {
      this.state.spectators = Math.max(0, this.state.spectators - 1);
      this.core.logger.info({ event: 'leave', sessionId: client.sessionId, role: 'spectator' }, 'spectator left');
      await this.parts.listing.updateMetadata();
    } else if (role?.kind === 'player') {
      await this.parts.seatFlow.playerLeft(client, consented);
    }
  }

  override async onDispose(): Promise<void> {
    const { core } = this;
    core.disposed = true;
    this.parts.moderation.dispose();
    this.hideFromMetrics();
    this.services.roomConditions.clear(this.roomId);
    this.parts.standIns.clocks.stopAll();
    core.timers.clearAll();
    this.patches.stop();
    // Closed for good, unless the process is stopping to restart: then the next one resumes it.
    if (!this.services.lifecycle.draining && core.phase !== 'finished') {
      await this.parts.listing.saves;
      await this.services.store.abandon(this.roomId).catch((e: unknown) => core.logger.error({ err: e }, 'could not mark the room abandoned'));
    }
    if (core.inviteCode) {
      await this.services.inviteCodes.release(core.inviteCode).catch((e: unknown) => {
        core.logger.error({ err: e }, 'could not release the invite code');
      });
    }
    core.logger.info({ event: 'room_disposed', status: core.phase, actions: core.actionIndex }, 'room disposed');
  }

  /**
   * The process stops to restart (SIGTERM): work already queued finishes (an action being stored
   * is stored, or refused), then every connection is told the server is restarting so that clients
   * come back by themselves to the same room in the next process. A finished game has nothing to
   * come back to.
   */
  override onBeforeShutdown(): void {
    const { core } = this;
    void core.serially(async () => {
      await this.parts.listing.saves;
      core.disposed = true; // nothing queued after this runs
      this.parts.standIns.clocks.stopAll();
      const code = core.phase === 'finished' ? CLOSE_CONSENTED : CLOSE_RESTARTING;
      core.logger.info({ event: 'drain', actions: core.actionIndex }, 'server restarting: room saved, clients told to come back');
      await this.disconnect(code);
    });
  }
}
