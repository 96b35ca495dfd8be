// Picking several of a set: one click adds an item (while there is room) or takes it out again.

/** `list` with `item` added (while fewer than `max` are in it) or removed. */
export function toggled<K>(list: readonly K[], item: K, max = Infinity): K[] {
  if (list.includes(item)) return list.filter((x) => x !== item);
  return list.length < max ? [...list, item] : [...list];
}
