// A game's life in its room: started by the host or by a full table, recorded in the action store
// before anything is played (with the commitment to its secret key), replayed from its log after a
// restart, and finished with its result stored and its key revealed.
import { randomBytes } from 'node:crypto';
import type { Client } from '@colyseus/core';
import { identityAtStart, matchCommitmentOf } from '../../shared/fairness.js';
import { ErrorCode, ServerMessage, type PhasePayload } from '../../shared/protocol.js';
import type { StoredGame } from '../store/gameStore.js';
import { StartPayload } from './messages.js';
import type { Role, RoomCore, RoomTypes } from './roomCore.js';
import { storedSeatOf } from './seats.js';
import { ratedSeatsOf } from '../accounts/ratings.js';

export class GameLifecycle<T extends RoomTypes> {
  constructor(private readonly core: RoomCore<T>) {}

  /** The host's `start`: a room of several seats is for playing together, bots counting. */
  async onStart(client: Client<Role>, payload: unknown): Promise<void> {
    const { core } = this;
    if (client.userData?.kind !== 'player') return core.reject(client, ErrorCode.spectator, 'spectators cannot start the game');
    if (!StartPayload.safeParse(payload).success) return core.reject(client, ErrorCode.badMessage, 'start takes no payload');
    if (core.phase === 'playing' || core.phase === 'starting') return core.reject(client, ErrorCode.alreadyStarted, 'the game has already started');
    if (core.phase === 'finished') return core.reject(client, ErrorCode.gameOver, 'the game is over');
    const record = core.recordOf(client);
    if (!record || record !== core.seats.host) return core.reject(client, ErrorCode.notHost, 'only the host can start the game');
    // A room of several seats is for playing together: a one-seat game (solo) is a one-seat room.
    const needed = Math.min(core.state.playerCount, Math.max(2, core.adapter.engine.minPlayers));
    if (core.seats.seated().length < needed) {
      return core.reject(client, ErrorCode.notEnoughPlayers, `at least ${needed} players are needed (bots count)`);
    }
    await this.startGame(client);
  }

  /** A quick-match room starts as soon as its seats are filled; so does a one-seat (solo) room.
   * Runs as room work (core.serially): a caller outside it queues it, a caller inside calls it. */
  async startIfFull(): Promise<void> {
    const { core } = this;
    if ((core.quickMatch || core.state.playerCount === 1) && core.seats.freeCount() === 0) await this.startGame(null);
  }

  async startGame(starter: Client | null): Promise<void> {
    const { core } = this;
    if (core.phase !== 'lobby' || core.disposed) return;
    // From here until the game is recorded, seats are frozen: onAuth refuses new players and a
    // player who leaves is marked away instead of freeing the seat (see RoomPhase).
    core.phase = 'starting';
    core.steps.refreshListing();
    const players = core.seats.seated();
    const { engine } = core.adapter;
    const key = randomBytes(32).toString('hex');
    const config = core.adapter.makeConfig(
      players.map((r) => r.name),
      key,
      core.roomOptions,
    );
    let game: T['state'];
    try {
      game = engine.createGame(config);
      await core.steps.lobbySaved();
      const seats = players.map((r) => ({ name: r.name, tokenHash: r.tokenHash, ...(r.accountId ? { accountId: r.accountId } : {}) }));
      await core.services.store.begin(core.roomId, { config: config as T['config'] & { key: string }, seats, startedAt: new Date().toISOString() });
    } catch (e) {
      core.logger.error({ err: e }, 'could not start the game');
      if (starter) core.reject(starter, ErrorCode.storeFailed, 'the game could not be started; try again');
      await this.backToLobby();
      return;
    }
    if (core.disposed) return;
    // Re-read after the await. The freeze means nobody was seated or freed meanwhile; if that ever
    // broke, the recorded match would not be the game played: fail loudly instead.
    const records = core.seats.seated();
    if (records.length !== players.length || records.some((r, i) => r !== players[i])) {
      core.failRoom(
        new Error(`recorded ${players.map((r) => r.name).join(', ')}; seated ${records.map((r) => r.name).join(', ')}`),
        'seats changed while the game was starting',
      );
      return;
    }
    // Empty lobby seats are dropped: engine seats are the seated players in seat order.
    core.seats.compact();
    core.state.playerCount = records.length;
    core.game = game;
    core.gameKey = key;
    this.announceCommitment(config);
    core.phase = 'playing';
    core.state.status = 'playing';
    if (!core.project()) return;
    for (const client of core.room.clients) {
      const record = core.recordOf(client);
      if (record) core.steps.attachPlayer(client, record);
    }
    core.syncSeats();
    core.steps.refreshListing();
    core.steps.refreshClocks(); // in the first patch: the deadlines of the first decisions
    core.steps.patchNow();
    const to = core.adapter.progress(game);
    core.room.broadcast(ServerMessage.phase, { round: to.round, phase: to.phase, previousRound: 0, previousPhase: 'lobby' } satisfies PhasePayload);
    await core.steps.updateMetadata();
    core.logger.info({ event: 'room_started', players: records.map((r) => r.name), by: starter ? 'host' : 'full' }, 'game started');
    if (engine.isOver(game)) await this.finish();
    else core.steps.scheduleBots();
  }

