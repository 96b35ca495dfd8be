// Provable fairness: when a game starts every client gets a commitment to the secret generator key
// (its SHA-256); when it ends the key is revealed, and anyone can check that the key matches the
// commitment and that replaying the action log from it reproduces the game. Pure code, so the
// browser, the server and `npm run verify` run the same check.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { replay } from './games/dice-hospital/replay.js';
import type { Action, GameConfig, GameResult, GameState } from './games/dice-hospital/types.js';
import { isGameKey } from './random.js';

/** Version tag of the match record format below. */
export const MATCH_RECORD_FORMAT = 'dice-hospital-match/1';

/**
 * What anyone needs to check a match (the JSON `npm run verify` reads; /api/matches serves it).
 * `key` is null until the game has ended; `result`, when given, is the result the server announced.
 */
export interface MatchRecordJson {
  format: typeof MATCH_RECORD_FORMAT;
  matchId?: string;
  game: 'dice_hospital';
  /** The engine config without its secret key. */
  config: Omit<GameConfig, 'key'>;
  /** SHA-256 of the key's 32 bytes, 64 lowercase hex chars: announced when the game started. */
  commitment: string;
  /** The generator key, 64 lowercase hex chars: revealed when the game ended. */
  key: string | null;
  /** Every accepted action in order. */
  log: { seat: number; action: Action }[];
  result?: GameResult | null;
}

export type Verification =
  | { ok: true; finished: boolean; state: GameState; scores: { seat: number; name: string; score: number; rank: number }[] }
  | { ok: false; reason: string };

/** The commitment to a key: SHA-256 of its 32 bytes, in lowercase hex. */
export function commitmentOf(key: string): string {
  if (!isGameKey(key)) throw new Error('a game key is 64 lowercase hex characters (256 bits)');
  return bytesToHex(sha256(hexToBytes(key)));
}

/**
 * A stored match as a public record. The key is left out (null) unless the match has finished, so
 * the record may be served at any time.
 */
export function matchRecordOf(match: {
  matchId: string;
  config: GameConfig;
  actions: { seat: number; action: unknown }[];
  finishedAt: string | null;
  result: unknown;
}): MatchRecordJson {
  const { key, ...config } = match.config;
  const finished = match.finishedAt !== null;
  return {
    format: MATCH_RECORD_FORMAT,
    matchId: match.matchId,
    game: 'dice_hospital',
    config,
    commitment: commitmentOf(key),
    key: finished ? key : null,
    log: match.actions.map(({ seat, action }) => ({ seat, action: action as Action })),
    ...(finished ? { result: match.result as GameResult | null } : {}),
  };
}

/** Canonical JSON (keys sorted), to compare results however their keys were ordered. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.keys(value as object)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/**
 * Checks a match record: the key matches the commitment, and the log replays from config + key
 * (every action legal at its turn, so every die, card and first player followed from the key).
 * When the record carries the announced result, the replayed result must equal it.
 */
export function verifyMatch(record: unknown): Verification {
  if (typeof record !== 'object' || record === null) return { ok: false, reason: 'the record is not a JSON object' };
  const r = record as Partial<MatchRecordJson>;
  if (r.format !== undefined && r.format !== MATCH_RECORD_FORMAT) return { ok: false, reason: `unknown record format ${JSON.stringify(r.format)}` };
  if (r.game !== undefined && r.game !== 'dice_hospital') return { ok: false, reason: `unknown game ${JSON.stringify(r.game)}` };
  if (r.key === null || r.key === undefined) return { ok: false, reason: 'the key is not revealed yet: the game has not ended' };
  if (!isGameKey(r.key)) return { ok: false, reason: 'the key is not 64 lowercase hex characters' };
  if (typeof r.commitment !== 'string' || !/^[0-9a-f]{64}$/.test(r.commitment)) {
    return { ok: false, reason: 'the commitment is not 64 lowercase hex characters' };
  }
  if (commitmentOf(r.key) !== r.commitment) return { ok: false, reason: 'the key does not match the commitment: SHA-256(key) differs' };
  if (typeof r.config !== 'object' || r.config === null || !Array.isArray(r.config.players)) {
    return { ok: false, reason: 'the config is missing or has no players' };
  }
  if (!Array.isArray(r.log)) return { ok: false, reason: 'the log is missing' };
  let state: GameState;
  try {
    state = replay({ ...r.config, key: r.key }, r.log);
  } catch (e) {
    return { ok: false, reason: `the log does not replay from this key: ${(e as Error).message}` };
  }
  if (r.result !== undefined && canonical(r.result) !== canonical(state.result)) {
    return { ok: false, reason: 'the replayed result differs from the announced result' };
  }
  const scores = (state.result?.standings ?? state.players.map((p, seat) => ({ seat, score: p.score, rank: 0 }))).map((s) => ({
    seat: s.seat,
    name: state.players[s.seat]!.name,
    score: s.score,
    rank: s.rank,
  }));
  return { ok: true, finished: state.phase === 'gameOver', state, scores };
}
