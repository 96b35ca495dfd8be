// The game store in this process's memory, with the SQL store's rules: for tests, and for
// embedding the server where nothing should touch the disk. Games are lost when the process stops.
import type { MatchSummary } from '../../shared/matches.js';
import type { ChatLinePayload } from '../../shared/protocol.js';
import type { DamagedGame } from './gameDamage.js';
import {
  accessOf,
  checkFindCount,
  summaryOf,
  type GameStore,
  type MatchAccess,
  type LobbyRecord,
  type Standing,
  type StoredAction,
  type StoredGame,
  type StoredSeat,
} from './gameStore.js';
import { INITIAL_RATING, rateGame, type RatedSeat, type SkillRating } from '../accounts/ratings.js';
import { accountGameOf, anonymised, withSeatBound, type AccountGame, type PlayedGame, type RatedGame } from '../accounts/accountStore.js';
import { MAX_LIVE_ACCOUNT_GAMES, RECENT_ACCOUNT_GAMES } from '../../shared/accounts.js';

/** A rating as kept here: what the SQL store's `ratings` rows hold. */
export interface KeptRating extends SkillRating {
  accountId: string;
  game: string;
  rated: number;
}

/** A game as kept here: each action as its JSON text, as the SQL store keeps it in a jsonb column
 * (a long game holds hundreds: text is a fraction of the objects' memory, and cheap to append). */
type KeptGame = Omit<StoredGame, 'actions'> & { actions: string[] };

/** A copy for the caller, who may change it. */
const copyOut = ({ actions, ...game }: KeptGame): StoredGame => ({ ...structuredClone(game), actions: actions.map((a) => JSON.parse(a) as StoredAction) });

export class MemoryGameStore implements GameStore {
  private readonly games = new Map<string, KeptGame>();
  /** Finished games' ids, oldest first: two games can finish in the same millisecond. */
  private readonly finishOrder: string[] = [];
  /** Games marked damaged (memory is never damaged; kept for the interface's rules). */
  private readonly damage = new Map<string, DamagedGame>();
  /** Ratings by `${accountId} ${game}` (the memory account store reads them: memoryAccountStore.ts). */
  readonly ratings = new Map<string, KeptRating>();
  /** Rooms rated, per account: a game is never rated twice. */
  private readonly ratedRooms = new Set<string>();
  /** Each rated game's new rating per account, in order (rating_history). */
  readonly ratingHistory: (RatedGame & { accountId: string })[] = [];

  async saveLobby(lobby: LobbyRecord): Promise<void> {
    const existing = this.games.get(lobby.roomId);
    if (existing && existing.status !== 'lobby') throw new Error(`room ${lobby.roomId} is no longer in the lobby`);
    const now = new Date().toISOString();
    this.games.set(lobby.roomId, {
      ...structuredClone(lobby),
      ...(existing ? { private: existing.private, inviteCode: existing.inviteCode, options: existing.options, game: existing.game } : {}),
      matchId: lobby.roomId,
      status: 'lobby',
      config: null,
      actions: [],
      result: null,
      standings: null,
      chat: existing?.chat ?? [],
      createdAt: existing?.createdAt ?? now,
      startedAt: null,
      finishedAt: null,
    });
  }

  async begin(roomId: string, start: { config: { key: string }; seats: StoredSeat[]; startedAt: string }): Promise<void> {
    const game = this.games.get(roomId);
    if (game?.status !== 'lobby') throw new Error(`room ${roomId} is not a saved lobby`);
    Object.assign(game, {
      status: 'playing',
      config: structuredClone(start.config),
      seats: structuredClone(start.seats),
      playerCount: start.seats.length,
      startedAt: start.startedAt,
    });
  }

  async append(roomId: string, entry: StoredAction): Promise<void> {
    const game = this.games.get(roomId);
    if (game?.status !== 'playing' || this.damage.has(roomId) || entry.index !== game.actions.length + 1) {
      throw new Error(`room ${roomId}: action ${entry.index} is not the next action of a game being played`);
    }
    game.actions.push(JSON.stringify(entry));
  }

  async finish(roomId: string, result: unknown, standings: Standing[] | null, rated: RatedSeat[] = []): Promise<void> {
    const game = this.games.get(roomId);
    if (game?.status !== 'playing') throw new Error(`room ${roomId} is not a game being played`);
    // Computed before anything changes: the result and the ratings are written together or not at all.
    // One account twice fails as the SQL store's history key does.
    if (new Set(rated.map((s) => s.accountId)).size !== rated.length) throw new Error(`room ${roomId}: an account is rated twice`);
    const seats = rated.length >= 2 && !rated.some((s) => this.ratedRooms.has(`${roomId} ${s.accountId}`)) ? rated : [];
    const current = seats.map((s) => ({ ...s, ...(this.ratings.get(`${s.accountId} ${game.game}`) ?? INITIAL_RATING) }));
    const next = rateGame(current);
    Object.assign(game, { status: 'finished', result: structuredClone(result), standings: structuredClone(standings), finishedAt: new Date().toISOString() });
    this.finishOrder.push(roomId);
    seats.forEach((s, i) => {
      const key = `${s.accountId} ${game.game}`;
      const before = this.ratings.get(key);
      this.ratings.set(key, { accountId: s.accountId, game: game.game, ...next[i]!, rated: (before?.rated ?? 0) + 1 });
      this.ratedRooms.add(`${roomId} ${s.accountId}`);
      this.ratingHistory.push({ accountId: s.accountId, game: game.game, at: game.finishedAt!, mu: next[i]!.mu, sigma: next[i]!.sigma });
    });
  }

