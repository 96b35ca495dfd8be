// What the account API answers about players (docs/protocol.md): leaderboards and profiles, for
// the server that computes them (server/accounts/) and the client that shows them.

/** An OpenSkill rating (mu, sigma), its ordinal (mu − 3σ, what leaderboards sort by). */
export interface RatingSummary {
  mu: number;
  sigma: number;
  ordinal: number;
  /** Rated games played. */
  rated: number;
}

export interface LeaderboardEntry extends RatingSummary {
  /** 1-based place on the whole leaderboard. */
  place: number;
  username: string;
}

export interface ProfileGame {
  game: string;
  rating: RatingSummary | null;
  played: number;
  wins: number;
  /** Of the games that gave this player a score; null when none did. */
  averageScore: number | null;
  /** The rating's ordinal after each rated game, oldest first (the last PROFILE_HISTORY_POINTS). */
  history: RatingPoint[];
}

export interface RatingPoint {
  at: string;
  ordinal: number;
}

/** Rated games a profile's history shows per game. */
export const PROFILE_HISTORY_POINTS = 100;

export interface RecentGame {
  matchId: string;
  game: string;
  finishedAt: string;
  rank: number | null;
  score: number | null;
  players: number;
}

export interface PlayerProfile {
  username: string;
  createdAt: string;
  games: ProfileGame[];
  recent: RecentGame[];
}

/** One of the signed-in account's games (GET /api/me/games): live ones to go back to, finished ones to look at. */
export interface AccountGame {
  roomId: string;
  /** Engine id, e.g. `dice-hospital`. */
  game: string;
  status: 'lobby' | 'playing' | 'finished';
  /** The account's seat (in a lobby, empty seats count). */
  seat: number;
  /** The name the account's seat is held under. */
  you: string;
  /** Seated players' names, in seat order (empty seats left out). */
  players: string[];
  createdAt: string;
  finishedAt: string | null;
}

/** Seat tokens sent by POST /api/me/seats: at most this many a request. */
export const MAX_BOUND_SEATS = 50;
/** Finished games GET /api/me/games lists, newest first (live ones are all listed, up to MAX_LIVE_ACCOUNT_GAMES). */
export const RECENT_ACCOUNT_GAMES = 20;
export const MAX_LIVE_ACCOUNT_GAMES = 50;

/** A username changes at most once in this many days (PUT /api/me/username). */
export const USERNAME_CHANGE_DAYS = 30;
