// Reservations for new seats of a public room, per address. A seat reservation holds a seat for
// SEAT_RESERVATION_SECONDS before its WebSocket claims it; one address renewing its reservations
// every few seconds kept a public room's last seats held for good (others got "already full" and
// quick match sent them elsewhere). Lapses now cost: when an address's reservation for a new seat
// lapses unclaimed, that address may not reserve a new seat in the room for
// SEAT_RESERVATION_SECONDS × 2^(lapses − 1), at most MAX_PENALTY_MS. Renewing three reservations
// holds the seats 5 s, then they are free 20 s, then 160 s, then 10 minutes at a time.
// A person's browser claims its seat within a second, so honest joins never lapse, and several
// people behind one address may still join at once. Seat holders coming back (seat token) and
// spectators are not concerned.

/** The longest an address waits after its reservations lapsed. */
export const MAX_PENALTY_MS = 10 * 60_000;

export class NewSeatHolds {
  /** Reservations for a new seat not yet claimed, by their admission object (what onAuth returned). */
  private readonly open = new Map<object, string>();
  private readonly penalties = new Map<string, { lapses: number; until: number }>();

  constructor(
    /** The wait after a first lapse (ms): the reservation time. */
    private readonly baseMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A reservation for a new seat was made for `address`. */
  reserved(admission: unknown, address: string): void {
    if (typeof admission === 'object' && admission !== null) this.open.set(admission, address);
  }

  /** Its WebSocket came (whatever the room then decides): it did not lapse. */
  claimed(admission: unknown): void {
    if (typeof admission === 'object' && admission !== null) this.open.delete(admission);
  }

  /**
   * Why `address` may not reserve a new seat now, or null. `pending` is every reservation still
   * unclaimed (their admission objects): a tracked one no longer among them lapsed.
   */
  refusal(address: string, pending: readonly unknown[]): string | null {
    this.noteLapses(new Set(pending));
    const penalty = this.penalties.get(address);
    const wait = penalty ? penalty.until - this.now() : 0;
    return wait > 0 ? `a seat your address reserved here was never taken: try again in ${Math.ceil(wait / 1000)} s` : null;
  }

  private noteLapses(pending: Set<unknown>): void {
    for (const [admission, address] of this.open) {
      if (pending.has(admission)) continue;
      this.open.delete(admission);
      const lapses = (this.penalties.get(address)?.lapses ?? 0) + 1;
      const wait = Math.min(this.baseMs() * 2 ** (lapses - 1), MAX_PENALTY_MS);
      this.penalties.set(address, { lapses, until: this.now() + wait });
    }
  }
}
