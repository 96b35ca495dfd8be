// Who may see a stored game, and the proofs a request brings. Public games: anyone. Private games:
// their players (a seat token whose SHA-256 is one of the room's seats') and holders of the room's
// invite code. Proofs come in headers (GET /api/matches/:id) or a JSON body (POST /api/matches/mine),
// never in the URL, and every one is checked for shape and size before anything is looked up.
import type express from 'express';
import { z } from 'zod';
import { INVITE_CODE_HEADER, MATCH_ID_PATTERN, MAX_PROOFS, SEAT_TOKEN_HEADER, SEAT_TOKEN_PATTERN, type MatchProof } from '../../shared/matches.js';
import { normaliseInviteCode } from '../../shared/protocol.js';
import { describeIssues } from '../rooms/messages.js';
import { hashSeatToken, type MatchAccess } from '../store/gameStore.js';

/** An invite code as a client may write it (spaces and dashes are ignored). */
const CODE_MAX_LENGTH = 16;
const validCode = (code: string) => code.length <= CODE_MAX_LENGTH && normaliseInviteCode(code) !== null;

/** True when the proof opens this game: it is public, or the proof holds one of its seat tokens or its code. */
export function maySee(access: MatchAccess, proof: Omit<MatchProof, 'matchId'>): boolean {
  if (!access.private) return true;
  if (proof.seatToken && access.tokenHashes.includes(hashSeatToken(proof.seatToken))) return true;
  const code = proof.code ? normaliseInviteCode(proof.code) : null;
  return code !== null && access.inviteCode !== null && code === access.inviteCode;
}

/** The proof in a request's headers, or why it is malformed. */
export function proofFromHeaders(req: express.Request): { ok: true; proof: Omit<MatchProof, 'matchId'> } | { ok: false; message: string } {
  const seatToken = req.get(SEAT_TOKEN_HEADER);
  const code = req.get(INVITE_CODE_HEADER);
  if (seatToken !== undefined && !SEAT_TOKEN_PATTERN.test(seatToken)) {
    return { ok: false, message: `${SEAT_TOKEN_HEADER} is a seat token: 1-128 letters, digits, _ or -` };
  }
  if (code !== undefined && !validCode(code)) return { ok: false, message: `${INVITE_CODE_HEADER} is an invite code: 6 letters and digits` };
  return { ok: true, proof: { ...(seatToken ? { seatToken } : {}), ...(code ? { code } : {}) } };
}

const MyMatchesSchema = z.strictObject({
  games: z
    .array(
      z.strictObject({
        matchId: z.string().regex(MATCH_ID_PATTERN, 'a match id is 1-64 letters, digits, _ or -'),
        seatToken: z.string().regex(SEAT_TOKEN_PATTERN, 'a seat token is 1-128 letters, digits, _ or -').optional(),
        code: z.string().refine(validCode, 'an invite code is 6 letters and digits').optional(),
      }),
    )
    .max(MAX_PROOFS, `at most ${MAX_PROOFS} games`),
});

/** The body of POST /api/matches/mine, or why it is refused. */
export function parseMyMatches(body: unknown): { ok: true; games: MatchProof[] } | { ok: false; message: string } {
  const parsed = MyMatchesSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: `the body is { games: [{ matchId, seatToken?, code? }] }: ${describeIssues(parsed.error)}` };
  return { ok: true, games: parsed.data.games };
}
