// The one path every move takes, a person's, a bot's or a default:
//   message → envelope check → engine.applyAction (which judges the action itself, shape included)
//   → append to the action store → adopt the new state → project into the synced schema → patch,
//   then the events each viewer may see and, on a new round or phase, a `phase` message.
// The store decides: a move it holds is played, one it does not is refused, and while it cannot
// say (a lost answer) the room waits and asks again, never playing on from a fork.
import type { Client } from '@colyseus/core';
import type { GameEvent } from '../../shared/engine.js';
import { ErrorCode, ServerMessage, type PhasePayload } from '../../shared/protocol.js';
import type { StoredAction } from '../store/gameStore.js';
import * as metrics from '../metrics.js';
import { appendOutcome, type AppendOutcome } from './appendOutcome.js';
import { inOneWrite } from './colyseusCompat.js';
import { describeIssues, parseActionEnvelope } from './messages.js';
import type { Role, RoomCore, RoomTypes } from './roomCore.js';
import { sendEvents } from './viewerEvents.js';

/** How often a room waiting for its store asks it again whether a move was written. */
const SETTLE_RETRY_MS = 1000;

/** A move the engine accepted, on its way into the store (and, while the store cannot say, waiting). */
interface UnsettledMove<State> {
  entry: StoredAction;
  before: State;
  result: { state: State; events: GameEvent[] };
  /** Its sender, to tell if it is refused; none for a bot's or a default move. */
  client?: Client;
  /** Seconds in the engine and in the store (metrics.ts). */
  seconds: { engine: number; store: number };
}

export class ActionPipeline<T extends RoomTypes> {
  constructor(
    private readonly core: RoomCore<T>,
    /** The player acted: the seat is theirs again (stand-ins). */
    private readonly playerActs: (seat: number) => void,
  ) {}

  /** A player's `action` message: only the envelope is checked here, the action is the engine's. */
  async onAction(client: Client<Role>, payload: unknown): Promise<void> {
    const { core } = this;
    if (client.userData?.kind !== 'player') return core.reject(client, ErrorCode.spectator, 'spectators cannot act');
    const envelope = parseActionEnvelope(payload);
    if (!envelope.success) return core.reject(client, ErrorCode.badMessage, `bad action message: ${describeIssues(envelope.error)}`);
    const record = core.recordOf(client);
    if (!record) return core.reject(client, ErrorCode.wrongSeat, 'this connection no longer holds a seat');
    const seat = core.seats.indexOf(record);
    if (envelope.data.seat !== undefined && envelope.data.seat !== seat) {
      return core.reject(client, ErrorCode.wrongSeat, `you hold seat ${seat}, not seat ${envelope.data.seat}`);
    }
    if (core.phase === 'finished') return core.reject(client, ErrorCode.gameOver, 'the game is over');
    if (core.phase !== 'playing' || !core.game) return core.reject(client, ErrorCode.notStarted, 'the game has not started');
    const { version } = envelope.data;
    if (version !== undefined && version !== (core.versions[seat] ?? 0)) {
      return core.reject(client, ErrorCode.staleView, 'the game moved on since you chose this: look again and choose anew');
    }
    await this.commit(seat, envelope.data.action, false, client);
  }

  /**
   * Applies one action, untrusted input included (the engine validates it and never throws); true
   * when it was accepted (and durably appended).
   */
  async commit(seat: number, input: unknown, auto: boolean, client?: Client): Promise<boolean> {
    const { core } = this;
    const before = core.game;
    if (before === null) return false;
    let result: ReturnType<typeof core.adapter.engine.applyAction>;
    const engineStart = performance.now();
    try {
      result = core.adapter.engine.applyAction(before, seat, input);
    } catch (e) {
      core.logger.error({ err: e, seat, action: input }, 'engine threw on an action');
      if (client) core.reject(client, 'internal_error', 'the server could not apply this action');
      return false;
    }
    if (!result.ok) {
      if (client) core.reject(client, result.error.code, result.error.message);
      else core.logger.error({ seat, action: input, error: result.error }, 'engine refused a bot move');
      return false;
    }
    const engine = metrics.since(engineStart);
    // Accepted by the engine, so it is one of its actions.
    const entry: StoredAction = { index: core.actionIndex + 1, seat, action: input, auto, at: new Date().toISOString() };
    const blocked = core.services.roomConditions.get(core.roomId);
    if (blocked) {
      if (client)
        core.reject(
          client,
          ErrorCode.storeFailed,
          blocked.condition === 'waitingForStore'
            ? 'the game is waiting for its store to confirm the last move, so yours was not played: try again in a moment'
            : 'this game cannot go on until the server restarts, so your move was not played',
        );
      return false;
    }
    if (!core.services.storeHealth.ready) {
      if (client) core.reject(client, ErrorCode.storeFailed, 'the game cannot be saved right now, so your move was not played: try again in a moment');
      return false;
    }
    const storeStart = performance.now();
    const outcome = await this.persist(entry);
    return this.settle({ entry, before, result, client, seconds: { engine, store: metrics.since(storeStart) } }, outcome);
  }

