// Game setup (rules section 1 and 7): the deck, the specialists, the first chief doctor, the sheets.
import { keyedRng, randomInt, shuffleInPlace } from '../../random.js';
import { CARDIOLOGISTS, DECK_SIZE, EPIDEMIOLOGISTS, RADIOLOGISTS, removedCards } from './catalogue.js';
import { emptySheet } from './sheet.js';
import type { GameConfig, GameState, Options, SeatTurn, Sheet } from './types.js';

import { MAX_PLAYERS, MIN_PLAYERS } from './info.js';
import { DEFAULT_OPTIONS, optionsError } from './options.js';

export { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, optionsError };

export function newSeatTurn(): SeatTurn {
  return { chosen: false, die: null, viaBloodBag: false, admitted: false, extra: null, curtain: 'none', done: false };
}

/** URSULE's sheet: her first two nurse circles are circled (tied to no ward); Preparation adds equipment. */
export function ursuleSheet(options: Options): Sheet {
  const sheet = emptySheet();
  sheet.nurses = 2;
  if (options.preparation) {
    sheet.stethoscopes += 2;
    sheet.bloodBags += 2;
  }
  return sheet;
}

/** A game before any random draw: no deck, no specialists chosen, no turn started. */
export function emptyState(config: GameConfig): GameState {
  const count = Array.isArray(config.players) ? config.players.length : 0;
  if (!Number.isInteger(count) || count < MIN_PLAYERS || count > MAX_PLAYERS) {
    throw new Error(`Dice Hospital ER needs ${MIN_PLAYERS}-${MAX_PLAYERS} players, got ${count}`);
  }
  const problem = optionsError(config.options, count);
  if (problem) throw new Error(`Dice Hospital ER options: ${problem}`);
  const options: Options = { ...DEFAULT_OPTIONS, ...config.options };
  const state: GameState = {
    game: 'dice-hospital-er',
    config,
    options,
    rng: keyedRng(config.key),
    turn: 0,
    turns: 0,
    chief: 0,
    deck: [],
    removed: [],
    card: null,
    dice: { red: 1, yellow: 1, green: 1 },
    chiefDie: null,
    cardiologists: [],
    radiologist: RADIOLOGISTS[0]!,
    epidemiologist: EPIDEMIOLOGISTS[0]!,
    players: config.players.map((name) => ({ name, sheet: emptySheet() })),
    turnState: config.players.map(() => newSeatTurn()),
    pending: { kind: 'none' },
    phase: 'playing',
    actionCount: 0,
    result: null,
  };
  if (count === 1) state.ursule = { sheet: ursuleSheet(options), wardsFilled: 0, die: null, morgue: false };
  return state;
}

/** The random part of setup: the deck (minus 3 unseen cards, 2 with 5 players), 2 cardiologists
 * (8/5 side up, the 5 side with 2 players and solo), a radiologist, an epidemiologist, the first
 * chief (a random seat; solo: you). */
export function dealSetup(state: GameState): void {
  const players = state.players.length;
  const deck = shuffleInPlace(
    state,
    Array.from({ length: DECK_SIZE }, (_, i) => i),
  );
  state.removed = deck.splice(0, removedCards(players));
  state.deck = deck;
  state.turns = deck.length;
  const cardiologists = shuffleInPlace(state, [...CARDIOLOGISTS]).slice(0, 2);
  const value = players <= 2 ? 5 : 8;
  state.cardiologists = cardiologists.map((id) => ({ id, value, scoredBy: [] }));
  state.radiologist = RADIOLOGISTS[randomInt(state, 0, RADIOLOGISTS.length - 1)]!;
  state.epidemiologist = EPIDEMIOLOGISTS[randomInt(state, 0, EPIDEMIOLOGISTS.length - 1)]!;
  state.chief = players === 1 ? 0 : randomInt(state, 0, players - 1);
}
