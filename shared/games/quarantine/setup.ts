// Game setup (rules section 4): the bag, the market of 8 random special room types, the starting
// tiles each player arranges, the first player.
import { keyedRng, randomInt, shuffleInPlace } from '../../random.js';
import { cubesOf, noCubes } from './cubes.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './info.js';
import { DEFAULT_OPTIONS, optionsError } from './options.js';
import { LOBBY, SPECIAL_IDS, SPECIAL_TILES, START_ROOM, TREATMENT_ROOMS } from './tiles.js';
import type { GameConfig, GameState, Options, PlayerState } from './types.js';
import { COLOURS } from './types.js';

export { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, optionsError };

export const PATIENTS_PER_COLOUR = 24;
export const VIRUSES = 32;
export const MARKERS = 8;
export const MARKET_TYPES = 8;

export function newPlayer(name: string, seat: number): PlayerState {
  return {
    name,
    hospital: [],
    stored: [],
    queue: [],
    supply: noCubes(),
    markers: 0,
    toArrange: [LOBBY(seat), ...COLOURS.map((c) => START_ROOM(seat, c))],
  };
}

/** A game before any random draw: full bag, empty market, every seat to arrange its hospital. */
export function emptyState(config: GameConfig): GameState {
  const count = Array.isArray(config.players) ? config.players.length : 0;
  if (!Number.isInteger(count) || count < MIN_PLAYERS || count > MAX_PLAYERS) {
    throw new Error(`Quarantine needs ${MIN_PLAYERS}-${MAX_PLAYERS} players, got ${count}`);
  }
  const problem = optionsError(config.options, count);
  if (problem) throw new Error(`Quarantine options: ${problem}`);
  const options: Options = { ...DEFAULT_OPTIONS };
  return {
    game: 'quarantine',
    config,
    options,
    rng: keyedRng(config.key),
    phase: 'setup',
    players: config.players.map((name, seat) => newPlayer(name, seat)),
    bag: cubesOf({ blue: PATIENTS_PER_COLOUR, green: PATIENTS_PER_COLOUR, red: PATIENTS_PER_COLOUR, yellow: PATIENTS_PER_COLOUR, grey: VIRUSES }),
    stock: 0,
    box: noCubes(),
    markerStock: MARKERS,
    piles: [],
    treatmentRooms: [...TREATMENT_ROOMS],
    firstPlayer: 0,
    turnNumber: 0,
    round: 0,
    turn: null,
    pending: { kind: 'arrange', seats: config.players.map((_, s) => s) },
    endTriggeredBy: null,
    finalTurns: [],
    actionCount: 0,
    result: null,
  };
}

/** The random part of setup: 8 special types for the market (one copy each with 2 players), the first player. */
export function dealSetup(state: GameState): void {
  const types = shuffleInPlace(state, [...SPECIAL_IDS]).slice(0, MARKET_TYPES);
  const copies = state.players.length === 2 ? 1 : 2;
  state.piles = types.map((special) => ({ special, tiles: SPECIAL_TILES(special).slice(0, copies), price: null, holder: null, since: 0 }));
  state.firstPlayer = randomInt(state, 0, state.players.length - 1);
}
