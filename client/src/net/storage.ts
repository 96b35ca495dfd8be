// Small persistent things: the display name and, per room, the seat token that brings a player
// back to their seat after a reload. Seat tokens live in sessionStorage (one per tab, survives a
// reload) and are mirrored in localStorage so a closed tab can come back too.
const NAME_KEY = 'dh.name';
const seatKey = (roomId: string) => `dh.seat.${roomId}`;

export interface SavedSeat {
  seat: number;
  token: string;
  /** Names by seat ('' for an empty one), to tell saved games apart on the home page. */
  players?: string[];
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // storage full or disabled: the seat simply cannot be restored after a reload
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function loadName(): string {
  return read(local(), NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  write(local(), NAME_KEY, name);
}

export function loadSeat(roomId: string): SavedSeat | null {
  const raw = read(session(), seatKey(roomId)) ?? read(local(), seatKey(roomId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SavedSeat;
    return typeof parsed.token === 'string' && typeof parsed.seat === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSeat(roomId: string, seat: SavedSeat): void {
  const raw = JSON.stringify(seat);
  write(session(), seatKey(roomId), raw);
  write(local(), seatKey(roomId), raw);
}

/** Rooms this device holds a seat in (mirrored in localStorage, so other tabs and closed ones count). */
export function savedSeatRooms(): string[] {
  const storage = local();
  const rooms: string[] = [];
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('dh.seat.')) rooms.push(key.slice('dh.seat.'.length));
    }
  } catch {
    // storage disabled: nothing to resume
  }
  return rooms.filter((room) => loadSeat(room) !== null);
}

/** Remembers who sits at the table of a saved seat (no-op without a saved seat). */
export function describeSeat(roomId: string, players: string[]): void {
  const saved = loadSeat(roomId);
  if (saved && saved.players?.join('\n') !== players.join('\n')) saveSeat(roomId, { ...saved, players });
}

export function forgetSeat(roomId: string): void {
  write(session(), seatKey(roomId), null);
  write(local(), seatKey(roomId), null);
}

// ---- finished games this device played (the home page's "Your games") ------------------------

const FINISHED_KEY = 'dh.finished';
/** How many finished games are remembered, newest first. */
export const FINISHED_KEPT = 50;

export interface FinishedGame {
  matchId: string;
  /** Which game (the registry's id); absent in entries saved before it was kept. */
  game?: string;
  finishedAt: string;
  players: string[];
  /** Your name at that table. */
  you: string;
  /** Your seat token there, and the invite code of a private room: what lets the server show you a
   * private game's page (shared/matches.ts MatchProof). */
  seatToken?: string;
  code?: string;
}

export function finishedGames(): FinishedGame[] {
  try {
    const parsed = JSON.parse(read(local(), FINISHED_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (g): g is FinishedGame =>
        typeof g?.matchId === 'string' &&
        (g.game === undefined || typeof g.game === 'string') &&
        typeof g.finishedAt === 'string' &&
        Array.isArray(g.players) &&
        typeof g.you === 'string' &&
        (g.seatToken === undefined || typeof g.seatToken === 'string') &&
        (g.code === undefined || typeof g.code === 'string'),
    );
  } catch {
    return [];
  }
}

/** Adds a finished game (or moves it to the front), keeping the newest FINISHED_KEPT. */
export function rememberFinishedGame(game: FinishedGame): void {
  const rest = finishedGames().filter((g) => g.matchId !== game.matchId);
  write(local(), FINISHED_KEY, JSON.stringify([game, ...rest].slice(0, FINISHED_KEPT)));
}

// Players this browser muted for itself, per room (their names): remembered across reloads.
const mutedKey = (roomId: string) => `dh.muted.${roomId}`;

export function loadMutedNames(roomId: string): string[] {
  try {
    const parsed = JSON.parse(read(local(), mutedKey(roomId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string').slice(0, 50) : [];
  } catch {
    return [];
  }
}

export function saveMutedNames(roomId: string, names: string[]): void {
  write(local(), mutedKey(roomId), names.length > 0 ? JSON.stringify(names.slice(0, 50)) : null);
}
