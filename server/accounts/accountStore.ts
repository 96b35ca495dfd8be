// What is kept of players who have an account (docs/accounts.md): the account (username, password
// hash), its passkeys (public keys), its sessions (only their SHA-256), its ratings and what each rated game changed. On SQL in
// the game store's database (sqlAccountStore.ts: the same statements on PGlite and PostgreSQL), or
// in memory beside the memory game store (tests). Ratings are written by GameStore.finish, in the
// transaction that records the result; this store reads them.
import type { Standing } from '../../shared/matches.js';
import {
  PROFILE_HISTORY_POINTS,
  type AccountGame,
  type LeaderboardEntry,
  type PlayerProfile,
  type RatingPoint,
  type RatingSummary,
} from '../../shared/accounts.js';
import type { StoredSeat } from '../store/gameStore.js';
import { ordinalOf, type SkillRating } from './ratings.js';

export type { AccountGame, LeaderboardEntry, PlayerProfile, ProfileGame, RatingSummary, RecentGame } from '../../shared/accounts.js';

/** The name a deleted account's seats keep in finished games, so that replays and others' histories stay whole. */
export const DELETED_PLAYER = 'deleted player';

export interface Account {
  id: string;
  username: string;
  createdAt: string;
}

/** Recent games a profile lists. */
export const PROFILE_RECENT_GAMES = 20;

/** A passkey (WebAuthn credential) as stored: its id and COSE public key (base64url), the signature
 * counter it last reported, and the transports the browser named when it was made. */
export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface StoredPasskey extends NewPasskey {
  accountId: string;
  createdAt: string;
}

export type RenameOutcome = { renamed: Account } | { taken: true } | { lastChange: string } | { gone: true };

/** Passkeys one account may hold. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;

export interface AccountStore {
  /** A new account; null when the username's folded form (usernameKey) is taken. */
  create(account: { username: string; usernameKey: string; passwordHash: string }): Promise<Account | null>;
  /** A new account without a password, holding one passkey, in one transaction; what was taken otherwise. */
  createWithPasskey(account: { username: string; usernameKey: string }, passkey: NewPasskey): Promise<{ account: Account } | { taken: 'username' | 'passkey' }>;
  /**
   * Gives the account a new username unless its folded form is another account's, or the username
   * changed after `changedBefore` (the last change must be older). What happened, with when the next
   * change may be made when too soon.
   */
  rename(accountId: string, username: { username: string; usernameKey: string }, changedBefore: Date): Promise<RenameOutcome>;
  /** The account of this folded username, with its password hash (for sign-in only; null: a passkey-only account). */
  byUsernameKey(usernameKey: string): Promise<(Account & { passwordHash: string | null }) | null>;
  /** Adds a passkey to an account: false when the account is gone, holds MAX_PASSKEYS_PER_ACCOUNT, or the credential is known. */
  addPasskey(accountId: string, passkey: NewPasskey): Promise<boolean>;
  /** A passkey by its credential id, with its account. */
  passkey(credentialId: string): Promise<{ passkey: StoredPasskey; account: Account } | null>;
  /** An account's passkeys, oldest first. */
  passkeysOf(accountId: string): Promise<StoredPasskey[]>;
  /** Records the signature counter a sign-in reported. */
  setPasskeyCounter(credentialId: string, counter: number): Promise<void>;
  createSession(session: { idHash: string; accountId: string; expiresAt: Date }): Promise<void>;
  /** The account of a session that has not expired at `now`, which is marked seen; null otherwise. */
  sessionAccount(idHash: string, now: Date): Promise<Account | null>;
  deleteSession(idHash: string): Promise<void>;
  /** Signs the account out everywhere. */
  deleteSessions(accountId: string): Promise<void>;
  /** Removes the account, its sessions, passkeys and ratings; its seats in stored games become DELETED_PLAYER. */
  deleteAccount(accountId: string): Promise<void>;
  /** The account's rating in one game; null before its first rated game there. */
  ratingOf(accountId: string, game: string): Promise<SkillRating | null>;
  /** Ratings of one game, best ordinal first; `hasMore` when another page follows. */
  leaderboard(game: string, page: number, pageSize: number): Promise<{ entries: LeaderboardEntry[]; hasMore: boolean }>;
  /** What anyone may see of a player: ratings and public finished games. */
  profile(usernameKey: string): Promise<PlayerProfile | null>;
  /**
   * Binds to the account the stored seat of `roomId` whose seat token hashes to `tokenHash`, when a
   * guest holds it (no account, not a bot) and the account holds no other seat of that game.
   * True when it was bound now (false: no such seat, another account's, or already this account's).
   */
  bindSeat(accountId: string, roomId: string, tokenHash: string): Promise<boolean>;
  /** The account's live games (lobby, playing) and its most recent finished ones, newest first. */
  gamesOf(accountId: string): Promise<AccountGame[]>;
  close(): Promise<void>;
}

