// Seeded randomness kept inside game state: the generator's state is a plain number array,
// so a state can be stored, sent and replayed. Never use Math.random in rules code.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = number[];

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** Something that holds a generator state; `rng` is replaced in place after each draw. */
export interface HasRng {
  rng: RngState;
}

export function randomInt(holder: HasRng, from: number, to: number): number {
  const gen = xoroshiro128plusFromState(holder.rng);
  const value = uniformInt(gen, from, to);
  holder.rng = [...gen.getState()];
  return value;
}

/** Fisher-Yates shuffle in place, drawing from the holder's generator. */
export function shuffleInPlace<T>(holder: HasRng, items: T[]): T[] {
  const gen = xoroshiro128plusFromState(holder.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  holder.rng = [...gen.getState()];
  return items;
}
