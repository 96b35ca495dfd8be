// Game setup (rules spec 3): seats, bag, stacks, display, starting patients, administrators.
import { keyedRng, shuffleInPlace, randomInt } from '../../random.js';
import {
  ADMINISTRATOR_TYPES, COPIES_PER_IMPROVEMENT, COPIES_PER_SPECIALIST, DICE_PER_COLOUR,
  DICE_REMOVED_PER_COLOUR, IMPROVEMENT_TILES, NURSES, SPECIALIST_TYPES, STARTING_DEPARTMENTS, STARTING_VALUES,
} from './catalogue/index.js';
import { drawAndRoll, newPatient } from './hospital.js';
import { gameOptions, optionsError } from './options.js';
import { dealReports, emptySolo, isSolo } from './solo.js';
import { COLOURS } from './types.js';
import type { GameEvent } from '../../engine.js';
import type { GameConfig, GameState, PlayerState, Worker } from './types.js';

/** One player is a solo game (rules spec 7). */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

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
  let tile = 0;
  let card = 0;
  const state: GameState = {
    game: 'dice-hospital',
    config,
    options: gameOptions(config.options, playerCount),
    rng: keyedRng(config.key),
    round: 0,
    phase: 'setup',
    pending: { kind: 'none' },
    firstPlayer: 0,
    turnOrder: config.players.map((_, i) => i),
    players: config.players.map(newPlayer),
    bag,
    departmentStack: IMPROVEMENT_TILES.flatMap((type) =>
      Array.from({ length: COPIES_PER_IMPROVEMENT }, () => ({ uid: `dept-${tile++}`, type })),
    ),
    specialistDeck: SPECIALIST_TYPES.flatMap((type) =>
      Array.from({ length: COPIES_PER_SPECIALIST }, () => ({ uid: `spec-${card++}`, type })),
    ),
    display: { departments: [], specialists: [] },
    intake: { dice: [], ambulances: [], takenBy: [] },
    activation: [],
    undo: [],
    actionCount: 0,
    result: null,
  };
  if (playerCount === 1) state.solo = emptySolo();
  resetActivation(state);
  return state;
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
  shuffleInPlace(state, state.departmentStack);
  shuffleInPlace(state, state.specialistDeck);
  // Solo: the report table instead of a first player (no first-player rules).
  if (isSolo(state)) dealReports(state);
  else state.firstPlayer = randomInt(state, 0, state.players.length - 1);
  drawDisplay(state);
  const order = state.players.map((_, i) => (state.firstPlayer + i) % state.players.length);
  for (const seat of order) {
    const player = state.players[seat]!;
    // Three dice shown as 3, 4 and 5 in draw order; the player may rearrange them (setStartingValues).
    STARTING_VALUES.forEach((value) => {
      const die = drawAndRoll(state)!;
      player.patients.push(newPatient({ ...die, value }, false));
    });
  }
  if (state.options.administrators) {
    const deck = shuffleInPlace(state, [...ADMINISTRATOR_TYPES]);
    for (const seat of order) state.players[seat]!.dealtAdministrators = deck.splice(0, 2);
  }
  state.pending =
    state.players.length === 2
      ? { kind: 'chooseExtraReveal', seat: state.firstPlayer }
      : { kind: 'setup', seats: setupSeats(state) };
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
