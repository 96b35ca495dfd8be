// The games this client can seat you at, by id (the room name): how to turn a room's synced state
// into the game's view for a viewer, the game's texts in each language, its replay and its rules
// (How to play, in the help drawer and on the rules page `/?help=<id>`), and for the main game its
// home page forms. The tables themselves are chosen by id in games/tables.tsx. A new game is an
// entry here and there, beside its own folder (its texts in client/src/games/<game>/i18n/).
import type { Viewer } from '../../../shared/engine.js';
import { viewFromSync as diceHospitalView } from '../../../shared/games/dice-hospital/sync.js';
import { viewFromSync as diceHospitalErView, type ErSyncJson } from '../../../shared/games/dice-hospital-er/sync.js';
import { viewFromSync as quarantineView, type QuarantineSyncJson } from '../../../shared/games/quarantine/sync.js';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER, QUARANTINE, type GameInfo } from '../../../shared/games/registry.js';
import type { RoomStateJson } from '../../../shared/protocol.js';
import { optionsText as diceHospitalOptionsText } from './dice-hospital/optionsText.js';
import type { Language } from '../i18n/index.js';
import { DICE_HOSPITAL_MESSAGES, DICE_HOSPITAL_TEXTS } from './dice-hospital/i18n/index.js';
import { optionsError as erOptionsError } from '../../../shared/games/dice-hospital-er/options.js';
import type { Options as ErOptions } from '../../../shared/games/dice-hospital-er/types.js';
import type { ComponentChildren, ComponentType } from 'preact';
import { lazyView } from '../views/common/lazyView.js';
import type { RulesProps } from '../views/help/rulesProps.js';
import type { HomeFormsProps } from '../views/lobby/createRequest.js';
import { DiceHospitalHomeForms } from './dice-hospital/lobby/HomeForms.js';
import type { GameReplay } from '../game/gameReplay.js';
import { ER_MESSAGES } from './dice-hospital-er/i18n/index.js';
import { Q_MESSAGES } from './quarantine/i18n/index.js';

export interface OptionText {
  label: string;
  hint?: string;
}

/** A game's options as its home card offers them (views/lobby/gameOptions.ts). */
export interface GameOptions {
  texts(language: Language): Readonly<Record<string, OptionText>>;
  /** Why these options cannot be played with this many players, or null (the rules' own check). */
  error(options: Record<string, unknown>, players: number): string | null;
}

/** What the platform reads of a game's texts; the rest is for the game's own views. */
export interface GameTexts {
  /** A sentence for every error code the game's engine sends (the platform's own codes are the platform's). */
  errors: Readonly<Record<string, string>>;
}

export interface ClientGame {
  info: GameInfo;
  /** The viewer's view from the decoded room state (which has its `game`). */
  decode(json: RoomStateJson, viewer: Viewer): unknown;
  /** The game's own texts, per language. */
  texts: Readonly<Record<Language, GameTexts>>;
  /** A room's options that differ from the defaults, one short text each (waiting room, lists). */
  optionsText?(language: Language, options: object): string[];
  /** The options its home card offers (the main game has its own create form). */
  options?: GameOptions;
  /** The main game's forms on the home page (a private room, solo): the other games get a card. */
  homeForms?: ComponentType<HomeFormsProps>;
  /** A finished game's replay: the rules, read-only table and words (its own chunk, fetched by the match page). */
  replay?: () => Promise<GameReplay>;
  /** How to play, from the game's folder: its own chunk, fetched the first time it is shown. */
  rules: (props: RulesProps) => ComponentChildren;
  /** A guided first game played in the page (`?learn=<id>`, linked from How to play): its own chunk. */
  guide?: (props: object) => ComponentChildren;
}

