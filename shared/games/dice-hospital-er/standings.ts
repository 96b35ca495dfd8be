// Dice Hospital ER's result as lists show it (shared/matches.ts Standing). Solo: URSULE is a side of
// her own, ranked against the player: she wins unless beaten strictly (`soloWin`, rules section 7).
import type { Standing } from '../../matches.js';
import type { GameResult } from './types.js';

export function listStandings(result: GameResult | null): Standing[] | null {
  if (!result) return null;
  const seats: Standing[] = result.standings.map(({ seat, score, rank }) => ({ seat, score, rank }));
  if (!result.ursule) return seats;
  const won = result.soloWin === true;
  const ursule: Standing = { seat: null, score: result.ursule.score, rank: won ? 2 : 1 };
  const player: Standing = { ...seats[0]!, rank: won ? 1 : 2 };
  return won ? [player, ursule] : [ursule, player];
}
