// Accounts over HTTP (docs/protocol.md, docs/accounts.md): sign-up, sign-in and sign-out, who is
// signed in, deleting one's account, leaderboards and player profiles. Changes need a request from
// this site's own pages (sameOrigin.ts); sign-ups and sign-ins are counted per address, sign-ins
// per account too, so passwords cannot be guessed quickly. Bodies are JSON checked with zod; bad
// input gets 400 with what is wrong, and changes nothing.
import express from 'express';
import { z } from 'zod';
import { nameSkeleton } from '../../shared/text.js';
import { MAX_BOUND_SEATS, USERNAME_CHANGE_DAYS } from '../../shared/accounts.js';
import { MATCH_ID_PATTERN, SEAT_TOKEN_PATTERN } from '../../shared/matches.js';
import { hashSeatToken } from '../store/gameStore.js';
import type { Logger } from '../logger.js';
import type { AccountStore } from '../accounts/accountStore.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, dummyHash, hashPassword, verifyPassword } from '../accounts/passwords.js';
import { accountOfRequest, clearedCookies, hashSessionId, sessionIdOf, startSession } from '../accounts/sessions.js';
import { rateLimit, type Limiter } from './rateLimit.js';
import { requireSameOrigin } from './sameOrigin.js';
import { jsonBodyErrors } from './responses.js';
import { Username, accountJson, allowed, bodyOf, wrap } from './accountHelpers.js';
import { passkeysApi } from './passkeysApi.js';
import type { PasskeyChallenges } from '../accounts/passkeyChallenges.js';

export interface AccountsApiOptions {
  accounts: AccountStore;
  /** Game ids that have a leaderboard (every hosted game). */
  games: readonly string[];
  maxBodyBytes: number;
  leaderboardPageSize: number;
  /** Rooms of this process, whose seat records follow a seat bound to an account (liveRooms.ts). */
  liveRooms?: { get(roomId: string): { bindAccount(tokenHash: string, accountId: string): Promise<boolean> } | undefined };
  /** lookups: every other request (who is signed in, sign-out, deletion, leaderboards, profiles, passkey verifications). */
  limits: { signUps: Limiter; signIns: Limiter; signInsPerAccount: Limiter; lookups: Limiter };
  logger: Logger;
  /** Passkeys (passkeysApi.ts): where challenges are kept, and PUBLIC_ORIGIN. */
  passkeys: { challenges: PasskeyChallenges; publicOrigin: string | null };
}

