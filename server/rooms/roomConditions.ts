// Rooms of this process that cannot act now, and why, for /healthz and the logs: a room waiting
// for its store to say whether a move was written, a room whose store holds another move than the
// one it played (it needs a restart, which brings the game back as stored), a restored game whose
// stored log is shorter than what was acknowledged. A room in none of these is absent.
export type RoomCondition = 'waitingForStore' | 'forked' | 'damaged';

export interface RoomConditionReport {
  roomId: string;
  condition: RoomCondition;
  /** Since when (epoch ms). */
  since: number;
  detail?: string;
}

export class RoomConditions {
  private readonly rooms = new Map<string, RoomConditionReport>();

  set(roomId: string, condition: RoomCondition, detail?: string): void {
    if (this.rooms.get(roomId)?.condition === condition) return;
    this.rooms.set(roomId, { roomId, condition, since: Date.now(), ...(detail ? { detail } : {}) });
  }

  get(roomId: string): RoomConditionReport | undefined {
    return this.rooms.get(roomId);
  }

  has(roomId: string): boolean {
    return this.rooms.has(roomId);
  }

  clear(roomId: string): void {
    this.rooms.delete(roomId);
  }

  list(): RoomConditionReport[] {
    return [...this.rooms.values()];
  }
}
