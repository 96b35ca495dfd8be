// A room's one-shot timers on Node's own clock. The room's Colyseus clock advances only when a patch
// is broadcast (its patch interval), and our rooms patch when their state changes rather than on an
// interval (GameRoom's patchOnChange), so timers there would wait for the next change.
import type { Logger } from 'pino';

export interface Timer {
  clear(): void;
}

export class RoomTimers {
  private readonly live = new Set<NodeJS.Timeout>();

  constructor(private readonly logger: () => Logger) {}

  /** Runs `handler` once after `ms`, unless cleared first (or every timer is, at dispose). A handler
   * that throws is logged; the room goes on. */
  setTimeout(handler: () => void, ms: number): Timer {
    const timer = setTimeout(() => {
      this.live.delete(timer);
      try {
        handler();
      } catch (e) {
        this.logger().error({ err: e }, 'room timer failed');
      }
    }, ms);
    this.live.add(timer);
    return {
      clear: () => {
        clearTimeout(timer);
        this.live.delete(timer);
      },
    };
  }

  clearAll(): void {
    for (const timer of this.live) clearTimeout(timer);
    this.live.clear();
  }
}
