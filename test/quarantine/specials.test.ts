// The 14 special rooms (rules section 6 and its decisions in §8): each works when placed and not
// quarantined, and not otherwise.
import { describe, expect, it } from 'vitest';
import { act, actAll, buildPosition, cubes, legalActions, Q, rejects, step, tileAt } from './helpers.js';

// The default hospital (lobby, red at (1,0) turned E-W, green, yellow, blue) with one more tile at
// (2,0), whose west door meets the red room's east door.
const BASE = 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3';
const withRoom = (room: string, extra = '') => `${BASE} ${room}@2,0/${Q.SPECIALS.find((s) => s.id === room)!.doors === 1 ? 3 : 2}${extra}`;
// ONE (N) turned 3 opens W; THREE (N,E,S) turned 2 opens S,W,N; OPPOSITE (N,S) turned 2 stays N,S: use /1.
const OPPOSITE_AT_20 = (room: string, extra = '') => `${BASE} ${room}@2,0/1${extra}`;

describe('Triage', () => {
  it('Move a patient may reorder the whole queue', () => {
    const s = buildPosition({ seats: [{ hospital: OPPOSITE_AT_20('triage'), queue: 'rgby' }] });
    const done = act(s, 0, { type: 'reorderQueue', order: ['yellow', 'blue', 'green', 'red'] });
    expect(done.players[0]!.queue).toEqual(['yellow', 'blue', 'green', 'red']);
    expect(done.turn!.actionsLeft).toBe(3);
    rejects(s, 0, { type: 'reorderQueue', order: ['red', 'green', 'blue', 'yellow'] }, 'not_a_reordering');
    rejects(s, 0, { type: 'reorderQueue', order: ['red', 'red', 'blue', 'yellow'] }, 'not_a_reordering');
    expect(legalActions(s, 0).filter((a) => a.type === 'reorderQueue')).toHaveLength(23);
    rejects(buildPosition({ seats: [{ queue: 'rgby' }] }), 0, { type: 'reorderQueue', order: ['yellow', 'blue', 'green', 'red'] }, 'no_triage');
    rejects(
      buildPosition({ seats: [{ hospital: OPPOSITE_AT_20('triage', '!'), queue: 'rgby' }] }),
      0,
      { type: 'reorderQueue', order: ['yellow', 'blue', 'green', 'red'] },
      'no_triage',
    );
  });
});

describe('Pharmacy', () => {
  it('costs an action: the first patient of the queue is cured into the supply', () => {
    const s = buildPosition({ seats: [{ hospital: withRoom('pharmacy'), queue: 'gr' }] });
    const done = act(s, 0, { type: 'pharmacy' });
    expect(done.players[0]!.queue).toEqual(['red']);
    expect(done.players[0]!.supply.green).toBe(1);
    expect(done.turn!.actionsLeft).toBe(3);
    rejects(buildPosition({ seats: [{ hospital: withRoom('pharmacy') }] }), 0, { type: 'pharmacy' }, 'empty_queue');
    rejects(buildPosition({ seats: [{ queue: 'g' }] }), 0, { type: 'pharmacy' }, 'no_pharmacy');
  });
});

describe('Gift Shop', () => {
  it('costs an action: a non-grey cube from the box into the supply', () => {
    const s = buildPosition({ seats: [{ hospital: withRoom('gift_shop') }], box: { blue: 1, grey: 3 } });
    const done = act(s, 0, { type: 'giftShop', colour: 'blue' });
    expect(done.players[0]!.supply.blue).toBe(1);
    expect(done.box).toEqual(cubes({ grey: 3 }));
    rejects(s, 0, { type: 'giftShop', colour: 'red' }, 'not_in_box');
    expect(legalActions(s, 0).filter((a) => a.type === 'giftShop')).toEqual([{ type: 'giftShop', colour: 'blue' }]);
  });
});

describe('Storage', () => {
  it('a treatment room connected to it, and every room of that colour, holds one more patient', () => {
    // An additional red room at (-1,-1) on the green room's north door; yellow is not connected.
    const hospital = `${withRoom('storage')} r@-1,-1/2`;
    const s = buildPosition({ seats: [{ hospital, queue: 'rrrrr' }] });
    const done = act(s, 0, { type: 'admit' });
    expect(tileAt(done, 0, 1, 0)!.patients).toEqual(['red', 'red']);
    expect(tileAt(done, 0, -1, -1)!.patients).toEqual(['red', 'red']);
    expect(done.players[0]!.queue).toEqual(['red']);
    const yellow = act(buildPosition({ seats: [{ hospital, queue: 'yy' }] }), 0, { type: 'admit' });
    expect(yellow.players[0]!.queue).toEqual(['yellow']);
    const without = act(buildPosition({ seats: [{ hospital: withRoom('storage', '!'), queue: 'rr' }] }), 0, { type: 'admit' });
    expect(without.players[0]!.queue).toEqual(['red']);
  });
});

