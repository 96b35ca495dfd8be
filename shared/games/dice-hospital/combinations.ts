// Choices of k among n, for listing legal targets.

/** Every choice of `k` of `items`, each in the items' order; the choices in lexicographic order of
 * their positions (the first item's choices first). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const n = items.length;
  if (k === 0) return [[]];
  if (k < 0 || k > n) return [];
  const out: T[][] = [];
  const at = new Array<number>(k);
  for (let i = 0; i < k; i++) at[i] = i;
  for (;;) {
    const choice = new Array<T>(k);
    for (let i = 0; i < k; i++) choice[i] = items[at[i]!]!;
    out.push(choice);
    // The rightmost position that can still move right moves one step; those after it follow it.
    let i = k - 1;
    while (i >= 0 && at[i] === n - k + i) i--;
    if (i < 0) return out;
    at[i]! += 1;
    for (let j = i + 1; j < k; j++) at[j] = at[j - 1]! + 1;
  }
}
