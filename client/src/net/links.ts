// Addresses the app understands: `?code=ABC123` (invite), `?room=<id>` (your game, restored on
// reload), `?watch=<id>` (spectate), `?help=<game id>` (a game's rules), the history pages.
export interface Route {
  code?: string;
  room?: string;
  watch?: string;
  /** `?help=<game id>`: that game's How to play page ('' for `?help` alone: the main game's). */
  help?: string;
  /** `?learn=<game id>`: that game's guided first game, played in the page. */
  learn?: string;
  /** `?matches` (and `&page=N`): recent finished games. */
  matches?: { page: number };
  /** `?match=<id>`: one game, its scores and its replay. */
  match?: string;
  /** `/player/<username>`: a player's profile. */
  player?: string;
  /** `/leaderboard/<game id>` (and `?page=N`): a game's leaderboard. */
  leaderboard?: { game: string; page: number };
}

/** A path segment as typed, or undefined when it is not valid percent-encoding. */
function segment(raw: string | undefined): string | undefined {
  try {
    return raw ? decodeURIComponent(raw) : undefined;
  } catch {
    return undefined;
  }
}

export function readRoute(): Route {
  const params = new URLSearchParams(location.search);
  return {
    code: params.get('code') ?? undefined,
    room: params.get('room') ?? undefined,
    watch: params.get('watch') ?? undefined,
    help: params.has('help') ? (params.get('help') ?? '') : undefined,
    learn: params.get('learn') ?? undefined,
    matches: params.has('matches') ? { page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0) } : undefined,
    match: params.get('match') ?? undefined,
    player: segment(/^\/player\/([^/]+)\/?$/.exec(location.pathname)?.[1]),
    leaderboard: (() => {
      const game = segment(/^\/leaderboard\/([^/]+)\/?$/.exec(location.pathname)?.[1]);
      return game ? { game, page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0) } : undefined;
    })(),
  };
}

function setQuery(params: Record<string, string | undefined>): void {
  const url = new URL(location.href);
  for (const key of ['code', 'room', 'watch']) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  history.replaceState(null, '', url);
}

export const goHome = () => setQuery({});
/** A spectator's address keeps the invite code a private room needs to be watched again. */
export const showRoom = (roomId: string, spectator: boolean, code?: string) => setQuery(spectator ? { watch: roomId, code } : { room: roomId });

export function inviteLink(code: string): string {
  const url = new URL('/', location.origin);
  url.searchParams.set('code', code);
  return url.toString();
}

/** Addresses of the history pages (plain links: each is a page of its own). */
export const matchesHref = (page = 0) => (page > 0 ? `/?matches&page=${page}` : '/?matches');
export const matchHref = (matchId: string) => `/?match=${encodeURIComponent(matchId)}`;
/** A game's rules page, at one of its parts (an element id of its rules). */
export const rulesHref = (game: string, anchor?: string) => `/?help=${encodeURIComponent(game)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
/** A player's profile page. */
export const learnHref = (game: string) => `/?learn=${encodeURIComponent(game)}`;
export const playerHref = (username: string) => `/player/${encodeURIComponent(username)}`;
/** A game's leaderboard page. */
export const leaderboardHref = (game: string, page = 0) => `/leaderboard/${encodeURIComponent(game)}${page > 0 ? `?page=${page}` : ''}`;
