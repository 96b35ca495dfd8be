// What this device holds that shows it a private game's history (shared/matches.ts): the seat token
// it played with and the room's invite code, remembered with each finished game (storage.ts), or
// the seat token of a room it still holds a seat in. Sent in headers, never in a URL.
import { INVITE_CODE_HEADER, SEAT_TOKEN_HEADER, type MatchProof } from '../../../shared/matches.js';
import { finishedGames, loadSeat } from './storage.js';

/** The proof this device holds for one game (only the match id when it holds none). */
export function proofFor(matchId: string): MatchProof {
  const finished = finishedGames().find((g) => g.matchId === matchId);
  const seatToken = finished?.seatToken ?? loadSeat(matchId)?.token;
  const code = finished?.code;
  return { matchId, ...(seatToken ? { seatToken } : {}), ...(code ? { code } : {}) };
}

/** The headers of GET /api/matches/:id that carry a proof. */
export function proofHeaders(proof: MatchProof): Record<string, string> {
  return {
    ...(proof.seatToken ? { [SEAT_TOKEN_HEADER]: proof.seatToken } : {}),
    ...(proof.code ? { [INVITE_CODE_HEADER]: proof.code } : {}),
  };
}
