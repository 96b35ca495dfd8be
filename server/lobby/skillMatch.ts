// Quick match by skill (docs/accounts.md, "Quick match by skill"). A signed-in player's quick match
// joins the waiting public table whose players' mean rating (OpenSkill mu in this game) is closest
// to theirs, among those close enough: a table accepts players within a window of its mean that
// widens the longer it has waited, and after OPEN_AFTER_SECONDS accepts anyone. When none fits, the
// player opens a table of their own and waits there. Guests keep the plain quick match: signed-in
// players' tables pool apart from theirs (SKILL_POOL).
//
// Colyseus's matchmaker finds a room by equal listing fields only, so the choice is made before it
// looks (static onAuth, which gets the same join options object as the search and the new room):
// the server writes its choice into those options under SKILL_FIELD, and the pool's filter turns it
// into "this room" or "no room" (gameServer.ts). Whatever a client sends under that name is removed.

/** The join-option field only the server writes: the player's mu and the table chosen for them. */
export const SKILL_FIELD = '_skill';

export interface SkillStamp {
  mu: number;
  /** The waiting table to join, or null to open one. */
  table: string | null;
}

/** Added to the quick-match pool key of tables opened by signed-in players. */
export const SKILL_POOL = '|skill';

/** How far from a table's mean mu a newcomer may be, by how long the table has waited. */
export const SKILL_WINDOW = {
  /** At once: about a third of a new player's uncertainty (sigma 25/3). */
  muAtOnce: 3,
  /** Then wider by this much each second… */
  muPerSecond: 0.1,
  /** …and open to anyone once the table has waited this long. */
  openAfterSeconds: 120,
} as const;

export function skillWindow(waitedMs: number): number {
  const seconds = Math.max(0, waitedMs) / 1000;
  return seconds >= SKILL_WINDOW.openAfterSeconds ? Infinity : SKILL_WINDOW.muAtOnce + SKILL_WINDOW.muPerSecond * seconds;
}

export interface WaitingTable {
  id: string;
  /** Mean mu of its seated players. */
  mu: number;
  /** When it started waiting (epoch ms). */
  since: number;
}

/**
 * The table for a player of `mu` at `now`, or null when none fits: a table open to anyone (it waited
 * OPEN_AFTER) comes first, the longest waiting of them, so that no table starves beside closer ones;
 * otherwise the closest within its window, the longest waiting among equals.
 */
export function pickTable(tables: readonly WaitingTable[], mu: number, now: number): string | null {
  const rank = (t: WaitingTable) => (skillWindow(now - t.since) === Infinity ? [0, t.since] : [1, Math.abs(t.mu - mu), t.since]);
  let best: WaitingTable | null = null;
  for (const table of tables) {
    if (Math.abs(table.mu - mu) > skillWindow(now - table.since)) continue;
    if (!best || before(rank(table), rank(best))) best = table;
  }
  return best?.id ?? null;
}

/** Lexicographic order of two ranks. */
function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The server's stamp on join options, removing whatever a client put there; null removes it. */
export function stampSkill(options: unknown, stamp: SkillStamp | null): void {
  if (typeof options !== 'object' || options === null) return;
  const o = options as Record<string, unknown>;
  delete o[SKILL_FIELD];
  if (stamp) o[SKILL_FIELD] = stamp;
}

/** The stamp static onAuth wrote on these options, if any (read only after onAuth ran). */
export function skillStampOf(options: unknown): SkillStamp | null {
  const stamp = (options as Record<string, unknown> | null | undefined)?.[SKILL_FIELD] as SkillStamp | undefined;
  return stamp && typeof stamp.mu === 'number' && Number.isFinite(stamp.mu) ? stamp : null;
}

/** What a waiting skill table lists about itself (room metadata `skill`). */
export interface TableSkill {
  mu: number;
  since: number;
}

/** The mean mu of the seats whose players came by skill, or null when none did. */
export function tableSkill(mus: readonly number[], since: number): TableSkill | null {
  return mus.length === 0 ? null : { mu: mus.reduce((a, b) => a + b, 0) / mus.length, since };
}
