// What the operators keep beside the games: address bans and reported chat lines. In the game
// store's database (sqlModerationStore.ts: PGlite or a PostgreSQL server, so every process sharing
// DATABASE_URL sees the same bans), or in memory for tests and a store-less server.
import type { ChatLinePayload } from '../../shared/protocol.js';

export interface Ban {
  address: string;
  /** ISO time the ban ends. */
  until: string;
  reason: string;
  createdAt: string;
}

/** A reported chat line, its author's address when the room still knew it. */
export interface ReportedLine extends ChatLinePayload {
  address: string | null;
}

export interface NewChatReport {
  roomId: string;
  game: string;
  line: ReportedLine;
  /** The room's lines around it when reported (REPORT_CONTEXT_LINES each side at most), oldest first. */
  context: ChatLinePayload[];
  reporter: { seat: number | null; name: string; address: string };
}

export interface ChatReport extends NewChatReport {
  id: number;
  createdAt: string;
}

export interface ModerationStore {
  /** Bans `address` until `until` (replacing a ban it had). */
  saveBan(ban: { address: string; until: Date; reason: string }): Promise<Ban>;
  /** Lifts the ban of `address`; false when it had none. */
  liftBan(address: string): Promise<boolean>;
  /** The bans not over at `now`, soonest end first. */
  activeBans(now: Date): Promise<Ban[]>;
  saveReport(report: NewChatReport): Promise<ChatReport>;
  /** The newest reports first, at most `limit`. */
  reports(limit: number): Promise<ChatReport[]>;
}

export class MemoryModerationStore implements ModerationStore {
  private readonly bans = new Map<string, Ban>();
  private readonly kept: ChatReport[] = [];

  async saveBan(ban: { address: string; until: Date; reason: string }): Promise<Ban> {
    const saved = { address: ban.address, until: ban.until.toISOString(), reason: ban.reason, createdAt: new Date().toISOString() };
    this.bans.set(ban.address, saved);
    return { ...saved };
  }

  async liftBan(address: string): Promise<boolean> {
    return this.bans.delete(address);
  }

  async activeBans(now: Date): Promise<Ban[]> {
    return [...this.bans.values()].filter((b) => Date.parse(b.until) > now.getTime()).sort((a, b) => a.until.localeCompare(b.until));
  }

  async saveReport(report: NewChatReport): Promise<ChatReport> {
    const saved = structuredClone({ ...report, id: this.kept.length + 1, createdAt: new Date().toISOString() });
    this.kept.push(saved);
    return structuredClone(saved);
  }

  async reports(limit: number): Promise<ChatReport[]> {
    return structuredClone(this.kept.slice(-limit).reverse());
  }
}
