// The synced state: viewFromSync(decoded state) is the engine's view for players and for a late
// spectator, secrets reach only their seat (dealt administrators, then the kept one until every seat
// has chosen), and a large 4-player full state survives encoding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decoder, Encoder } from '@colyseus/schema';
import { schemaObjects } from '../support/schemaObjects.js';
import {
  ADMINISTRATOR_TYPES,
  IMPROVEMENT_TILES,
  SPECIALIST_TYPES,
  applyAction,
  buildPosition,
  createGame,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type GameView,
} from '../../shared/games/dice-hospital/index.js';
import { DICE_HOSPITAL_SYNC, syncFromView, viewFromSync } from '../../shared/games/dice-hospital/sync.js';
import { randomInt, seedRng, testKey } from '../../shared/random.js';
import { ENCODER_BUFFER_SIZE, encodesIntoSharedBuffer } from '../../server/rooms/colyseusCompat.js';
import { assignPlain } from '../../server/schema/assign.js';
import { GameSync } from '../../server/rooms/dice-hospital/adapter.js';
import { classOf } from '../../server/schema/fromShape.js';
import { CLOSE_ROOM_FAILED, type LogEntryJson } from '../../shared/protocol.js';
import {
  bootServer,
  captureLogs,
  engineState,
  joinById,
  playUntil,
  quickMatch,
  serverView,
  settled,
  waitFor,
  type TestClient,
  type TestServer,
  readLog,
} from './harness.js';

let ts: TestServer;
const logs = captureLogs();
beforeAll(async () => {
  ts = await bootServer({}, logs.logger);
});
afterAll(async () => {
  await ts.shutdown();
});

const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

async function fourPlayers(options = {}): Promise<TestClient[]> {
  const players: TestClient[] = [];
  for (const name of ['Ada', 'Brunel', 'Curie', 'Darwin']) {
    players.push(await quickMatch(ts, { name, playerCount: 4, options }));
  }
  await waitFor(() => players.every((p) => p.seat !== null && p.json().status === 'playing'), 'start');
  return players;
}

/** Seeded-random play that keeps patients in hospital: the biggest states come from long activations. */
function busyChooser(seed: number) {
  const rng = { rng: seedRng(seed) };
  return (legal: Action[]) => {
    const nonCommit = legal.filter((a) => a.type !== 'commitActivation' && a.type !== 'undo');
    const pool = nonCommit.length > 0 ? nonCommit : legal;
    return pool[randomInt(rng, 0, pool.length - 1)]!;
  };
}

/** A crowded late-game position: 12 patients a seat, five tiles and five specialists each, seven
 * rounds of scores. */
function crowdedPosition(): GameState {
  const seats = [0, 1, 2, 3].map((s) => ({
    name: ['Ada', 'Brunel', 'Curie', 'Darwin'][s],
    patients: ['R1', 'R2t', 'R3', 'R4', 'Y1', 'Y2', 'Y3t', 'Y5', 'G1', 'G2', 'G4', 'G5t'],
    discharged: ['R6', 'Y6'],
    departments: [0, 1, 2, 3, 4].map((k) => IMPROVEMENT_TILES[(s * 3 + k) % 12]!),
    specialists: [0, 1, 2, 3, 4].map((k) => SPECIALIST_TYPES[(s * 3 + k) % 12]!),
    bloodBags: 9,
    fatalities: 3,
    score: 57,
    administrator: ADMINISTRATOR_TYPES[s]!,
    ambulance: s + 1,
  }));
  const big = buildPosition({ players: 4, seats, round: 8, key: testKey(99) });
  big.players.forEach((p) => {
    p.rounds = [1, 2, 3, 4, 5, 6, 7].map((round) => ({ round, discharged: 3, dischargePoints: 10, administratorBonus: 2, emptyHospitalBonus: 0 }));
  });
  return big;
}

