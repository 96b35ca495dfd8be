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
}

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
