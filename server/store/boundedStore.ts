// Every store call ends within a time limit. With the database black-holed, each move waited on
// the driver's own timeout (10 s) before it was refused; a call that has not answered in `ms` now
// rejects with StoreTimeout, and the room treats an append that timed out as one whose outcome is
// unknown (it may have been committed): see GameRoom's appendResolved. The call itself is not
// cancelled (no driver can take back a statement already sent); its late answer is ignored.
import * as metrics from '../metrics.js';
import type { GameStore } from './gameStore.js';

export class StoreTimeout extends Error {
  constructor(call: string, ms: number) {
    super(`the game store did not answer ${call} within ${ms} ms`);
    this.name = 'StoreTimeout';
  }
}

/** A call waiting for its answer. */
interface Waiting {
  /** Date.now() by which it must have answered. */
  until: number;
  call: string;
  /** Cleared once it answered. */
  reject: ((err: unknown) => void) | null;
}

/**
 * Bounds every call by the same `ms` with one timer for them all, instead of a timer set and
 * cleared per call (each action appends once): the calls wait in the order they were made, which
 * is the order they run out in, and the timer runs for the oldest one still waiting. Answered calls
 * leave the front of the list as they answer, so it holds about the calls in flight. The timer does
 * not keep the process alive by itself: a call in flight is held by its driver's own work.
 */
export class Deadlines {
  private readonly waiting: Waiting[] = [];
  /** Index of the oldest entry of `waiting` that may still be waiting. */
  private head = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly ms: number) {}

  bound<T>(work: Promise<T>, call: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = { until: Date.now() + this.ms, call, reject };
      this.waiting.push(entry);
      this.timer ??= this.arm(this.ms);
      // False when the call timed out already (its late answer is ignored).
      const answered = (): boolean => {
        if (entry.reject === null) return false;
        entry.reject = null;
        this.trim();
        return true;
      };
      work.then(
        (value) => answered() && resolve(value),
        (err: unknown) => answered() && reject(err),
      );
    });
  }

  /** Calls still waiting (tests). */
  get pending(): number {
    let count = 0;
    for (let i = this.head; i < this.waiting.length; i++) if (this.waiting[i]!.reject) count += 1;
    return count;
  }

  private arm(ms: number): NodeJS.Timeout {
    return setTimeout(() => this.expire(), ms).unref();
  }

  /** Drops the answered (or timed-out) calls at the front. */
  private trim(): void {
    const { waiting } = this;
    while (this.head < waiting.length && waiting[this.head]!.reject === null) this.head += 1;
    if (this.head === waiting.length) {
      waiting.length = 0;
      this.head = 0;
    } else if (this.head > 1024) {
      waiting.splice(0, this.head);
      this.head = 0;
    }
  }

  private expire(): void {
    this.timer = null;
    const now = Date.now();
    const { waiting } = this;
    for (let i = this.head; i < waiting.length; i++) {
      const entry = waiting[i]!;
      if (entry.reject === null) continue;
      if (entry.until > now) break;
      const reject = entry.reject;
      entry.reject = null;
      reject(new StoreTimeout(entry.call, this.ms));
    }
    this.trim();
    if (this.head < waiting.length) this.timer = this.arm(Math.max(1, waiting[this.head]!.until - now));
  }
}

/** The same store, each call bounded by `ms` (close excepted: shutting down waits for it); every
 * call that fails or times out is counted (metrics.ts). */
export function boundedStore(store: GameStore, ms: number): GameStore {
  const deadlines = new Deadlines(ms);
  /** Each method's bounded form, made once. */
  const bounded = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || name === 'close') return value;
      let method = bounded.get(name);
      if (!method) {
        const call = String(name);
        const fail = (e: unknown) => {
          metrics.storeError(call);
          throw e;
        };
        method = (...args: unknown[]) =>
          deadlines.bound(Promise.resolve((Reflect.get(target, name) as (...a: unknown[]) => unknown).apply(target, args)), call).catch(fail);
        bounded.set(name, method);
      }
      return method;
    },
  });
}
