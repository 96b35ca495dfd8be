// The seats of a room as the server knows them: who holds each seat (name, seat token, connection),
// the host, and the public part synced to clients (SeatSync). No Colyseus room API here: GameRoom
// decides when seats are taken, freed, resumed or marked away; this table keeps them consistent.
import { randomBytes } from 'node:crypto';
import type { ArraySchema } from '@colyseus/schema';
import type { Client, Deferred } from '@colyseus/core';
import { SeatSync } from '../schema/platform.js';
import type { BotLevel } from '../../shared/protocol.js';
import { nameSkeleton } from '../../shared/text.js';
import { hashSeatToken, type StoredSeat } from '../store/gameStore.js';

export interface SeatRecord {
  name: string;
  /** The seat token, known to this process once it issued it or its holder came back with it. */
  token: string | null;
  /** Its SHA-256: what is stored, and what a returning token is checked against. */
  tokenHash: string;
  /** The signed-in player's account (their name is its username); null for guests and bots. */
  accountId: string | null;
  /** The connection holding the seat; it survives a reconnection (same session id). */
  sessionId: string;
  connected: boolean;
  /** Gone longer than the reconnection window (or left on purpose): a bot plays it meanwhile. */
  away: boolean;
  reconnection: Deferred<Client> | null;
  /** A computer player's seat (its level), or null for a person's. */
  bot: BotLevel | null;
  /** Decisions in a row the player let run out (reset by any move of their own). */
  timeOuts: number;
  /** After TIME_OUTS_BEFORE_BOT time-outs in a row a bot keeps the seat until its player is back. */
  handedOver: boolean;
  /** The decision (room decision key) a bot is making for this seat because its time ran out. */
  botDecision: string | null;
}

/** A person's seat record in its initial state. */
function personRecord(
  name: string,
  token: string | null,
  tokenHash: string,
  sessionId: string,
  connected: boolean,
  accountId: string | null = null,
): SeatRecord {
  return {
    name,
    token,
    tokenHash,
    accountId,
    sessionId,
    connected,
    away: false,
    reconnection: null,
    bot: null,
    timeOuts: 0,
    handedOver: false,
    botDecision: null,
  };
}

/** Whether a bot moves for this seat now (decision: the room's current decision key). */
export function botPlays(record: SeatRecord, decision: string): boolean {
  return record.bot !== null || record.away || record.handedOver || record.botDecision === decision;
}

/** A seat as stored: name, token hash, and its bot level or account when it has one. */
export function storedSeatOf(s: SeatRecord): StoredSeat {
  return { name: s.name, tokenHash: s.tokenHash, ...(s.bot ? { bot: s.bot } : {}), ...(s.accountId ? { accountId: s.accountId } : {}) };
}

export class SeatTable {
  private seats: (SeatRecord | null)[];
  private hostRecord: SeatRecord | null = null;

  constructor(count: number) {
    this.seats = new Array<SeatRecord | null>(count).fill(null);
  }

  /** Seats in the room, empty ones included. */
  get size(): number {
    return this.seats.length;
  }

  get host(): SeatRecord | null {
    return this.hostRecord;
  }

  /** Seated players, in seat order. */
  seated(): SeatRecord[] {
    return this.seats.filter((s): s is SeatRecord => s !== null);
  }

  freeCount(): number {
    return this.seats.filter((s) => s === null).length;
  }

  at(seat: number): SeatRecord | null {
    return this.seats[seat] ?? null;
  }

  /** The seat number of a record, or -1 once it no longer holds a seat. */
  indexOf(record: SeatRecord): number {
    return this.seats.indexOf(record);
  }

  bySession(sessionId: string): SeatRecord | null {
    return this.seats.find((s) => s?.sessionId === sessionId) ?? null;
  }

  byToken(token: string): SeatRecord | null {
    const hash = hashSeatToken(token);
    return this.seats.find((s) => s?.tokenHash === hash) ?? null;
  }

