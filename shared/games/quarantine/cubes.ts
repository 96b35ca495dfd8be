// Counting cubes, and paying with them: a price by colour, by count (Purchasing, the additional
// treatment room's "any 2 cubes"), with two Lab greys standing for one cube (rules §6, §8.7).
import type { Cubes } from './types.js';
import { COLOURS, CUBES } from './types.js';

export const noCubes = (): Cubes => ({ blue: 0, green: 0, red: 0, yellow: 0, grey: 0 });
export const cubesOf = (partial: Partial<Cubes>): Cubes => ({ ...noCubes(), ...partial });
export const copyCubes = (c: Cubes): Cubes => ({ blue: c.blue, green: c.green, red: c.red, yellow: c.yellow, grey: c.grey });
export const total = (c: Cubes): number => c.blue + c.green + c.red + c.yellow + c.grey;
export const colouredTotal = (c: Cubes): number => c.blue + c.green + c.red + c.yellow;

export function addCubes(to: Cubes, from: Cubes): void {
  for (const c of CUBES) to[c] += from[c];
}
export function takeCubes(from: Cubes, what: Cubes): void {
  for (const c of CUBES) from[c] -= what[c];
}
export const covers = (have: Cubes, want: Cubes): boolean => CUBES.every((c) => have[c] >= want[c]);

export const isCubes = (v: unknown): v is Cubes => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const rec = v as Record<string, unknown>;
  if (Object.keys(rec).length !== CUBES.length) return false;
  return CUBES.every((c) => Number.isSafeInteger(rec[c]) && (rec[c] as number) >= 0 && (rec[c] as number) <= 200);
};

/** How a price is paid: exactly by colour, or by count only (Purchasing, "any 2 cubes"); greys
 * count only with a working Lab, two for one cube. */
export interface PayTerms {
  price: Cubes;
  byCount: boolean;
  lab: boolean;
}

/** Why `pay` does not settle the terms from `supply`, or null. */
export function paymentError(pay: Cubes, terms: PayTerms, supply: Cubes): string | null {
  if (!covers(supply, pay)) return 'you do not have those cubes';
  if (pay.grey > 0 && !terms.lab) return 'grey cubes pay only with a working Lab';
  if (pay.grey % 2 !== 0) return 'grey cubes pay two for one cube';
  const pairs = pay.grey / 2;
  if (terms.byCount) {
    return colouredTotal(pay) + pairs === colouredTotal(terms.price) ? null : `pay exactly ${colouredTotal(terms.price)} cubes`;
  }
  let missing = 0;
  for (const c of COLOURS) {
    if (pay[c] > terms.price[c]) return `the price has only ${terms.price[c]} ${c}`;
    missing += terms.price[c] - pay[c];
  }
  return missing === pairs ? null : 'pay exactly the price (two Lab greys may replace one cube)';
}

/** Every way to settle the terms from `supply` (none when it cannot). */
export function payments(terms: PayTerms, supply: Cubes): Cubes[] {
  const count = colouredTotal(terms.price);
  const maxPairs = terms.lab ? Math.floor(supply.grey / 2) : 0;
  const out: Cubes[] = [];
  const pay = noCubes();
  const walk = (i: number, left: number): void => {
    if (i === COLOURS.length) {
      if (left <= maxPairs && (left === 0 || terms.lab)) {
        const done = copyCubes(pay);
        done.grey = left * 2;
        if (!paymentError(done, terms, supply)) out.push(done);
      }
      return;
    }
    const c = COLOURS[i]!;
    const most = Math.min(supply[c], left, terms.byCount ? left : terms.price[c]);
    for (let n = most; n >= 0; n--) {
      pay[c] = n;
      walk(i + 1, left - n);
    }
    pay[c] = 0;
  };
  walk(0, count);
  return out;
}

/** Every multiset of `size` coloured cubes that `supply` holds. */
export function colouredSets(supply: Cubes, size: number): Cubes[] {
  const out: Cubes[] = [];
  const set = noCubes();
  const walk = (i: number, left: number): void => {
    const c = COLOURS[i]!;
    if (i === COLOURS.length - 1) {
      if (left <= supply[c]) out.push({ ...copyCubes(set), [c]: left });
      return;
    }
    for (let n = Math.min(left, supply[c]); n >= 0; n--) {
      set[c] = n;
      walk(i + 1, left - n);
    }
    set[c] = 0;
  };
  walk(0, size);
  return out;
}
