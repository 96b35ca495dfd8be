// The rooms this process holds, as the operators see them (operatorApi.ts): each room registers its
// moderation part once it is open and leaves on disposal. Colyseus's matchMaker lists rooms of
// every process (with Redis); this is what this process can act on.
import type { LivePlayer, LiveRoomReport } from '../../shared/operator.js';

export type { LivePlayer, LiveRoomReport };

export type RemoveOutcome = 'removed' | 'no_such_seat';

export interface OperatedRoom {
  readonly roomId: string;
  describe(): LiveRoomReport;
  /** Tells every connection why, closes them, and the game is stored as abandoned. */
  close(reason: string): Promise<void>;
  /** Frees or hands to a bot the seat, closes its connection, and bars its seat token from the room. */
  removePlayer(seat: number, reason: string): Promise<RemoveOutcome>;
  /** Binds the guest's seat whose token hashes to `tokenHash` to the account (POST /api/me/seats),
   * as the store's AccountStore.bindSeat does; true when it was bound now. */
  bindAccount(tokenHash: string, accountId: string): Promise<boolean>;
}

export class LiveRooms {
  private readonly rooms = new Map<string, OperatedRoom>();

  add(room: OperatedRoom): void {
    this.rooms.set(room.roomId, room);
  }

  remove(roomId: string): void {
    this.rooms.delete(roomId);
  }

  get(roomId: string): OperatedRoom | undefined {
    return this.rooms.get(roomId);
  }

  list(): OperatedRoom[] {
    return [...this.rooms.values()];
  }
}
