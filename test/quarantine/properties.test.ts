// Property tests over random games, and legalActions checked against a brute-force enumeration.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../shared/canonicalJson.js';
import { clone } from '../../shared/clone.js';
import { randomInt, seedRng, testKey } from '../../shared/random.js';
import type { Action, Cubes, GameState, PlacedTile } from '../../shared/games/quarantine/index.js';
import { buildPosition, census, Q } from './helpers.js';

const names = (n: number) => ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, n);

function checkInvariants(state: GameState): void {
  expect(census(state)).toEqual({ blue: 24, green: 24, red: 24, yellow: 24, grey: 32 });
  expect(state.markerStock + state.players.reduce((n, p) => n + p.markers, 0)).toBe(8);
  for (const k of Q.CUBES) expect(state.bag[k]).toBeGreaterThanOrEqual(0);
  const renovating = state.pending.kind === 'renovate' ? state.pending.seat : -1;
  state.players.forEach((p, seat) => {
    for (const k of Q.CUBES) expect(p.supply[k]).toBeGreaterThanOrEqual(0);
    expect(p.markers).toBeGreaterThanOrEqual(0);
    if (state.phase === 'setup' || seat === renovating) return;
    expect(p.stored.length).toBeLessThanOrEqual(2);
    expect(Q.hospitalError(p.hospital, []), `seat ${seat}'s hospital breaks a placement rule`).toBeNull();
    for (const t of p.hospital) {
      if (Q.specialOf(t.tile) === 'containment') expect(t.virus).toBe(false);
      if (Q.isTreatmentRoom(t.tile)) expect(t.patients.every((c) => c === Q.colourOf(t.tile))).toBe(true);
    }
  });
  // Every tile is somewhere: a hospital, stored, the market, or (special rooms) out of the game.
  const seen = new Set<number>();
  const note = (t: number) => {
    expect(seen.has(t), `tile ${t} twice`).toBe(false);
    seen.add(t);
  };
  for (const p of state.players) {
    p.hospital.forEach((t) => note(t.tile));
    p.stored.forEach(note);
    p.toArrange.forEach(note);
  }
  state.piles.forEach((pile) => pile.tiles.forEach(note));
  state.treatmentRooms.forEach(note);
  if (state.pending.kind === 'placeAcquired') note(state.pending.tile);
}

interface Played {
  state: GameState;
  log: { seat: number; action: Action }[];
  samples: GameState[];
}

