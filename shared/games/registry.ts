// The games this platform hosts, as the lobby, the HTTP API (GET /api/games) and the client know
// them: one entry per game. A game's rules, room adapter and views live in its own folders; adding a
// game means a new folder plus an entry here and in server/games.ts (and the client's registry),
// never a branch on a game id in platform code.
// Only the games' light descriptions are imported here (no rules), so pages that list games stay small.
import { GAME_ID, MAX_PLAYERS, MIN_PLAYERS } from './dice-hospital/info.js';
import { ACTIVATION_CHOICES, DEFAULT_OPTIONS } from './dice-hospital/options.js';
import * as ER from './dice-hospital-er/info.js';
import { DEFAULT_OPTIONS as ER_DEFAULT_OPTIONS } from './dice-hospital-er/options.js';
import * as Q from './quarantine/info.js';

/** One option a game takes: on/off, or one of a few values; with what a room created without it plays. */
export type OptionSpec = { kind: 'flag'; default: boolean } | { kind: 'choice'; values: readonly string[]; default: string };

/** The options of a game, from its defaults: a boolean is on/off, a string one of `choices[key]`. */
export function describeOptions(defaults: object, choices: Readonly<Record<string, readonly string[]>> = {}): Record<string, OptionSpec> {
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]): [string, OptionSpec] => {
      if (typeof value === 'boolean') return [key, { kind: 'flag', default: value }];
      const values = choices[key];
      if (typeof value !== 'string' || !values?.includes(value)) throw new Error(`option ${key}: a default needs its kind (on/off, or one of its choices)`);
      return [key, { kind: 'choice', values, default: value }];
    }),
  );
}

export interface GameInfo {
  /** Stable id: the Colyseus room name and the `game` of stored records. */
  id: string;
  names: { en: string; fr: string };
  minPlayers: number;
  maxPlayers: number;
  /** Every option the game takes, with its default (what a room created without it plays). */
  defaultOptions: Record<string, unknown>;
  /** Every option's kind (on/off, or one of a few values) with its default: what a generic form offers. */
  options: Readonly<Record<string, OptionSpec>>;
  /** Who a solo player plays against when the rules play that side themselves, as lists name it. */
  soloOpponent?: { en: string; fr: string };
}

export const DICE_HOSPITAL: GameInfo = {
  id: GAME_ID,
  names: { en: 'Dice Hospital', fr: 'Dice Hospital' },
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: { ...DEFAULT_OPTIONS },
  options: describeOptions(DEFAULT_OPTIONS, { activation: ACTIVATION_CHOICES }),
  // Solo is a score against the medical reports: nobody wins (rules spec 7).
  soloOpponent: { en: 'the medical reports', fr: 'les rapports médicaux' },
};

export const DICE_HOSPITAL_ER: GameInfo = {
  id: ER.GAME_ID,
  names: { en: 'Dice Hospital ER', fr: 'Dice Hospital ER' },
  minPlayers: ER.MIN_PLAYERS,
  maxPlayers: ER.MAX_PLAYERS,
  defaultOptions: { ...ER_DEFAULT_OPTIONS },
  options: describeOptions(ER_DEFAULT_OPTIONS),
  soloOpponent: { en: 'URSULE', fr: 'URSULE' },
};

export const QUARANTINE: GameInfo = {
  id: Q.GAME_ID,
  names: { en: 'Quarantine', fr: 'Quarantine' },
  minPlayers: Q.MIN_PLAYERS,
  maxPlayers: Q.MAX_PLAYERS,
  defaultOptions: {},
  options: {},
};

export const GAMES: readonly GameInfo[] = [DICE_HOSPITAL, DICE_HOSPITAL_ER, QUARANTINE];

export const gameInfo = (id: string): GameInfo | undefined => GAMES.find((game) => game.id === id);
