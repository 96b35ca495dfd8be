// The placement rules of section 3, each accepted and rejected, on placing a stored tile, in setup
// and at the end of a renovation.
import { describe, expect, it } from 'vitest';
import { testKey } from '../../shared/random.js';
import { act, actAll, buildPosition, legalActions, Q, rejects, tileAt } from './helpers.js';

// The default hospital: lobby at (0,0) with its entrance south, red (E-W) at (1,0), green (N,E,S)
// at (-1,0), yellow (E,S) at (0,-1), blue (W) at (1,-1). Open doors face (2,0), (-1,-1), (-1,1).
const storage = () =>
  buildPosition({ specials: ['storage', 'pharmacy', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria'], seats: [{ stored: ['storage'] }] });
const storageTile = Q.SPECIAL_TILES('storage')[0];

describe('rule 1: connected through an open door', () => {
  it('accepts a tile whose door meets an open door, and refuses one that only touches', () => {
    const s = storage();
    const placed = act(s, 0, { type: 'placeTile', tile: storageTile, x: 2, y: 0, rot: 2 });
    expect(tileAt(placed, 0, 2, 0)?.tile).toBe(storageTile);
    expect(placed.players[0]!.stored).toEqual([]);
    expect(placed.turn!.actionsLeft).toBe(4);
    rejects(s, 0, { type: 'placeTile', tile: storageTile, x: 2, y: 0, rot: 0 }, 'no_connection');
    rejects(s, 0, { type: 'placeTile', tile: storageTile, x: 0, y: -2, rot: 0 }, 'no_connection');
  });

  it('a new tile may close other open doors', () => {
    // Storage (N,E,S) at (-1,-1) turned so its S door meets green's N: its E side faces yellow's
    // closed W side, which is allowed.
    const s = storage();
    const placed = act(s, 0, { type: 'placeTile', tile: storageTile, x: -1, y: -1, rot: 0 });
    expect(tileAt(placed, 0, -1, -1)).toBeDefined();
  });
});

describe('rule 2: no tile on another, one contiguous group', () => {
  it('refuses a taken cell and a cell away from the hospital', () => {
    const s = storage();
    rejects(s, 0, { type: 'placeTile', tile: storageTile, x: 1, y: 0, rot: 2 }, 'cell_taken');
    rejects(s, 0, { type: 'placeTile', tile: storageTile, x: 5, y: 5, rot: 0 }, 'not_adjacent');
    rejects(s, 0, { type: 'placeTile', tile: storageTile, x: 41, y: 0, rot: 0 }, 'off_grid');
  });

  it('a renovation that leaves the hospital in two parts cannot end', () => {
    const s = buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,0/2' }] });
    let r = act(s, 0, { type: 'renovate' });
    r = act(r, 0, { type: 'moveTile', x: 1, y: 0, to: { x: -1, y: 1, rot: 0 } });
    rejects(r, 0, { type: 'endRenovation' }, 'not_contiguous');
    expect(legalActions(r, 0).some((a) => a.type === 'endRenovation')).toBe(false);
  });
});

describe('rule 3: properly connected to the lobby', () => {
  it('a renovation that cuts a tile off from the lobby cannot end', () => {
    // The additional red room at (2,0) hangs on the red starting room; turning that one N-S cuts it off.
    const s = buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,0/2' }] });
    let r = act(s, 0, { type: 'renovate' });
    r = act(r, 0, { type: 'moveTile', x: 1, y: 0, to: { x: 1, y: 0, rot: 0 } });
    rejects(r, 0, { type: 'endRenovation' }, 'not_properly_connected');
  });

  it('a new tile connected only to a tile the lobby cannot reach is refused', () => {
    // The lab at (0,-2) was placed unconnected while the Heliport worked; the Heliport is now
    // quarantined, so a pharmacy hanging on the lab's east door only is not properly connected.
    const s = buildPosition({
      specials: ['storage', 'pharmacy', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria'],
      seats: [{ hospital: 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3 heliport@2,0/3! lab@0,-2/1', stored: ['pharmacy'] }],
    });
    const pharmacy = Q.SPECIAL_TILES('pharmacy')[0];
    rejects(s, 0, { type: 'placeTile', tile: pharmacy, x: 1, y: -2, rot: 3 }, 'not_properly_connected');
    expect(legalActions(s, 0).some((a) => a.type === 'placeTile' && a.x === 1 && a.y === -2)).toBe(false);
  });

  it('a tile passes through quarantined tiles to reach the lobby', () => {
    const s = buildPosition({
      specials: ['storage', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria', 'pharmacy'],
      seats: [{ hospital: 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,0/2 g@2,-1/2', stored: ['storage'] }],
    });
    // The additional red room r@2,0 (doors S,W,N) hangs on the quarantined red starting room. A
    // storage under it connects to r only: r is healthy and reached from the lobby through the
    // quarantined room, so rules 3 and 4 hold.
    const placed = act(s, 0, { type: 'placeTile', tile: storageTile, x: 2, y: 1, rot: 0 });
    expect(tileAt(placed, 0, 2, 1)).toBeDefined();
  });
});

describe('rule 4: a tile connected to a quarantined tile needs a healthy connection too', () => {
  it('refuses a tile whose only connection is quarantined, accepts one with a healthy one as well', () => {
    const base = { specials: ['storage', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria', 'pharmacy'] as Q.SpecialId[] };
    const sick = buildPosition({ ...base, seats: [{ hospital: 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1 B@1,-1/3', stored: ['storage'] }] });
    rejects(sick, 0, { type: 'placeTile', tile: storageTile, x: 2, y: 0, rot: 2 }, 'quarantine_only');
    // r@2,1 (doors W,N,E) waits for (2,0) to join the hospital (hence unchecked). Storage at (2,0)
    // turned S,W,N meets the quarantined red room (W) and the healthy additional room (S).
    const both = buildPosition({ ...base, seats: [{ hospital: 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,1/3', stored: ['storage'] }], unchecked: true });
    const placed = act(both, 0, { type: 'placeTile', tile: storageTile, x: 2, y: 0, rot: 2 });
    expect(tileAt(placed, 0, 2, 0)).toBeDefined();
  });

  it('tiles already in place are not re-checked when a neighbour is quarantined', () => {
    // Blue's only connection is yellow. A virus on yellow leaves blue connected only to a
    // quarantined tile; the hospital stays legal and the next placement is accepted.
    let s = buildPosition({
      bag: { grey: 5 },
      specials: ['storage', 'pharmacy', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria'],
      seats: [{ stored: ['storage'] }],
    });
    s = actAll(s, [{ type: 'draw' }, { type: 'placeVirus', target: 0, x: 0, y: -1 }]);
    if (s.pending.kind === 'spread') s = act(s, 0, { type: 'skipSpread' });
    expect(tileAt(s, 0, 0, -1)!.virus).toBe(true);
    expect(Q.hospitalError(s.players[0]!.hospital, [])).toBeNull();
    expect(tileAt(act(s, 0, { type: 'placeTile', tile: storageTile, x: 2, y: 0, rot: 2 }), 0, 2, 0)).toBeDefined();
  });
});

describe('rule 5: the entrance stays free', () => {
  it("refuses a tile in front of the lobby's entrance", () => {
    const s = storage();
    rejects(s, 0, { type: 'placeTile', tile: storageTile, x: 0, y: 1, rot: 0 }, 'covers_entrance');
  });

  it('the entrance turns with the lobby in a renovation', () => {
    const s = buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3' }] });
    let r = act(s, 0, { type: 'renovate' });
    // Turning the lobby a quarter makes its entrance face west, where the green room is.
    r = act(r, 0, { type: 'moveTile', x: 0, y: 0, to: { x: 0, y: 0, rot: 1 } });
    rejects(r, 0, { type: 'endRenovation' }, 'covers_entrance');
  });
});

describe('rule 6: at most 2 stored tiles', () => {
  it('an acquired special room is stored only while fewer than 2 wait', () => {
    const s = buildPosition({
      specials: ['storage', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria', 'pharmacy'],
      seats: [{ stored: ['storage', 'lab'], supply: { red: 2 } }, {}],
      contracts: [{ special: 'pharmacy', price: { red: 2 }, holder: 1 }],
    });
    const bought = act(s, 0, { type: 'buySpecial', special: 'pharmacy', pay: Q.cubesOf({ red: 2 }) });
    expect(bought.pending.kind).toBe('placeAcquired');
    rejects(bought, 0, { type: 'storeTile' }, 'storage_full');
    expect(legalActions(bought, 0).some((a) => a.type === 'storeTile')).toBe(false);
  });

  it('a renovation may not end with more than 2 stored tiles', () => {
    const s = buildPosition({
      seats: [{ hospital: 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,0/2', stored: ['lab', 'pharmacy'] }],
      specials: ['lab', 'pharmacy', 'storage', 'heliport', 'pathology', 'triage', 'security', 'cafeteria'],
    });
    let r = act(s, 0, { type: 'renovate' });
    r = act(r, 0, { type: 'removeTile', x: 2, y: 0 });
    expect(r.players[0]!.stored).toHaveLength(3);
    rejects(r, 0, { type: 'endRenovation' }, 'storage_full');
  });
});

describe('setup: arranging the starting hospital', () => {
  it('the lobby first at (0,0), then each room by the placement rules; play starts when all are done', () => {
    let s = Q.createGame({ players: ['A', 'B'], key: testKey(3) });
    expect(s.pending).toEqual({ kind: 'arrange', seats: [0, 1] });
    rejects(s, 0, { type: 'placeStartingTile', tile: Q.START_ROOM(0, 'red'), x: 0, y: 0, rot: 0 }, 'lobby_first');
    rejects(s, 0, { type: 'placeStartingTile', tile: Q.LOBBY(0), x: 1, y: 0, rot: 0 }, 'lobby_first');
    rejects(s, 0, { type: 'placeStartingTile', tile: Q.LOBBY(1), x: 0, y: 0, rot: 0 }, 'not_your_tile');
    const place = (seat: number) =>
      [
        { type: 'placeStartingTile', tile: Q.LOBBY(seat), x: 0, y: 0, rot: 0 },
        { type: 'placeStartingTile', tile: Q.START_ROOM(seat, 'red'), x: 1, y: 0, rot: 1 },
        { type: 'placeStartingTile', tile: Q.START_ROOM(seat, 'green'), x: -1, y: 0, rot: 0 },
        { type: 'placeStartingTile', tile: Q.START_ROOM(seat, 'yellow'), x: 0, y: -1, rot: 1 },
        { type: 'placeStartingTile', tile: Q.START_ROOM(seat, 'blue'), x: 1, y: -1, rot: 3 },
      ] as const;
    for (const a of place(0)) s = act(s, 0, a);
    expect(s.pending).toEqual({ kind: 'arrange', seats: [1] });
    rejects(s, 0, { type: 'placeStartingTile', tile: Q.LOBBY(0), x: 0, y: 0, rot: 0 }, 'not_your_turn');
    s = act(s, 1, place(1)[0]);
    // Blue's single door turned away from the lobby: it touches but does not connect.
    rejects(s, 1, { type: 'placeStartingTile', tile: Q.START_ROOM(1, 'blue'), x: 1, y: 0, rot: 0 }, 'no_connection');
    rejects(s, 1, { type: 'placeStartingTile', tile: Q.START_ROOM(1, 'blue'), x: 0, y: 1, rot: 0 }, 'covers_entrance');
    for (const a of place(1).slice(1)) s = act(s, 1, a);
    expect(s.phase).toBe('playing');
    expect(s.pending).toEqual({ kind: 'turn', seat: s.firstPlayer });
    expect(s.turn!.drawsLeft).toBe(4);
  });
});
