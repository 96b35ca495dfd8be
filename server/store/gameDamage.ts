// Damaged stored games: what the store tells apart from a whole game, and how it says so.
//
// Each game row keeps `action_count`, the number of actions acknowledged, updated by the same
// statement that appends an action. The actions live in another table (another file under
// DATA_DIR). A game whose log reads back shorter than its count, or with a gap, lost acknowledged
// actions; a log whose pages fail PostgreSQL's checksums cannot be read at all. Either way the game
// must not be resumed as if whole: players would rejoin a rolled-back game without a word.
// (What a damaged file does to PGlite, measured: a truncated actions file reads back as no rows at
// all; a file cut by its last 8 KB page reads back without that page's rows; changed bytes fail
// the page checksum, "invalid page in block N", SQLSTATE XX001.)

/** A game that cannot be restored as it was played. */
export interface DamagedGame {
  roomId: string;
  /** Actions acknowledged to players (the game row's count). */
  acknowledged: number;
  /** Actions read back; null when they could not be read at all. */
  found: number | null;
  /** What is wrong, for operators. */
  reason: string;
}

/** Thrown by a store's `load` for a game that is not whole. */
export class GameDamagedError extends Error {
  constructor(readonly damage: DamagedGame) {
    super(`stored game ${damage.roomId} is damaged: ${damage.reason}`);
    this.name = 'GameDamagedError';
  }
}

/**
 * Whether a database error says its data is damaged rather than unreachable: SQLSTATE class XX
 * (data_corrupted, index_corrupted: a page failed its checksum, a block could not be read whole)
 * or 58 (an I/O error on a file); from SQLite, SQLITE_CORRUPT ("database disk image is
 * malformed"), SQLITE_NOTADB or an I/O error. A lost connection or a timeout is not damage.
 */
export function isDataDamage(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (code.startsWith('SQLITE_')) return /^SQLITE_(CORRUPT|NOTADB|IOERR)/.test(code);
  return code.startsWith('XX') || code.startsWith('58');
}

/** The damage in a log read back, against the number of actions acknowledged; null when whole. */
export function damageOf(roomId: string, acknowledged: number, indexes: readonly number[]): DamagedGame | null {
  const gap = indexes.findIndex((idx, i) => idx !== i + 1);
  if (gap >= 0)
    return { roomId, acknowledged, found: indexes.length, reason: `action ${gap + 1} is missing from the stored log (found ${indexes[gap]} in its place)` };
  if (indexes.length < acknowledged) {
    return {
      roomId,
      acknowledged,
      found: indexes.length,
      reason: `${acknowledged - indexes.length} of ${acknowledged} acknowledged actions are missing from the stored log`,
    };
  }
  return null;
}

/** The damage of a game whose actions could not be read (the query failed on damaged data). */
export function unreadable(roomId: string, acknowledged: number, err: unknown): DamagedGame {
  return { roomId, acknowledged, found: null, reason: `its actions cannot be read: ${(err as Error).message ?? String(err)}` };
}

/** Thrown at start when the store cannot be read whole and salvage was not asked for. */
export class StoreUnreadableError extends Error {
  constructor(
    readonly where: string,
    readonly games: DamagedGame[],
  ) {
    super(
      `the game store (${where}) cannot be read whole: ${games.map((g) => `game ${g.roomId}: ${g.reason}`).join('; ')}. ` +
        'Nothing was changed. Restore the store from a backup, or start with --salvage (or STORE_SALVAGE=1) to restore the games that can still be read ' +
        'and mark the others damaged (they are then never resumed).',
    );
    this.name = 'StoreUnreadableError';
  }
}
