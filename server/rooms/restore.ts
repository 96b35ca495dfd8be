// Bringing stored rooms back after a restart or a crash. The server creates one room per live
// stored game through Colyseus' matchmaker, with a one-use ticket as its only create option: the
// room finds the stored game by its ticket and takes over its roomId, seats and log. Tickets are
// 128-bit random and live only while the server starts, so no client can forge a restore.
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { Logger } from '../logger.js';
import type { GameStore, StoredGame } from '../store/gameStore.js';

/** The create option that carries a restore ticket. */
export const RESTORE_OPTION = 'restoreTicket';

export class RestoreTickets {
  private readonly tickets = new Map<string, StoredGame>();

  issue(game: StoredGame): string {
    const ticket = randomBytes(16).toString('hex');
    this.tickets.set(ticket, game);
    return ticket;
  }

  /** The stored game a room's create options ask to restore, once; null for an ordinary room. */
  redeem(options: unknown): StoredGame | null {
    const ticket = typeof options === 'object' && options !== null ? (options as Record<string, unknown>)[RESTORE_OPTION] : undefined;
    if (typeof ticket !== 'string') return null;
    const game = this.tickets.get(ticket) ?? null;
    this.tickets.delete(ticket);
    return game;
  }
}

/**
 * Recreates every live stored room (lobbies and games being played) in this process. A game that
 * cannot be brought back (its log no longer replays, say) is logged and marked abandoned, so that
 * the next start does not try again. Returns how many rooms came back.
 */
export async function restoreRooms(roomName: string, store: GameStore, tickets: RestoreTickets, logger: Logger): Promise<number> {
  const live = await store.live();
  let restored = 0;
  for (const game of live) {
    try {
      await matchMaker.createRoom(roomName, { [RESTORE_OPTION]: tickets.issue(game) });
      restored += 1;
    } catch (e) {
      logger.error({ err: e, event: 'restore_failed', roomId: game.roomId }, 'could not restore a stored room; marking it abandoned');
      await store.abandon(game.roomId).catch(() => undefined);
    }
  }
  logger.info({ event: 'restored', rooms: restored, failed: live.length - restored }, `restored ${restored} stored room(s)`);
  return restored;
}
