// Spec Phase 2: hospital improvement (take one tile or card in turn order, or pass; then optionally
// return one improvement for a blood bag).
import { describe, expect, it } from 'vitest';
import { act, bags, buildPosition, CC0, dept, pendingSeats, pid, place, reject, spec, where, type GameState } from './helpers.js';

/** Phase 2 position: seat 1 took ambulance 1 (acts first), seat 0 ambulance 3. */
function phase2(extra: { seat0?: object; seat1?: object } = {}): GameState {
  return buildPosition({
    players: 2,
    phase: 'improvement',
    firstPlayer: 1,
    display: { departments: ['cardiology', 'ent'], specialists: ['surgeon'] },
    seats: [
      { patients: ['R2', 'R3', 'R4'], ambulance: 3, bloodBags: 0, ...extra.seat0 },
      { patients: ['Y3', 'G5'], ambulance: 1, bloodBags: 0, ...extra.seat1 },
    ],
  });
}

const uidOf = (s: GameState, kind: 'departments' | 'specialists', type: string): string =>
  (s.display[kind] as { uid: string; type: string }[]).find((x) => x.type === type)!.uid;

describe('Phase 2, step 1: take one improvement in turn order, or pass', () => {
  it('the player with the lowest ambulance acts first; others wait', () => {
    const s0 = phase2();
    expect(s0.pending).toEqual({ kind: 'takeImprovement', seat: 1 });
    expect(pendingSeats(s0)).toEqual([1]);
    reject(s0, 0, { type: 'takeImprovement', uid: uidOf(s0, 'departments', 'cardiology') });
    reject(s0, 0, { type: 'pass' });
  });

  it("a department tile joins the player's departments; the display is not refilled", () => {
    const s0 = phase2();
    const tile = uidOf(s0, 'departments', 'cardiology');
    const s1 = act(s0, 1, { type: 'takeImprovement', uid: tile });
    expect(s1.players[1]!.departments.map((d) => d.uid)).toContain(tile);
    expect(s1.players[1]!.departments.find((d) => d.uid === tile)!.type).toBe('cardiology');
    expect(s1.display.departments.map((d) => d.uid)).not.toContain(tile);
    expect(s1.display.departments).toHaveLength(1);
    expect(s1.pending).toEqual({ kind: 'takeImprovement', seat: 0 });
    reject(s1, 0, { type: 'takeImprovement', uid: tile });
    reject(s1, 1, { type: 'takeImprovement', uid: uidOf(s0, 'departments', 'ent') });
  });

  it('a specialist card adds its meeple', () => {
    const s0 = act(phase2(), 1, { type: 'pass' });
    const card = uidOf(s0, 'specialists', 'surgeon');
    const s1 = act(s0, 0, { type: 'takeImprovement', uid: card });
    expect(s1.players[0]!.specialists.map((c) => c.uid)).toEqual([card]);
    const w = s1.players[0]!.workers.find((x) => x.id === card);
    expect(w?.specialist).toBe('surgeon');
    expect(s1.players[0]!.workers).toHaveLength(4);
    expect(s1.display.specialists).toHaveLength(0);
  });

  it('passing leaves the display as it was', () => {
    const s0 = phase2();
    const s1 = act(s0, 1, { type: 'pass' });
    expect(s1.display).toEqual(s0.display);
    expect(s1.players[1]!.departments).toHaveLength(9);
  });

  it('unknown uids and starting departments cannot be taken', () => {
    const s0 = phase2();
    reject(s0, 1, { type: 'takeImprovement', uid: 'dept-999' });
    reject(s0, 1, { type: 'takeImprovement', uid: 'start-0' });
    reject(s0, 1, { type: 'takeImprovement', uid: '' });
  });

  it('copies of the same improvement may be owned and each is activated separately', () => {
    const s0 = phase2({ seat0: { departments: ['cardiology'] } });
    let s = act(s0, 1, { type: 'pass' });
    s = act(s, 0, { type: 'takeImprovement', uid: uidOf(s0, 'departments', 'cardiology') });
    expect(s.players[0]!.departments.filter((d) => d.type === 'cardiology')).toHaveLength(2);
    // finish Phase 2 and use both Cardiology tiles in Phase 3
    s = act(s, 0, { type: 'pass' });
    if (s.phase === 'improvement') s = act(s, 1, { type: 'pass' });
    expect(s.phase).toBe('activation');
    const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
    s = place(s, 0, 'nurse-0', dept(s, 0, 'cardiology', 0), ids);
    s = place(s, 0, 'nurse-1', dept(s, 0, 'cardiology', 1), ids);
    expect(ids.map((id) => where(s, 0, id))).toEqual(['R4t', 'R5t', 'R6t']);
  });
});

