// Server refusals in the player's language: every error code the server sends has a sentence, the
// platform's (shared/protocol.ts ErrorCode / JoinErrorCode) in the platform's texts, a game engine's
// in the game's (its registry entry); the server's own English message is never shown to players.
import { MatchMakeError } from 'colyseus.js';
import { JoinErrorCode } from '../../../shared/protocol.js';
import type { Messages } from '../i18n/index.js';
import { LobbyError } from '../net/lobbyApi.js';

/** The sentence for an action refusal (`error` message), by its code: the game's own sentence for
 * it if it has one (`gameErrors`, its texts' `errors`), else the platform's. */
export function actionErrorText(t: Messages, code: string | undefined, gameErrors?: Readonly<Record<string, string>>): string {
  if (code === undefined) return t.errors.unknown!;
  if (gameErrors && Object.hasOwn(gameErrors, code)) return gameErrors[code]!;
  return (Object.hasOwn(t.errors, code) ? t.errors[code] : undefined) ?? t.errors.unknown!;
}

/** The sentence for a refused create or join (the `code` colyseus.js rejects with), if known. */
export function joinErrorText(t: Messages, code: unknown): string | undefined {
  return typeof code === 'number' && Object.hasOwn(t.joinErrors, code) ? t.joinErrors[code] : undefined;
}

/** A failed create, join or lookup, in the player's language. */
export function requestErrorText(t: Messages, error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (error instanceof LobbyError) return error.status === 404 ? t.home.errorNotFound : t.home.errorConnect;
  // The server's own message is English: players read a sentence in their language chosen by the
  // code; only the English sentences add the server's detail (which option, which name).
  const detail = (error as Error)?.message ?? '';
  if (detail) console.warn('refused:', code, detail);
  if (code === JoinErrorCode.badOptions) return t.home.errorRefused(detail);
  const known = joinErrorText(t, code);
  if (known) return known;
  if (error instanceof MatchMakeError || detail) return t.home.errorGeneric(code === undefined || code === null ? '?' : String(code), detail);
  return t.home.errorConnect;
}
