// Lists packed in one string of a synced state, and read back by a client. A list synced as a string
// costs the server far less memory than as an array schema (each array keeps change tracking of its
// own: about 2 KB a room), at the price of being sent whole when it changes.

/** @colyseus/schema 3.0 writes a string of exactly 255 UTF-8 bytes with length 0 (its `length % 255`,
 * colyseus/schema#216), which corrupts the rest of the patch for every client: such a packed list
 * gets one more separator, which `itemsOf` drops. */
const SCHEMA_BAD_LENGTH = 255;
const utf8Length = (text: string): number => new TextEncoder().encode(text).length;
export function clearOfLength255(packed: string, separator = ','): string {
  // A UTF-8 character takes 1 to 3 bytes per UTF-16 unit: only lengths 85-255 can make 255 bytes.
  if (packed.length < SCHEMA_BAD_LENGTH / 3 || packed.length > SCHEMA_BAD_LENGTH) return packed;
  return utf8Length(packed) === SCHEMA_BAD_LENGTH ? `${packed}${separator}` : packed;
}

/** `items` packed in one string, joined by `separator`. */
export const packList = (items: readonly (string | number)[], separator = ','): string => clearOfLength255(items.join(separator), separator);

/** The items of a packed list ('' is none). */
export function itemsOf(text: string, separator = ','): string[] {
  const items = text === '' ? [] : text.split(separator);
  // The separator added to a list of 255 bytes (clearOfLength255).
  if (items.at(-1) === '') items.pop();
  return items;
}

/** `fields` as whole numbers, each checked (`text`: where they came from, for the error). */
export function wholeNumbers(fields: readonly string[], text: string): number[] {
  return fields.map((field) => {
    const n = Number(field);
    if (field === '' || !Number.isInteger(n)) throw new Error(`viewFromSync: not whole numbers: ${text}`);
    return n;
  });
}

/** The numbers of a packed list. */
export const numbersOf = (text: string, separator = ','): number[] => wholeNumbers(itemsOf(text, separator), text);

/** A pending decision as synced: the seats it waits for, when it has them, packed (the caller
 * casts to its game's synced type). */
export function withSeatsPacked(pending: object): object {
  const { seats, ...rest } = pending as { seats?: readonly number[] };
  return seats ? { ...rest, seats: packList(seats) } : rest;
}

/** A synced pending decision with its seats read back (the caller casts to its game's Pending). */
export function withSeatsRead(pending: object): object {
  const { seats, ...rest } = pending as { seats?: string };
  return seats !== undefined ? { ...rest, seats: numbersOf(seats) } : rest;
}
