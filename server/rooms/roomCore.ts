// One room's shared state, held by every part of the room (admission, the action pipeline, the
// game's lifecycle, seats, stand-ins, listing, patching). GameRoom makes the core and its parts and
// keeps only the Colyseus hooks; the parts reach each other through `steps`, never by import, so
// no part depends on another and the room reads as a list of responsibilities.
import { randomBytes } from 'node:crypto';
import type { Client } from '@colyseus/core';
import type { GameEvent, Viewer } from '../../shared/engine.js';
import { CLOSE_ROOM_FAILED, DEFAULT_PACE, ServerMessage, type Pace, type RoomStatus } from '../../shared/protocol.js';
import { seedRng } from '../../shared/random.js';
import type { Logger } from '../logger.js';
import * as metrics from '../metrics.js';
import type { PlatformState } from '../schema/platform.js';
import type { GameAdapter, RoomServices } from './adapter.js';
import type { PendingReservation } from './colyseusCompat.js';
import { EventHistory } from './eventHistory.js';
import { RoomTimers } from './roomTimers.js';
import { SeatTable, type SeatRecord } from './seats.js';

/** The types of one game's room: its engine's config, state, action and view, its options and its synced root. */
export interface RoomTypes {
  config: unknown;
  state: unknown;
  action: unknown;
  view: unknown;
  options: unknown;
  root: PlatformState;
}

export type AdapterOf<T extends RoomTypes> = GameAdapter<T['config'], T['state'], T['action'], T['view'], T['options'], T['root']>;

/** Who a connection is; kept in `client.userData`. */
export type Role = { kind: 'player' } | { kind: 'spectator' };

/** What static onAuth hands to the reservation: who asked (the trusted client address). */
export interface Admission {
  address: string;
  /** The signed-in account asking for a new seat (its session cookie), if any. */
  account?: { id: string; username: string } | null;
}

/**
 * Where the room is. `starting` is server-side only (clients still see `lobby`): the game is being
 * recorded in the action store, and seats must not change meanwhile. Joins are refused and a
 * leaving player is marked away rather than freed, as once the game has started.
 */
export type RoomPhase = RoomStatus | 'starting';

/** What the parts use of the Colyseus room itself. */
export interface RoomHandle<Root> {
  readonly roomId: string;
  readonly roomName: string;
  readonly state: Root;
  readonly clients: readonly Client<Role>[] & Iterable<Client<Role>>;
  broadcast(type: string, message: unknown): void;
  broadcastPatch(): boolean;
  setMetadata(metadata: object): Promise<void>;
  reservations(): PendingReservation[];
  /** The quick-match pool this room is in ('' for none). */
  setPoolKey(key: string): void;
  disconnect(code: number): Promise<unknown>;
}

/** The room operations one part asks of another (wired by GameRoom). */
export interface RoomSteps {
  /** Applies one action through the engine and the store; true when it was played. */
  commit(seat: number, input: unknown, auto: boolean, client?: Client): Promise<boolean>;
  /** The game is over: result stored and shown. */
  finish(): Promise<void>;
  /** A bot move, if a bot is waited for. */
  scheduleBots(): void;
  /** Decision clocks follow the game's pending seats. */
  refreshClocks(): void;
  stopClocks(): void;
  /** Seats changed in the lobby: sync, listing, metadata and the stored lobby follow. */
  lobbyChanged(): Promise<void>;
  /** Quick-match pool membership follows the room. */
  refreshListing(): void;
  /** The public listing (GET /api/rooms) follows the room. */
  updateMetadata(): Promise<void>;
  /** Stores the lobby as it is now. */
  saveLobby(): Promise<void>;
  /** Resolves once the lobby saves on their way are done (failed ones included). */
  lobbySaved(): Promise<void>;
  /** The player is gone for good (left on purpose, removed): a lobby seat is freed, a game seat goes to a bot. */
  seatGone(record: SeatRecord, reason: 'away' | 'left'): Promise<void>;
  /** The seat's connection gets its role, secrets and token. */
  attachPlayer(client: Client<Role>, record: SeatRecord): void;
  /** A connection joined or came back: it is given the room's recent chat. */
  welcome(client: Client<Role>): void;
  /** Sends what changed now. */
  patchNow(): void;
  /** Sends what changed at the end of this turn of the event loop. */
  patchSoon(): void;
  /** Holds patches until patchNow (an action's changes leave with its messages). */
  holdPatches(): void;
}