describe('synced state', () => {
  it('delivers dealt administrators only to their own seat, and the kept one stays secret until all have chosen', async () => {
    const players = await fourPlayers({ activation: 'sequential' });
    const roomId = players[0]!.room.roomId;
    const spectator = await joinById(ts, roomId, { spectator: true });
    await waitFor(() => spectator.json().game !== undefined, 'spectator state');
    const dealt = engineState(ts, roomId).players.map((pl) => [...pl.dealtAdministrators]);
    expect(dealt.every((pair) => pair.length === 2)).toBe(true);
    type Json = { game: { players: { administrator: string; dealtAdministrators?: string }[] } };
    const decoded = (c: TestClient) => c.json() as unknown as Json;

    /** Nothing of another seat's administrators anywhere in what a client decoded or was sent. */
    const expectNoForeignCards = () => {
      for (const c of [...players, spectator]) {
        const text = JSON.stringify(c.json()) + JSON.stringify(c.events);
        dealt.forEach((pair, seat) => {
          if (seat === c.seat) return;
          // Synced, a seat's cards are one string joined by ','; in events, each is a JSON string.
          for (const card of pair) expect(text).not.toMatch(new RegExp(`\\b${card}\\b`));
        });
        expect(text).not.toContain('"rng"');
        expect(text).not.toContain('"bag"');
      }
    };
    const everyViewMatches = () => {
      for (const p of players) expect(plain(p.view())).toStrictEqual(plain(serverView(ts, roomId, p.seat!)));
      expect(plain(spectator.view())).toStrictEqual(plain(serverView(ts, roomId, 'spectator')));
    };

    for (const p of players) {
      decoded(p).game.players.forEach((player, seat) => {
        if (seat === p.seat) expect(player.dealtAdministrators).toEqual(dealt[seat]!.join(','));
        else expect(player.dealtAdministrators).toBeUndefined();
      });
    }
    expect(decoded(spectator).game.players.every((pl) => pl.dealtAdministrators === undefined)).toBe(true);
    expectNoForeignCards();
    everyViewMatches();

    // Seat 0 keeps its second card: its secret pair shrinks to that card (an element rewritten and
    // one removed inside a @view field), and nobody else learns which one it kept.
    const seat0 = players.find((p) => p.seat === 0)!;
    const kept = dealt[0]![1]!;
    const count = engineState(ts, roomId).actionCount;
    seat0.send({ type: 'chooseAdministrator', administrator: kept });
    await waitFor(() => engineState(ts, roomId).actionCount > count || seat0.errors.length > 0, 'the choice');
    await settled(ts, roomId, [...players, spectator]);
    expect(seat0.errors).toEqual([]);
    expect(engineState(ts, roomId).players[0]!.administrator).toBeNull();
    expect(decoded(seat0).game.players[0]!.dealtAdministrators).toEqual(kept);
    expect(seat0.view().players[0]!.dealtAdministrators).toEqual([kept]);
    // The chooser's own log names the card; everyone else's says only that a card was chosen.
    expect(seat0.events.at(-1)!.events).toEqual([{ type: 'administratorChosen', seat: 0, administrator: kept }]);
    for (const c of [...players, spectator]) {
      if (c !== seat0) expect(c.events.at(-1)!.events).toEqual([{ type: 'administratorChosen', seat: 0 }]);
      expect(decoded(c).game.players.every((pl) => pl.administrator === '')).toBe(true);
      if (c !== seat0) expect(JSON.stringify(c.json())).not.toContain(JSON.stringify(kept));
    }
    // The log pages follow the same rule (a reload, a late spectator).
    const choice = (entries: LogEntryJson[]) => entries.map((e) => JSON.parse(e.event)).filter((e) => e.type === 'administratorChosen' && e.seat === 0);
    expect(choice(await readLog(seat0))).toEqual([{ type: 'administratorChosen', seat: 0, administrator: kept }]);
    for (const c of [players.find((p) => p.seat === 1)!, spectator]) expect(choice(await readLog(c))).toEqual([{ type: 'administratorChosen', seat: 0 }]);
    expectNoForeignCards();
    everyViewMatches();

    // The rest of setup, checking at every step that nothing leaks, until the engine reveals all.
    const revealed = (v: GameView) => v.players.every((pl) => pl.administrator !== null);
    await playUntil(players, revealed, undefined, 100, () => {
      if (revealed(serverView(ts, roomId, 'spectator'))) return;
      expectNoForeignCards();
      everyViewMatches();
    });
    await settled(ts, roomId, [...players, spectator]);
    const administrators = engineState(ts, roomId).players.map((pl) => pl.administrator);
    expect(administrators[0]).toBe(kept);
    administrators.forEach((card, seat) => expect(dealt[seat]).toContain(card));
    for (const c of [...players, spectator]) {
      expect(c.events.flatMap((e) => e.events).filter((e) => e.type === 'administratorsRevealed')).toEqual([
        { type: 'administratorsRevealed', administrators },
      ]);
      expect(decoded(c).game.players.map((pl) => pl.administrator)).toEqual(administrators);
    }
    players.forEach((p) => expect(decoded(p).game.players[p.seat!]!.dealtAdministrators).toEqual(administrators[p.seat!]));
    everyViewMatches();
    await Promise.all([...players, spectator].map((c) => c.room.leave()));
  });

  it('gives a late spectator the full state of a large 4-player game', async () => {
    const players = await fourPlayers({ resistantSuperbug: true });
    const roomId = players[0]!.room.roomId;
    await playUntil(players, (v) => v.round >= 5 && v.phase === 'activation', busyChooser(7));
    await playUntil(players, (v) => v.activation.every((a) => a.undoDepth >= 1) || v.phase !== 'activation', busyChooser(8), 200);

    const spectator = await joinById(ts, roomId, { spectator: true });
    await waitFor(() => spectator.json().game !== undefined, 'spectator state');
    expect(plain(spectator.view())).toStrictEqual(plain(serverView(ts, roomId, 'spectator')));
    for (const p of players) expect(plain(p.view())).toStrictEqual(plain(serverView(ts, roomId, p.seat!)));
    // The log and lobby data match the players' too.
    const log = await readLog(spectator);
    expect(log.length).toBeGreaterThan(0);
    // The same entries, but for the administrator a player kept, which only its own log names.
    const secretless = (e: LogEntryJson) => {
      const event = JSON.parse(e.event) as { type: string; seat?: number };
      return event.type === 'administratorChosen' ? { ...e, event: JSON.stringify({ type: event.type, seat: event.seat }) } : e;
    };
    expect((await readLog(players[0]!)).map(secretless)).toEqual(log);
    await waitFor(() => players[0]!.json().spectators === 1, 'spectator count');
    expect(players[0]!.json().seats.map((s) => s.name)).toEqual(['Ada', 'Brunel', 'Curie', 'Darwin']);

    // The spectator keeps up with later patches too.
    await playUntil([...players], (v) => v.phase !== 'activation', undefined, 100);
    await waitFor(() => spectator.view().actionCount === engineState(ts, roomId).actionCount, 'spectator patch');
    expect(plain(spectator.view())).toStrictEqual(plain(serverView(ts, roomId, 'spectator')));
    await Promise.all([...players, spectator].map((c) => c.room.leave()));
  });

  it('sends the largest 4-player position whole to a joiner, well inside the encoder buffer', async () => {
    const players = await fourPlayers();
    const roomId = players[0]!.room.roomId;
    const big = crowdedPosition();
    const room = ts.room(roomId);
    room['core'].game = big;
    room['core'].project();
    room.broadcastPatch();

    // With packed lists this is about 4 KB (5.4 KB before them; it was over schema's default 8 KB
    // while the log was in the synced state); the room's buffer (the process's shared one) keeps
    // room for positions the options add.
    const fullState: Uint8Array = room['_serializer'].getFullState();
    expect(fullState.byteLength).toBeGreaterThan(3 * 1024);
    expect(fullState.byteLength).toBeLessThan(ENCODER_BUFFER_SIZE / 2);
    expect(encodesIntoSharedBuffer(room)).toBe(true);

    const spectator = await joinById(ts, roomId, { spectator: true });
    await waitFor(() => (spectator.json().game as { round?: number } | undefined)?.round === 8, 'spectator state');
    expect(plain(spectator.view())).toStrictEqual(plain(viewFor(big, 'spectator')));
    // A late player connection (seat token: a reload) gets its full state with its secret too.
    const reloaded = await joinById(ts, roomId, { seatToken: players[2]!.token! });
    await waitFor(() => reloaded.seat === 2 && (reloaded.json().game as { round?: number } | undefined)?.round === 8, 'reloaded state');
    expect(plain(reloaded.view())).toStrictEqual(plain(viewFor(big, 2)));
    await Promise.all([players[0], players[1], players[3], reloaded, spectator].map((c) => c!.room.leave()));
  });

  it('closes the room loudly when the synced state cannot follow the game, instead of leaving clients stale', async () => {
    const a = await quickMatch(ts, { name: 'Ann', playerCount: 2, options: { administrators: false } });
    const b = await quickMatch(ts, { name: 'Bob', playerCount: 2, options: { administrators: false } });
    const roomId = a.room.roomId;
    await waitFor(() => a.seat !== null && b.seat !== null && b.json().status === 'playing', 'start');
    const room = ts.room(roomId);
    // A projection bug, injected into this room only.
    Object.assign(room['core'], {
      adapter: {
        ...room['core'].adapter,
        project: () => {
          throw new Error('projection bug');
        },
      },
    });
    const closed = [a, b].map((c) => new Promise<number>((resolve) => c.room.onLeave((code) => resolve(code))));
    const state = engineState(ts, roomId);
    const actor = a.seat === state.firstPlayer ? a : b;
    actor.send(legalActions(state, actor.seat!)[0]);
    expect(await Promise.all(closed)).toEqual([CLOSE_ROOM_FAILED, CLOSE_ROOM_FAILED]);
    expect(logs.lines.find((l) => l.event === 'room_failed')).toMatchObject({
      roomId,
      reason: 'could not project the game state',
      err: expect.objectContaining({ message: 'projection bug' }),
    });
    // The action was recorded before the projection failed: the log still replays the game.
    expect((await ts.store.load(roomId))!.actions).toHaveLength(1);
    await waitFor(() => !isLocal(roomId), 'the room disposed');
  });
});

