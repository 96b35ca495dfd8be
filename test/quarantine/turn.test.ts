// The "4 and 4" turn: drawing and placing cubes, the basic actions, contracts and purchases.
import { describe, expect, it } from 'vitest';
import { act, actAll, buildPosition, cubes, legalActions, Q, rejects, step, tileAt } from './helpers.js';

const MARKET: Q.SpecialId[] = ['storage', 'pharmacy', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria'];

describe('drawing and placing cubes', () => {
  it('4 cubes must be drawn and placed before the turn ends; then the next seat plays', () => {
    let s = buildPosition({ bag: { red: 10 } });
    rejects(s, 0, { type: 'endTurn' }, 'must_draw');
    for (let i = 0; i < 4; i++) {
      s = act(s, 0, { type: 'draw' });
      expect(s.pending).toEqual({ kind: 'placeCube', seat: 0, cube: 'red' });
      rejects(s, 0, { type: 'draw' }, 'wrong_phase');
      s = act(s, 0, { type: 'placePatient', queue: i % 2 });
    }
    expect(s.players[0]!.queue).toEqual(['red', 'red']);
    expect(s.players[1]!.queue).toEqual(['red', 'red']);
    rejects(s, 0, { type: 'draw' }, 'no_draws_left');
    s = act(s, 0, { type: 'endTurn' });
    expect(s.pending).toEqual({ kind: 'turn', seat: 1 });
    expect(s.turn!.drawsLeft).toBe(4);
  });

  it('a patient joins the end of a queue of an existing seat only', () => {
    const s = act(buildPosition({ bag: { blue: 3 }, seats: [{ queue: 'rg' }] }), 0, { type: 'draw' });
    rejects(s, 0, { type: 'placePatient', queue: 2 }, 'invalid_queue');
    rejects(s, 0, { type: 'placeVirus', target: 0, x: 0, y: 0 }, 'wrong_cube');
    expect(act(s, 0, { type: 'placePatient', queue: 0 }).players[0]!.queue).toEqual(['red', 'green', 'blue']);
  });

  it('first round: grey cubes drawn go to the stock until a patient comes', () => {
    const s = act(buildPosition({ round: 1, bag: { grey: 6, yellow: 1 } }), 0, { type: 'draw' });
    expect(s.pending).toEqual({ kind: 'placeCube', seat: 0, cube: 'yellow' });
    expect(s.stock + s.bag.grey).toBe(6);
    expect(s.turn!.drawsLeft).toBe(3);
  });

  it('a virus lands on any tile of a hospital without quarantine, else next to a quarantined tile', () => {
    const s = act(buildPosition({ bag: { grey: 5 }, seats: [{}, { hospital: 'L@0,0 R@1,0/1 G@-1,0! Y@0,-1/1 B@1,-1/3' }] }), 0, { type: 'draw' });
    expect(s.pending).toMatchObject({ kind: 'placeCube', cube: 'grey' });
    rejects(s, 0, { type: 'placePatient', queue: 0 }, 'wrong_cube');
    // Seat 0: no quarantine, every tile.
    expect(legalActions(s, 0).filter((a) => a.type === 'placeVirus' && a.target === 0)).toHaveLength(5);
    // Seat 1: green (-1,0) is quarantined: only the lobby touches it.
    expect(legalActions(s, 0).filter((a) => a.type === 'placeVirus' && a.target === 1)).toEqual([{ type: 'placeVirus', target: 1, x: 0, y: 0 }]);
    rejects(s, 0, { type: 'placeVirus', target: 1, x: 1, y: -1 }, 'virus_not_allowed');
    rejects(s, 0, { type: 'placeVirus', target: 1, x: -1, y: 0 }, 'virus_not_allowed');
    rejects(s, 0, { type: 'placeVirus', target: 1, x: 5, y: 5 }, 'no_tile');
    const placed = act(s, 0, { type: 'placeVirus', target: 1, x: 0, y: 0 });
    expect(tileAt(placed, 1, 0, 0)!.virus).toBe(true);
  });

  it('a virus with no tile to land on goes to the stock', () => {
    const sick = 'L@0,0! R@1,0/1! G@-1,0! Y@0,-1/1! B@1,-1/3!';
    const s = act(buildPosition({ bag: { grey: 5 }, seats: [{ hospital: sick }, { hospital: sick }] }), 0, { type: 'draw' });
    expect(s.pending).toEqual({ kind: 'turn', seat: 0 });
    expect(s.stock).toBe(1);
  });

  it('nurse station spread: a second tile of the station sharing a side, with a cube from the stock', () => {
    const s = actAll(buildPosition({ bag: { grey: 5 }, stock: 2 }), [{ type: 'draw' }, { type: 'placeVirus', target: 1, x: 0, y: 0 }]);
    // Lobby (0,0) is in the station (0,-1),(1,-1),(0,0),(1,0): red (1,0) and yellow (0,-1) share a side.
    expect(s.pending).toEqual({ kind: 'spread', seat: 0, target: 1, x: 0, y: 0 });
    expect(legalActions(s, 0)).toEqual([{ type: 'spreadVirus', x: 0, y: -1 }, { type: 'spreadVirus', x: 1, y: 0 }, { type: 'skipSpread' }]);
    rejects(s, 0, { type: 'spreadVirus', x: 1, y: -1 }, 'invalid_spread');
    rejects(s, 0, { type: 'spreadVirus', x: -1, y: 0 }, 'invalid_spread');
    const spread = act(s, 0, { type: 'spreadVirus', x: 1, y: 0 });
    expect(tileAt(spread, 1, 1, 0)!.virus).toBe(true);
    expect(spread.stock).toBe(1);
    expect(spread.pending).toEqual({ kind: 'turn', seat: 0 });
    // Green (-1,0) is in no station: no spread is offered.
    const lone = actAll(buildPosition({ bag: { grey: 5 }, stock: 2 }), [{ type: 'draw' }, { type: 'placeVirus', target: 1, x: -1, y: 0 }]);
    expect(lone.pending.kind).toBe('turn');
    // An empty stock: no spread either.
    const none = actAll(buildPosition({ bag: { grey: 5 }, stock: 0 }), [{ type: 'draw' }, { type: 'placeVirus', target: 1, x: 0, y: 0 }]);
    expect(none.pending.kind).toBe('turn');
  });
});

describe('actions', () => {
  it('Admit: front patients go in until the front one has no room; refused (free) when nobody goes in', () => {
    const s = buildPosition({ seats: [{ queue: 'rgrb' }] });
    const admitted = step(s, 0, { type: 'admit' });
    expect(admitted.state.players[0]!.queue).toEqual(['red', 'blue']);
    expect(tileAt(admitted.state, 0, 1, 0)!.patients).toEqual(['red']);
    expect(tileAt(admitted.state, 0, -1, 0)!.patients).toEqual(['green']);
    expect(admitted.events).toContainEqual({ type: 'admitted', seat: 0, count: 2 });
    expect(admitted.state.turn!.actionsLeft).toBe(3);
    rejects(admitted.state, 0, { type: 'admit' }, 'nothing_to_admit');
  });

  it('Admit skips a quarantined room; Cure leaves patients on a quarantined tile', () => {
    const s = buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1! G@-1,0[g] Y@0,-1/1 B@1,-1/3', queue: 'r' }] });
    rejects(s, 0, { type: 'admit' }, 'nothing_to_admit');
    const sick = buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1![r] G@-1,0[g] Y@0,-1/1 B@1,-1/3' }] });
    rejects(sick, 0, { type: 'cure', colour: 'red' }, 'nothing_to_cure');
    const cured = act(sick, 0, { type: 'cure', colour: 'green' });
    expect(cured.players[0]!.supply.green).toBe(1);
    expect(tileAt(cured, 0, -1, 0)!.patients).toEqual([]);
  });

  it('four actions, one more per marker spent; a spent marker returns to the stock', () => {
    let s = buildPosition({ seats: [{ queue: 'rgbyrgby', markers: 1 }], markerStock: 7 });
    for (let i = 0; i < 4; i++) s = act(s, 0, { type: 'movePatient', from: 0, to: 1 });
    rejects(s, 0, { type: 'movePatient', from: 0, to: 1 }, 'no_action_left');
    expect(legalActions(s, 0).some((a) => a.type === 'movePatient')).toBe(false);
    s = act(s, 0, { type: 'spendMarker' });
    expect(s.markerStock).toBe(8);
    expect(s.players[0]!.markers).toBe(0);
    s = act(s, 0, { type: 'movePatient', from: 0, to: 1 });
    rejects(s, 0, { type: 'spendMarker' }, 'no_marker');
  });

  it('Move a patient: one patient to any place in the queue', () => {
    const s = buildPosition({ seats: [{ queue: 'rgby' }] });
    expect(act(s, 0, { type: 'movePatient', from: 3, to: 0 }).players[0]!.queue).toEqual(['yellow', 'red', 'green', 'blue']);
    rejects(s, 0, { type: 'movePatient', from: 1, to: 1 }, 'invalid_position');
    rejects(s, 0, { type: 'movePatient', from: 0, to: 4 }, 'invalid_position');
  });

  it('Take a marker: at most twice per turn, from the stock', () => {
    let s = buildPosition({ markerStock: 3 });
    s = act(act(s, 0, { type: 'takeMarker' }), 0, { type: 'takeMarker' });
    expect(s.players[0]!.markers).toBe(2);
    rejects(s, 0, { type: 'takeMarker' }, 'marker_limit');
    rejects(buildPosition({ markerStock: 0 }), 0, { type: 'takeMarker' }, 'no_marker');
  });

  it('Decontaminate: a grey cube of any hospital back to the stock', () => {
    const s = buildPosition({ seats: [{}, { hospital: 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1 B@1,-1/3' }] });
    const clean = act(s, 0, { type: 'decontaminate', target: 1, x: 1, y: 0 });
    expect(tileAt(clean, 1, 1, 0)!.virus).toBe(false);
    expect(clean.stock).toBe(1);
    rejects(s, 0, { type: 'decontaminate', target: 1, x: 0, y: 0 }, 'no_virus');
    rejects(s, 0, { type: 'decontaminate', target: 1, x: 1, y: 0, keep: true }, 'cannot_keep');
  });
});

describe('contracts and purchases', () => {
  const market = (extra: Partial<Q.PositionDescription> = {}) => buildPosition({ players: 3, specials: MARKET, ...extra });

  it('opening a contract: 2+ coloured cubes from the supply on an unpriced market pile', () => {
    const s = market({ seats: [{ supply: { red: 2, blue: 1, grey: 2 } }] });
    rejects(s, 0, { type: 'openContract', special: 'pharmacy', price: cubes({ red: 1 }) }, 'invalid_price');
    rejects(s, 0, { type: 'openContract', special: 'pharmacy', price: cubes({ red: 1, grey: 1 }) }, 'invalid_price');
    rejects(s, 0, { type: 'openContract', special: 'pharmacy', price: cubes({ blue: 2 }) }, 'cannot_afford');
    rejects(s, 0, { type: 'openContract', special: 'gift_shop', price: cubes({ red: 2 }) }, 'no_pile');
    const opened = act(s, 0, { type: 'openContract', special: 'pharmacy', price: cubes({ red: 1, blue: 1 }) });
    const pile = opened.piles.find((p) => p.special === 'pharmacy')!;
    expect(pile).toMatchObject({ holder: 0, price: cubes({ red: 1, blue: 1 }) });
    expect(opened.players[0]!.supply).toEqual(cubes({ red: 1, grey: 2 }));
    rejects(opened, 0, { type: 'openContract', special: 'pharmacy', price: cubes({ red: 1, blue: 1 }) }, 'pile_taken');
    rejects(opened, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, blue: 1 }) }, 'not_for_sale');
    rejects(opened, 0, { type: 'takeFromContract', special: 'pharmacy' }, 'contract_too_new');
  });

  it('buying from a contract: exact price to the box, a marker to the holder, the same type once per turn; the last tile sends the price back to the holder', () => {
    const s = market({
      seats: [{ supply: { red: 4, blue: 4 } }, {}],
      contracts: [{ special: 'pharmacy', price: { red: 1, blue: 1 }, holder: 1 }],
      markerStock: 8,
    });
    rejects(s, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 2 }) }, 'invalid_payment');
    let b = act(s, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, blue: 1 }) });
    expect(b.pending).toMatchObject({ kind: 'placeAcquired', seat: 0, canStore: true });
    expect(b.box).toEqual(cubes({ red: 1, blue: 1 }));
    expect(b.players[1]!.markers).toBe(1);
    expect(b.markerStock).toBe(7);
    b = act(b, 0, { type: 'storeTile' });
    rejects(b, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, blue: 1 }) }, 'already_bought');
    // Next turn (seat 0 again, for the test): the last tile; the price cubes go back to the holder.
    const later = { ...b, turn: { ...b.turn!, boughtSpecials: [] } };
    const last = act(later, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, blue: 1 }) });
    expect(last.players[1]!.supply).toEqual(cubes({ red: 1, blue: 1 }));
    expect(last.piles.find((p) => p.special === 'pharmacy')!.tiles).toEqual([]);
  });

  it("taking from one's own contract on a later turn: free; the pile goes back to the market with its price, which anyone may buy", () => {
    const s = market({ seats: [{ supply: { red: 2 } }], contracts: [{ special: 'pharmacy', price: { red: 1, blue: 1 }, holder: 0, since: 1 }] });
    const taken = act(s, 0, { type: 'takeFromContract', special: 'pharmacy' });
    expect(taken.turn!.actionsLeft).toBe(4);
    expect(taken.piles.find((p) => p.special === 'pharmacy')).toMatchObject({
      holder: null,
      price: cubes({ red: 1, blue: 1 }),
      tiles: [Q.SPECIAL_TILES('pharmacy')[1]],
    });
    const stored = act(taken, 0, { type: 'storeTile' });
    expect(stored.players[0]!.stored).toEqual([Q.SPECIAL_TILES('pharmacy')[0]]);
    // §8.9: the holder may buy the copy it sent back that same turn; the last tile's price goes to the box.
    const rich = { ...stored, players: stored.players.map((p, i) => (i === 0 ? { ...p, supply: cubes({ red: 1, blue: 1 }) } : p)) };
    const bought = act(rich, 0, { type: 'buySpecial', special: 'pharmacy', pay: cubes({ red: 1, blue: 1 }) });
    expect(bought.box).toEqual(cubes({ red: 2, blue: 2 }));
  });

  it('the holder taking the last tile of its own contract sends the price to the box (§8.9)', () => {
    const s = buildPosition({ players: 2, specials: MARKET, contracts: [{ special: 'lab', price: { green: 2 }, holder: 0, since: 1 }] });
    const taken = act(s, 0, { type: 'takeFromContract', special: 'lab' });
    expect(taken.box).toEqual(cubes({ green: 2 }));
    expect(taken.piles.find((p) => p.special === 'lab')!.tiles).toEqual([]);
  });

  it('an additional treatment room: any 2 cubes to the box, placed at once, never the same colour twice in a turn', () => {
    const s = buildPosition({ seats: [{ supply: { blue: 1, yellow: 3 } }] });
    rejects(s, 0, { type: 'buyTreatmentRoom', colour: 'red', pay: cubes({ yellow: 3 }) }, 'invalid_payment');
    let b = act(s, 0, { type: 'buyTreatmentRoom', colour: 'red', pay: cubes({ blue: 1, yellow: 1 }) });
    expect(b.box).toEqual(cubes({ blue: 1, yellow: 1 }));
    expect(b.pending).toMatchObject({ kind: 'placeAcquired', canStore: false });
    rejects(b, 0, { type: 'storeTile' }, 'must_place');
    b = act(b, 0, { type: 'placeTile', tile: (b.pending as { tile: number }).tile, x: 2, y: 0, rot: 2 });
    rejects(b, 0, { type: 'buyTreatmentRoom', colour: 'red', pay: cubes({ yellow: 2 }) }, 'already_bought');
    expect(act(b, 0, { type: 'buyTreatmentRoom', colour: 'blue', pay: cubes({ yellow: 2 }) }).pending.kind).toBe('placeAcquired');
  });
});

