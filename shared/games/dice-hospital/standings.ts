// Dice Hospital's result as lists show it (shared/matches.ts Standing). A solo game is a score
// against the medical reports, not a win (rules spec 7): its one seat has no rank, and the reports,
// which score nothing, are listed as the side played against.
import type { Standing } from '../../matches.js';
import type { GameResult } from './types.js';

export function listStandings(result: GameResult | null): Standing[] | null {
  if (!result) return null;
  const seats = result.standings.map(({ seat, score, rank }) => ({ seat, score, rank }));
  if (seats.length !== 1) return seats;
  return [
    { ...seats[0]!, rank: null },
    { seat: null, score: null, rank: null },
  ];
}
