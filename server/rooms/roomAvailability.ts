// Where a room stands, for a client whose seat's room did not answer: with several processes, the
// process holding a room can die, and until another restores the game from the store (a sweep, up
// to twice RESTORE_SWEEP_SECONDS) a join answers 4212, "no such room". Clients took that as "seat
// gone" and deleted their seat tokens after ~7 s; now they ask here first and keep the seat while
// the game is being restored.
import { matchMaker } from '@colyseus/core';
import type { RoomAvailability } from '../../shared/protocol.js';
import type { GameStore } from '../store/gameStore.js';
import type { RoomConditions } from './roomConditions.js';

export async function roomAvailability(roomId: string, store: GameStore, conditions: RoomConditions): Promise<RoomAvailability> {
  if (conditions.get(roomId)?.condition === 'damaged') return 'damaged';
  if (await matchMaker.getRoomById(roomId)) return 'open';
  const summary = await store.summary(roomId);
  if (!summary) return 'gone';
  if (summary.status !== 'lobby' && summary.status !== 'playing') return 'finished';
  if ((await store.damaged()).some((game) => game.roomId === roomId)) return 'damaged';
  return 'restoring';
}
