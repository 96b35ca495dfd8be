// What the operators' API (/api/admin) answers about live rooms: the server builds it
// (server/rooms/liveRooms.ts) and the operator page reads it (client/src/views/admin).
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
