// The room as the operators act on it (operatorApi.ts, through liveRooms.ts): what it is (game,
// phase, seats with their addresses, spectators, age), closing it with a reason, removing a player,
// and the maintenance notice shown to everyone in it. Written once for every game.
import type { Client } from '@colyseus/core';
import { CLOSE_BY_OPERATOR, CLOSE_REMOVED, ServerMessage, type ClosingPayload, type NoticePayload } from '../../shared/protocol.js';
import type { ConnectionAddresses } from './addresses.js';
import type { LivePlayer, LiveRoomReport, OperatedRoom, RemoveOutcome } from './liveRooms.js';
import type { RoomCore, RoomTypes } from './roomCore.js';

export class RoomModeration<T extends RoomTypes> implements OperatedRoom {
  private readonly createdAt = new Date();
  private stopNotice = () => {};

  constructor(
    private readonly core: RoomCore<T>,
    private readonly addresses: ConnectionAddresses,
  ) {}

  /** The room is open (created or restored): the operators see it, and it hears of the notice.
   * Not before: a room whose creation is refused is never disposed. */
  open(): void {
    const { core } = this;
    this.stopNotice = core.services.notice.onChange((text) => core.room.broadcast(ServerMessage.notice, { text } satisfies NoticePayload));
    core.services.liveRooms.add(this);
  }

  get roomId(): string {
    return this.core.roomId;
  }

  describe(): LiveRoomReport {
    const { core } = this;
    const progress = core.game === null ? null : core.adapter.progress(core.game);
    const players: LivePlayer[] = [];
    for (let seat = 0; seat < core.seats.size; seat++) {
      const record = core.seats.at(seat);
      if (!record) continue;
      const address = record.bot ? null : this.addresses.addressOf(record.sessionId);
      players.push({
        seat,
        name: record.name,
        bot: record.bot,
        connected: record.bot ? true : record.connected,
        away: record.away,
        address: address && !address.startsWith('session:') ? address : null,
      });
    }
    return {
      roomId: core.roomId,
      game: core.room.roomName,
      status: core.phase,
      round: progress?.round ?? null,
      phase: progress?.phase ?? null,
      private: !core.quickMatch,
      inviteCode: core.inviteCode,
      playerCount: core.state.playerCount,
      players,
      spectators: core.state.spectators,
      createdAt: this.createdAt.toISOString(),
      ageSeconds: Math.floor((Date.now() - this.createdAt.getTime()) / 1000),
    };
  }

  /** After the room's work in progress (an action being stored is stored): everyone is told, then
   * closed; the room's disposal stores an unfinished game as abandoned and drops its listing. */
  close(reason: string): Promise<void> {
    const { core } = this;
    return core.serially(async () => {
      core.logger.warn({ event: 'closed_by_operator', reason, status: core.phase }, 'an operator closed the room');
      core.room.broadcast(ServerMessage.roomClosed, { reason } satisfies ClosingPayload);
      core.disposed = true; // nothing queued after this runs; leaving players get no reconnection window
      core.steps.stopClocks();
      await core.room.disconnect(CLOSE_BY_OPERATOR);
    });
  }

  async removePlayer(seat: number, reason: string): Promise<RemoveOutcome> {
    const { core } = this;
    let outcome: RemoveOutcome = 'no_such_seat';
    await core.serially(async () => {
      const record = core.seats.at(seat);
      if (!record || record.bot) return;
      outcome = 'removed';
      core.removedTokens.add(record.tokenHash);
      const client = core.room.clients.find((c) => c.sessionId === record.sessionId);
      // The connection's leave is no longer its seat's: no reconnection window opens for it.
      record.sessionId = `removed:${record.sessionId}`;
      record.reconnection?.reject(new Error('removed by an operator'));
      record.reconnection = null;
      record.connected = false;
      core.logger.warn({ event: 'removed_by_operator', seat, name: record.name, reason }, 'an operator removed a player');
      await core.steps.seatGone(record, 'left'); // as leaving on purpose: a lobby seat is freed, a game seat goes to a bot
      core.syncSeats();
      core.steps.patchSoon();
      if (client) {
        client.send(ServerMessage.removed, { reason } satisfies ClosingPayload);
        client.leave(CLOSE_REMOVED);
      }
    });
    return outcome;
  }

  async bindAccount(tokenHash: string, accountId: string): Promise<boolean> {
    const { core } = this;
    let bound = false;
    await core.serially(async () => {
      if (core.disposed || !tokenHash || core.removedTokens.has(tokenHash)) return;
      const seated = core.seats.seated();
      const record = seated.find((s) => s.tokenHash === tokenHash);
      // One seat of a room per account: a second would be rated twice, and an account return would not know which.
      if (!record || record.bot || record.accountId || seated.some((s) => s.accountId === accountId)) return;
      record.accountId = accountId;
      bound = true;
      core.logger.info({ event: 'seat_bound', seat: core.seats.indexOf(record), accountId }, "a guest's seat is bound to their account");
      // A lobby is saved with its seats (after any save on its way); a started game's seats are stored by the caller.
      if (core.phase === 'lobby') await core.steps.saveLobby().catch(() => undefined);
    });
    return bound;
  }

  /** A newcomer sees the notice in force, if any. */
  welcome(client: Client): void {
    const text = this.core.services.notice.text;
    if (text !== null) client.send(ServerMessage.notice, { text } satisfies NoticePayload);
  }

  dispose(): void {
    this.stopNotice();
    this.core.services.liveRooms.remove(this.core.roomId);
  }
}
