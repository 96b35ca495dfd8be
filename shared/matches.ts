// The match history API's JSON (GET /api/matches, GET /api/matches/:id): what the server answers
// and the client reads. Secrets never appear here: a game's key and its log are served only through
// `record` (shared/fairness.ts matchRecordOf), and only once the game is over.
import type { MatchRecordJson } from './fairness.js';

/** Where a stored game is. `abandoned`: everyone left before the end, nothing will resume it. */
export type MatchStatus = 'lobby' | 'playing' | 'finished' | 'abandoned';

export interface MatchPlayer {
  seat: number;
  name: string;
  /** Final score and rank (1 = best), once finished; null before. */
  score: number | null;
  rank: number | null;
}

/** One row of the recent-games list. */
export interface MatchSummary {
  matchId: string;
  /** Which game of the platform, e.g. `dice_hospital`. */
  game: string;
  status: MatchStatus;
  players: MatchPlayer[];
  /** The room's game options, as created. */
  options: Record<string, unknown>;
  /** ISO times. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Accepted actions so far. */
  actions: number;
}

/** GET /api/matches?page=N (0-based): recent finished games, newest first. */
export interface MatchPage {
  matches: MatchSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** GET /api/matches/:id: the summary, and once the game is over its full record (key and log). */
export interface MatchDetail {
  summary: MatchSummary;
  record: MatchRecordJson | null;
}

/** Match ids are room ids: short, URL-safe. */
export const MATCH_ID_PATTERN = /^[\w-]{1,64}$/;
