// Quarantine's result as lists show it (shared/matches.ts Standing).
import type { Standing } from '../../matches.js';
import type { GameResult } from './types.js';

export function listStandings(result: GameResult | null): Standing[] | null {
  if (!result) return null;
  return result.standings.map(({ seat, score, rank }) => ({ seat, score, rank }));
}