describe('Security', () => {
  it('a player buying from your contract pays you instead of the box', () => {
    const s = buildPosition({
      players: 3,
      specials: ['pharmacy', 'lab', 'storage', 'heliport', 'pathology', 'triage', 'cafeteria', 'purchasing'],
      seats: [{ supply: { red: 1, blue: 1 } }, { hospital: OPPOSITE_AT_20('security') }],
      contracts: [{ special: 'pharmacy', price: { red: 1, blue: 1 }, holder: 1 }],
    });
    const bought = act(s, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, blue: 1 }) });
    expect(bought.players[1]!.supply).toEqual(cubes({ red: 1, blue: 1 }));
    expect(bought.box).toEqual(cubes({}));
  });
});

describe('Maintenance', () => {
  const hospital = (maintenance: string) => `${BASE} ${maintenance}@2,0/2 r@-1,-1/2 y@-1,1/0`;
  it('a renovation affects up to 4 tiles with it, 2 without', () => {
    const remove3 = (s: Q.GameState) => actAll(s, [{ type: 'renovate' }, { type: 'removeTile', x: -1, y: -1 }, { type: 'removeTile', x: -1, y: 1 }]);
    const withIt = remove3(buildPosition({ seats: [{ hospital: hospital('maintenance') }] }));
    expect(act(withIt, 0, { type: 'moveTile', x: 1, y: -1, to: { x: 1, y: -1, rot: 0 } }).turn!.renovation!.touched).toHaveLength(3);
    const without = remove3(buildPosition({ seats: [{ hospital: hospital('storage') }] }));
    rejects(without, 0, { type: 'moveTile', x: 1, y: -1, to: { x: 1, y: -1, rot: 0 } }, 'renovation_limit');
    // A tile already touched may be moved again.
    expect(act(without, 0, { type: 'placeTile', tile: without.players[0]!.stored[0]!, x: -1, y: -1, rot: 2 }).players[0]!.stored).toHaveLength(1);
  });
});

describe('Pathology', () => {
  it('costs an action, once per turn: clears the grey cubes of its 8 surrounding cells', () => {
    const hospital = 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1! B@1,-1/3! pathology@2,0';
    const s = buildPosition({ seats: [{ hospital }], unchecked: true });
    const done = step(s, 0, { type: 'pathology' });
    expect(tileAt(done.state, 0, 1, 0)!.virus).toBe(false);
    expect(tileAt(done.state, 0, 1, -1)!.virus).toBe(false);
    expect(tileAt(done.state, 0, 0, -1)!.virus).toBe(true);
    expect(done.state.stock).toBe(2);
    expect(done.events).toContainEqual({ type: 'pathology', seat: 0, cleared: 2, kept: false });
    rejects(done.state, 0, { type: 'pathology' }, 'pathology_used');
    rejects(buildPosition({ seats: [{ hospital: `${BASE} pathology@2,0` }] }), 0, { type: 'pathology' }, 'nothing_to_clear');
    // With a working Lab, one grey cube is kept.
    const lab = buildPosition({ seats: [{ hospital: `${hospital} lab@-1,-1` }], unchecked: true });
    const kept = act(lab, 0, { type: 'pathology' });
    expect(kept.players[0]!.supply.grey).toBe(1);
    expect(kept.stock).toBe(1);
  });
});

describe('Containment', () => {
  it('never takes a grey cube, drawn or spread', () => {
    // A red room at (2,0) and the Containment above it, whose door meets the room's north door:
    // the station (1,-1),(2,-1),(1,0),(2,0) holds both.
    const hospital = `${BASE} r@2,0/2 containment@2,-1/2`;
    const s = act(buildPosition({ bag: { grey: 4 }, stock: 3, seats: [{}, { hospital }] }), 0, { type: 'draw' });
    expect(legalActions(s, 0).filter((a) => a.type === 'placeVirus' && a.target === 1)).toHaveLength(6);
    rejects(s, 0, { type: 'placeVirus', target: 1, x: 2, y: -1 }, 'virus_not_allowed');
    const landed = act(s, 0, { type: 'placeVirus', target: 1, x: 2, y: 0 });
    expect(landed.pending.kind).toBe('spread');
    expect(legalActions(landed, 0)).toEqual([{ type: 'spreadVirus', x: 1, y: 0 }, { type: 'skipSpread' }]);
    rejects(landed, 0, { type: 'spreadVirus', x: 2, y: -1 }, 'invalid_spread');
  });
});

