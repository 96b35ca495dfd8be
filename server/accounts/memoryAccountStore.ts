// Accounts in this process's memory, beside the memory game store (whose ratings and games they
// read, as the SQL store reads the same database): for tests and a server without a database.
import type { MemoryGameStore } from '../store/memoryStore.js';
import {
  profileOf,
  ratingSummary,
  type AccountGame,
  type Account,
  type AccountStore,
  type LeaderboardEntry,
  type PlayerProfile,
  type RatingSummary,
  type RenameOutcome,
  MAX_PASSKEYS_PER_ACCOUNT,
  type NewPasskey,
  type StoredPasskey,
} from './accountStore.js';
import { ordinalOf, type SkillRating } from './ratings.js';

interface KeptAccount extends Account {
  usernameKey: string;
  passwordHash: string | null;
  usernameChangedAt?: string;
}

interface KeptSession {
  accountId: string;
  expiresAt: number;
  lastSeenAt: number;
}

export class MemoryAccountStore implements AccountStore {
  private readonly accounts = new Map<string, KeptAccount>();
  private readonly sessions = new Map<string, KeptSession>();
  private readonly passkeys = new Map<string, StoredPasskey>();
  private nextId = 1;

  constructor(private readonly games: MemoryGameStore) {}

  async create(account: { username: string; usernameKey: string; passwordHash: string }): Promise<Account | null> {
    if ([...this.accounts.values()].some((a) => a.usernameKey === account.usernameKey)) return null;
    const kept = { id: String(this.nextId++), createdAt: new Date().toISOString(), ...account };
    this.accounts.set(kept.id, kept);
    return { id: kept.id, username: kept.username, createdAt: kept.createdAt };
  }

  async rename(accountId: string, name: { username: string; usernameKey: string }, changedBefore: Date): Promise<RenameOutcome> {
    const kept = this.accounts.get(accountId);
    if (!kept) return { gone: true };
    if (kept.usernameChangedAt && new Date(kept.usernameChangedAt) > changedBefore) return { lastChange: kept.usernameChangedAt };
    if ([...this.accounts.values()].some((a) => a.usernameKey === name.usernameKey && a.id !== accountId)) return { taken: true };
    Object.assign(kept, name, { usernameChangedAt: new Date().toISOString() });
    return { renamed: { id: kept.id, username: kept.username, createdAt: kept.createdAt } };
  }

  async createWithPasskey(
    account: { username: string; usernameKey: string },
    passkey: NewPasskey,
  ): Promise<{ account: Account } | { taken: 'username' | 'passkey' }> {
    if (this.passkeys.has(passkey.credentialId)) return { taken: 'passkey' };
    const created = await this.create({ ...account, passwordHash: '' });
    if (!created) return { taken: 'username' };
    this.accounts.get(created.id)!.passwordHash = null;
    await this.addPasskey(created.id, passkey);
    return { account: created };
  }

  async addPasskey(accountId: string, passkey: NewPasskey): Promise<boolean> {
    if (!this.accounts.has(accountId) || this.passkeys.has(passkey.credentialId)) return false;
    if ((await this.passkeysOf(accountId)).length >= MAX_PASSKEYS_PER_ACCOUNT) return false;
    this.passkeys.set(passkey.credentialId, { ...passkey, transports: [...passkey.transports], accountId, createdAt: new Date().toISOString() });
    return true;
  }

  async passkey(credentialId: string): Promise<{ passkey: StoredPasskey; account: Account } | null> {
    const passkey = this.passkeys.get(credentialId);
    const account = passkey && this.accounts.get(passkey.accountId);
    if (!passkey || !account) return null;
    return {
      passkey: { ...passkey, transports: [...passkey.transports] },
      account: { id: account.id, username: account.username, createdAt: account.createdAt },
    };
  }

  async passkeysOf(accountId: string): Promise<StoredPasskey[]> {
    return [...this.passkeys.values()].filter((p) => p.accountId === accountId).map((p) => ({ ...p, transports: [...p.transports] }));
  }

  async setPasskeyCounter(credentialId: string, counter: number): Promise<void> {
    const passkey = this.passkeys.get(credentialId);
    if (passkey) passkey.counter = counter;
  }

  async byUsernameKey(usernameKey: string): Promise<(Account & { passwordHash: string | null }) | null> {
    const found = [...this.accounts.values()].find((a) => a.usernameKey === usernameKey);
    return found ? { id: found.id, username: found.username, createdAt: found.createdAt, passwordHash: found.passwordHash } : null;
  }

  async createSession(session: { idHash: string; accountId: string; expiresAt: Date }): Promise<void> {
    if (!this.accounts.has(session.accountId)) throw new Error(`no account ${session.accountId}`);
    for (const [id, s] of this.sessions) if (s.accountId === session.accountId && s.expiresAt <= Date.now()) this.sessions.delete(id);
    this.sessions.set(session.idHash, { accountId: session.accountId, expiresAt: session.expiresAt.getTime(), lastSeenAt: Date.now() });
  }

  async sessionAccount(idHash: string, now: Date): Promise<Account | null> {
    const session = this.sessions.get(idHash);
    if (!session || session.expiresAt <= now.getTime()) return null;
    session.lastSeenAt = now.getTime();
    const account = this.accounts.get(session.accountId);
    return account ? { id: account.id, username: account.username, createdAt: account.createdAt } : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    this.sessions.delete(idHash);
  }

  async deleteSessions(accountId: string): Promise<void> {
    for (const [id, s] of this.sessions) if (s.accountId === accountId) this.sessions.delete(id);
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.deleteSessions(accountId);
    for (const [id, p] of this.passkeys) if (p.accountId === accountId) this.passkeys.delete(id);
    this.accounts.delete(accountId);
    this.games.forgetAccount(accountId);
  }

  async ratingOf(accountId: string, game: string): Promise<SkillRating | null> {
    const kept = this.games.ratings.get(`${accountId} ${game}`);
    return kept ? { mu: kept.mu, sigma: kept.sigma } : null;
  }

  async leaderboard(game: string, page: number, pageSize: number): Promise<{ entries: LeaderboardEntry[]; hasMore: boolean }> {
    const rows = [...this.games.ratings.values()]
      .filter((r) => r.game === game && this.accounts.has(r.accountId))
      .sort((a, b) => ordinalOf(b) - ordinalOf(a) || Number(a.accountId) - Number(b.accountId));
    const slice = rows.slice(page * pageSize, page * pageSize + pageSize + 1);
    return {
      entries: slice
        .slice(0, pageSize)
        .map((r, i) => ({ place: page * pageSize + i + 1, username: this.accounts.get(r.accountId)!.username, ...ratingSummary(r) })),
      hasMore: slice.length > pageSize,
    };
  }

  async profile(usernameKey: string): Promise<PlayerProfile | null> {
    const account = [...this.accounts.values()].find((a) => a.usernameKey === usernameKey);
    if (!account) return null;
    const ratings = new Map<string, RatingSummary>();
    for (const r of this.games.ratings.values()) if (r.accountId === account.id) ratings.set(r.game, ratingSummary(r));
    const rated = this.games.ratingHistory.filter((r) => r.accountId === account.id);
    return profileOf(account, ratings, this.games.playedBy(account.id), rated);
  }

  async bindSeat(accountId: string, roomId: string, tokenHash: string): Promise<boolean> {
    return this.accounts.has(accountId) && this.games.bindSeat(accountId, roomId, tokenHash);
  }

  async gamesOf(accountId: string): Promise<AccountGame[]> {
    return this.games.gamesOf(accountId);
  }

  async close(): Promise<void> {}
}
