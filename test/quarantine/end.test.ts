// Renovation, both end triggers, the last round, scoring and ties.
import { describe, expect, it } from 'vitest';
import { act, actAll, buildPosition, cubes, Q, rejects, step, tileAt } from './helpers.js';

const BASE = 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3';

describe('Renovate', () => {
  it('costs an action, once per turn; moves and turns tiles; checked at the end', () => {
    const s = buildPosition({ seats: [{ hospital: `${BASE} r@2,0/2` }] });
    let r = act(s, 0, { type: 'renovate' });
    expect(r.turn!.actionsLeft).toBe(3);
    expect(r.pending).toEqual({ kind: 'renovate', seat: 0 });
    // The additional red room moves under the green room, turned to meet its south door.
    r = act(r, 0, { type: 'moveTile', x: 2, y: 0, to: { x: -1, y: 1, rot: 0 } });
    const done = step(r, 0, { type: 'endRenovation' });
    expect(tileAt(done.state, 0, -1, 1)).toMatchObject({ rot: 0 });
    expect(tileAt(done.state, 0, 2, 0)).toBeUndefined();
    expect(done.state.pending).toEqual({ kind: 'turn', seat: 0 });
    rejects(done.state, 0, { type: 'renovate' }, 'already_renovated');
  });

  it('never moves a quarantined tile or one holding a patient, never removes the lobby', () => {
    const s = act(buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1[r] G@-1,0! Y@0,-1/1 B@1,-1/3' }] }), 0, { type: 'renovate' });
    rejects(s, 0, { type: 'moveTile', x: 1, y: 0, to: { x: 1, y: 0, rot: 3 } }, 'tile_locked');
    rejects(s, 0, { type: 'removeTile', x: -1, y: 0 }, 'tile_locked');
    rejects(s, 0, { type: 'removeTile', x: 0, y: 0 }, 'lobby_stays');
    rejects(s, 0, { type: 'removeTile', x: 4, y: 4 }, 'no_tile');
  });

  it('a moved tile must meet rule 4 at the end', () => {
    // Blue (one door) moved under the quarantined green room, its door north: only a quarantined connection.
    const s = act(buildPosition({ seats: [{ hospital: 'L@0,0 R@1,0/1 G@-1,0! Y@0,-1/1 B@1,-1/3' }] }), 0, { type: 'renovate' });
    const moved = act(s, 0, { type: 'moveTile', x: 1, y: -1, to: { x: -1, y: 1, rot: 0 } });
    rejects(moved, 0, { type: 'endRenovation' }, 'quarantine_only');
  });

  it('stored tiles placed during it do not count toward the 2', () => {
    const specials: Q.SpecialId[] = ['lab', 'storage', 'pharmacy', 'pathology', 'triage', 'security', 'cafeteria', 'purchasing'];
    let s = act(buildPosition({ specials, seats: [{ hospital: `${BASE} r@2,0/2 g@-1,-1/2`, stored: ['storage'] }] }), 0, { type: 'renovate' });
    s = act(s, 0, { type: 'removeTile', x: 2, y: 0 });
    s = act(s, 0, { type: 'removeTile', x: -1, y: -1 });
    s = act(s, 0, { type: 'placeTile', tile: Q.SPECIAL_TILES('storage')[0], x: 2, y: 0, rot: 2 });
    expect(s.turn!.renovation!.touched).toHaveLength(2);
    rejects(s, 0, { type: 'moveTile', x: 1, y: -1, to: { x: 1, y: -1, rot: 0 } }, 'renovation_limit');
    const ended = act(s, 0, { type: 'endRenovation' });
    expect(ended.players[0]!.stored).toHaveLength(2);
  });

  it("cancelled: everything goes back and the action is returned, but the turn's renovation is used", () => {
    const s = buildPosition({ seats: [{ hospital: `${BASE} r@2,0/2` }] });
    const r = actAll(s, [{ type: 'renovate' }, { type: 'removeTile', x: 2, y: 0 }, { type: 'cancelRenovation' }]);
    expect(r.players[0]!.hospital).toEqual(s.players[0]!.hospital);
    expect(r.players[0]!.stored).toEqual([]);
    expect(r.turn!.actionsLeft).toBe(4);
    rejects(r, 0, { type: 'renovate' }, 'already_renovated');
  });
});

describe('end triggers and the last round', () => {
  it('the last cube drawn: that turn goes on (no more draws), every other seat has one more turn without drawing', () => {
    let s = buildPosition({ players: 3, bag: { red: 2 }, active: 1 });
    s = actAll(s, [{ type: 'draw' }, { type: 'placePatient', queue: 1 }]);
    expect(s.endTriggeredBy).toBeNull();
    const last = step(s, 1, { type: 'draw' });
    expect(last.events).toContainEqual({ type: 'endTriggered', seat: 1, by: 'bag' });
    s = act(last.state, 1, { type: 'placePatient', queue: 1 });
    rejects(s, 1, { type: 'draw' }, 'bag_empty');
    s = act(s, 1, { type: 'admit' });
    s = act(s, 1, { type: 'endTurn' });
    expect(s.pending).toEqual({ kind: 'turn', seat: 2 });
    expect(s.turn!.drawsLeft).toBe(0);
    s = act(s, 2, { type: 'endTurn' });
    expect(s.pending).toEqual({ kind: 'turn', seat: 0 });
    const over = step(s, 0, { type: 'endTurn' });
    expect(Q.isOver(over.state)).toBe(true);
    expect(over.events.at(-1)!.type).toBe('gameOver');
    rejects(over.state, 1, { type: 'endTurn' }, 'game_over');
  });

  it('the last tile in play bought: the buyer finishes its turn (drawing), the others have one more turn', () => {
    const s = buildPosition({ players: 2, specials: [], seats: [{ supply: { red: 2 } }] });
    const onlyOne = { ...s, treatmentRooms: [s.treatmentRooms[0]!] };
    const colour = Q.colourOf(onlyOne.treatmentRooms[0]!)!;
    const bought = step(onlyOne, 0, { type: 'buyTreatmentRoom', colour, pay: cubes({ red: 2 }) });
    expect(bought.events).toContainEqual({ type: 'endTriggered', seat: 0, by: 'tiles' });
    expect(bought.state.finalTurns).toEqual([1]);
    expect(bought.state.turn!.drawsLeft).toBe(4);
  });

  it('taking the last tile of a contract triggers it too', () => {
    const s = buildPosition({ players: 2, specials: ['lab'], contracts: [{ special: 'lab', price: { red: 2 }, holder: 0, since: 1 }] });
    const taken = step({ ...s, treatmentRooms: [] }, 0, { type: 'takeFromContract', special: 'lab' });
    expect(taken.events).toContainEqual({ type: 'endTriggered', seat: 0, by: 'tiles' });
  });
});

describe('scoring and ties', () => {
  it('one point per nurse station, special room (quarantined too), pair of cubes, and an empty queue', () => {
    const s = buildPosition({ seats: [{ hospital: `${BASE} lab@2,0/1 pharmacy@-1,-1/2!`, supply: { red: 3, blue: 2 } }], unchecked: true });
    expect(Q.scorePlayer(s.players[0]!)).toEqual({ nurseStations: 2, specialRooms: 2, cubePairs: 2, emptyQueue: 1, total: 7 });
    const queued = buildPosition({ seats: [{ queue: 'r' }] });
    expect(Q.scorePlayer(queued.players[0]!)).toEqual({ nurseStations: 1, specialRooms: 0, cubePairs: 0, emptyQueue: 0, total: 1 });
  });

  it('ties: fewer tiles, then fewer nurse stations, then shared', () => {
    const noStation = 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@-1,1/0';
    const rank = (seats: Q.SeatDescription[]) => Q.finalResult(buildPosition({ players: seats.length, seats })).standings.map((s) => [s.seat, s.rank, s.score]);
    // Seat 0: station + empty queue = 2 with 5 tiles; seat 1: station + a pair = 2 with 6 tiles.
    expect(rank([{}, { hospital: `${BASE} r@2,0/2`, queue: 'r', supply: { red: 2 } }])).toEqual([
      [0, 1, 2],
      [1, 2, 2],
    ]);
    // Equal tiles: seat 1 has no station (2 points from a pair and an empty queue).
    expect(rank([{}, { hospital: noStation, supply: { red: 2 } }])).toEqual([
      [1, 1, 2],
      [0, 2, 2],
    ]);
    expect(rank([{}, {}, { queue: 'r' }])).toEqual([
      [0, 1, 2],
      [1, 1, 2],
      [2, 3, 1],
    ]);
  });
});
