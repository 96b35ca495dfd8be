// Read side of the lobby: room listings (kept by Colyseus' matchmaker driver, so they span
// processes once a shared driver is configured) turned into the RoomSummary of the HTTP API.
import { matchMaker } from '@colyseus/core';
import { normaliseInviteCode, type RoomSummary } from '../../shared/protocol.js';
import { ROOM_NAMES } from '../games.js';
import type { RoomMetadata } from '../rooms/roomListing.js';
import type { InviteCodeStore } from './inviteCodes.js';

interface Listing {
  roomId: string;
  name: string;
  private?: boolean;
  metadata?: RoomMetadata;
}

function toSummary(listing: Listing): RoomSummary | null {
  if (!listing.metadata) return null;
  const { skill: _matchOnly, ...m } = listing.metadata;
  return { roomId: listing.roomId, name: listing.name, ...m };
}

export class RoomDirectory {
  constructor(private readonly inviteCodes: InviteCodeStore) {}

  /** One page of public rooms of every hosted game, those waiting for players first: the listing stays bounded.
   * A finished game is not an open game (it is listed with the recent games), though its room stays
   * open while its players look at the scores or ask for a rematch. */
  async publicRooms(page = 0, pageSize = 50): Promise<RoomSummary[]> {
    const listings = (await Promise.all(ROOM_NAMES.map((name) => matchMaker.query({ name })))).flat() as unknown as Listing[];
    return listings
      .filter((l) => !l.private && l.metadata && !l.metadata.isPrivate)
      .map(toSummary)
      .filter((s): s is RoomSummary => s !== null && s.status !== 'finished')
      .sort((a, b) => Number(a.status !== 'lobby') - Number(b.status !== 'lobby'))
      .slice(page * pageSize, (page + 1) * pageSize);
  }

  /** The room an invite code opens, or null (bad code, unknown code, room gone). */
  async byCode(input: string): Promise<RoomSummary | null> {
    const code = normaliseInviteCode(input);
    if (!code) return null;
    const roomId = await this.inviteCodes.resolve(code);
    if (!roomId) return null;
    const [listing] = (await matchMaker.query({ roomId })) as unknown as Listing[];
    return listing ? toSummary(listing) : null;
  }
}