function isLocal(roomId: string): boolean {
  try {
    ts.room(roomId);
    return true;
  } catch {
    return false;
  }
}

describe('option fields in the synced state', () => {
  /** A view carrying every field the options add: the event card and deck, the final collection,
   * a Consultant's role, an Admissions Nurse decision (uses, healed `raised`), event bonuses in the
   * round scores, and collection rows in the final standings; and what the packed lists encode in
   * flags and sentinels: new and treated patients, a blood-bag colour, ambulances with dice. */
  function optionView(event: GameView['event']): GameView {
    const view = viewFor(buildPosition({ players: 2, options: { events: true, finalRoundCollections: true, promoSpecialists: true } }), 'spectator');
    view.event = event;
    view.eventDeckCount = 9;
    view.collections = {
      spaces: [
        { ambulance: 1, colour: 'red', value: 2, seat: null },
        { ambulance: 1, colour: 'yellow', value: 3, seat: 1 },
        { ambulance: 2, colour: 'green', value: 5, seat: 0 },
      ],
      passed: [1],
    };
    const player = view.players[0]!;
    player.patients = [
      { id: 7, colour: 'red', value: 3, treated: true, isNew: false, tempColour: 'green' },
      { id: 8, colour: 'yellow', value: 6, treated: false, isNew: true },
      { id: 9, colour: 'green', value: 1, treated: true, isNew: true, tempColour: 'red' },
    ];
    player.discharged = [{ id: 10, colour: 'green', value: 6 }];
    view.intake = {
      dice: [
        { id: 11, colour: 'red', value: 2 },
        { id: 12, colour: 'yellow', value: 4 },
      ],
      ambulances: [[{ id: 11, colour: 'red', value: 2 }], [], [{ id: 12, colour: 'yellow', value: 4 }]],
      takenBy: [null, 1, null],
    };
    player.workers = [
      ...player.workers,
      { id: 'consultant-1', specialist: 'consultant', role: 'surgeon', placedOn: player.departments[0]!.uid },
      { id: 'admissions_nurse-1', specialist: 'admissions_nurse' },
    ];
    player.rounds = [
      { round: 1, discharged: 2, dischargePoints: 3, administratorBonus: 0, emptyHospitalBonus: 0 },
      { round: 2, discharged: 1, dischargePoints: 1, administratorBonus: 1, emptyHospitalBonus: 0, eventBonus: 2 },
    ];
    view.activation[0]!.ability = {
      worker: 'admissions_nurse-1',
      specialist: 'admissions_nurse',
      department: player.departments[0]!.uid,
      healed: [
        { id: 3, colour: 'red', before: 5, raised: true, discharged: true },
        { id: 4, colour: 'green', before: 2, raised: false, discharged: false },
      ],
      uses: 1,
    };
    view.result = {
      standings: [
        { seat: 0, rank: 1, score: 40, fatalityPenalty: 2, bloodBagBonus: 1, patientsLeft: 2, pipsLeft: 7, tieBreak: null, collected: 2, patientPenalty: 2 },
        { seat: 1, rank: 2, score: 31, fatalityPenalty: 0, bloodBagBonus: 0, patientsLeft: 0, pipsLeft: 0, tieBreak: null, collected: 0, patientPenalty: 0 },
      ],
    };
    return view;
  }

  it('round-trips the event, the collections, roles, ability uses, event bonuses and collection scores', () => {
    for (const event of ['flu_outbreak', null] as const) {
      const view = optionView(event);
      const synced = plain(syncFromView(view));
      expect(synced.event).toBe(event ?? '');
      expect(synced.collections.spaces.map((s: { seat: number }) => s.seat)).toEqual([-1, 1, 0]);
      expect(plain(viewFromSync(synced, 'spectator'))).toStrictEqual(plain(view));
    }
    // Without the options the view has none of these fields, and neither does the synced state.
    const bare = viewFor(buildPosition({ players: 2 }), 'spectator');
    const synced = plain(syncFromView(bare));
    for (const key of ['event', 'eventDeckCount', 'collections']) expect(synced).not.toHaveProperty(key);
    expect(plain(viewFromSync(synced, 'spectator'))).toStrictEqual(plain(bare));
  });

  it('carries them through the GameSync schema, encoded and then patched as the room does', () => {
    const root = new GameSync();
    const encoder = new Encoder(root);
    const decoded = new GameSync();
    const decoder = new Decoder(decoded);
    const steps: GameView[] = [optionView(null), optionView('media_spotlight')];
    // Then: a space filled, the event discarded, the Consultant's role and the ability cleared.
    const later = optionView(null);
    later.collections!.spaces[0]!.seat = 0;
    later.collections!.passed = [1, 0];
    later.eventDeckCount = 8;
    later.activation[0]!.ability = null;
    later.players[0]!.workers = later.players[0]!.workers.map(({ role: _role, placedOn: _placedOn, ...w }) => w);
    // The first patient discharged, the next healed and treated, the blood-bag colour gone; an ambulance taken.
    later.players[0]!.patients = [
      { id: 8, colour: 'yellow', value: 6, treated: true, isNew: true },
      { id: 9, colour: 'green', value: 2, treated: true, isNew: true },
    ];
    later.intake.ambulances = [[], [], [{ id: 12, colour: 'yellow', value: 4 }]];
    later.intake.takenBy = [0, 1, null];
    steps.push(later);
    steps.forEach((view, i) => {
      assignPlain(root, syncFromView(view));
      decoder.decode(i === 0 ? encoder.encodeAll() : encoder.encode());
      encoder.discardChanges();
      expect(plain(viewFromSync(decoded.toJSON(), 'spectator'))).toStrictEqual(plain(view));
    });
  });
});