  /** The start failed: the room is a lobby again, and seats whose players left meanwhile are freed. */
  private async backToLobby(): Promise<void> {
    const { core } = this;
    core.phase = 'lobby';
    const away = core.seats.seated().filter((record) => record.away);
    for (const record of away) core.seats.free(record);
    if (away.length > 0) return core.steps.lobbyChanged(); // syncs and relists, then saves the freed seats
    core.syncSeats();
    core.steps.refreshListing();
  }

  async finish(): Promise<void> {
    const { core } = this;
    if (core.game === null) return;
    core.phase = 'finished';
    core.state.status = 'finished';
    core.state.revealedKey = core.gameKey;
    core.steps.refreshClocks();
    const result = core.adapter.result(core.game);
    const standings = core.adapter.standings(core.game);
    // Public games of two signed-in people or more move their ratings (ratings.ts), with the result;
    // a player still away at the end (left, or gone past the reconnection window) abandoned the game.
    const seats = Array.from({ length: core.seats.size }, (_, seat) => {
      const record = core.seats.at(seat);
      return record && { ...storedSeatOf(record), abandoned: record.away };
    });
    const rated = ratedSeatsOf({ private: !core.quickMatch, seats, standings });
    try {
      await core.services.store.finish(core.roomId, result, standings, rated);
    } catch (e) {
      core.logger.error({ err: e }, 'could not record the result');
    }
    await core.steps.updateMetadata();
    core.logger.info({ event: 'room_finished', actions: core.actionIndex, result }, 'game finished');
  }

  /** Replays a stored game's actions through the engine (its log entries too); throws if any no longer applies. */
  replayStored(stored: StoredGame): void {
    const { core } = this;
    const config = stored.config as T['config'] & { key: string };
    const { engine } = core.adapter;
    let game = engine.createGame(config);
    for (const entry of stored.actions) {
      const result = engine.applyAction(game, entry.seat, entry.action);
      if (!result.ok) throw new Error(`stored action ${entry.index} no longer applies: ${result.error.message}`);
      core.appendLog(entry.seat, entry.auto, result.events);
      game = result.state;
    }
    core.game = game;
    core.actionIndex = stored.actions.length;
    core.gameKey = config.key;
    this.announceCommitment(config);
    core.phase = 'playing';
    core.state.status = 'playing';
    // Versions go on from where they were (a client's view from before the restart is stale).
    core.versions = core.seats.seated().map(() => core.actionIndex);
    core.adapter.project(core.state, game);
  }

  /** Publishes the commitment to the key and the match's identity (what its record will show). */
  private announceCommitment(config: T['config']): void {
    const { core } = this;
    const identity = identityAtStart(core.roomId, core.adapter.engine.id, config);
    core.state.commitment = matchCommitmentOf(core.gameKey, identity);
    core.state.identity = JSON.stringify(identity);
  }
}
