// Provable fairness: when a game starts every client gets a commitment to the secret generator key
// and to the match's identity (match id, game, players in seat order, options); when it ends the key
// is revealed, and anyone can check that the key and the identity match the commitment and that
// replaying the action log from them reproduces the whole game, to its end and its announced result.
// Pure code, so the browser, the server and `npm run verify` run the same check.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonicalJson.js';
import type { LoggedAction } from './engine.js';
import { recordedGame } from './games/recordedGames.js';
import { MATCH_ID_PATTERN } from './matches.js';
import { isGameKey } from './random.js';
import { MATCH_RECORD_FORMAT, RECORD_LIMITS, type MatchRecordJson } from './matchRecord.js';

export { MATCH_RECORD_FORMAT, RECORD_LIMITS, type MatchRecordJson } from './matchRecord.js';
const FORMAT_1 = 'dice-hospital-match/1';

/** What a record shows besides its log and result, all fixed when the game starts. */
export interface MatchIdentity {
  matchId: string;
  game: string;
  /** Names in seat order; their count is the player count. */
  players: string[];
  options?: unknown;
}

/** One side of a verified game's result, named: a seat, or (`seat` null) a solo game's own opponent. */
export interface VerifiedScore {
  seat: number | null;
  name: string;
  /** Null when the game names no winner (a solo score) or this side does not score. */
  score: number | null;
  rank: number | null;
}

export type Verification = { ok: true; finished: true; state: unknown; scores: VerifiedScore[] } | { ok: false; reason: string };

/** The commitment to a key alone: SHA-256 of its 32 bytes, in lowercase hex (format 1). */
export function commitmentOf(key: string): string {
  if (!isGameKey(key)) throw new Error('a game key is 64 lowercase hex characters (256 bits)');
  return bytesToHex(sha256(hexToBytes(key)));
}

/**
 * SHA-256 of the identity's canonical JSON (keys sorted): `{"format":"dice-hospital-match/2",
 * "game":…,"matchId":…,"options":…,"playerCount":…,"players":[…]}`, options `{}` when absent.
 */