describe('the compact synced shape', () => {
  /** Schema objects (and their arrays and maps) in a synced tree: each costs about 1.5 KB of server memory. */
  it('holds a crowded 4-player game in as many schema objects as a new one, and few: every list but the patients is packed in a string', () => {
    const counts = [buildPosition({ players: 4, key: testKey(99) }), crowdedPosition()].map((state) => {
      const root = new GameSync();
      assignPlain(root, syncFromView(viewFor(state, 'spectator')));
      return schemaObjects(root);
    });
    // One object per die, tile, worker and round score made it 104 at the start and 248 here; an
    // array per list, 36 (each array is about 2 KB of server memory with its change tracking).
    expect(counts[1]).toBe(counts[0]);
    expect(counts[1]).toBeLessThanOrEqual(20);
  });

  it('carries a list that packs to exactly 255 bytes, which @colyseus/schema 3.0 would write with length 0', () => {
    const view = viewFor(crowdedPosition(), 'spectator');
    const departments = view.players[0]!.departments;
    // Pad the first tile's uid until the packed list ("uid type,uid type,…") is 255 bytes long.
    const packedLength = departments.reduce((n, d) => n + d.uid.length + 1 + d.type.length, departments.length - 1);
    departments[0] = { ...departments[0]!, uid: departments[0]!.uid + 'x'.repeat(255 - packedLength) };
    expect(departments.reduce((n, d) => n + d.uid.length + 1 + d.type.length, departments.length - 1)).toBe(255);
    const root = new GameSync();
    const encoder = new Encoder(root);
    const decoded = new GameSync();
    const decoder = new Decoder(decoded);
    decoder.decode(encoder.encodeAll());
    encoder.discardChanges();
    assignPlain(root, syncFromView(view));
    decoder.decode(encoder.encode());
    expect(plain(viewFromSync(decoded.toJSON(), 'spectator'))).toStrictEqual(plain(view));
  });

  it('refuses to write any other string of exactly 255 bytes into the schema, so a room fails loudly instead of corrupting patches', () => {
    const synced = plain(syncFromView(viewFor(crowdedPosition(), 'spectator')));
    synced.players[0]!.name = 'é'.repeat(127) + 'x';
    expect(() => assignPlain(new GameSync(), synced)).toThrow('game.players.name: a string of exactly 255 UTF-8 bytes');
    synced.players[0]!.name = 'é'.repeat(127) + 'xy';
    expect(() => assignPlain(new GameSync(), synced)).not.toThrow();
  });

  it('refuses a packed list that does not split into whole items, naming the fault', () => {
    const synced = plain(syncFromView(viewFor(crowdedPosition(), 'spectator')));
    synced.players[1].patients.pop();
    expect(() => viewFromSync(synced, 'spectator')).toThrow('viewFromSync: a packed list of 47 is not a multiple of 4');
    synced.players[1].patients = [1, 5, 3, 0];
    expect(() => viewFromSync(synced, 'spectator')).toThrow('viewFromSync: no colour 5');
  });
});

