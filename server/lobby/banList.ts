// Addresses the operators banned for a while: no creating, joining or chatting until the ban ends.
// Kept in the store (moderationStore.ts) and held here in memory, so that the checks on every
// matchmaking request and every chat line cost no query. Processes sharing a database (REDIS_URL
// set) read the list again every few seconds, so a ban set on one reaches the others.
import { isIP } from 'node:net';
import type { Logger } from '../logger.js';
import type { Ban, ModerationStore } from '../store/moderationStore.js';

/** An address as the checks compare it: an IPv4-mapped IPv6 address is its IPv4 one. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export class BanList {
  private active = new Map<string, Ban>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly store: ModerationStore,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The ban `address` is under now, or null. */
  banOf(address: string): Ban | null {
    const ban = this.active.get(normaliseAddress(address));
    return ban && Date.parse(ban.until) > this.now() ? ban : null;
  }

  list(): Ban[] {
    return [...this.active.values()].filter((b) => Date.parse(b.until) > this.now());
  }

  async ban(address: string, minutes: number, reason: string): Promise<Ban> {
    const saved = await this.store.saveBan({ address: normaliseAddress(address), until: new Date(this.now() + minutes * 60_000), reason });
    this.active.set(saved.address, saved);
    return saved;
  }

  async lift(address: string): Promise<boolean> {
    const key = normaliseAddress(address);
    const lifted = await this.store.liftBan(key);
    this.active.delete(key);
    return lifted;
  }

  /** Reads the bans again from the store. */
  async refresh(): Promise<void> {
    const bans = await this.store.activeBans(new Date(this.now()));
    this.active = new Map(bans.map((b) => [b.address, b]));
  }

  /** Reads them now, then every `everyMs` when other processes may set bans too (0: never again). */
  start(everyMs: number): void {
    const read = () => this.refresh().catch((err: unknown) => this.logger.warn({ err, event: 'bans_not_read' }, 'could not read the bans'));
    void read();
    if (everyMs > 0 && !this.timer) {
      this.timer = setInterval(read, everyMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