describe("the rulebook's examples", () => {
  it('draws and actions interleave: draw 2 patients, take 4 actions, then draw the 3rd and 4th', () => {
    let s = buildPosition({ bag: { green: 10 }, markerStock: 8 });
    s = actAll(s, [{ type: 'draw' }, { type: 'placePatient', queue: 0 }, { type: 'draw' }, { type: 'placePatient', queue: 0 }]);
    s = actAll(s, [{ type: 'admit' }, { type: 'cure', colour: 'green' }, { type: 'admit' }, { type: 'takeMarker' }]);
    expect(s.turn!.actionsLeft).toBe(0);
    expect(s.players[0]!.supply.green).toBe(1);
    s = actAll(s, [{ type: 'draw' }, { type: 'placePatient', queue: 1 }, { type: 'draw' }, { type: 'placePatient', queue: 1 }, { type: 'endTurn' }]);
    expect(s.pending).toEqual({ kind: 'turn', seat: 1 });
  });

  it('a patient is admitted to a room reached through a quarantined room', () => {
    // The additional red room hangs on the quarantined red starting room.
    const s = buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,0/2', queue: 'r' }] });
    const done = act(s, 0, { type: 'admit' });
    expect(tileAt(done, 0, 2, 0)!.patients).toEqual(['red']);
    expect(tileAt(done, 0, 1, 0)!.patients).toEqual([]);
  });
});
