// The rooms this process holds, as the operators see them (operatorApi.ts): each room registers its
// moderation part once it is open and leaves on disposal. Colyseus's matchMaker lists rooms of
// every process (with Redis); this is what this process can act on.
export interface LivePlayer {
  seat: number;
  name: string;
  /** A computer player's level, or null for a person. */
  bot: string | null;
  connected: boolean;
  /** Played by a bot until its player is back (left, or gone past the reconnection window). */
  away: boolean;
  /** The client address of the seat's connection, when this process knows it. */
  address: string | null;
}

export interface LiveRoomReport {
  roomId: string;
  /** The game's id (its room name). */
  game: string;
  status: string;
  round: number | null;
  phase: string | null;
  private: boolean;
  inviteCode: string | null;
  playerCount: number;
  players: LivePlayer[];
  spectators: number;
  createdAt: string;
  ageSeconds: number;
}

export type RemoveOutcome = 'removed' | 'no_such_seat';

export interface OperatedRoom {
  readonly roomId: string;
  describe(): LiveRoomReport;
  /** Tells every connection why, closes them, and the game is stored as abandoned. */
  close(reason: string): Promise<void>;
  /** Frees or hands to a bot the seat, closes its connection, and bars its seat token from the room. */
  removePlayer(seat: number, reason: string): Promise<RemoveOutcome>;
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
