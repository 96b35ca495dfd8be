// Clocks of timed decisions: one per seat the game waits for, keyed by the decision (`round:phase`)
// so that a seat's clock runs once per decision and is never re-armed after it ran out, even if the
// seat is still pending. The room decides what time-out means (it takes the seat's defaults).
import type { Timer } from './roomTimers.js';

/** The part of the room's timers used here (RoomTimers). */
export interface TimerSource {
  setTimeout(handler: () => void, ms: number): Timer;
}

export class DecisionClocks {
  /** Per seat: the running clock of its current timed decision. */
  private readonly running = new Map<number, { key: string; at: number; timer: Timer }>();
  /** `key:seat` decisions whose time ran out. */
  private readonly expired = new Set<string>();

  constructor(
    private readonly timers: TimerSource,
    private readonly onTimeOut: (seat: number, key: string) => void,
  ) {}

  /**
   * Stops the clocks of seats no longer waited for in decision `key`, and starts one of `ms` for
   * each pending seat that has none yet. `ms` null: the decision is untimed (every clock stops).
   */
  refresh(key: string, pending: readonly number[], ms: number | null): void {
    const waited = ms === null ? [] : pending;
    for (const [seat, clock] of this.running) {
      if (clock.key !== key || !waited.includes(seat)) {
        clock.timer.clear();
        this.running.delete(seat);
      }
    }
    if (ms === null) return;
    for (const seat of waited) {
      if (this.running.has(seat) || this.expired.has(`${key}:${seat}`)) continue;
      const timer = this.timers.setTimeout(() => {
        this.running.delete(seat);
        this.expired.add(`${key}:${seat}`);
        this.onTimeOut(seat, key);
      }, ms);
      this.running.set(seat, { key, at: Date.now() + ms, timer });
    }
  }

  /** When the seat's current decision runs out (epoch ms), or 0 when it is not timed. */
  deadline(seat: number): number {
    return this.running.get(seat)?.at ?? 0;
  }

  stopAll(): void {
    for (const clock of this.running.values()) clock.timer.clear();
    this.running.clear();
  }
}
