// `npm run bench:quarantine`: how fast Quarantine's engine is and how strong its bot is.
//   1. Random 3-player games per second (BENCH_RANDOM games, default 20).
//   2. legalActions in a mid-game position with 2 stored tiles: mean and p99 over 2000 calls, and how
//      many legal actions and tile placements it lists.
//   3. Legal tile placements in mid-game positions (turn 20 of random 3-player games), by door layout.
//   4. BENCH_GAMES games (default 40) of one strong bot against 3 random bots, the strong seat
//      rotating: its win rate (a shared win counts) and its decision time (p50, p99, max).
// One process; run it on a quiet machine.
import {
  applyAction,
  buildPosition,
  createGame,
  isOver,
  legalActions,
  legalPlacements,
  pendingSeats,
  playRandomGame,
  SPECIAL_TILES,
  type GameState,
} from '../shared/games/quarantine/index.js';
import { botAction } from '../shared/games/quarantine/bot/index.js';
import { randomInt, seedRng, testKey } from '../shared/random.js';

const RANDOM = Number(process.env.BENCH_RANDOM ?? 20);
const GAMES = Number(process.env.BENCH_GAMES ?? 40);
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev'];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const f2 = (x: number) => x.toFixed(2);

function randomGames(): void {
  const start = performance.now();
  let actions = 0;
  for (let i = 0; i < RANDOM; i++) actions += playRandomGame(createGame({ players: NAMES.slice(0, 3), key: testKey(i) }), i).log.length;
  const s = (performance.now() - start) / 1000;
  console.log(`random 3-player games: ${f2(RANDOM / s)} games/s (${Math.round(actions / RANDOM)} actions a game, ${Math.round(actions / s)} actions/s)`);
}

function legalTiming(): void {
  const state = buildPosition({
    players: 3,
    specials: ['storage', 'lab', 'heliport', 'pathology', 'triage', 'security', 'cafeteria', 'purchasing'],
    seats: [
      {
        hospital: 'L@0,0 R@1,0/1[r] G@-1,0 Y@0,-1/1 B@1,-1/3 r@2,0/2 g@-1,-1/2! y@-1,1/0 b@2,1/0',
        queue: 'rgbyr',
        supply: { red: 2, blue: 2, green: 1 },
        markers: 1,
        stored: ['storage', 'lab'],
      },
      { queue: 'bb', supply: { yellow: 3 } },
      { hospital: 'L@0,0 R@1,0/1 G@-1,0! Y@0,-1/1 B@1,-1/3' },
    ],
    contracts: [{ special: 'pathology', price: { red: 1, yellow: 1 }, holder: 1 }],
  });
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    listed = legalActions(state, 0).length;
    times.push(performance.now() - t);
  }
  const placements = legalActions(state, 0).filter((a) => a.type === 'placeTile').length;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`legalActions with 2 stored tiles: mean ${f2(mean)} ms, p99 ${f2(pct(times, 0.99))} ms; ${listed} actions, ${placements} tile placements`);
}

/** Legal spots for one tile of each door layout in the active seat's hospital, at mid-game (turn 20)
 * of random 3-player games. */
function placementCounts(): void {
  const layouts: [string, number][] = [
    ['1 door', SPECIAL_TILES('pharmacy')[0]],
    ['2 opposite', SPECIAL_TILES('lab')[0]],
    ['2 adjacent', SPECIAL_TILES('cafeteria')[0]],
    ['3 doors', SPECIAL_TILES('storage')[0]],
    ['4 doors', SPECIAL_TILES('pathology')[0]],
  ];
  const counts = layouts.map(() => [] as number[]);
  const tiles: number[] = [];
  for (let g = 0; g < 20; g++) {
    const { log } = playRandomGame(createGame({ players: NAMES.slice(0, 3), key: testKey(500 + g) }), g);
    let state = createGame({ players: NAMES.slice(0, 3), key: testKey(500 + g) });
    for (const { seat, action } of log) {
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      if (state.turnNumber >= 20 && state.pending.kind === 'turn') break;
    }
    const hospital = state.players[state.turn!.seat]!.hospital;
    tiles.push(hospital.length);
    layouts.forEach(([, tile], i) => counts[i]!.push(legalPlacements(hospital, tile).length));
  }
  const avg = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
  console.log(
    `legal placements at turn 20 (hospitals of ${avg(tiles)} tiles on average): ${layouts.map(([name], i) => `${name} ${avg(counts[i]!)} (max ${Math.max(...counts[i]!)})`).join(', ')}`,
  );
}

function strongVsRandom(): void {
  let wins = 0;
  const decisions: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const strongSeat = g % 4;
    let state: GameState = createGame({ players: NAMES, key: testKey(1000 + g) });
    const order = { rng: seedRng(g) };
    const bots = NAMES.map((_, s) => ({ rng: seedRng(g * 31 + s + 1) }));
    let guard = 0;
    while (!isOver(state)) {
      if (guard++ > 20_000) throw new Error('game too long');
      const seats = pendingSeats(state);
      const seat = seats[randomInt(order, 0, seats.length - 1)]!;
      const t = performance.now();
      const action = botAction(state, seat, seat === strongSeat ? 'strong' : 'random', bots[seat]!);
      if (seat === strongSeat) decisions.push(performance.now() - t);
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
      state = result.state;
    }
    if (state.result!.standings.find((s) => s.seat === strongSeat)!.rank === 1) wins += 1;
  }
  console.log(
    `strong vs 3 random: won ${wins}/${GAMES} (${f2((100 * wins) / GAMES)} %); decisions p50 ${f2(pct(decisions, 0.5))} ms, p99 ${f2(pct(decisions, 0.99))} ms, max ${f2(decisions.reduce((a, b) => Math.max(a, b), 0))} ms`,
  );
}

randomGames();
legalTiming();
placementCounts();
strongVsRandom();
