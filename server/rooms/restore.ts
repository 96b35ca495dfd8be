// Bringing stored rooms back after a restart or a crash (of this process, or of another process
// sharing the store and Redis). The server creates one room per live stored game through Colyseus' matchmaker, with a one-use ticket as its only create option: the
// room finds the stored game by its ticket and takes over its roomId, seats and log. Tickets are
// 128-bit random and live only while the server starts, so no client can forge a restore.
import { matchMaker } from '@colyseus/core';
import type { Logger } from '../logger.js';
import { GameDamagedError, type DamagedGame } from '../store/gameDamage.js';
import type { GameStore, StoredGame } from '../store/gameStore.js';
import { logDamaged } from '../store/liveGameCheck.js';
import { RoomTickets } from './roomTickets.js';

/** The create option that carries a restore ticket. */
export const RESTORE_OPTION = 'restoreTicket';

/** The stored games rooms are being created for, by ticket. */
export class RestoreTickets extends RoomTickets<StoredGame> {
  constructor() {
    super(RESTORE_OPTION);
  }
}

/** Whether some process's room (listed by the matchmaker driver) holds the game now: its one listing, by id. */
async function held(roomId: string): Promise<boolean> {
  return (await matchMaker.getRoomById(roomId)) !== undefined;
}

/** The games some process's room holds now: one listing query, however many games are stored. */
async function heldRooms(roomNames: readonly string[]): Promise<Set<string>> {
  const listings = await Promise.all(roomNames.map((name) => matchMaker.query({ name })));
  return new Set(listings.flat().map((listing) => listing.roomId));
}

/**
 * Brings back, in this process, the live stored games (lobbies and games being played) that no room
 * of any process holds. A claim in the presence every process shares (an atomic increment: the
 * first claimer sees 1) keeps two processes from restoring the same game at once; the room's
 * listing keeps them from doing it afterwards. A game that cannot be brought back (its log no
 * longer replays, say) is logged and marked abandoned, so that nobody tries again. Listings of
 * processes that no longer answer are cleared first (Colyseus' own health check), so that a
 * crashed process's games count as unheld. A game whose stored log is not whole (gameDamage.ts)
 * is not resumed: it is marked damaged and logged (`game_damaged`). Returns what came back, and
 * every live game the store holds as damaged (found now or before, such as at open) for /healthz.
 */
export async function restoreRooms(
  roomNames: readonly string[],
  store: GameStore,
  tickets: RestoreTickets,
  logger: Logger,
  only: (roomId: string) => boolean = () => true,
): Promise<RestoreReport> {
  await matchMaker.healthCheckAllProcesses();
  // Ids first: a game's log is read only once this process has won the right to restore it.
  const live = (await store.liveIds()).filter(only);
  const alreadyHeld = await heldRooms(roomNames);
  let restored = 0;
  let failed = 0;
  for (const roomId of live) {
    if (alreadyHeld.has(roomId)) continue;
    const claim = `restore-claim:${roomId}`;
    if ((await matchMaker.presence.incr(claim)) !== 1) continue;
    await matchMaker.presence.expire(claim, 60); // a claimer that dies mid-restore frees it
    try {
      if (await held(roomId)) continue; // restored by another process just before our claim
      let game: StoredGame | null;
      try {
        game = await store.load(roomId);
      } catch (e) {
        if (!(e instanceof GameDamagedError)) throw e;
        await store.markDamaged(e.damage);
        logDamaged(logger, e.damage);
        continue;
      }
      if (!game || (game.status !== 'lobby' && game.status !== 'playing')) continue; // closed meanwhile
      // The stored game names its room (the game id); a game this server does not host fails below.
      if (!roomNames.includes(game.game)) throw new Error(`this server hosts no game ${game.game}`);
      await matchMaker.createRoom(game.game, { [RESTORE_OPTION]: tickets.issue(game) });
      restored += 1;
    } catch (e) {
      failed += 1;
      logger.error({ err: e, event: 'restore_failed', roomId }, 'could not restore a stored room; marking it abandoned');
      await store.abandon(roomId).catch(() => undefined);
    } finally {
      await matchMaker.presence.del(claim);
    }
  }
  const damaged = await store.damaged();
  if (restored + failed > 0 || live.length === 0) {
    logger.info({ event: 'restored', rooms: restored, failed, damaged: damaged.length }, `restored ${restored} stored room(s)`);
  }
  return { restored, failed, damaged };
}

/** What one restore pass did. */
export interface RestoreReport {
  /** Rooms brought back. */
  restored: number;
  /** Rooms that could not be (their log no longer replays): marked abandoned. */
  failed: number;
  /** Live games the store holds as damaged, never resumed: for operators and /healthz. */
  damaged: DamagedGame[];
}

/**
 * With several processes: every few seconds, restores the stored games whose process died. A game
 * must be seen unheld twice in a row, so that a room still between saving its lobby and being
 * listed (milliseconds) is never restored beside itself.
 */
export function sweepOrphanedGames(roomNames: readonly string[], store: GameStore, tickets: RestoreTickets, logger: Logger, everyMs: number): () => void {
  let unheldBefore = new Set<string>();
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await matchMaker.healthCheckAllProcesses();
      const holding = await heldRooms(roomNames);
      const unheld = new Set((await store.liveIds()).filter((id) => !holding.has(id)));
      const orphans = unheldBefore;
      unheldBefore = unheld;
      if ([...unheld].some((id) => orphans.has(id))) {
        await restoreRooms(roomNames, store, tickets, logger, (id) => orphans.has(id) && unheld.has(id));
      }
    } catch (e) {
      logger.warn({ err: e, event: 'sweep_failed' }, 'could not look for orphaned games');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
