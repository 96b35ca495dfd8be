// A patch's new view shares every unchanged part with the last one, so the table can skip drawing it.
import { describe, expect, it } from 'vitest';
import { shareUnchanged } from '../../client/src/net/shareUnchanged.js';

const view = () => ({
  round: 2,
  players: [
    { name: 'Ann', patients: [{ id: 1, value: 3 }], workers: [{ id: 'n1', placedOn: null }] },
    { name: 'Bob', patients: [{ id: 2, value: 5 }], workers: [] },
  ],
  pending: { kind: 'activation', seats: [0, 1] },
});

describe('shareUnchanged', () => {
  it('gives the previous snapshot itself when nothing changed', () => {
    const before = view();
    expect(shareUnchanged(before, view())).toBe(before);
  });

  it('keeps the unchanged player and lists, and has the new data where it changed', () => {
    const before = view();
    const next = view();
    next.players[1]!.patients[0]!.value = 6;
    next.round = 3;
    const shared = shareUnchanged(before, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(before);
    expect(shared.players[0]).toBe(before.players[0]);
    expect(shared.pending).toBe(before.pending);
    expect(shared.players[1]).not.toBe(before.players[1]);
    expect(shared.players[1]!.workers).toBe(before.players[1]!.workers);
    expect(shared.players[1]!.patients[0]).toEqual({ id: 2, value: 6 });
  });

  it('notices added and removed fields and items, and null against an object', () => {
    const before: Record<string, unknown> = { a: 1, list: [1, 2], child: { x: 1 } };
    expect(shareUnchanged(before, { a: 1, list: [1, 2], child: { x: 1 }, b: undefined })).not.toBe(before);
    expect(shareUnchanged(before, { a: 1, list: [1, 2] })).toEqual({ a: 1, list: [1, 2] });
    const shorter = shareUnchanged(before, { a: 1, list: [1], child: { x: 1 } });
    expect(shorter.list).toEqual([1]);
    expect(shorter.child).toBe(before.child);
    expect(shareUnchanged({ child: { x: 1 } }, { child: null })).toEqual({ child: null });
    expect(shareUnchanged(null, { x: 1 })).toEqual({ x: 1 });
  });
});
