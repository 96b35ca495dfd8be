// Structural sharing between two snapshots of plain data (the view a patch decodes into, JSON-like):
// wherever `next` holds the same data as `previous`, the result holds `previous`'s own object, so a
// part of the table whose data did not change is the same object as before and its drawing can be
// skipped (useMemo on it). A patch usually changes one player, the pending decision and a counter;
// everything else comes back as it was.

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** `next`, sharing with `previous` every part that holds the same data (`previous` itself if all). */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const out = next.map((item, i) => {
      const shared = shareUnchanged(previous[i], item);
      if (shared !== previous[i]) same = false;
      return shared;
    });
    return (same ? previous : out) as T;
  }
  if (isPlainObject(next)) {
    if (!isPlainObject(previous)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Plain = {};
    for (const key of keys) {
      const shared = shareUnchanged(previous[key], next[key]);
      if (shared !== previous[key] || !(key in previous)) same = false;
      out[key] = shared;
    }
    return (same ? previous : out) as T;
  }
  return next;
}
