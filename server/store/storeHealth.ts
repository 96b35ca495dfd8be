// Whether the game store answers. A failed write or a failed ping marks it down (logged once), and
// a ping every second (bounded in time like every store call: boundedStore.ts) brings it back up by
// itself when the database returns. While it is down the health check says not ready and rooms
// refuse actions at once instead of waiting on timeouts.
import type { Logger } from '../logger.js';
import type { GameStore } from './gameStore.js';

export interface StoreReport {
  state: 'up' | 'down';
  /** While down: since when (epoch ms), and the last error's message. */
  downSince?: number;
  error?: string;
}

export class StoreHealth {
  private up = true;
  private downSince = 0;
  private lastError = '';
  /** Milliseconds of outages that ended (metrics). */
  private pastOutagesMs = 0;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly store: GameStore,
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {}

  get ready(): boolean {
    return this.up;
  }

  /** Seconds the store has been down since the process started, the current outage included. */
  outageSeconds(): number {
    return (this.pastOutagesMs + (this.up ? 0 : Date.now() - this.downSince)) / 1000;
  }

  report(): StoreReport {
    return this.up ? { state: 'up' } : { state: 'down', downSince: this.downSince, error: this.lastError };
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A store call failed: is the database gone? Pings now rather than at the next interval. */
  failed(err: unknown): void {
    void this.check(err);
  }

  check(cause?: unknown): Promise<void> {
    this.checking ??= this.store
      .ping()
      .then(
        () => {
          if (!this.up) {
            this.logger.warn({ event: 'store_up' }, 'game store is reachable again: actions are accepted');
            this.pastOutagesMs += Date.now() - this.downSince;
          }
          this.up = true;
        },
        (err: unknown) => {
          if (this.up) {
            this.logger.error({ event: 'store_down', err, cause }, 'game store is unreachable: actions are refused until it returns');
            this.downSince = Date.now();
          }
          this.up = false;
          this.lastError = err instanceof Error ? err.message : String(err);
        },
      )
      .finally(() => (this.checking = null));
    return this.checking;
  }
}
