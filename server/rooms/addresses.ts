// Where each connection of a room comes from: the client address its seat reservation was made from
// (static onAuth, behind TRUST_PROXY's rules). Limits that count per address inside a room read it:
// spectator places (SPECTATORS_PER_ADDRESS) and chat lines (chat.ts).

export class ConnectionAddresses {
  private readonly bySession = new Map<string, { address: string; spectator: boolean }>();

  add(sessionId: string, address: string, spectator: boolean): void {
    this.bySession.set(sessionId, { address, spectator });
  }

  remove(sessionId: string): void {
    this.bySession.delete(sessionId);
  }

  /** The connection's address; a connection of unknown origin counts as an address of its own. */
  addressOf(sessionId: string): string {
    return this.bySession.get(sessionId)?.address ?? `session:${sessionId}`;
  }

  /** Spectators connected from `address`. */
  spectatorsFrom(address: string): number {
    let count = 0;
    for (const entry of this.bySession.values()) if (entry.spectator && entry.address === address) count += 1;
    return count;
  }

  /**
   * Why `address` may not have one more spectator place, or null: its connected spectators plus
   * its reservations still on their way (`pending`) already fill its share of the room.
   */
  spectatorRefusal(address: string, pending: number, cap: number): string | null {
    return this.spectatorsFrom(address) + pending >= cap ? `your address already watches this room with ${cap} spectator places` : null;
  }
}