export const CLIENT_GAMES: Readonly<Record<string, ClientGame>> = {
  [DICE_HOSPITAL.id]: {
    info: DICE_HOSPITAL,
    decode: (json, viewer) => diceHospitalView(json, viewer),
    texts: DICE_HOSPITAL_TEXTS,
    optionsText: (language, options) => diceHospitalOptionsText(DICE_HOSPITAL_MESSAGES[language], options as Record<string, unknown>),
    homeForms: DiceHospitalHomeForms,
    replay: () => import('./dice-hospital/replay.js').then((m) => m.DICE_HOSPITAL_REPLAY),
    rules: lazyView(() => import('./dice-hospital/HowToPlay.js').then((m) => m.HowToPlay)),
    guide: lazyView(() => import('./dice-hospital/guide/FirstRound.js').then((m) => m.FirstRound)),
  },
  [DICE_HOSPITAL_ER.id]: {
    info: DICE_HOSPITAL_ER,
    decode: (json, viewer) => diceHospitalErView(json.game as ErSyncJson, viewer),
    texts: ER_MESSAGES,
    options: { texts: (language) => ER_MESSAGES[language].options, error: erOptionsError },
    optionsText: (language, options) => switchedOn(DICE_HOSPITAL_ER, options, (key) => ER_MESSAGES[language].options[key as keyof ErOptions].label),
    replay: () => import('./dice-hospital-er/replay.js').then((m) => m.DICE_HOSPITAL_ER_REPLAY),
    rules: lazyView(() => import('./dice-hospital-er/rules/HowToPlay.js').then((m) => m.HowToPlay)),
    guide: lazyView(() => import('./dice-hospital-er/guide/FirstRound.js').then((m) => m.FirstRound)),
  },
  [QUARANTINE.id]: {
    info: QUARANTINE,
    decode: (json, viewer) => quarantineView(json.game as QuarantineSyncJson, viewer),
    texts: Q_MESSAGES,
    // Quarantine has no options: nothing to describe.
    optionsText: () => [],
    replay: () => import('./quarantine/replay.js').then((m) => m.QUARANTINE_REPLAY),
    rules: lazyView(() => import('./quarantine/rules/HowToPlay.js').then((m) => m.HowToPlay)),
    guide: lazyView(() => import('./quarantine/guide/FirstRound.js').then((m) => m.FirstRound)),
  },
};

/** A game of on/off options: the label of each one switched on that is off by default. */
function switchedOn(info: GameInfo, options: object, label: (key: string) => string): string[] {
  const chosen = options as Record<string, unknown>;
  return Object.entries(info.defaultOptions).flatMap(([key, off]) => (off === false && chosen[key] === true ? [label(key)] : []));
}

/** The game the home page's own forms are for; the others get a card each. */
export const MAIN_GAME = DICE_HOSPITAL.id;

export function clientGame(id: string): ClientGame {
  const game = CLIENT_GAMES[id];
  if (!game) throw new Error(`this client does not know the game ${id}`);
  return game;
}

/** The sentences of a game's error codes in this language (none for a game this client does not know). */
export function gameErrorTexts(id: string, language: Language): Readonly<Record<string, string>> | undefined {
  return CLIENT_GAMES[id]?.texts[language].errors;
}

/** A room's options as short texts, in the game's words (none for a game that does not describe them). */
export function roomOptionsText(id: string, language: Language, options: object): string[] {
  return CLIENT_GAMES[id]?.optionsText?.(language, options) ?? [];
}

/** The entry of a game this client knows (not `__proto__` and the like), else undefined. */
export const knownGame = (id: string): ClientGame | undefined => (Object.hasOwn(CLIENT_GAMES, id) ? CLIENT_GAMES[id] : undefined);

/** A game's name in this language (its id for a game this client does not know). */
export function gameName(id: string, language: Language): string {
  return knownGame(id)?.info.names[language] ?? id;
}

/** The side a solo game plays itself (URSULE, the medical reports), as lists name it. */
export function soloOpponentName(id: string, language: Language): string | undefined {
  return knownGame(id)?.info.soloOpponent?.[language];
}