describe('Phase 2, step 2: return one improvement for a blood bag', () => {
  function atReturn(): GameState {
    const s0 = phase2({ seat0: { departments: ['ent'], specialists: ['paramedic'] } });
    let s = act(s0, 1, { type: 'takeImprovement', uid: uidOf(s0, 'departments', 'cardiology') });
    s = act(s, 0, { type: 'takeImprovement', uid: uidOf(s0, 'specialists', 'surgeon') });
    return s;
  }

  it('all players decide at the same time', () => {
    const s = atReturn();
    expect(s.pending.kind).toBe('returnImprovement');
    expect(pendingSeats(s).sort()).toEqual([0, 1]);
  });

  it('returning the tile just taken gives 1 blood bag; the tile goes back under its stack', () => {
    const s0 = atReturn();
    const tile = dept(s0, 1, 'cardiology');
    const stack = s0.departmentStack.length;
    const s1 = act(s0, 1, { type: 'returnImprovement', uid: tile });
    expect(bags(s1, 1)).toBe(1);
    expect(s1.players[1]!.departments.map((d) => d.uid)).not.toContain(tile);
    expect(s1.departmentStack).toHaveLength(stack + 1);
    expect(s1.departmentStack.map((d) => d.uid)).toContain(tile);
  });

  it('a tile returned to the bottom of the stack is not revealed again next round', () => {
    let s = atReturn();
    const tile = dept(s, 1, 'cardiology');
    s = act(s, 1, { type: 'returnImprovement', uid: tile });
    s = act(s, 0, { type: 'pass' });
    expect(s.phase).toBe('activation');
    s = act(act(s, 0, { type: 'commitActivation' }), 1, { type: 'commitActivation' });
    // 2 players: reveal the extra department so that two tiles come off the top
    expect(s.pending).toEqual({ kind: 'chooseExtraReveal', seat: s.firstPlayer });
    s = act(s, s.firstPlayer, { type: 'chooseExtraReveal', kind: 'department' });
    expect(s.display.departments).toHaveLength(2);
    expect(s.display.departments.map((d) => d.uid)).not.toContain(tile);
    expect(s.departmentStack.map((d) => d.uid)).toContain(tile);
  });

  it('returning a specialist card removes its meeple and gives 1 blood bag', () => {
    const s0 = atReturn();
    const card = spec(s0, 0, 'paramedic');
    const s1 = act(s0, 0, { type: 'returnImprovement', uid: card });
    expect(bags(s1, 0)).toBe(1);
    expect(s1.players[0]!.workers.map((w) => w.id)).not.toContain(card);
    expect(s1.players[0]!.specialists.map((c) => c.uid)).not.toContain(card);
    expect(s1.specialistDeck.map((c) => c.uid)).toContain(card);
  });

  it('an improvement owned from earlier rounds may be returned', () => {
    const s0 = atReturn();
    const ent = dept(s0, 0, 'ent');
    const s1 = act(s0, 0, { type: 'returnImprovement', uid: ent });
    expect(s1.players[0]!.departments.some((d) => d.type === 'ent')).toBe(false);
    expect(bags(s1, 0)).toBe(1);
  });

  it("never a starting department, never someone else's improvement, never an unknown uid", () => {
    const s0 = atReturn();
    reject(s0, 0, { type: 'returnImprovement', uid: 'start-0' });
    reject(s0, 0, { type: 'returnImprovement', uid: 'start-8' });
    reject(s0, 0, { type: 'returnImprovement', uid: dept(s0, 1, 'cardiology') });
    reject(s0, 0, { type: 'returnImprovement', uid: 'spec-999' });
  });

  it('at most one per player per round', () => {
    const s0 = atReturn();
    const s1 = act(s0, 0, { type: 'returnImprovement', uid: dept(s0, 0, 'ent') });
    reject(s1, 0, { type: 'returnImprovement', uid: spec(s0, 0, 'paramedic') });
    expect(pendingSeats(s1)).toEqual([1]);
  });

  it('when everyone has returned or passed, Phase 3 starts and a new specialist can be placed', () => {
    let s = atReturn();
    s = act(s, 0, { type: 'pass' });
    s = act(s, 1, { type: 'pass' });
    expect(s.phase).toBe('activation');
    expect(pendingSeats(s).sort()).toEqual([0, 1]);
    const r3 = pid(s, 0, 1);
    s = place(s, 0, spec(s, 0, 'surgeon'), CC0, [r3]);
    expect(s.activation[0]!.ability).not.toBeNull();
  });
});
