// Every store call is bounded in time by one timer for all the calls in flight (boundedStore.ts):
// a call that answers keeps its answer, one that does not rejects with StoreTimeout, whatever the
// calls around it do, and the list of calls in flight empties as they answer.
import { describe, expect, it } from 'vitest';
import { Deadlines, StoreTimeout } from '../../server/store/boundedStore.js';

const never = () => new Promise<never>(() => {});

describe('Deadlines', () => {
  it('passes on answers and failures, and forgets answered calls', async () => {
    const deadlines = new Deadlines(60_000);
    const answers = await Promise.all([1, 2, 3].map((n) => deadlines.bound(Promise.resolve(n), 'append')));
    expect(answers).toEqual([1, 2, 3]);
    await expect(deadlines.bound(Promise.reject(new Error('disk full')), 'append')).rejects.toThrow('disk full');
    expect(deadlines.pending).toBe(0);
  });

  it('times out the calls that never answer, and only those, even between answered ones', async () => {
    const deadlines = new Deadlines(20);
    let late!: (value: string) => void;
    const calls = [
      deadlines.bound(never(), 'append'),
      deadlines.bound(Promise.resolve('stored'), 'append'),
      deadlines.bound(new Promise<string>((resolve) => (late = resolve)), 'finish'),
      deadlines.bound(never(), 'begin'),
    ];
    const settled = await Promise.allSettled(calls);
    late('too late'); // an answer after the time-out is ignored
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'rejected']);
    for (const s of [settled[0], settled[2], settled[3]]) expect((s as PromiseRejectedResult).reason).toBeInstanceOf(StoreTimeout);
    expect((settled[3] as PromiseRejectedResult).reason.message).toContain('begin');
    expect(deadlines.pending).toBe(0);
  });

  it('times out a call made after an earlier one answered (the timer follows the oldest call waiting)', async () => {
    const deadlines = new Deadlines(20);
    await deadlines.bound(Promise.resolve(1), 'append');
    await expect(deadlines.bound(never(), 'append')).rejects.toBeInstanceOf(StoreTimeout);
    await expect(deadlines.bound(never(), 'append')).rejects.toBeInstanceOf(StoreTimeout);
  });
});
