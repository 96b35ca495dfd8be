// The match history API's JSON (GET /api/matches, GET /api/matches/:id): what the server answers
// and the client reads. Secrets never appear here: a game's key and its log are served only through
// `record` (shared/fairness.ts matchRecordOf), and only once the game is over.
import type { MatchRecordJson } from './matchRecord.js';

/** Where a stored game is. `abandoned`: everyone left before the end, nothing will resume it. */
export type MatchStatus = 'lobby' | 'playing' | 'finished' | 'abandoned';

export interface MatchPlayer {
  seat: number;
  name: string;
  /** Final score once finished; null before. */
  score: number | null;
  /** Final rank among every side (1 = won, the game's own solo opponent counted); null before the
   * end, and when the game names no winner (a solo game that is a score, not a win). */
  rank: number | null;
}

/**
 * One side of a finished game as lists show it, the game's own reading of its result
 * (shared/games/recordedGames.ts `standings`): a seat, or with `seat` null the side a solo game's
 * rules play themselves (its name is the registry's GameInfo.soloOpponent). Ranks are among every
 * side; `score` or `rank` is null when that side has none.
 */
export interface Standing {
  seat: number | null;
  score: number | null;
  rank: number | null;
}

/** A solo game's other side when the game plays it itself: its score and rank, null when it has none. */
export interface MatchOpponent {
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
  /** A finished solo game against the game itself (ER's URSULE, Dice Hospital's medical reports):
   * that side, named by the registry's GameInfo.soloOpponent. Absent otherwise. */
  opponent?: MatchOpponent;
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

// ---- private games: who may see them ---------------------------------------------------------
// A private game is listed, and its record served, only to its players (a seat token of its room)
// and to holders of its invite code. The proof travels in headers or a POST body, never in a URL
// (URLs end up in logs). Without a proof a private game is answered as unknown (404).

/** Header of GET /api/matches/:id: a seat token of that room. */
export const SEAT_TOKEN_HEADER = 'X-Seat-Token';
/** Header of GET /api/matches/:id: that room's invite code. */
export const INVITE_CODE_HEADER = 'X-Invite-Code';

/** Seat tokens are base64url (the server issues 32 characters). */
export const SEAT_TOKEN_PATTERN = /^[\w-]{1,128}$/;
/** Most games one POST /api/matches/mine asks about (as many as a device remembers). */
export const MAX_PROOFS = 50;

/** What a device holds of one game. */
export interface MatchProof {
  matchId: string;
  /** The seat token this device was given in that room. */
  seatToken?: string;
  /** The room's invite code (6 characters; spaces and dashes ignored). */
  code?: string;
}

/** POST /api/matches/mine body: the games this device played or was invited to. */
export interface MyMatchesRequest {
  games: MatchProof[];
}

/** POST /api/matches/mine answer: those of the games asked about that the proofs open (public ones
 * always), in the order asked; unknown ids, lobbies and unproven private games are left out. */
export interface MyMatches {
  matches: MatchSummary[];
}
