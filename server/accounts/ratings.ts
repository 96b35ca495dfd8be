// Ratings with OpenSkill (Weng-Lin, Plackett-Luce, its defaults: mu 25, sigma 25/3), one per
// account and game. Which seats of a finished game are rated is decided here (ratedSeatsOf), and
// how their ratings move (rateGame); the store applies both inside the transaction that records
// the result (GameStore.finish), from the ratings it holds then.
import { ordinal, rate, rating } from 'openskill';
import type { Standing } from '../../shared/matches.js';

/** A signed-in player's seat in a rated game, with the rank the game's standings give it (ties share one). */
export interface RatedSeat {
  accountId: string;
  rank: number;
}

export interface SkillRating {
  mu: number;
  sigma: number;
}

/** A rating nobody has played yet: OpenSkill's defaults. */
export const INITIAL_RATING: SkillRating = rating();

/** What leaderboards sort by: mu − 3σ, a rating the player is very likely above. */
export const ordinalOf = (r: SkillRating): number => ordinal(r);

/**
 * The seats a finished game rates: only public games with at least two seats held by signed-in
 * people; bots and guests are left out of the ranking (their seats move nobody). A seat whose player
 * abandoned the game counts as last, whatever its score (abandoned seats tie for last). Nothing is
 * rated when a rated seat has no rank (a game whose standings do not rank it).
 */
export function ratedSeatsOf(game: {
  private: boolean;
  /** In seat order; null for an empty seat. */
  seats: readonly ({ accountId?: string | null; bot?: unknown; abandoned?: boolean } | null)[];
  standings: readonly Standing[] | null;
}): RatedSeat[] {
  if (game.private || !game.standings) return [];
  const rankOf = new Map(game.standings.map((s) => [s.seat, s.rank]));
  const rated: (RatedSeat & { abandoned: boolean })[] = [];
  for (const [seat, holder] of game.seats.entries()) {
    if (!holder?.accountId || holder.bot) continue;
    const rank = rankOf.get(seat);
    if (typeof rank !== 'number') return [];
    rated.push({ accountId: holder.accountId, rank, abandoned: holder.abandoned === true });
  }
  // One account holds at most one seat of a room (its username is its seat's name), but a rating
  // must never be fed the same player twice: such a game rates nobody.
  if (new Set(rated.map((s) => s.accountId)).size !== rated.length) return [];
  if (rated.length < 2) return [];
  const last = Math.max(0, ...rated.filter((s) => !s.abandoned).map((s) => s.rank)) + 1;
  return rated.map(({ accountId, rank, abandoned }) => ({ accountId, rank: abandoned ? last : rank }));
}

/** The new ratings of the rated seats (same order), from their current ones and their ranks. */
export function rateGame(seats: readonly (RatedSeat & SkillRating)[]): SkillRating[] {
  if (seats.length < 2) return seats.map(({ mu, sigma }) => ({ mu, sigma }));
  const teams = rate(
    seats.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
    { rank: seats.map((s) => s.rank) },
  );
  return teams.map(([r]) => ({ mu: r!.mu, sigma: r!.sigma }));
}
