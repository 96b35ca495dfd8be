// Game setup (rules spec 3): seats, bag, stacks, display, starting patients, administrators.
import { keyedRng, shuffleInPlace, randomInt } from '../../random.js';
import {
  ADMINISTRATOR_TYPES,
  COPIES_PER_IMPROVEMENT,
  COPIES_PER_SPECIALIST,
  DICE_PER_COLOUR,
  DICE_REMOVED_PER_COLOUR,
  EVENTS,
  EVENT_IDS,
  EXPERIMENTAL_BASE_TILES_REMOVED_AT_4,
  EXPERIMENTAL_SPECIALISTS,
  EXPERIMENTAL_TILES,
  IMPROVEMENT_TILES,
  NURSES,
  PROMO_SPECIALISTS,
  SPECIALISTS,
  SPECIALIST_TYPES,
  STARTING_DEPARTMENTS,
  startingValues,
} from './catalogue/index.js';
import { drawAndRoll, newPatient } from './hospital.js';
import { gameOptions, optionsError } from './options.js';
import { dealReports, emptySolo, isSolo } from './solo.js';
import { COLOURS } from './types.js';
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import type { DepartmentType, GameConfig, GameState, Improvement, Options, PlayerState, SpecialistType, Worker } from './types.js';

import { MAX_PLAYERS, MIN_PLAYERS } from './info.js';

export { MAX_PLAYERS, MIN_PLAYERS };

export function nurses(): Worker[] {
  return Array.from({ length: NURSES }, (_, i) => ({ id: `nurse-${i}` }));
}

export function newPlayer(name: string): PlayerState {
  return {
    name,
    score: 0,
    bloodBags: 0,
    fatalities: 0,
    patients: [],
    discharged: [],
    departments: STARTING_DEPARTMENTS.map((type, i) => ({ uid: `start-${i}`, type, activated: false })),
    specialists: [],
    workers: nurses(),
    administrator: null,
    dealtAdministrators: [],
    startingValuesSet: false,
    ambulance: null,
    returnedImprovementThisRound: false,
    fatalitiesThisRound: 0,
    rounds: [],
  };
}

const copies = <T>(types: readonly T[], count: number): T[] => types.flatMap((type) => Array.from({ length: count }, () => type));
const withUids = <T>(types: T[], prefix: string): Improvement<T>[] => types.map((type, i) => ({ uid: `${prefix}-${i}`, type }));

/** The department stack before shuffling: the base game's 2 copies of each tile, or with
 * Experimental Medicine (rules spec 6.2) one set of the 12 tiles (both sets with 4 players: setup
 * then removes 8 of the second set at random) and 2 copies of each experimental tile. */
function departmentStack(options: Options, playerCount: number): Improvement<DepartmentType>[] {
  if (!options.experimentalMedicine) return withUids(copies(IMPROVEMENT_TILES, COPIES_PER_IMPROVEMENT), 'dept');
  const sets = playerCount === 4 ? 2 : 1;
  return withUids([...copies(IMPROVEMENT_TILES, sets), ...copies(EXPERIMENTAL_TILES, COPIES_PER_IMPROVEMENT)], 'dept');
}

/** The specialist deck before shuffling: 2 of each base card, or with Experimental Medicine one of
 * each base card and 2 of each experimental card; promo cards (one each) are added here and setup
 * removes as many random other cards (rules spec 2.3 and 6.4). */
function specialistDeck(options: Options): Improvement<SpecialistType>[] {
  const cards = options.experimentalMedicine
    ? [...SPECIALIST_TYPES, ...copies(EXPERIMENTAL_SPECIALISTS, COPIES_PER_SPECIALIST)]
    : copies(SPECIALIST_TYPES, COPIES_PER_SPECIALIST);
  return withUids(options.promoSpecialists ? [...cards, ...PROMO_SPECIALISTS] : cards, 'spec');
}

/** The state every game starts from, before any random choice. */
export function emptyState(config: GameConfig): GameState {
  const playerCount = config.players.length;
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    throw new Error(`Dice Hospital needs ${MIN_PLAYERS}-${MAX_PLAYERS} players, got ${playerCount}`);
  }
  const unplayable = optionsError(config.options, playerCount);
  if (unplayable) throw new Error(`Dice Hospital options ${unplayable}`);
  const removed = DICE_REMOVED_PER_COLOUR[playerCount]!;
  const bag: GameState['bag'] = [];
  COLOURS.forEach((colour, c) => {
    for (let i = 0; i < DICE_PER_COLOUR - removed; i++) bag.push({ id: c * DICE_PER_COLOUR + i, colour });
  });
  const options = gameOptions(config.options, playerCount);
  const state: GameState = {
    game: 'dice-hospital',
    config,
    options,
    rng: keyedRng(config.key),
    round: 0,
    phase: 'setup',
    pending: { kind: 'none' },
    firstPlayer: 0,
    turnOrder: config.players.map((_, i) => i),
    players: config.players.map(newPlayer),
    bag,
    departmentStack: departmentStack(options, playerCount),
    specialistDeck: specialistDeck(options),
    display: { departments: [], specialists: [] },
    intake: { dice: [], ambulances: [], takenBy: [] },
    activation: [],
    undo: [],
    actionCount: 0,
    result: null,
  };
  if (playerCount === 1) state.solo = emptySolo();
  if (options.events) {
    // Solo leaves out the cards that need opponents (rules spec 6.4).
    state.eventDeck = EVENT_IDS.filter((id) => playerCount > 1 || !EVENTS[id].needsOpponents);
    state.event = null;
  }
  resetActivation(state);
  return state;
}