describe('solo games in the synced state', () => {
  /** Solo positions along a game: setup, the 4 intake dice, a report choice, slid cards, the end. */
  function soloPositions(): GameState[] {
    const positions: GameState[] = [createGame({ players: ['Solo'], key: testKey(12), options: { reportPenalty: true } })];
    const table = { bottom: ['rr', 'ry', 'yy'] as const, top: ['yg', null, 'rygg'] as const };
    const asking = buildPosition({
      players: 1,
      phase: 'discharge',
      reports: { bottom: [...table.bottom], top: [...table.top] },
      seats: [{ patients: ['R3'], discharged: ['R6', 'R6', 'Y6', 'G6'] }],
    });
    expect(asking.pending).toEqual({ kind: 'completeReports', seat: 0 });
    positions.push(asking);
    const done = applyAction(asking, 0, { type: 'completeReports', reports: ['rr', 'yg'] });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.state.pending).toEqual({ kind: 'chooseSoloIntake', seat: 0 });
    positions.push(done.state);
    const end = buildPosition({
      players: 1,
      round: 8,
      options: { fatalityPenalty: true },
      reports: { bottom: [null, 'gg', null], completed: ['ryg'] },
      seats: [{ patients: ['R3t'], fatalities: 1 }],
    });
    const over = applyAction(end, 0, { type: 'commitActivation' });
    if (!over.ok) throw new Error(over.error.message);
    expect(over.state.result!.standings[0]!.reportPoints).toBe(5);
    positions.push(over.state);
    return positions;
  }

  const SoloSync = classOf(DICE_HOSPITAL_SYNC.solo.optional, 'SoloSync');

  it('round-trips the report table through syncFromView, the SoloSync schema (encoded and patched) and viewFromSync', () => {
    const positions = soloPositions();
    const root = new SoloSync();
    const encoder = new Encoder(root);
    const decoded = new SoloSync();
    const decoder = new Decoder(decoded);
    positions.forEach((state, i) => {
      for (const viewer of [0, 'spectator'] as const) {
        const view = viewFor(state, viewer);
        const synced = plain(syncFromView(view));
        expect(synced.solo.top.concat(synced.solo.bottom)).not.toContain(null);
        expect(plain(viewFromSync(synced, viewer))).toStrictEqual(plain(view));
      }
      // The same object changed in place, as the room does: a full state first, then patches.
      const synced = syncFromView(viewFor(state, 'spectator'));
      assignPlain(root, synced.solo!);
      decoder.decode(i === 0 ? encoder.encodeAll() : encoder.encode());
      encoder.discardChanges();
      expect(decoded.toJSON()).toStrictEqual(plain(synced.solo));
      const view = viewFromSync({ ...plain(synced), solo: decoded.toJSON() }, 'spectator');
      expect(plain(view)).toStrictEqual(plain(viewFor(state, 'spectator')));
    });
    // Empty slots are '' in the schema, null in the view.
    expect(decoded.toJSON().bottom).toEqual(['', 'gg', '']);
    expect(viewFromSync(plain(syncFromView(viewFor(positions[2]!, 0))), 0).solo!.top).toEqual([null, null, 'rygg']);
  });

  it('2-4 player games sync no report table, and options a schema lacks read as their defaults', () => {
    const view = viewFor(buildPosition({ players: 2 }), 0);
    const synced = plain(syncFromView(view));
    expect(synced).not.toHaveProperty('solo');
    delete synced.options.fatalityPenalty;
    delete synced.options.reportPenalty;
    expect(plain(viewFromSync(synced, 0))).toStrictEqual(plain(view));
  });

  it("plays a solo room, each client view equal to the server's", async () => {
    const player = await quickMatch(ts, { name: 'Solo', playerCount: 1, options: { fatalityPenalty: true, reportPenalty: true } });
    await waitFor(() => player.seat !== null && player.json().status === 'playing', 'start');
    const roomId = player.room.roomId;
    const spectator = await joinById(ts, roomId, { spectator: true });
    await waitFor(() => spectator.json().game !== undefined, 'spectator state');
    const matches = () => {
      expect(plain(player.view())).toStrictEqual(plain(serverView(ts, roomId, 0)));
      expect(plain(spectator.view())).toStrictEqual(plain(serverView(ts, roomId, 'spectator')));
    };
    // The spectator is in the list so that each step waits for it too (its patches may come later).
    await playUntil(
      [player, spectator],
      () => false,
      busyChooser(3),
      2_000,
      () => matches(),
    );
    await settled(ts, roomId, [player, spectator]);
    matches();
    expect(player.view().result!.standings[0]).toHaveProperty('reportPenalty');
    await Promise.all([player, spectator].map((c) => c.room.leave()));
  });
});