/** A random game, checking invariants after every action, keeping a few positions on the way. */
function playChecked(players: number, seed: number, botSeed: number, sampleEvery = 0): Played {
  const rng = { rng: seedRng(botSeed) };
  let state = Q.createGame({ players: names(players), key: testKey(seed) });
  const log: Played['log'] = [];
  const samples: GameState[] = [];
  const kinds = new Map<string, number>();
  while (!Q.isOver(state)) {
    expect(log.length).toBeLessThan(20_000);
    const seats = Q.pendingSeats(state);
    expect(seats.length).toBeGreaterThan(0);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    const action = Q.randomAction(state, seat, rng);
    expect(action).not.toBeNull();
    const before = clone(state);
    const result = Q.applyAction(state, seat, action);
    expect(state).toEqual(before);
    if (!result.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    log.push({ seat, action: action! });
    checkInvariants(state);
    // Keep every `sampleEvery`-th position, and the first few of each kind of decision.
    const seen = kinds.get(state.pending.kind) ?? 0;
    if (sampleEvery > 0 && (log.length % sampleEvery === 0 || seen < 3)) {
      samples.push(state);
      kinds.set(state.pending.kind, seen + 1);
    }
  }
  return { state, log, samples };
}

describe('random games', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: cubes and tiles are conserved, hospitals stay legal, the game ends, replay agrees`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (seed, botSeed) => {
          const { state, log } = playChecked(players, seed, botSeed);
          expect(state.result).not.toBeNull();
          expect(state.endTriggeredBy).not.toBeNull();
          const byBag = Q.total(state.bag) === 0;
          const byTiles = Q.tilesInPlay(state) === 0;
          expect(byBag || byTiles).toBe(true);
          const standings = state.result!.standings;
          expect(standings.map((s) => s.seat).sort()).toEqual(names(players).map((_, i) => i));
          for (const s of standings) expect(s.score).toBe(Q.scorePlayer(state.players[s.seat]!).total);
          expect(Q.replay(state.config, log)).toEqual(state);
        }),
        { numRuns: 3 },
      );
    });
  }
});

// --- brute force -------------------------------------------------------------------------------

function bbox(hospital: readonly PlacedTile[], margin: number): { x: number; y: number }[] {
  if (hospital.length === 0) return [{ x: 0, y: 0 }];
  const xs = hospital.map((t) => t.x),
    ys = hospital.map((t) => t.y);
  const out: { x: number; y: number }[] = [];
  for (let x = Math.min(...xs) - margin; x <= Math.max(...xs) + margin; x++) {
    for (let y = Math.min(...ys) - margin; y <= Math.max(...ys) + margin; y++) out.push({ x, y });
  }
  return out;
}

/** Coloured cube sets of up to 4 cubes, each with 0-2 grey cubes. */
function smallCubeSets(greys: number[]): Cubes[] {
  const out: Cubes[] = [];
  for (let b = 0; b <= 4; b++)
    for (let g = 0; g + b <= 4; g++)
      for (let r = 0; r + g + b <= 4; r++)
        for (let y = 0; y + r + g + b <= 4; y++) {
          for (const grey of greys) out.push({ blue: b, green: g, red: r, yellow: y, grey });
        }
  return out;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Every action shape with bounded parameters. */
function candidates(state: GameState, seat: number): unknown[] {
  const n = state.players.length;
  const player = state.players[seat]!;
  const out: unknown[] = [];
  const rots = [0, 1, 2, 3] as const;
  for (const type of [
    'draw',
    'skipSpread',
    'admit',
    'takeMarker',
    'spendMarker',
    'pathology',
    'pharmacy',
    'renovate',
    'endRenovation',
    'cancelRenovation',
    'endTurn',
    'storeTile',
  ])
    out.push({ type });
  for (let s = 0; s < n; s++) out.push({ type: 'placePatient', queue: s }, { type: 'cafeteriaFrom', from: s });
  for (const accept of [true, false]) out.push({ type: 'emergencyRoom', accept });
  for (const colour of Q.COLOURS) out.push({ type: 'cure', colour }, { type: 'giftShop', colour });
  if (state.phase === 'setup') {
    for (const tile of player.toArrange)
      for (const c of bbox(player.hospital, 1)) for (const rot of rots) out.push({ type: 'placeStartingTile', tile, ...c, rot });
    return out;
  }
  state.players.forEach((p, target) => {
    for (const c of bbox(p.hospital, 0)) {
      out.push({ type: 'placeVirus', target, ...c }, { type: 'decontaminate', target, ...c }, { type: 'decontaminate', target, ...c, keep: true });
      if (target === 0) out.push({ type: 'spreadVirus', ...c });
    }
  });
  if (state.pending.kind === 'spread') for (const c of bbox(state.players[state.pending.target]!.hospital, 0)) out.push({ type: 'spreadVirus', ...c });
  if (state.pending.kind === 'turn') {
    const sets = smallCubeSets([0, 2]);
    for (const pile of state.piles) {
      out.push({ type: 'takeFromContract', special: pile.special });
      for (const price of smallCubeSets([0])) out.push({ type: 'openContract', special: pile.special, price });
      for (const pay of sets) out.push({ type: 'buySpecial', special: pile.special, pay });
    }
    for (const colour of Q.COLOURS)
      for (const pay of sets) if (pay.blue + pay.green + pay.red + pay.yellow + pay.grey / 2 <= 2) out.push({ type: 'buyTreatmentRoom', colour, pay });
  }
  const q = player.queue.length;
  if (q <= 5) for (const order of permutations(player.queue)) out.push({ type: 'reorderQueue', order });
  for (let from = -1; from <= q; from++) for (let to = -1; to <= q; to++) out.push({ type: 'movePatient', from, to });
  const held = state.pending.kind === 'placeAcquired' ? [state.pending.tile] : [];
  for (const tile of [...player.stored, ...held])
    for (const c of bbox(player.hospital, 1)) for (const rot of rots) out.push({ type: 'placeTile', tile, ...c, rot });
  if (state.pending.kind === 'renovate') {
    for (const from of bbox(player.hospital, 0)) {
      out.push({ type: 'removeTile', ...from });
      for (const to of bbox(player.hospital, 1)) for (const rot of rots) out.push({ type: 'moveTile', ...from, to: { ...to, rot } });
    }
  }
  return out;
}

/** The brute force's own bounds: reorderings of queues longer than 5 are not enumerated. */
const withinBounds =
  (state: GameState, seat: number) =>
  (a: Action): boolean =>
    a.type !== 'reorderQueue' || state.players[seat]!.queue.length <= 5;

function compareWithBruteForce(state: GameState): void {
  for (const seat of Q.pendingSeats(state)) {
    const accepted = new Set<string>();
    for (const action of candidates(state, seat)) if (Q.applyAction(state, seat, action).ok) accepted.add(canonicalJson(action));
    const legal = Q.legalActions(state, seat).filter(withinBounds(state, seat)).map(canonicalJson);
    expect(new Set(legal).size, 'legalActions lists each action once').toBe(legal.length);
    const missing = [...accepted].filter((a) => !legal.includes(a));
    const extra = legal.filter((a) => !accepted.has(a));
    expect({ pending: state.pending.kind, missing: missing.slice(0, 5), extra: extra.slice(0, 5) }).toEqual({
      pending: state.pending.kind,
      missing: [],
      extra: [],
    });
  }
}

describe('legalActions against brute force', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: in positions along random games, legalActions is exactly what applyAction accepts`, () => {
      const { samples } = playChecked(players, 100 + players, players, 37);
      const kinds = new Set<string>();
      for (const state of samples.slice(0, 40)) {
        kinds.add(state.pending.kind);
        compareWithBruteForce(state);
      }
      for (const kind of ['turn', 'placeCube', 'renovate', 'placeAcquired']) expect(kinds.has(kind), kind).toBe(true);
    });
  }

  it('positions with special rooms at work: Lab, Purchasing, Triage, Pathology, Gift Shop, Pharmacy, Heliport, contracts, stored tiles', () => {
    const specials: Q.SpecialId[] = ['lab', 'purchasing', 'triage', 'pathology', 'gift_shop', 'pharmacy', 'storage', 'security'];
    const base = { players: 3, specials, box: { red: 2, grey: 1 } };
    const positions = [
      buildPosition({
        ...base,
        seats: [
          {
            hospital: 'L@0,0 R@1,0/1! G@-1,0 Y@0,-1/1 B@1,-1/3 lab@2,0/1 pathology@-1,-1 triage@-1,1',
            queue: 'rgby',
            supply: { red: 2, blue: 1, grey: 3 },
            markers: 1,
            stored: ['pharmacy'],
          },
          { supply: { green: 2 } },
          {},
        ],
        contracts: [
          { special: 'storage', price: { red: 1, blue: 1 }, holder: 1 },
          { special: 'security', price: { green: 2 }, holder: null },
        ],
        unchecked: true,
      }),
      buildPosition({
        ...base,
        seats: [
          {
            hospital: 'L@0,0 R@1,0/1 G@-1,0 Y@0,-1/1 B@1,-1/3 purchasing@2,0/2 gift_shop@-1,-1/2',
            queue: 'rrg',
            supply: { yellow: 3, green: 1 },
            stored: ['pharmacy', 'lab'],
          },
          {},
          { supply: { red: 1 } },
        ],
        contracts: [
          { special: 'storage', price: { red: 2 }, holder: 2 },
          { special: 'triage', price: { blue: 1, red: 1 }, holder: 0, since: 1 },
        ],
      }),
    ];
    for (const position of positions) {
      compareWithBruteForce(position);
      const renovating = Q.applyAction(position, 0, { type: 'renovate' });
      if (!renovating.ok) throw new Error(renovating.error.message);
      compareWithBruteForce(renovating.state);
    }
  });

  it('setup positions', () => {
    let state = Q.createGame({ players: names(3), key: testKey(5) });
    const rng = { rng: seedRng(5) };
    while (state.phase === 'setup') {
      compareWithBruteForce(state);
      const seat = Q.pendingSeats(state)[0]!;
      const result = Q.applyAction(state, seat, Q.randomAction(state, seat, rng));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  });
});