  /** The person's seat bound to this account, if any (one account holds at most one seat of a room). */
  byAccount(accountId: string): SeatRecord | null {
    return this.seats.find((s) => s !== null && s.bot === null && s.accountId === accountId) ?? null;
  }

  /** The seated player (bots included) whose name looks the same as `name` (shared/text.ts), if any. */
  lookAlike(name: string): SeatRecord | null {
    const skeleton = nameSkeleton(name);
    return this.seated().find((s) => nameSkeleton(s.name) === skeleton) ?? null;
  }

  /** Whether any person holds a connection (bots never do). */
  anyConnected(): boolean {
    return this.seats.some((s) => s?.connected);
  }

  /** Seats the first free seat for a new connection (the first one seated becomes host); null when full. */
  take(name: string, sessionId: string, accountId: string | null = null): SeatRecord | null {
    const index = this.seats.indexOf(null);
    if (index < 0) return null;
    const token = randomBytes(24).toString('base64url');
    const record = personRecord(name, token, hashSeatToken(token), sessionId, true, accountId);
    this.seats[index] = record;
    this.hostRecord ??= record;
    return record;
  }

  /** Seats a computer player in an empty seat (`seat`, or the first one); null when there is none. */
  addBot(level: BotLevel, seat?: number): SeatRecord | null {
    const index = seat ?? this.seats.indexOf(null);
    if (index < 0 || index >= this.seats.length || this.seats[index] !== null) return null;
    const number = this.seats.filter((s) => s?.bot).length + 1;
    // Never matches a token: a bot seat cannot be claimed by anyone.
    const record: SeatRecord = { ...personRecord(`Bot ${number} (${level})`, null, '', '', false), bot: level };
    this.seats[index] = record;
    return record;
  }

  /** Bots seated, in seat order. */
  bots(): SeatRecord[] {
    return this.seated().filter((s) => s.bot !== null);
  }

  /** The seats as stored (names and token hashes; null for a free seat). */
  stored(): (StoredSeat | null)[] {
    return this.seats.map((s) => (s ? storedSeatOf(s) : null));
  }

  hostIndex(): number {
    return this.hostRecord ? this.seats.indexOf(this.hostRecord) : -1;
  }

  /** The table of a room brought back from the store: every holder is away until their token returns. */
  static restore(stored: (StoredSeat | null)[], hostSeat: number): SeatTable {
    const table = new SeatTable(stored.length);
    table.seats = stored.map((s) => (s ? { ...personRecord(s.name, null, s.tokenHash, '', false, s.accountId ?? null), bot: s.bot ?? null } : null));
    table.hostRecord = table.seats[hostSeat] ?? table.seats.find((s) => s !== null && s.bot === null) ?? null;
    return table;
  }

  /** Frees a lobby seat; the host passes to the next seated person. False if it held no seat. */
  free(record: SeatRecord): boolean {
    const index = this.seats.indexOf(record);
    if (index < 0) return false;
    this.seats[index] = null;
    if (this.hostRecord === record) this.hostRecord = this.seats.find((s) => s !== null && s.bot === null) ?? null;
    return true;
  }

  /** Drops empty seats: engine seats are the seated players in seat order. Returns them. */
  compact(): SeatRecord[] {
    this.seats = this.seated();
    return [...this.seats] as SeatRecord[];
  }

  /** Mirrors the table into the synced seat list; returns the host's seat (-1 if none). */
  syncTo(synced: ArraySchema<SeatSync>): number {
    while (synced.length > this.seats.length) synced.pop();
    while (synced.length < this.seats.length) synced.push(new SeatSync());
    this.seats.forEach((record, i) => {
      const sync = synced[i]!;
      sync.occupied = record !== null;
      sync.name = record?.name ?? '';
      sync.connected = record?.connected ?? false;
      sync.away = record?.away ?? false;
      sync.bot = record?.bot ?? '';
      // A bot making one timed-out decision does not hold the seat: only away or handed over shows.
      sync.botPlaying = record !== null && record.bot === null && (record.away || record.handedOver);
    });
    return this.hostIndex();
  }
}