describe('Emergency Room', () => {
  const er = `${BASE} emergency_room@2,0/2`;
  it("a patient joining its owner's queue may go straight in: the owner answers, even on another's turn", () => {
    let s = actAll(buildPosition({ bag: { blue: 4 }, seats: [{}, { hospital: er, queue: 'r' }] }), [{ type: 'draw' }]);
    s = act(s, 0, { type: 'placePatient', queue: 1 });
    expect(s.pending).toEqual({ kind: 'emergencyRoom', seat: 1, active: 0 });
    expect(Q.pendingSeats(s)).toEqual([1]);
    rejects(s, 0, { type: 'emergencyRoom', accept: true }, 'not_your_turn');
    const yes = act(s, 1, { type: 'emergencyRoom', accept: true });
    expect(tileAt(yes, 1, 2, 0)!.patients).toEqual(['blue']);
    expect(yes.players[1]!.queue).toEqual(['red']);
    expect(yes.pending).toEqual({ kind: 'turn', seat: 0 });
    const no = act(s, 1, { type: 'emergencyRoom', accept: false });
    expect(no.players[1]!.queue).toEqual(['red', 'blue']);
    // Full: no question the next time.
    const again = actAll(yes, [{ type: 'draw' }, { type: 'placePatient', queue: 1 }]);
    expect(again.pending).toEqual({ kind: 'turn', seat: 0 });
    // Cure takes its patient; Admit never fills it.
    const own = buildPosition({ seats: [{ hospital: `${BASE} emergency_room@2,0/2[g]`, queue: 'rr' }] });
    expect(act(own, 0, { type: 'cure', colour: 'green' }).players[0]!.supply.green).toBe(1);
    const emptyEr = buildPosition({ seats: [{ hospital: er, queue: 'rr' }] });
    expect(tileAt(act(emptyEr, 0, { type: 'admit' }), 0, 2, 0)!.patients).toEqual([]);
  });
});

describe('Heliport', () => {
  // A lab at (0,-2) turned E-W touches the yellow room, which has no north door: no connection.
  const lab = Q.SPECIAL_TILES('lab')[0];
  const specials: Q.SpecialId[] = ['lab', 'storage', 'pharmacy', 'pathology', 'triage', 'security', 'cafeteria', 'purchasing'];
  it('while it works, tiles need not be connected (rules 1 and 3), and Admit ignores connection', () => {
    const s = buildPosition({ specials, seats: [{ hospital: withRoom('heliport'), stored: ['lab'] }] });
    expect(tileAt(act(s, 0, { type: 'placeTile', tile: lab, x: 0, y: -2, rot: 1 }), 0, 0, -2)).toBeDefined();
    rejects(buildPosition({ specials, seats: [{ stored: ['lab'] }] }), 0, { type: 'placeTile', tile: lab, x: 0, y: -2, rot: 1 }, 'no_connection');
    // An additional red room at (0,-2) not connected to anything: Admit fills it with a working Heliport.
    const loose = `${withRoom('heliport')} r@0,-2/0`;
    const admitted = act(buildPosition({ seats: [{ hospital: loose, queue: 'rr' }] }), 0, { type: 'admit' });
    expect(admitted.players[0]!.queue).toEqual([]);
  });

  it('while quarantined, placed tiles stay legal and new tiles follow every rule', () => {
    const loose = `${withRoom('heliport', '!')} r@0,-2/0`;
    const s = buildPosition({ specials, seats: [{ hospital: loose, queue: 'rr', stored: ['lab'] }] });
    expect(Q.hospitalError(s.players[0]!.hospital, [])).toBeNull();
    rejects(s, 0, { type: 'placeTile', tile: lab, x: -1, y: -2, rot: 1 }, 'no_connection');
    expect(act(s, 0, { type: 'admit' }).players[0]!.queue).toEqual(['red']);
  });
});

