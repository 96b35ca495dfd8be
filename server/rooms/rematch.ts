// Rematch: once a game is over, a player of it asks (`rematch`, no payload) and the server opens the
// table's rematch room itself: the same game, player count, options and pace, private, with the
// table's computer players seated as bots at their levels. One room per finished room, opened on
// the first request; later requests get the same room while it is there (a new one if it is gone).
// Its id and invite code go to the players of the finished game only, never to spectators.
// Clients used to announce a room of their own, and the first announcement won: a bogus id blocked
// the table's rematch, and the code reached spectators.
import { RoomTickets } from './roomTickets.js';
import { matchMaker } from '@colyseus/core';
import { z } from 'zod';
import type { BotLevel, Pace, RematchOfferPayload } from '../../shared/protocol.js';

export const RematchRequest = z.union([z.strictObject({}), z.undefined(), z.null()]);

/** The create option that carries a rematch ticket; cluster.ts creates such rooms in this process. */
export const REMATCH_OPTION = 'rematchTicket';

/** What a rematch room is opened with, and what it says back (its invite code). */
export interface RematchTicket {
  /** Per seat: a bot's level, or null for a person's seat. */
  bots: (BotLevel | null)[];
  /** Set by the room once it has its invite code. */
  code?: string;
}

/** This process's tickets (Colyseus' matchmaker, which creates the rooms, is per process too). */
export const rematchTickets = new RoomTickets<RematchTicket>(REMATCH_OPTION);

/** The finished table, as its rematch room is to be opened. */
export interface RematchTable {
  roomName: string;
  playerCount: number;
  options: unknown;
  pace: Pace;
  bots: (BotLevel | null)[];
}

/** Opens a rematch room for the table; resolves with its id and invite code. */
export async function openRematchRoom(table: RematchTable): Promise<{ roomId: string; code: string }> {
  const ticket: RematchTicket = { bots: table.bots };
  const listing = await matchMaker.createRoom(table.roomName, {
    playerCount: table.playerCount,
    options: table.options,
    pace: table.pace,
    private: true,
    [REMATCH_OPTION]: rematchTickets.issue(ticket),
  });
  if (!ticket.code) throw new Error('the rematch room has no invite code');
  return { roomId: listing.roomId, code: ticket.code };
}

/** A finished room's rematch: opened once, handed out again while it is there. */
export class TableRematch {
  private current: Promise<RematchOfferPayload> | null = null;

  constructor(private readonly open: () => Promise<{ roomId: string; code: string }>) {}

  /** The table's rematch room: the one opened before if it is still there, else a new one (by `by`). */
  offer(by: string): Promise<RematchOfferPayload> {
    const previous = this.current;
    // Chained, so that requests arriving together get the same room.
    this.current = (async () => {
      const before = previous ? await previous.catch(() => null) : null;
      if (before && (await matchMaker.getRoomById(before.roomId))) return before;
      return { ...(await this.open()), by };
    })();
    return this.current;
  }
}