/** One of a player's finished public games, newest first: what a profile is computed from. */
export interface PlayedGame {
  matchId: string;
  game: string;
  finishedAt: string;
  seat: number;
  players: number;
  standings: Standing[] | null;
}

export const ratingSummary = (r: SkillRating & { rated: number }): RatingSummary => ({ mu: r.mu, sigma: r.sigma, ordinal: ordinalOf(r), rated: r.rated });

/** A rating after one rated game, as `rating_history` keeps it. */
export interface RatedGame {
  game: string;
  at: string;
  mu: number;
  sigma: number;
}

/** A profile from an account's ratings (per game), its finished public games (newest first) and its
 * rating after each rated game (oldest first). */
export function profileOf(account: Account, ratings: Map<string, RatingSummary>, played: PlayedGame[], rated: RatedGame[] = []): PlayerProfile {
  const history = new Map<string, RatingPoint[]>();
  for (const r of rated) {
    const points = history.get(r.game) ?? [];
    history.set(r.game, points);
    points.push({ at: r.at, ordinal: ordinalOf(r) });
  }
  const perGame = new Map<string, { played: number; wins: number; scores: number[] }>();
  for (const g of played) {
    const entry = perGame.get(g.game) ?? { played: 0, wins: 0, scores: [] };
    perGame.set(g.game, entry);
    const standing = g.standings?.find((s) => s.seat === g.seat);
    entry.played += 1;
    if (standing?.rank === 1) entry.wins += 1;
    if (typeof standing?.score === 'number') entry.scores.push(standing.score);
  }
  const ids = [...new Set([...ratings.keys(), ...perGame.keys()])].sort();
  return {
    username: account.username,
    createdAt: account.createdAt,
    games: ids.map((game) => {
      const stats = perGame.get(game);
      const scores = stats?.scores ?? [];
      return {
        game,
        rating: ratings.get(game) ?? null,
        played: stats?.played ?? 0,
        wins: stats?.wins ?? 0,
        averageScore: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
        history: (history.get(game) ?? []).slice(-PROFILE_HISTORY_POINTS),
      };
    }),
    recent: played.slice(0, PROFILE_RECENT_GAMES).map((g) => {
      const standing = g.standings?.find((s) => s.seat === g.seat);
      return { matchId: g.matchId, game: g.game, finishedAt: g.finishedAt, rank: standing?.rank ?? null, score: standing?.score ?? null, players: g.players };
    }),
  };
}

/** A stored game's seats and chat with one account's seats renamed DELETED_PLAYER (and its engine
 * config's player names, which replays show); null when the account holds no seat there. */
export function anonymised<
  G extends { seats: ({ name: string; accountId?: string } | null)[]; config: unknown; chat: { seat: number | null; name: string }[] },
>(game: G, accountId: string): Pick<G, 'seats' | 'config' | 'chat'> | null {
  const seatsOf = new Set(game.seats.flatMap((s, i) => (s?.accountId === accountId ? [i] : [])));
  if (seatsOf.size === 0) return null;
  const seats = game.seats.map((s, i) => {
    if (!s || !seatsOf.has(i)) return s;
    const { accountId: _gone, ...rest } = s;
    return { ...rest, name: DELETED_PLAYER };
  });
  const config = game.config as { players?: unknown } | null;
  const players = Array.isArray(config?.players) ? config.players.map((name: unknown, i: number) => (seatsOf.has(i) ? DELETED_PLAYER : name)) : undefined;
  const chat = game.chat.map((line) => (line.seat !== null && seatsOf.has(line.seat) ? { ...line, name: DELETED_PLAYER } : line));
  return { seats, config: players ? { ...config, players } : game.config, chat } as Pick<G, 'seats' | 'config' | 'chat'>;
}

/** The seats with `accountId` bound to the guest's seat of this token hash, or null when it may not be
 * (no such seat, a bot's, another account's or already this one's, or the account holds another seat there). */
export function withSeatBound(seats: (StoredSeat | null)[], accountId: string, tokenHash: string): (StoredSeat | null)[] | null {
  if (!tokenHash || seats.some((s) => s?.accountId === accountId)) return null;
  const index = seats.findIndex((s) => s !== null && s.tokenHash === tokenHash);
  const seat = seats[index];
  if (!seat || seat.bot || seat.accountId) return null;
  return seats.map((s, i) => (i === index ? { ...seat, accountId } : s));
}

/** A stored game as the account's list shows it. */
export function accountGameOf(
  g: { roomId: string; game: string; status: string; seats: (StoredSeat | null)[]; createdAt: string; finishedAt: string | null },
  accountId: string,
): AccountGame {
  return {
    roomId: g.roomId,
    game: g.game,
    status: g.status as AccountGame['status'],
    seat: g.seats.findIndex((s) => s?.accountId === accountId),
    you: g.seats.find((s) => s?.accountId === accountId)?.name ?? '',
    players: g.seats.flatMap((s) => (s ? [s.name] : [])),
    createdAt: g.createdAt,
    finishedAt: g.finishedAt,
  };
}
