// What the platform keeps of each game, behind one interface with a SQL implementation (PGlite or
// a PostgreSQL server, sqlStore.ts) and an in-memory one for tests (memoryStore.ts).
//
// A room is saved from its creation: its lobby (seats, invite code, options), then at start the
// engine config with its secret generator key, then every accepted action in order, then the
// result. The ordered actions plus the config reproduce the game exactly (engine.replay), which is
// how a restarted server resumes it. The room treats an action as accepted only once `append`
// resolved.
import type { BotLevel, ChatLinePayload, Pace } from '../../shared/protocol.js';
import { createHash } from 'node:crypto';
import type { MatchStatus, MatchSummary, Standing } from '../../shared/matches.js';
import type { DamagedGame } from './gameDamage.js';
import type { RatedSeat } from '../accounts/ratings.js';

/** A seat as stored: the player's name and the SHA-256 of their seat token (never the token). */
export interface StoredSeat {
  name: string;
  /** '' for a computer player's seat. */
  tokenHash: string;
  /** A computer player's level. */
  bot?: BotLevel;
  /** The signed-in player's account (server/accounts): their seat's name is its username. */
  accountId?: string;
}

/** The lobby of a room: saved at creation and whenever its seats change before the start. */
export interface LobbyRecord {
  roomId: string;
  /** Engine id, e.g. `dice-hospital`. */
  game: string;
  private: boolean;
  inviteCode: string | null;
  playerCount: number;
  options: unknown;
  /** Time per decision; DEFAULT_PACE when not given. */
  pace?: Pace;
  /** In seat order; null for a free seat. */
  seats: (StoredSeat | null)[];
  hostSeat: number;
}

export interface StoredAction<Action = unknown> {
  /** 1-based position in the game's log; appends must come in order. */
  index: number;
  seat: number;
  action: Action;
  /** Taken by the server as the seat's default while it was away. */
  auto: boolean;
  at: string;
}

/** Per side, for lists: the game's reading of its result (a solo game's own opponent has seat null). */
export type { Standing };

/** Everything stored of a game, secrets included: for the server's own use, never served as is. */
export interface StoredGame<Config = unknown, Action = unknown> extends LobbyRecord {
  /** Same as roomId: a match is the game played in one room. */
  matchId: string;
  status: MatchStatus;
  /** The engine config, generator key included; null before the start. */
  config: Config | null;
  actions: StoredAction<Action>[];
  result: unknown;
  standings: Standing[] | null;
  /** The room's recent chat (at most CHAT_HISTORY lines, oldest first): [] until someone talks. */
  chat: ChatLinePayload[];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Who may see a stored game: anyone when it is public; when it is private, its players (who hold
 * a seat token whose hash is here) and whoever holds its invite code. */
export interface MatchAccess {
  private: boolean;
  inviteCode: string | null;
  /** The seats' token hashes, in seat order; computer players' seats (no token) are left out. */
  tokenHashes: string[];
}

/** Most games one findMatches call looks up. */
export const MAX_FOUND_MATCHES = 100;

export interface GameStore {
  /** Creates or replaces the lobby record of a room that has not started. */
  saveLobby(lobby: LobbyRecord): Promise<void>;
  /**
   * The game starts: the lobby becomes a game with this config (its `key` is kept apart, as a
   * secret) and these seats. Rejects unless the room is saved and still in the lobby.
   */
  begin(roomId: string, start: { config: { key: string }; seats: StoredSeat[]; startedAt: string }): Promise<void>;
  /** Rejects when the index is not the next one, or the game is not being played (a second writer). */
  append(roomId: string, entry: StoredAction): Promise<void>;
  /**
   * The game is over: its result and standings are stored and, in the same transaction, the rated
   * seats' ratings move (server/accounts/ratings.ts: rateGame from the ratings stored then), so a
   * game is rated once or not at all. `rated`: the seats ratedSeatsOf chose; fewer than two rate nobody.
   */
  finish(roomId: string, result: unknown, standings: Standing[] | null, rated?: RatedSeat[]): Promise<void>;
  /** Replaces the room's stored recent chat with these lines, whatever its status (people talk
   * after the game too); rejects when the room is not stored. Never part of a public summary. */
  saveChat(roomId: string, lines: ChatLinePayload[]): Promise<void>;
  /** The room closed before the end: a lobby is forgotten, a started game is kept as abandoned. */
  abandon(roomId: string): Promise<void>;
  /** A stored game with its whole log; rejects with GameDamagedError (gameDamage.ts) when the log
   * read back is not the one acknowledged (fewer actions, a gap, or pages that cannot be read). */
  load(roomId: string): Promise<StoredGame | null>;
  /** Rooms a restarted server must bring back: lobbies and games being played, not damaged. */
  live(): Promise<StoredGame[]>;
  /** The ids of those rooms, oldest first, without loading them (the orphan sweep asks often). */
  liveIds(): Promise<string[]>;
  /** Keeps a lobby or game from being resumed: it is no longer live, and listed by `damaged`. */
  markDamaged(damage: DamagedGame): Promise<void>;
  /** The games marked damaged that were live when it was found, oldest first: for operators and /healthz. */
  damaged(): Promise<DamagedGame[]>;
  /** Finished public games, newest first (private games are never listed to everyone). */
  recent(page: number, pageSize: number): Promise<{ matches: MatchSummary[]; hasMore: boolean }>;
  /**
   * The stored games among these ids (at most MAX_FOUND_MATCHES, else it rejects), in the order
   * asked, each with who may see it; unknown ids are left out. The caller decides what to show.
   */
  findMatches(roomIds: string[]): Promise<{ summary: MatchSummary; access: MatchAccess }[]>;
  /** A stored room as the public sees it, or null. */
  summary(roomId: string): Promise<MatchSummary | null>;
  /** Resolves when the database answers; rejects otherwise (health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who may see a stored game, from its row. */
export function accessOf(game: Pick<StoredGame, 'private' | 'inviteCode' | 'seats'>): MatchAccess {
  return {
    private: game.private,
    inviteCode: game.inviteCode,
    tokenHashes: game.seats.flatMap((s) => (s?.tokenHash ? [s.tokenHash] : [])),
  };
}

/** Refuses a look-up of more games than MAX_FOUND_MATCHES. */
export function checkFindCount(roomIds: readonly string[]): void {
  if (roomIds.length > MAX_FOUND_MATCHES) throw new Error(`findMatches looks up at most ${MAX_FOUND_MATCHES} games, not ${roomIds.length}`);
}

/** The public summary of a stored game: names, scores once finished, never a token or the key. */
export function summaryOf(game: Omit<StoredGame, 'actions' | 'config' | 'result' | 'chat'>, actions: number): MatchSummary {
  const bySeat = new Map((game.standings ?? []).map((s) => [s.seat, s]));
  const opponent = bySeat.get(null);
  return {
    matchId: game.roomId,
    game: game.game,
    status: game.status,
    players: game.seats.flatMap((s, seat) => (s ? [{ seat, name: s.name, score: bySeat.get(seat)?.score ?? null, rank: bySeat.get(seat)?.rank ?? null }] : [])),
    ...(opponent ? { opponent: { score: opponent.score, rank: opponent.rank } } : {}),
    options: (game.options ?? {}) as Record<string, unknown>,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    actions,
  };
}
