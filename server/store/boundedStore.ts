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

export function withTimeout<T>(work: Promise<T>, ms: number, call: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StoreTimeout(call, ms)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** The same store, each call bounded by `ms` (close excepted: shutting down waits for it); every
 * call that fails or times out is counted (metrics.ts). */
export function boundedStore(store: GameStore, ms: number): GameStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || name === 'close') return value;
      return (...args: unknown[]) =>
        withTimeout(Promise.resolve(value.apply(target, args)), ms, String(name)).catch((e: unknown) => {
          metrics.storeError(String(name));
          throw e;
        });
    },
  });
}