/** The random parts of building the stacks: with 4 players and Experimental Medicine, 8 tiles of the
 * second base set leave; each promo card takes the place of a random other card. */
function trimStacks(state: GameState): void {
  if (state.options.experimentalMedicine && state.players.length === 4) {
    // The base tiles come in pairs (copies() puts the two copies side by side): odd places are the second set.
    const secondSet = state.departmentStack.filter((tile, i) => !EXPERIMENTAL_TILES.includes(tile.type) && i % 2 === 1);
    const removed = new Set(shuffleInPlace(state, secondSet).slice(0, EXPERIMENTAL_BASE_TILES_REMOVED_AT_4));
    state.departmentStack = state.departmentStack.filter((tile) => !removed.has(tile));
  }
  if (state.options.promoSpecialists) {
    const others = state.specialistDeck.filter((card) => SPECIALISTS[card.type].source !== 'promo');
    const removed = new Set(shuffleInPlace(state, others).slice(0, PROMO_SPECIALISTS.length));
    state.specialistDeck = state.specialistDeck.filter((card) => !removed.has(card));
  }
}

/** Fresh Phase 3 bookkeeping: nobody committed, nothing to undo, no ability waiting. */
export function resetActivation(state: Pick<GameState, 'players' | 'activation' | 'undo'>): void {
  state.activation = state.players.map(() => ({ committed: false, undoDepth: 0, ability: null }));
  state.undo = state.players.map(() => []);
}

/** Reveal P-1 of each improvement (2 players: the first player then chooses one more; solo: one of each). */
export function drawDisplay(state: GameState): void {
  const size = isSolo(state) ? 1 : state.players.length - 1;
  state.display.departments.push(...state.departmentStack.splice(0, size));
  state.display.specialists.push(...state.specialistDeck.splice(0, size));
}

export function createGame(config: GameConfig): GameState {
  const state = emptyState(config);
  trimStacks(state);
  shuffleInPlace(state, state.departmentStack);
  shuffleInPlace(state, state.specialistDeck);
  if (state.eventDeck) shuffleInPlace(state, state.eventDeck);
  // Solo: the report table instead of a first player (no first-player rules).
  if (isSolo(state)) dealReports(state);
  else state.firstPlayer = randomInt(state, 0, state.players.length - 1);
  drawDisplay(state);
  const order = state.players.map((_, i) => (state.firstPlayer + i) % state.players.length);
  for (const seat of order) {
    const player = state.players[seat]!;
    // Dice shown as 3, 4 and 5 (Opening Crisis: 3, 3, 4, 5, 5) in draw order; the player may
    // rearrange them (setStartingValues).
    startingValues(state.options).forEach((value) => {
      const die = drawAndRoll(state)!;
      player.patients.push(newPatient({ ...die, value }, false));
    });
  }
  if (state.options.administrators) {
    const deck = shuffleInPlace(state, [...ADMINISTRATOR_TYPES]);
    for (const seat of order) state.players[seat]!.dealtAdministrators = deck.splice(0, 2);
  }
  state.pending = state.players.length === 2 ? { kind: 'chooseExtraReveal', seat: state.firstPlayer } : { kind: 'setup', seats: setupSeats(state) };
  return state;
}

/** Administrators are kept simultaneously (spec 3.7): a kept card stays among the seat's secret
 * `dealtAdministrators` (the pair shrinks to it) and becomes public only once every seat has chosen. */
export function mustChooseAdministrator(options: { administrators: boolean }, player: PlayerState): boolean {
  return options.administrators && player.administrator === null && player.dealtAdministrators.length > 1;
}

/** Seats that still have a setup decision: starting values, or an administrator to keep. */
export function setupSeats(state: Pick<GameState, 'players' | 'options'>): number[] {
  return state.players
    .map((player, seat) => ({ player, seat }))
    .filter(({ player }) => !player.startingValuesSet || mustChooseAdministrator(state.options, player))
    .map(({ seat }) => seat);
}

export function revealAdministrators(state: GameState, events: GameEvent[]): void {
  if (!state.options.administrators) return;
  for (const player of state.players) player.administrator = player.dealtAdministrators[0] ?? null;
  events.push({ type: 'administratorsRevealed', administrators: state.players.map((p) => p.administrator) });
}