describe('Lab', () => {
  it('decontaminating, its owner may keep the grey cube; 2 greys pay for one cube; they score only while it works', () => {
    const hospital = `${OPPOSITE_AT_20('lab')} r@-1,-1/2!`;
    const s = buildPosition({
      players: 3,
      specials: ['pharmacy', 'lab', 'storage', 'heliport', 'pathology', 'triage', 'cafeteria', 'purchasing'],
      seats: [{ hospital, supply: { red: 1, grey: 3 } }, {}],
      contracts: [{ special: 'pharmacy', price: { red: 1, blue: 1 }, holder: 1 }],
    });
    const kept = act(s, 0, { type: 'decontaminate', target: 0, x: -1, y: -1, keep: true });
    expect(kept.players[0]!.supply.grey).toBe(4);
    expect(kept.stock).toBe(0);
    rejects(kept, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, grey: 1 }) }, 'invalid_payment');
    const bought = act(kept, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, grey: 2 }) });
    expect(bought.box).toEqual(cubes({ red: 1, grey: 2 }));
    // 1 red + 4 greys (= 2 cubes): 3 cubes, 1 pair; with the Lab quarantined the greys are worth nothing.
    expect(Q.scorePlayer(kept.players[0]!).cubePairs).toBe(1);
    const sick = { ...kept.players[0]!, hospital: kept.players[0]!.hospital.map((t) => (Q.specialOf(t.tile) === 'lab' ? { ...t, virus: true } : t)) };
    expect(Q.scorePlayer(sick).cubePairs).toBe(0);
    // Without a Lab, greys cannot pay.
    const noLab = buildPosition({
      players: 3,
      specials: ['pharmacy', 'lab', 'storage', 'heliport', 'pathology', 'triage', 'cafeteria', 'purchasing'],
      seats: [{ supply: { red: 1, grey: 2 } }, {}],
      contracts: [{ special: 'pharmacy', price: { red: 1, blue: 1 }, holder: 1 }],
    });
    rejects(noLab, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, grey: 2 }) }, 'invalid_payment');
  });
});

describe('Cafeteria', () => {
  const caf = `${BASE} cafeteria@2,0/2`;
  it("at the start of its owner's turn, a marker from the stock, or from a player it names when the stock is empty", () => {
    const s = buildPosition({ bag: { red: 10 }, seats: [{}, { hospital: caf }], markerStock: 3, turn: { drawsLeft: 0 } });
    const next = act(s, 0, { type: 'endTurn' });
    expect(next.players[1]!.markers).toBe(1);
    expect(next.markerStock).toBe(2);
    expect(next.pending).toEqual({ kind: 'turn', seat: 1 });
    const empty = act(buildPosition({ bag: { red: 10 }, seats: [{ markers: 8 }, { hospital: caf }], markerStock: 0, turn: { drawsLeft: 0 } }), 0, {
      type: 'endTurn',
    });
    expect(empty.pending).toEqual({ kind: 'cafeteria', seat: 1 });
    rejects(empty, 1, { type: 'draw' }, 'wrong_phase');
    rejects(empty, 1, { type: 'cafeteriaFrom', from: 1 }, 'invalid_source');
    const taken = act(empty, 1, { type: 'cafeteriaFrom', from: 0 });
    expect(taken.players.map((p) => p.markers)).toEqual([7, 1]);
    expect(taken.pending).toEqual({ kind: 'turn', seat: 1 });
  });
});

describe('Purchasing', () => {
  it('prices are paid by count only, any colours', () => {
    const desc = (hospital?: string): Q.PositionDescription => ({
      players: 3,
      specials: ['pharmacy', 'lab', 'storage', 'heliport', 'pathology', 'triage', 'cafeteria', 'security'],
      seats: [{ hospital, supply: { green: 1, yellow: 1 } }, {}],
      contracts: [{ special: 'pharmacy', price: { red: 2 }, holder: 1 }],
    });
    const bought = act(buildPosition(desc(withRoom('purchasing'))), 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ green: 1, yellow: 1 }) });
    expect(bought.box).toEqual(cubes({ green: 1, yellow: 1 }));
    rejects(buildPosition(desc()), 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ green: 1, yellow: 1 }) }, 'invalid_payment');
  });
});

describe('On-Call Room', () => {
  it('a Cure also cures every patient of the colours of the treatment rooms connected to it', () => {
    const s = buildPosition({ seats: [{ hospital: `${BASE.replace('R@1,0/1', 'R@1,0/1[r]').replace('B@1,-1/3', 'B@1,-1/3[b]')} on_call_room@2,0/2` }] });
    const cured = step(s, 0, { type: 'cure', colour: 'green' });
    expect(cured.state.players[0]!.supply).toEqual(cubes({ red: 1 }));
    expect(cured.events).toContainEqual({ type: 'cured', seat: 0, colours: ['green', 'red'], count: 1 });
    expect(act(s, 0, { type: 'cure', colour: 'blue' }).players[0]!.supply).toEqual(cubes({ red: 1, blue: 1 }));
  });
});