export function identityDigestOf(identity: MatchIdentity): string {
  const text = canonicalJson({
    format: MATCH_RECORD_FORMAT,
    matchId: identity.matchId,
    game: identity.game,
    playerCount: identity.players.length,
    players: identity.players,
    options: identity.options ?? {},
  });
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * The commitment announced at a game's start: SHA-256 of the 64 bytes commitmentOf(key) ‖
 * identityDigestOf(identity). It binds the key (every draw of the game) and everything a record
 * shows besides its log, and reveals nothing of the key.
 */
export function matchCommitmentOf(key: string, identity: MatchIdentity): string {
  return bytesToHex(sha256(hexToBytes(commitmentOf(key) + identityDigestOf(identity))));
}

/** The identity of a game started in room `matchId` with this engine config. */
export function identityAtStart(matchId: string, game: string, config: unknown): MatchIdentity {
  const { players, options } = config as { players: string[]; options?: unknown };
  return { matchId, game, players, options };
}

/** The commitment of a game being started in room `matchId` with this engine config (key included). */
export function commitmentAtStart(matchId: string, game: string, config: unknown): string {
  return matchCommitmentOf((config as { key: string }).key, identityAtStart(matchId, game, config));
}

/**
 * A stored match as a public record. The key is left out (null) unless the match has finished, so
 * the record may be served at any time.
 */
export function matchRecordOf(match: {
  matchId: string;
  game: string;
  config: { players: string[]; key: string; options?: unknown };
  actions: { seat: number; action: unknown }[];
  finishedAt: string | null;
  result: unknown;
}): MatchRecordJson {
  const { key, ...config } = match.config;
  const finished = match.finishedAt !== null;
  return {
    format: MATCH_RECORD_FORMAT,
    matchId: match.matchId,
    game: match.game,
    config,
    commitment: commitmentAtStart(match.matchId, match.game, match.config),
    key: finished ? key : null,
    log: match.actions.map(({ seat, action }) => ({ seat, action })),
    ...(finished ? { result: match.result } : {}),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (reason: string): Verification => ({ ok: false, reason });

/**
 * Checks a match record, and says why not: the key and the record's identity (match id, game,
 * players in seat order, options) match the commitment; the log replays from config + key with the
 * rules of the record's game (every action legal at its turn, so every die, card and first player
 * followed from the key) and reaches the end of the game; the announced result equals the replayed one.
 */
export function verifyMatch(record: unknown): Verification {
  if (!isObject(record)) return fail('the record is not a JSON object');
  const r = record as Partial<Record<keyof MatchRecordJson, unknown>>;
  if (r.format === FORMAT_1) {
    return fail(
      `format 1 records (${FORMAT_1}) commit to the key alone, not to the match id, game and players they show: get the record again (${MATCH_RECORD_FORMAT})`,
    );
  }
  if (r.format !== MATCH_RECORD_FORMAT) return fail(r.format === undefined ? 'the record has no format' : `unknown record format ${JSON.stringify(r.format)}`);
  if (typeof r.matchId !== 'string' || !MATCH_ID_PATTERN.test(r.matchId)) return fail('the record has no match id (1-64 letters, digits, _ or -)');
  if (r.game === undefined) return fail('the record does not say which game it is (no `game`)');
  const game = typeof r.game === 'string' ? recordedGame(r.game) : undefined;
  if (!game) return fail(`unknown game ${JSON.stringify(r.game)}: not a game of this platform`);
  if (r.key === null || r.key === undefined) return fail('the key is not revealed yet: the game has not ended');
  if (typeof r.key !== 'string' || !isGameKey(r.key)) return fail('the key is not 64 lowercase hex characters');
  if (typeof r.commitment !== 'string' || !/^[0-9a-f]{64}$/.test(r.commitment)) return fail('the commitment is not 64 lowercase hex characters');
  const config = r.config;
  if (!isObject(config) || !Array.isArray(config.players)) return fail('the config is missing or has no players');
  const { players, options } = config as { players: unknown[]; options?: unknown };
  const { minPlayers, maxPlayers } = game.info;
  if (players.length < minPlayers || players.length > Math.min(maxPlayers, RECORD_LIMITS.players)) {
    return fail(`${game.info.names.en} is played by ${minPlayers}-${maxPlayers} players; the record has ${players.length}`);
  }
  if (!players.every((p): p is string => typeof p === 'string' && p.length >= 1 && p.length <= RECORD_LIMITS.nameLength)) {
    return fail(`every player's name must be a string of 1-${RECORD_LIMITS.nameLength} characters`);
  }
  if (options !== undefined && !isObject(options)) return fail('the options are not a JSON object');
  const identity: MatchIdentity = { matchId: r.matchId, game: game.info.id, players, options };
  if (matchCommitmentOf(r.key, identity) !== r.commitment) {
    return fail(
      'the key does not match the commitment for this match id, game, players in seat order and options: SHA-256 differs (the key or what the record shows was changed since the start)',
    );
  }
  if (!Array.isArray(r.log)) return fail('the log is missing');
  if (r.log.length > RECORD_LIMITS.logActions) return fail(`the log has more than ${RECORD_LIMITS.logActions} actions`);
  const badEntry = r.log.findIndex((e) => !isObject(e) || !Number.isInteger(e.seat) || !isObject(e.action));
  if (badEntry >= 0) return fail(`log entry ${badEntry + 1} is not { seat, action }`);
  let state: unknown;
  try {
    state = game.replay({ players, options: options as never, key: r.key }, r.log as LoggedAction<unknown>[]);
  } catch (e) {
    return fail(`the log does not replay from this key: ${(e as Error).message}`);
  }
  if (!game.isOver(state)) {
    return fail(`the game is not finished: the log stops after ${r.log.length} actions, before the end (an unfinished or truncated record)`);
  }
  if (r.result === undefined || r.result === null) return fail('the record has no result: a finished game announces its result');
  const result = game.result(state);
  if (canonicalJson(r.result) !== canonicalJson(result)) return fail('the replayed result differs from the announced result');
  // The sides as the game reads its result: a solo game's own opponent named, ranked with the seats.
  const opponent = game.info.soloOpponent?.en ?? 'the game';
  const scores = (game.standings(result) ?? []).map((s) => ({ ...s, name: s.seat === null ? opponent : players[s.seat]! }));
  return { ok: true, finished: true, state, scores };
}
