// The match record: what anyone needs to check a finished match, as /api/matches serves it and
// `npm run verify` reads it (shared/fairness.ts makes and checks it).

/** Version tag of the match record format below. Version 1 committed to the key alone. */
export const MATCH_RECORD_FORMAT = 'dice-hospital-match/2';

/** Limits on what a record may hold (a record is read whole by `npm run verify` and the browser). */
export const RECORD_LIMITS = { players: 8, nameLength: 64, logActions: 50_000 } as const;

/**
 * What anyone needs to check a match (the JSON `npm run verify` reads; /api/matches serves it).
 * `key` is null until the game has ended; `result` is the result the server announced.
 */
export interface MatchRecordJson {
  format: typeof MATCH_RECORD_FORMAT;
  matchId: string;
  /** The game's id in the registry (shared/games/registry.ts): `dice_hospital`, `dice_hospital_er`. */
  game: string;
  /** The engine config without its secret key: `players` (names in seat order) and `options`. */
  config: { players: string[]; options?: unknown };
  /** matchCommitmentOf(key, identity), 64 lowercase hex chars: fixed and announced when the game started. */
  commitment: string;
  /** The generator key, 64 lowercase hex chars: revealed when the game ended. */
  key: string | null;
  /** Every accepted action in order (the game's own action JSON). */
  log: { seat: number; action: unknown }[];
  /** The result the server announced (the engine's own): present once the game is over. */
  result?: unknown;
}
