// Passkeys (WebAuthn) over HTTP, with @simplewebauthn/server (docs/accounts.md, docs/protocol.md):
// each ceremony is two requests, options then verify. The options' challenge stays on the server
// (passkeyChallenges.ts) under a random id the page sends back with the authenticator's answer; a
// verification takes it once. Registering makes a new account with the chosen username (the same
// rules and uniqueness as a password sign-up), or adds a passkey to the signed-in account; a
// verified registration or sign-in signs in with the same session cookie as a password. The relying
// party is PUBLIC_ORIGIN, or the request's own host (behind a trusted proxy, the forwarded one).
// Everything changes only from this site's pages (sameOrigin.ts), bodies are checked with zod and
// bounded by MAX_BODY_BYTES, and each route is rate-limited per address.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import express, { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { nameSkeleton } from '../../shared/text.js';
import type { Logger } from '../logger.js';
import { MAX_PASSKEYS_PER_ACCOUNT, type Account, type AccountStore } from '../accounts/accountStore.js';
import { CHALLENGE_ID, CHALLENGE_SECONDS, type PasskeyChallenge, type PasskeyChallenges } from '../accounts/passkeyChallenges.js';
import { accountOfRequest, startSession } from '../accounts/sessions.js';
import { Username, accountJson, allowed, bodyOf, wrap } from './accountHelpers.js';
import { rateLimit, type Limiter } from './rateLimit.js';
import { requireSameOrigin } from './sameOrigin.js';

export interface PasskeysApiOptions {
  accounts: AccountStore;
  challenges: PasskeyChallenges;
  /** PUBLIC_ORIGIN (normalised); null: each request's own. */
  publicOrigin: string | null;
  maxBodyBytes: number;
  limits: { signUps: Limiter; signIns: Limiter; signInsPerAccount: Limiter; lookups: Limiter };
  logger: Logger;
}

/** The relying party's name, shown by some authenticators beside the username. */
const RP_NAME = 'Dice Hospital Online';

/** base64url, as WebAuthn's JSON encodings use (padding tolerated). */
const B64 = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'not base64url');
/** A credential id is at most 1023 bytes. */
const CredentialId = B64(1400);
const Transports = z.array(z.string().max(32)).max(10);
const Extensions = z.record(z.string().max(100), z.unknown());