  /** Appends the action; when that fails (or times out), asks the store what it holds now. */
  private async persist(entry: StoredAction): Promise<AppendOutcome> {
    const { store, storeHealth } = this.core.services;
    try {
      await store.append(this.core.roomId, entry);
      return 'stored';
    } catch (e) {
      this.core.logger.error({ err: e, seat: entry.seat, index: entry.index }, 'could not append to the action log');
      storeHealth.failed(e);
      return appendOutcome(store, this.core.roomId, entry);
    }
  }

  /** Follows the store: a stored move is played, one it does not hold is refused, and while it cannot say the room waits. */
  private async settle(move: UnsettledMove<T['state']>, outcome: AppendOutcome): Promise<boolean> {
    const { core } = this;
    const { roomConditions } = core.services;
    const { entry, client } = move;
    switch (outcome) {
      case 'stored':
        return this.adopt(move);
      case 'notStored':
        if (client) core.reject(client, ErrorCode.storeFailed, 'your move could not be saved, so it was not played: try again');
        return false;
      case 'unknown':
        roomConditions.set(core.roomId, 'waitingForStore', `action ${entry.index}`);
        core.logger.warn({ event: 'append_unsettled', index: entry.index }, 'the store did not say whether the action was written: waiting for it');
        if (client)
          core.reject(
            client,
            ErrorCode.storeWaiting,
            'the game is waiting for its store to say whether your move was saved: it will be played, or refused, once the store answers',
          );
        this.settleLater(move);
        return false;
      case 'differs':
        roomConditions.set(core.roomId, 'forked', `the store holds another action ${entry.index}`);
        core.logger.error(
          { event: 'room_forked', index: entry.index },
          'the store holds another action than the room played: the room stops until a restart restores the game as stored',
        );
        if (client) core.reject(client, ErrorCode.storeFailed, 'this game cannot go on until the server restarts, so your move was not played');
        return false;
    }
  }

  /** Asks the store again every second until it says whether the move was written. */
  private settleLater(move: UnsettledMove<T['state']>): void {
    const { core } = this;
    core.timers.setTimeout(
      () =>
        void core.serially(async () => {
          const outcome = await appendOutcome(core.services.store, core.roomId, move.entry);
          if (outcome === 'unknown') return this.settleLater(move);
          core.services.roomConditions.clear(core.roomId);
          core.logger.info({ event: 'append_settled', index: move.entry.index, outcome }, 'the store said what became of the action');
          core.stuck.clear(); // bots refused meanwhile try again
          if (!(await this.settle(move, outcome))) core.steps.scheduleBots();
        }),
      SETTLE_RETRY_MS,
    );
  }

  /** The move is stored: the room plays it and tells everyone. */
  private async adopt({ entry, before, result, seconds }: UnsettledMove<T['state']>): Promise<boolean> {
    const { core } = this;
    const patchStart = performance.now();
    const { seat, auto, index } = entry;
    if (core.disposed) return false;
    core.actionIndex = index;
    core.game = result.state;
    if (!auto) {
      core.stuck.clear();
      this.playerActs(seat);
    }
    core.steps.holdPatches();
    if (!core.project()) return false;
    const seq = core.appendLog(seat, auto, result.events);
    const from = core.adapter.progress(before);
    const to = core.adapter.progress(result.state);
    const newPhase = from.round !== to.round || from.phase !== to.phase;
    this.bumpVersions(seat, newPhase);
    core.steps.refreshClocks(); // the new decisions' deadlines go out with the state that asks for them
    inOneWrite(core.room.clients, () => {
      // Patch first, so that clients already hold the new state when the messages arrive.
      core.steps.patchNow();
      sendEvents(core, { seat, auto, actionIndex: index, seq, events: result.events });
      if (newPhase)
        core.room.broadcast(ServerMessage.phase, {
          round: to.round,
          phase: to.phase,
          previousRound: from.round,
          previousPhase: from.phase,
        } satisfies PhasePayload);
    });
    metrics.actionPlayed(core.room.roomName, { ...seconds, patch: metrics.since(patchStart) });
    if (newPhase) await core.steps.updateMetadata();
    if (core.adapter.engine.isOver(result.state)) await core.steps.finish();
    else core.steps.scheduleBots();
    return true;
  }

  /** The acting seat's view moved on; a new round or phase moves everyone's. */
  private bumpVersions(seat: number, all: boolean): void {
    const { core } = this;
    core.state.seats.forEach((sync, s) => {
      if (!all && s !== seat) return;
      core.versions[s] = (core.versions[s] ?? 0) + 1;
      sync.version = core.versions[s]!;
    });
  }
}
