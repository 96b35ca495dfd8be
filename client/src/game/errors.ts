// Server refusals in the player's language: every error code the server sends (engine and
// platform, shared/protocol.ts ErrorCode / JoinErrorCode) has a sentence in the message table; the
// server's own English message is never shown to players.
import type { Messages } from '../i18n/index.js';

/** The sentence for an action refusal (`error` message), by its code. */
export function actionErrorText(t: Messages, code: string | undefined): string {
  return (code !== undefined && Object.hasOwn(t.errors, code) ? t.errors[code] : undefined) ?? t.errors.unknown!;
}

/** The sentence for a refused create or join (the `code` colyseus.js rejects with), if known. */
export function joinErrorText(t: Messages, code: unknown): string | undefined {
  return typeof code === 'number' && Object.hasOwn(t.joinErrors, code) ? t.joinErrors[code] : undefined;
}
