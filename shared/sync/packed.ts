// Whole numbers packed in one string of a synced state, and read back by a client. A list synced as
// a string costs the server far less memory than as an array schema (each array keeps change
// tracking of its own: about 2 KB), at the price of being sent whole when it changes.

/** `fields` as whole numbers, each checked (`packed`: the text they came from, for the error). */
export function wholeNumbers(fields: readonly string[], packed: string): number[] {
  return fields.map((field) => {
    const n = Number(field);
    if (field === '' || !Number.isInteger(n)) throw new Error(`viewFromSync: not whole numbers: ${packed}`);
    return n;
  });
}

/** The numbers of `packed`, joined by `separator` ('' is none). */
export const numbersOf = (packed: string, separator = ','): number[] => (packed === '' ? [] : wholeNumbers(packed.split(separator), packed));
