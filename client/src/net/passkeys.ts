// Passkeys (docs/accounts.md): the server's options, the browser's WebAuthn ceremony through
// @simplewebauthn/browser (loaded only when a passkey button is pressed), the answer sent back with
// the challenge's id. A refusal by the browser or the person becomes a PasskeyError; the server's
// refusals stay AccountErrors with its code.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { AccountError, type AccountInfo } from './accountApi.js';
import { apiUrl } from './endpoint.js';

/** Why the browser gave no passkey: the person cancelled (or it timed out), this browser or site
 * cannot use one, or the authenticator already holds one for this account. */
export class PasskeyError extends Error {
  constructor(readonly reason: 'cancelled' | 'unsupported' | 'known') {
    super(reason);
  }
}

/** Whether this browser has WebAuthn at all (the buttons show only then). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { code?: string } | null;
  if (!response.ok) throw new AccountError(response.status, json?.code ?? 'unavailable');
  return json as T;
}

/** The browser's refusal as a PasskeyError (its DOMException name, or @simplewebauthn's code). */
function browserRefusal(error: unknown): unknown {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return new PasskeyError('known');
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return new PasskeyError('cancelled');
  if (name === 'NotSupportedError' || name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return new PasskeyError('unsupported');
  return error;
}

interface Started<O> {
  challengeId: string;
  options: O;
}

/** A new account named `username` holding a passkey made now (signed in after), or, with no
 * username while signed in, a passkey added to the account. */
export async function registerPasskey(username?: string): Promise<AccountInfo> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const [{ startRegistration }, started] = await Promise.all([
    import('@simplewebauthn/browser'),
    post<Started<PublicKeyCredentialCreationOptionsJSON>>('/api/passkeys/register/options', username === undefined ? {} : { username }),
  ]);
  const response = await startRegistration({ optionsJSON: started.options }).catch((e: unknown) => {
    throw browserRefusal(e);
  });
  return (await post<{ account: AccountInfo }>('/api/passkeys/register/verify', { challengeId: started.challengeId, response })).account;
}

/** Signs in with a passkey the authenticator offers for this site. */
export async function signInWithPasskey(): Promise<AccountInfo> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const [{ startAuthentication }, started] = await Promise.all([
    import('@simplewebauthn/browser'),
    post<Started<PublicKeyCredentialRequestOptionsJSON>>('/api/passkeys/login/options', {}),
  ]);
  const response = await startAuthentication({ optionsJSON: started.options }).catch((e: unknown) => {
    throw browserRefusal(e);
  });
  return (await post<{ account: AccountInfo }>('/api/passkeys/login/verify', { challengeId: started.challengeId, response })).account;
}