const RegistrationResponse = z.object({
  id: CredentialId,
  rawId: CredentialId,
  response: z.object({
    clientDataJSON: B64(4096),
    attestationObject: B64(8192),
    authenticatorData: B64(4096).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: B64(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: Extensions,
  type: z.literal('public-key'),
});

const AuthenticationResponse = z.object({
  id: CredentialId,
  rawId: CredentialId,
  response: z.object({
    clientDataJSON: B64(4096),
    authenticatorData: B64(4096),
    signature: B64(2048),
    userHandle: B64(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: Extensions,
  type: z.literal('public-key'),
});

const ChallengeId = z.string().regex(CHALLENGE_ID, 'not a challenge id');
/** A new account's username, or nothing to add a passkey to the signed-in account. */
const RegisterOptions = z.strictObject({ username: Username.optional() });
const RegisterVerify = z.strictObject({ challengeId: ChallengeId, response: RegistrationResponse });
const LoginOptions = z.strictObject({});
const LoginVerify = z.strictObject({ challengeId: ChallengeId, response: AuthenticationResponse });

/** A host header we can name a relying party by: a DNS name or an address, and maybe a port. */
const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The origin and RP ID a request's page has: PUBLIC_ORIGIN, or the Host header (behind a trusted
 * proxy, the first X-Forwarded-Host, as express's req.hostname reads it) with req.protocol (which
 * reads X-Forwarded-Proto from a trusted proxy). Null for a host header that names nothing.
 */
export function relyingParty(req: Request, publicOrigin: string | null): { origin: string; rpID: string } | null {
  if (publicOrigin) return { origin: publicOrigin, rpID: new URL(publicOrigin).hostname };
  const trust = req.app.get('trust proxy fn') as ((address: string | undefined, hop: number) => boolean) | undefined;
  let host = req.get('X-Forwarded-Host');
  if (!host || !trust?.(req.socket.remoteAddress, 0)) host = req.get('Host');
  else if (host.includes(',')) host = host.slice(0, host.indexOf(',')).trimEnd();
  if (!host || !HOST.test(host)) return null;
  const origin = `${req.protocol}://${host}`;
  try {
    const url = new URL(origin);
    return { origin: url.origin, rpID: url.hostname.replace(/^\[|\]$/g, '') };
  } catch {
    return null;
  }
}

const refuse = (res: Response, status: number, code: string, message: string) => void res.status(status).json({ code, message });
const badChallenge = (res: Response) =>
  refuse(res, 400, 'bad_challenge', `this challenge is unknown, used or older than ${CHALLENGE_SECONDS / 60} minutes: start again`);

/** Mounted at /api/passkeys. */
export function passkeysApi(options: PasskeysApiOptions): express.Router {
  const { accounts, challenges, limits, logger } = options;
  const router = express.Router();
  const json = express.json({ limit: options.maxBodyBytes, strict: true });
  const guarded = [requireSameOrigin(), json];

  const partyOf = (req: Request, res: Response) => {
    const party = relyingParty(req, options.publicOrigin);
    if (!party) refuse(res, 400, 'bad_host', 'this request names no host a passkey can be bound to');
    return party;
  };

  router.post(
    '/register/options',
    ...guarded,
    rateLimit(limits.signUps),
    wrap(async (req, res) => {
      const body = bodyOf(RegisterOptions, req, res);
      if (!body) return;
      const party = partyOf(req, res);
      if (!party) return;
      const signedIn = await accountOfRequest(accounts, req.headers);
      let challenge: Omit<PasskeyChallenge, 'challenge'>;
      let userName: string;
      let exclude: { id: string; transports: string[] }[] = [];
      if (signedIn) {
        if (body.username !== undefined) return refuse(res, 400, 'signed_in', 'sign out before creating another account');
        const held = await accounts.passkeysOf(signedIn.id);
        if (held.length >= MAX_PASSKEYS_PER_ACCOUNT)
          return refuse(res, 409, 'too_many_passkeys', `an account holds at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys`);
        exclude = held.map((p) => ({ id: p.credentialId, transports: p.transports }));
        challenge = { kind: 'register', ...party, accountId: signedIn.id };
        userName = signedIn.username;
      } else {
        if (body.username === undefined) return refuse(res, 400, 'bad_request', 'username: a new account needs a username');
        const usernameKey = nameSkeleton(body.username);
        // Said now, before the authenticator is asked; checked again when the account is made.
        if (await accounts.byUsernameKey(usernameKey)) return refuse(res, 409, 'username_taken', 'this username (or one that looks the same) is taken');
        challenge = { kind: 'register', ...party, username: body.username, usernameKey };
        userName = body.username;
      }
      const optionsJSON = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: party.rpID,
        userName,
        userID: new Uint8Array(randomBytes(16)),
        attestationType: 'none',
        excludeCredentials: exclude,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: CHALLENGE_SECONDS * 1000,
      });
      const challengeId = await challenges.put({ ...challenge, challenge: optionsJSON.challenge });
      res.json({ challengeId, options: optionsJSON });
    }),
  );

  router.post(
    '/register/verify',
    ...guarded,
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const body = bodyOf(RegisterVerify, req, res);
      if (!body) return;
      const challenge = await challenges.take(body.challengeId);
      if (!challenge || challenge.kind !== 'register') return badChallenge(res);
      let signedIn: Account | null = null;
      if (challenge.accountId) {
        signedIn = await accountOfRequest(accounts, req.headers);
        if (signedIn?.id !== challenge.accountId) return refuse(res, 401, 'not_signed_in', 'the account this passkey was for is not signed in here');
      }
      const verification = await verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpID,
        requireUserVerification: true,
      }).catch((err: unknown) => {
        logger.debug({ err }, 'passkey registration refused');
        return null;
      });
      if (!verification?.verified || !verification.registrationInfo) return refuse(res, 400, 'not_verified', 'the authenticator’s answer did not verify');
      const { credential } = verification.registrationInfo;
      const passkey = {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? body.response.response.transports ?? []).slice(0, 10),
      };
      if (signedIn) {
        if (!(await accounts.addPasskey(signedIn.id, passkey)))
          return refuse(res, 409, 'passkey_refused', 'this passkey is already stored, or the account holds too many');
        logger.info({ event: 'passkey_added', accountId: signedIn.id }, 'passkey added');
        return void res.status(201).json({ account: accountJson(signedIn) });
      }
      const made = await accounts.createWithPasskey({ username: challenge.username!, usernameKey: challenge.usernameKey! }, passkey);
      if ('taken' in made)
        return made.taken === 'username'
          ? refuse(res, 409, 'username_taken', 'this username (or one that looks the same) is taken')
          : refuse(res, 409, 'passkey_refused', 'this passkey is already stored');
      res.setHeader('Set-Cookie', await startSession(accounts, made.account.id, req.secure));
      logger.info({ event: 'account_created', accountId: made.account.id, with: 'passkey' }, 'account created');
      res.status(201).json({ account: accountJson(made.account) });
    }),
  );

  router.post(
    '/login/options',
    ...guarded,
    rateLimit(limits.signIns),
    wrap(async (req, res) => {
      if (!bodyOf(LoginOptions, req, res)) return;
      const party = partyOf(req, res);
      if (!party) return;
      // No allowCredentials: the authenticator offers the passkeys it holds for this site.
      const optionsJSON = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: 'required', timeout: CHALLENGE_SECONDS * 1000 });
      const challengeId = await challenges.put({ kind: 'login', ...party, challenge: optionsJSON.challenge });
      res.json({ challengeId, options: optionsJSON });
    }),
  );

  router.post(
    '/login/verify',
    ...guarded,
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const body = bodyOf(LoginVerify, req, res);
      if (!body) return;
      const challenge = await challenges.take(body.challengeId);
      if (!challenge || challenge.kind !== 'login') return badChallenge(res);
      const unknown = () => refuse(res, 401, 'bad_credentials', 'this passkey signs nobody in here');
      const found = await accounts.passkey(body.response.id);
      if (!found) return unknown();
      // Counted with the account's password sign-ins.
      if (!(await allowed(limits.signInsPerAccount, nameSkeleton(found.account.username), res))) return;
      const verification = await verifyAuthenticationResponse({
        response: body.response as AuthenticationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpID,
        credential: {
          id: found.passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(found.passkey.publicKey, 'base64url')),
          counter: found.passkey.counter,
          transports: found.passkey.transports,
        },
        requireUserVerification: true,
      }).catch((err: unknown) => {
        logger.debug({ err }, 'passkey sign-in refused');
        return null;
      });
      if (!verification?.verified) return unknown();
      await accounts.setPasskeyCounter(found.passkey.credentialId, verification.authenticationInfo.newCounter);
      res.setHeader('Set-Cookie', await startSession(accounts, found.account.id, req.secure));
      res.status(201).json({ account: accountJson(found.account) });
    }),
  );

  return router;
}
