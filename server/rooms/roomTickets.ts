// One-use tickets that a room created by the server itself (a restored game, a rematch) finds in its
// create options: 128-bit random, living only in this process's memory, so no client can forge one.
// The matchmaker creates such rooms in this process (cluster.ts selectProcessForRoom).
import { randomBytes } from 'node:crypto';

export class RoomTickets<T> {
  private readonly tickets = new Map<string, T>();

  /** `option`: the create option the ticket travels in. */
  constructor(readonly option: string) {}

  /** Create options carrying a new ticket for `value`. */
  issue(value: T): string {
    const id = randomBytes(16).toString('hex');
    this.tickets.set(id, value);
    return id;
  }

  /** What the ticket in a room's create options stands for, once; null for any other room. */
  redeem(options: unknown): T | null {
    const id = typeof options === 'object' && options !== null ? (options as Record<string, unknown>)[this.option] : undefined;
    if (typeof id !== 'string') return null;
    const value = this.tickets.get(id) ?? null;
    this.tickets.delete(id);
    return value;
  }
}