  /** An account's finished public games, newest first (memoryAccountStore.ts). */
  playedBy(accountId: string): PlayedGame[] {
    return this.finishOrder
      .map((id) => this.games.get(id)!)
      .filter((g) => !g.private)
      .reverse()
      .flatMap((g) => {
        const seat = g.seats.findIndex((s) => s?.accountId === accountId);
        return seat < 0
          ? []
          : [{ matchId: g.roomId, game: g.game, finishedAt: g.finishedAt!, seat, players: g.seats.length, standings: structuredClone(g.standings) }];
      });
  }

  /** A guest's seat bound to an account (memoryAccountStore.ts; accountStore.ts: withSeatBound says when). */
  bindSeat(accountId: string, roomId: string, tokenHash: string): boolean {
    const game = this.games.get(roomId);
    const seats = game ? withSeatBound(game.seats, accountId, tokenHash) : null;
    if (!game || !seats) return false;
    game.seats = seats;
    return true;
  }

  /** An account's live games, newest first, then its public finished ones, newest first. */
  gamesOf(accountId: string): AccountGame[] {
    const holds = (g: KeptGame) => g.seats.some((s) => s?.accountId === accountId);
    const live = this.liveGames().filter(holds).reverse().slice(0, MAX_LIVE_ACCOUNT_GAMES);
    const finished = this.finishOrder
      .map((id) => this.games.get(id)!)
      .filter((g) => !g.private && holds(g))
      .reverse()
      .slice(0, RECENT_ACCOUNT_GAMES);
    return [...live, ...finished].map((g) => accountGameOf(g, accountId));
  }

  /** A deleted account: its seats in every stored game become DELETED_PLAYER, its ratings go. */
  forgetAccount(accountId: string): void {
    for (const game of this.games.values()) {
      const changed = anonymised(game, accountId);
      if (changed) Object.assign(game, changed);
    }
    for (const [key, r] of this.ratings) if (r.accountId === accountId) this.ratings.delete(key);
    for (const key of this.ratedRooms) if (key.endsWith(` ${accountId}`)) this.ratedRooms.delete(key);
    for (let i = this.ratingHistory.length - 1; i >= 0; i--) if (this.ratingHistory[i]!.accountId === accountId) this.ratingHistory.splice(i, 1);
  }

  async saveChat(roomId: string, lines: ChatLinePayload[]): Promise<void> {
    const game = this.games.get(roomId);
    if (!game) throw new Error(`room ${roomId} is not stored`);
    game.chat = structuredClone(lines);
  }

  async abandon(roomId: string): Promise<void> {
    const game = this.games.get(roomId);
    if (game?.status === 'lobby') this.games.delete(roomId);
    else if (game?.status === 'playing') game.status = 'abandoned';
  }

  async load(roomId: string): Promise<StoredGame | null> {
    const game = this.games.get(roomId);
    return game ? copyOut(game) : null;
  }

  private liveGames(): KeptGame[] {
    return [...this.games.values()].filter((g) => (g.status === 'lobby' || g.status === 'playing') && !this.damage.has(g.roomId));
  }

  async liveIds(): Promise<string[]> {
    return this.liveGames().map((g) => g.roomId);
  }

  async live(): Promise<StoredGame[]> {
    return this.liveGames().map(copyOut);
  }

  async markDamaged(damage: DamagedGame): Promise<void> {
    if (this.games.has(damage.roomId) && !this.damage.has(damage.roomId)) this.damage.set(damage.roomId, structuredClone(damage));
  }

  async damaged(): Promise<DamagedGame[]> {
    return [...this.damage.values()].filter((d) => ['lobby', 'playing'].includes(this.games.get(d.roomId)?.status ?? '')).map((d) => structuredClone(d));
  }

  async recent(page: number, pageSize: number): Promise<{ matches: MatchSummary[]; hasMore: boolean }> {
    const finished = this.finishOrder
      .map((id) => this.games.get(id)!)
      .filter((g) => !g.private)
      .reverse();
    const slice = finished.slice(page * pageSize, page * pageSize + pageSize + 1);
    return { matches: slice.slice(0, pageSize).map((g) => summaryOf(g, g.actions.length)), hasMore: slice.length > pageSize };
  }

  async findMatches(roomIds: string[]): Promise<{ summary: MatchSummary; access: MatchAccess }[]> {
    checkFindCount(roomIds);
    return roomIds.flatMap((id) => {
      const game = this.games.get(id);
      return game ? [{ summary: summaryOf(game, game.actions.length), access: structuredClone(accessOf(game)) }] : [];
    });
  }

  async summary(roomId: string): Promise<MatchSummary | null> {
    const game = this.games.get(roomId);
    return game ? summaryOf(game, game.actions.length) : null;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
