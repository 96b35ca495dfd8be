// Copy-on-access arrays for an engine's working copy of a state. applyAction used to copy every
// player before running an action, then (Dice Hospital) compare the copies back with the input to
// share what had not changed; most actions reach one player or none. An array made here holds no
// elements of its own, only a length: reading or assigning index i reaches accessors on the class's
// prototype, which copy the input's item the first time it is reached (assigning replaces it).
// Every read reaches the copy, so nothing the rules do can write into the input's items.
// `settle` gives the plain array to keep in the new state: the copies made, the input's own items
// elsewhere. The working copy is private to applyAction, so the accessors never leak into a state.

/** The largest array these arrays stand for (players at one table). */
const MAX_LENGTH = 8;

class LazyCopies<T> extends Array<T> {
  // map, filter... of the working copy's items give plain arrays.
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }
  declare source: readonly T[];
  declare copies: (T | undefined)[];
  declare copy: (item: T) => T;
}

for (let i = 0; i < MAX_LENGTH; i++) {
  Object.defineProperty(LazyCopies.prototype, i, {
    get(this: LazyCopies<unknown>): unknown {
      return (this.copies[i] ??= this.copy(this.source[i]));
    },
    set(this: LazyCopies<unknown>, item: unknown) {
      this.copies[i] = item;
    },
  });
}

/** An array that stands for a copy of `items`, each item copied with `copy` when first reached. */
export function lazyCopies<T>(items: readonly T[], copy: (item: T) => T): T[] {
  if (items.length > MAX_LENGTH) return items.map(copy);
  const out = Reflect.construct(Array, [items.length], LazyCopies) as LazyCopies<T>; // holes only
  out.source = items;
  out.copies = new Array(items.length);
  out.copy = copy;
  return out;
}

/** The plain array for `items` (made by lazyCopies from `source`); `items` itself when it is plain. */
export function settle<T>(items: T[], source: readonly T[]): T[] {
  if (!(items instanceof LazyCopies)) return items;
  const { copies } = items as LazyCopies<T>;
  return source.map((item, i) => copies[i] ?? item);
}

/** Item `i` of `items` for reading only: the copy when one was made, else the input's own item,
 * without copying it (a check that only reads then costs no copy, and no comparison afterwards). */
export function peek<T>(items: T[], i: number): T | undefined {
  if (!(items instanceof LazyCopies)) return items[i];
  return ((items as LazyCopies<T>).copies[i] ?? (items as LazyCopies<T>).source[i]) as T | undefined;
}