export class RoomCore<T extends RoomTypes> {
  seats = new SeatTable(0);
  phase: RoomPhase = 'lobby';
  /** The first player is the creator, who joins a private room before anyone could know its code. */
  creatorArrived = false;
  roomOptions!: T['options'];
  quickMatch = true;
  /** A signed-in player's quick-match table (lobby/skillMatch.ts): when it opened, and the mu each account came with. */
  skillTable: { since: number; mus: Map<string, number> } | null = null;
  pace: Pace = DEFAULT_PACE;
  inviteCode: string | null = null;
  game: T['state'] | null = null;
  /** The game's secret generator key: committed to at start, revealed at the end (shared/fairness.ts). */
  gameKey = '';
  actionIndex = 0;
  /** Per-seat view versions (SeatSync.version), for the stale-view guard. */
  versions: number[] = [];
  /** Seat tokens (their hashes) of players an operator removed: they no longer open the room. */
  readonly removedTokens = new Set<string>();
  /** Seats whose bot move the engine refused: not retried until something else changes. */
  readonly stuck = new Set<number>();
  /** The bots' own generator (never the game's): their moves are stored like anyone's. */
  readonly botRng = { rng: seedRng(randomBytes(4).readInt32LE(0)) };
  /** Every log entry of the game, for `log` requests (the synced state keeps the recent ones). */
  readonly history = new EventHistory();
  private logSeq = 0;
  disposed = false;
  logger!: Logger;
  readonly timers = new RoomTimers(() => this.logger);
  steps!: RoomSteps;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly room: RoomHandle<T['root']>,
    readonly adapter: AdapterOf<T>,
    readonly services: RoomServices,
  ) {}

  get state(): T['root'] {
    return this.room.state;
  }

  get roomId(): string {
    return this.room.roomId;
  }

  recordOf(client: Client): SeatRecord | null {
    return this.seats.bySession(client.sessionId);
  }

  /** The viewer a connection sees the game as: its seat, or a spectator. */
  viewerOf(client: Client): Viewer {
    const record = this.recordOf(client);
    const seat = record ? this.seats.indexOf(record) : -1;
    return seat >= 0 ? seat : 'spectator';
  }

  reject(client: Client, code: string, message: string): void {
    const role = client.userData as Role | undefined;
    const record = role?.kind === 'player' ? this.recordOf(client) : null;
    this.logger.info(
      { event: 'rejected', sessionId: client.sessionId, seat: record ? this.seats.indexOf(record) : null, role: role?.kind, code, reason: message },
      'message rejected',
    );
    metrics.refused(code);
    client.send(ServerMessage.error, { code, message });
  }

  /** Runs room work one task at a time: an action is validated against the state it will replace. */
  serially(task: () => Promise<void> | void): Promise<void> {
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

  /** The decision the game waits for now: a clock or a bot's turn belongs to one decision. */
  decisionKey(game: T['state']): string {
    const { round, phase } = this.adapter.progress(game);
    return `${round}:${phase}`;
  }

  syncSeats(): void {
    this.state.hostSeat = this.seats.syncTo(this.state.seats);
  }

  /**
   * Appends to the room's full log (read in pages with `log`; not synced, so that patches carry only
   * the state). Returns the seq of the first event, which the `events` broadcast carries.
   */
  appendLog(seat: number, auto: boolean, events: GameEvent[]): number {
    const first = this.logSeq + 1;
    for (const event of events) this.history.append({ seq: ++this.logSeq, seat, auto, event });
    return first;
  }

  /**
   * Copies the game into the synced state. If that fails the clients can no longer be kept in step
   * with the game, so the room is closed (CLOSE_ROOM_FAILED) rather than left silently stale; the
   * action log stays complete. False when it failed.
   */
  project(): boolean {
    if (this.game === null) return true;
    try {
      this.adapter.project(this.state, this.game);
      return true;
    } catch (e) {
      this.failRoom(e, 'could not project the game state');
      return false;
    }
  }

  failRoom(err: unknown, reason: string): void {
    this.logger.error({ err, event: 'room_failed', reason, actions: this.actionIndex }, `${reason}: closing the room`);
    this.disposed = true; // no further room work: queued messages and timers are dropped
    this.steps.stopClocks();
    void this.room.disconnect(CLOSE_ROOM_FAILED).catch((e: unknown) => this.logger.error({ err: e }, 'could not close the failed room'));
  }
}
