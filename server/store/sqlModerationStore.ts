// Bans and chat reports in the game store's database (migration 5): the same statements on SQLite,
// PGlite and a PostgreSQL server (times are bound as ISO-8601 text, which all three compare as times).
import type { SqlDatabase } from './sql.js';
import type { Ban, ChatReport, ModerationStore, NewChatReport } from './moderationStore.js';

interface BanRow {
  address: string;
  until: Date | string;
  reason: string;
  created_at: Date | string;
}

interface ReportRow {
  id: number | string;
  room_id: string;
  game: string;
  line: ChatReport['line'];
  context: ChatReport['context'];
  reporter: ChatReport['reporter'];
  created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const banOf = (r: BanRow): Ban => ({ address: r.address, until: iso(r.until), reason: r.reason, createdAt: iso(r.created_at) });
const reportOf = (r: ReportRow): ChatReport => ({
  id: Number(r.id),
  roomId: r.room_id,
  game: r.game,
  line: r.line,
  context: r.context,
  reporter: r.reporter,
  createdAt: iso(r.created_at),
});

export class SqlModerationStore implements ModerationStore {
  constructor(private readonly db: SqlDatabase) {}

  async saveBan(ban: { address: string; until: Date; reason: string }): Promise<Ban> {
    const { rows } = await this.db.query<BanRow>(
      `INSERT INTO bans (address, until, reason) VALUES ($1, $2, $3)
       ON CONFLICT (address) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason, created_at = now()
       RETURNING address, until, reason, created_at`,
      [ban.address, ban.until.toISOString(), ban.reason],
    );
    return banOf(rows[0]!);
  }

  async liftBan(address: string): Promise<boolean> {
    const { rowCount } = await this.db.query(`DELETE FROM bans WHERE address = $1`, [address]);
    return rowCount > 0;
  }

  async activeBans(now: Date): Promise<Ban[]> {
    const { rows } = await this.db.query<BanRow>(`SELECT address, until, reason, created_at FROM bans WHERE until > $1 ORDER BY until`, [now.toISOString()]);
    return rows.map(banOf);
  }

  async saveReport(report: NewChatReport): Promise<ChatReport> {
    const { rows } = await this.db.query<ReportRow>(
      `INSERT INTO chat_reports (room_id, game, line, context, reporter) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb)
       RETURNING id, room_id, game, line, context, reporter, created_at`,
      [report.roomId, report.game, JSON.stringify(report.line), JSON.stringify(report.context), JSON.stringify(report.reporter)],
    );
    return reportOf(rows[0]!);
  }

  async reports(limit: number): Promise<ChatReport[]> {
    const { rows } = await this.db.query<ReportRow>(
      `SELECT id, room_id, game, line, context, reporter, created_at FROM chat_reports ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(reportOf);
  }
}