const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `a password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `a password has at most ${PASSWORD_MAX_LENGTH} characters`);
const Credentials = z.strictObject({ username: Username, password: Password });
const NewUsername = z.strictObject({ username: Username });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sign-in: any string up to the limits; what is wrong with it is only ever "bad credentials". */
const SignIn = z.strictObject({ username: z.string().min(1).max(200), password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

/** POST /api/me/seats: the seat tokens a device holds, one per room. */
const DeviceSeats = z.strictObject({
  seats: z
    .array(
      z.strictObject({
        roomId: z.string().regex(MATCH_ID_PATTERN, 'a room id is 1-64 letters, digits, _ or -'),
        token: z.string().regex(SEAT_TOKEN_PATTERN, 'a seat token is 1-128 letters, digits, _ or -'),
      }),
    )
    .max(MAX_BOUND_SEATS, `at most ${MAX_BOUND_SEATS} seats`),
});

const page = (raw: unknown) => Math.min(1000, Math.max(0, Number.parseInt(String(raw ?? '0'), 10) || 0));

/** Mounted at /api: its own paths only (/accounts, /sessions, /me, /leaderboard, /players, /passkeys). */
export function accountsApi(options: AccountsApiOptions): express.Router {
  const { accounts, limits, logger } = options;
  // Made now, so that the first sign-in with an unknown username costs no more than the others.
  void dummyHash();
  const router = express.Router();
  const json = express.json({ limit: options.maxBodyBytes, strict: true });
  const guarded = [requireSameOrigin(), json];

  router.use('/passkeys', passkeysApi({ ...options, ...options.passkeys }));

  router.post(
    '/accounts',
    ...guarded,
    rateLimit(limits.signUps),
    wrap(async (req, res) => {
      const body = bodyOf(Credentials, req, res);
      if (!body) return;
      const account = await accounts.create({
        username: body.username,
        usernameKey: nameSkeleton(body.username),
        passwordHash: await hashPassword(body.password),
      });
      if (!account) return void res.status(409).json({ code: 'username_taken', message: 'this username (or one that looks the same) is taken' });
      res.setHeader('Set-Cookie', await startSession(accounts, account.id, req.secure));
      logger.info({ event: 'account_created', accountId: account.id }, 'account created');
      res.status(201).json({ account: accountJson(account) });
    }),
  );

  router.post(
    '/sessions',
    ...guarded,
    rateLimit(limits.signIns),
    wrap(async (req, res) => {
      const body = bodyOf(SignIn, req, res);
      if (!body) return;
      const key = nameSkeleton(body.username);
      if (!(await allowed(limits.signInsPerAccount, key, res))) return;
      const account = await accounts.byUsernameKey(key);
      // An unknown username, and an account that has only passkeys (no password hash), cost the
      // same work as a wrong password, and get the same answer.
      const ok = await verifyPassword(body.password, account?.passwordHash ?? (await dummyHash()));
      if (!account?.passwordHash || !ok) return void res.status(401).json({ code: 'bad_credentials', message: 'wrong username or password' });
      res.setHeader('Set-Cookie', await startSession(accounts, account.id, req.secure));
      res.status(201).json({ account: accountJson(account) });
    }),
  );

  router.delete(
    '/sessions',
    ...guarded,
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const id = sessionIdOf(req.headers);
      if (id) {
        const account = req.query.everywhere === '1' ? await accounts.sessionAccount(hashSessionId(id), new Date()) : null;
        if (account) await accounts.deleteSessions(account.id);
        else await accounts.deleteSession(hashSessionId(id));
      }
      res.setHeader('Set-Cookie', clearedCookies(req.secure));
      res.json({ signedOut: true });
    }),
  );

  router.get(
    '/me',
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const account = await accountOfRequest(accounts, req.headers);
      if (!account) return void res.status(401).json({ code: 'not_signed_in', message: 'nobody is signed in' });
      res.json({ account: accountJson(account) });
    }),
  );

  router.delete(
    '/me',
    ...guarded,
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const account = await accountOfRequest(accounts, req.headers);
      if (!account) return void res.status(401).json({ code: 'not_signed_in', message: 'nobody is signed in' });
      await accounts.deleteAccount(account.id);
      logger.info({ event: 'account_deleted', accountId: account.id }, 'account deleted');
      res.setHeader('Set-Cookie', clearedCookies(req.secure));
      res.json({ deleted: true });
    }),
  );

  // A new username, at most once per USERNAME_CHANGE_DAYS; seats already taken keep the name they were taken under.
  router.put(
    '/me/username',
    ...guarded,
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const account = await accountOfRequest(accounts, req.headers);
      if (!account) return void res.status(401).json({ code: 'not_signed_in', message: 'nobody is signed in' });
      const body = bodyOf(NewUsername, req, res);
      if (!body) return;
      const changedBefore = new Date(Date.now() - USERNAME_CHANGE_DAYS * DAY_MS);
      const outcome = await accounts.rename(account.id, { username: body.username, usernameKey: nameSkeleton(body.username) }, changedBefore);
      if ('taken' in outcome) return void res.status(409).json({ code: 'username_taken', message: 'this username (or one that looks the same) is taken' });
      if ('gone' in outcome) return void res.status(401).json({ code: 'not_signed_in', message: 'nobody is signed in' });
      if ('lastChange' in outcome) {
        const next = new Date(Date.parse(outcome.lastChange) + USERNAME_CHANGE_DAYS * DAY_MS).toISOString();
        return void res
          .status(429)
          .json({ code: 'username_change_too_soon', message: `a username changes at most once in ${USERNAME_CHANGE_DAYS} days: next on ${next}`, next });
      }
      logger.info({ event: 'username_changed', accountId: account.id }, 'username changed');
      res.json({ account: accountJson(outcome.renamed) });
    }),
  );

  // A device's guest seats follow its player into their account (docs/accounts.md).
  router.post(
    '/me/seats',
    ...guarded,
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const account = await accountOfRequest(accounts, req.headers);
      if (!account) return void res.status(401).json({ code: 'not_signed_in', message: 'nobody is signed in' });
      const body = bodyOf(DeviceSeats, req, res);
      if (!body) return;
      let bound = 0;
      const seen = new Set<string>();
      for (const { roomId, token } of body.seats) {
        if (seen.has(roomId)) continue;
        seen.add(roomId);
        const tokenHash = hashSeatToken(token);
        // A room of this process is asked first: its seat records are what it saves and rates.
        const room = options.liveRooms?.get(roomId);
        const inRoom = room ? await room.bindAccount(tokenHash, account.id) : false;
        if (room && !inRoom) continue;
        // The store follows (a room elsewhere reads it when it is restored).
        const inStore = await accounts.bindSeat(account.id, roomId, tokenHash);
        if (inRoom || inStore) bound += 1;
      }
      if (bound > 0) logger.info({ event: 'seats_bound', accountId: account.id, bound }, "a device's seats are bound to its account");
      res.json({ bound });
    }),
  );

  router.get(
    '/me/games',
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const account = await accountOfRequest(accounts, req.headers);
      if (!account) return void res.status(401).json({ code: 'not_signed_in', message: 'nobody is signed in' });
      res.json({ games: await accounts.gamesOf(account.id) });
    }),
  );

  router.get(
    '/leaderboard/:game',
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const game = String(req.params.game ?? '');
      if (!options.games.includes(game)) return void res.status(404).json({ code: 'unknown_game', message: 'no hosted game has this id' });
      const p = page(req.query.page);
      const board = await accounts.leaderboard(game, p, options.leaderboardPageSize);
      res.json({ game, page: p, ...board });
    }),
  );

  router.get(
    '/players/:username',
    rateLimit(limits.lookups),
    wrap(async (req, res) => {
      const name = String(req.params.username ?? '');
      const profile = name.length <= 200 ? await accounts.profile(nameSkeleton(name)) : null;
      if (!profile) return void res.status(404).json({ code: 'not_found', message: 'no player has this username' });
      res.json(profile);
    }),
  );

  router.use(jsonBodyErrors(options.maxBodyBytes));
  return router;
}
