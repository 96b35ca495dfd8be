// The lists every game packs into one string of its synced state (shared/sync/packed.ts).
import { describe, expect, it } from 'vitest';
import { itemsOf, numbersOf, packList } from '../../shared/sync/packed.js';

describe('packed lists', () => {
  it('read back as they were, empty ones and empty items included', () => {
    expect(itemsOf(packList([]))).toEqual([]);
    expect(numbersOf(packList([2, 0, -1, 13]))).toEqual([2, 0, -1, 13]);
    expect(numbersOf(packList([3, 4, 6], ' '), ' ')).toEqual([3, 4, 6]);
    expect(itemsOf(packList(['blue', 'grey']))).toEqual(['blue', 'grey']);
  });

  it('never make a string of exactly 255 UTF-8 bytes, which @colyseus/schema 3.0 would write with length 0', () => {
    // A queue of 51 cube colours, or 85 tile ids: 255 bytes once joined.
    const queue = [...Array<string>(50).fill('blue'), 'green'];
    const ids = [...Array<number>(84).fill(10), 100];
    for (const list of [queue, ids]) {
      expect(Buffer.byteLength(list.join(','))).toBe(255);
      expect(Buffer.byteLength(packList(list))).toBe(256);
    }
    expect(itemsOf(packList(queue))).toEqual(queue);
    expect(numbersOf(packList(ids))).toEqual(ids);
  });

  it('refuse what is not a list of whole numbers, naming it', () => {
    expect(() => numbersOf('1,x,3')).toThrow('not whole numbers: 1,x,3');
    expect(() => numbersOf('1,,3')).toThrow('not whole numbers');
    expect(() => numbersOf('1.5')).toThrow('not whole numbers');
  });
});
