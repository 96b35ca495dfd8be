// The application shell: header, language, and which screen is shown (home or a room). Room
// entry points live here: quick match, create, join by code, join or watch from the list, and the
// automatic return to your seat after a reload.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { JoinErrorCode, type CreateOptions } from '../../shared/protocol.js';
import { I18nContext, LANGUAGES, initialLanguage, saveLanguage, type Language } from './i18n/index.js';
import { fetchNotice, findRoomByCode } from './net/lobbyApi.js';
import { fetchMe, fetchMyGames, type AccountGame, type AccountInfo } from './net/accountApi.js';
import { goHome, readRoute, showRoom } from './net/links.js';
import { RoomSession, seatGoneForGood } from './net/roomSession.js';
import { finishedGames, forgetSeat, loadName, loadSeat, saveName, savedSeatRooms } from './net/storage.js';
import { requestErrorText } from './game/errors.js';
import { LanguageSwitch } from './views/common/LanguageSwitch.js';
import { lazyView } from './views/common/lazyView.js';
import { MAIN_GAME, knownGame } from './games/registry.js';
import { HelpDrawer } from './views/help/HelpDrawer.js';
import { NoticeBanner } from './views/common/NoticeBanner.js';
import { RulesPage } from './views/help/RulesPage.js';
import { HomeScreen, type ResumableGame } from './views/lobby/HomeScreen.js';
import type { CreateRequest } from './views/lobby/createRequest.js';
import { RoomScreen } from './views/room/RoomScreen.js';

// Pages most visits never open: each is its own chunk, fetched on the way in (a game's rules are
// its registry entry's, a chunk of their own too).
const MatchPage = lazyView(() => import('./views/history/MatchPage.js').then((m) => m.MatchPage));
const RecentGames = lazyView(() => import('./views/history/RecentGames.js').then((m) => m.RecentGames));
// The operators' page (/admin): its own chunk, never linked from the player pages.
// Leaderboards and profiles (docs/accounts.md).
const LeaderboardPage = lazyView(() => import('./views/account/LeaderboardPage.js').then((m) => m.LeaderboardPage));
const ProfilePage = lazyView(() => import('./views/account/ProfilePage.js').then((m) => m.ProfilePage));
const AdminPage = lazyView(() => import('./views/admin/AdminPage.js').then((m) => m.AdminPage));
// `/sN/admin` too: behind nginx, that is process N's console (deploy/nginx.conf).
const ADMIN_PATH = /^(\/s\d+)?\/admin\/?$/;

/** Saved seats as the home page lists them: the room and who sits at its table. A finished game
 * is not resumed: it is under "Your games", with its replay. */
function resumableGames(): ResumableGame[] {
  const finished = new Set(finishedGames().map((g) => g.matchId));
  return savedSeatRooms()
    .filter((roomId) => !finished.has(roomId))
    .map((roomId) => {
      const saved = loadSeat(roomId)!;
      return { roomId, players: (saved.players ?? []).filter(Boolean), you: saved.players?.[saved.seat] || undefined };
    });
}

/** The signed-in account's live games this device holds no seat token for (its other devices' seats). */
function accountResumable(games: AccountGame[], device: ResumableGame[]): ResumableGame[] {
  const known = new Set([...device.map((g) => g.roomId), ...finishedGames().map((g) => g.matchId)]);
  return games.filter((g) => g.status !== 'finished' && !known.has(g.roomId)).map((g) => ({ roomId: g.roomId, players: g.players, you: g.you || undefined }));
}

/** A refused join that a spectator seat would still let in: offer to watch instead. */
const startedAlready = (error: unknown) => (error as { code?: unknown })?.code === JoinErrorCode.alreadyStarted;

export function App() {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const t = LANGUAGES[language];
  const i18n = useMemo(
    () => ({
      language,
      t,
      setLanguage: (next: Language) => {
        saveLanguage(next);
        setLanguageState(next);
      },
    }),
    [language, t],
  );
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.app.title;
  }, [language, t]);

  const route = useMemo(readRoute, []);
  const adminPage = useMemo(() => ADMIN_PATH.test(location.pathname), []);
  /** The operators' maintenance notice, shown in the lobby (rooms hear of it from the server). */
  const [lobbyNotice, setLobbyNotice] = useState<string | null>(null);
  /** The rules page's game (`?help` alone: the main game's); an unknown game is the home page. */
  const rulesGame = route.help === undefined ? undefined : knownGame(route.help || MAIN_GAME)?.info.id;
  /** The guided first game's game, when it has one. */
  const Guide = route.learn === undefined ? undefined : knownGame(route.learn)?.guide;
  const [name, setName] = useState(loadName);
  /** The signed-in account (its session is an HttpOnly cookie), or null for a guest. */
  const [account, setAccount] = useState<AccountInfo | null>(null);
  /** Signed in, the name for playing is the username (the server seats the account under it anyway). */
  const accountChanged = (next: AccountInfo | null) => {
    setAccount(next);
    if (next) setName(next.username);
  };
  useEffect(() => {
    if (!adminPage) void fetchMe().then((me) => me && accountChanged(me));
  }, []);
  const [nameMissing, setNameMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Why the server refused the private room asked for, shown on the form itself. */
  const [createError, setCreateError] = useState<string | null>(null);
  const [session, setSession] = useState<RoomSession | null>(null);
  /** The game of the match page being shown, once it has loaded (the header's rules follow it). */
  const [matchGame, setMatchGame] = useState<string | null>(null);
  /** A started game the player tried to join: offered to watch instead. */
  const [watchOffer, setWatchOffer] = useState<{ roomId: string; code?: string } | null>(null);
  /** Rooms this device holds a seat in, offered on the home page. */
  const [resumable, setResumable] = useState<ResumableGame[]>(resumableGames);
  /** Signed in: the account's games (GET /api/me/games), seats of any device. */
  const [accountGames, setAccountGames] = useState<AccountGame[]>([]);
  useEffect(() => {
    if (!account) setAccountGames([]);
    else if (!session && !adminPage) void fetchMyGames().then(setAccountGames);
  }, [account, session]);

  // Into a room or back to the lobby, a screen starts at its top: the browser kept the old screen's
  // scroll, so "Back to the lobby" from a game's final scores landed at the bottom of the lobby.
  const shownSession = useRef(session);
  useLayoutEffect(() => {
    if (shownSession.current === session) return; // the first screen keeps the address's #anchor
    shownSession.current = session;
    window.scrollTo(0, 0);
  }, [session]);

  const enter = async (
    open: () => Promise<RoomSession>,
    spectator = false,
    code?: string,
    showError = setError,
    target?: { roomId: string; code?: string },
  ) => {
    setBusy(true);
    setError(null);
    setCreateError(null);
    setWatchOffer(null);
    try {
      const next = await open();
      showRoom(next.snapshot.roomId, spectator, code);
      setInvite(null);
      setSession(next);
      return true;
    } catch (e) {
      showError(requestErrorText(t, e));
      if (target && startedAlready(e)) setWatchOffer(target);
      setResumable(resumableGames());
      goHome();
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Player entry points need a display name first. */
  const withName = (then: (name: string) => void) => {
    const clean = name.trim();
    if (!clean) {
      setNameMissing(true);
      document.getElementById('display-name')?.focus();
      return;
    }
    setNameMissing(false);
    saveName(clean);
    then(clean);
  };

  const joinCode = (code: string) =>
    withName((player) => {
      // Filled once the code resolved, so a started game can be offered to watch.
      const target: { roomId: string; code?: string } = { roomId: '', code };
      void enter(
        async () => {
          const summary = await findRoomByCode(code);
          target.roomId = summary.roomId;
          return RoomSession.join(summary.roomId, { name: player, code });
        },
        false,
        undefined,
        setError,
        target,
      );
    });

  const resume = (roomId: string) =>
    enter(async () => {
      // A seat of the account held on another device: the server seats the signed-in player back in it.
      if (!loadSeat(roomId)) return RoomSession.join(roomId, { name: name.trim() || undefined });
      try {
        return await RoomSession.resume(roomId);
      } catch (e) {
        // Only a seat the server says is gone is forgotten; a busy or unreachable server keeps it.
        if ((await seatGoneForGood(roomId, e)) === null) throw e;
        forgetSeat(roomId);
        throw new Error(t.home.resumeGone);
      }
    });

  const forget = (roomId: string) => {
    forgetSeat(roomId);
    setResumable(resumableGames());
  };

  const watchCode = (code: string) =>
    enter(
      async () => {
        const summary = await findRoomByCode(code);
        return RoomSession.join(summary.roomId, { spectator: true, code });
      },
      true,
      code,
    );

  /** Who invited you and to what, on an invite link's landing page. */
  const [invite, setInvite] = useState<{ host: string; players: number } | null | undefined>(undefined);
  useEffect(() => {
    if (!route.code || route.watch) return;
    findRoomByCode(route.code)
      .then((summary) => setInvite({ host: summary.players[0] ?? '', players: summary.playerCount }))
      .catch(() => {});
  }, []);

  useEffect(() => {
    if (!session && !adminPage) void fetchNotice().then(setLobbyNotice);
  }, [session]);

  // Coming back: a reload in a room returns to the seat; an invite link joins once a name is known.
  useEffect(() => {
    if (adminPage) return;
    if (route.room && loadSeat(route.room)) void enter(() => RoomSession.join(route.room!, { name: name.trim() || undefined }));
    else if (route.watch) void enter(() => RoomSession.join(route.watch!, { spectator: true, code: route.code }), true, route.code);
    else if (route.code && name.trim()) joinCode(route.code);
    else if (route.room) goHome();
  }, []);

  /** Give up the seat (explicit Leave, confirmed in the game; or the lobby's Leave room). */
  const leave = async () => {
    await session?.leave();
    setSession(null);
    setResumable(resumableGames());
    goHome();
  };

  /** Rematch: the server opens the table's rematch room on the first request (private, same game,
   * player count, options, pace and computer players) and tells every player its code; join it. */
  const rematch = async () => {
    const old = session;
    if (!old?.snapshot.room) return;
    const me = (old.snapshot.view as { players?: { name: string }[] } | null)?.players?.[old.snapshot.seat ?? -1]?.name ?? name.trim();
    const entered = await enter(async () => {
      const offer = await old.requestRematch();
      return RoomSession.join(offer.roomId, { name: me, code: offer.code });
    });
    if (entered) await old.leave();
  };

  /** The logo: back to the home page, keeping the seat (offered there as "Resume your game"). */
  const stepAway = async () => {
    await session?.suspend();
    setSession(null);
    setResumable(resumableGames());
    goHome();
  };

  return (
    <I18nContext.Provider value={i18n}>
      <a class="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <header class="app-header">
        <a
          class="brand"
          href="/"
          onClick={(e) => {
            if (session) {
              e.preventDefault();
              void stepAway();
            }
          }}
        >
          <span class="brand-mark" aria-hidden="true" />
          <span class="brand-name">{t.app.title}</span>
        </a>
        <span class="header-tools">
          {/* The table's game's rules; none on the rules page, which is the rules already. */}
          {!(rulesGame && !session) && <HelpDrawer game={session?.snapshot.game ?? (route.match ? matchGame : null) ?? MAIN_GAME} />}
          <LanguageSwitch />
        </span>
      </header>
      <main id="main" class="app-main" tabIndex={-1}>
        {!session && !adminPage && <NoticeBanner text={lobbyNotice} />}
        {adminPage ? (
          <AdminPage />
        ) : rulesGame && !session ? (
          <RulesPage game={rulesGame} />
        ) : Guide && !session ? (
          <Guide />
        ) : route.match && !session ? (
          <MatchPage matchId={route.match} onGame={setMatchGame} />
        ) : route.matches && !session ? (
          <RecentGames page={route.matches.page} />
        ) : route.leaderboard && !session ? (
          <LeaderboardPage game={route.leaderboard.game} page={route.leaderboard.page} />
        ) : route.player && !session ? (
          <ProfilePage username={route.player} />
        ) : session ? (
          <RoomScreen key={session.snapshot.roomId} session={session} onLeave={leave} onRematch={() => void rematch()} />
        ) : (
          <HomeScreen
            account={account}
            onAccountChange={accountChanged}
            name={name}
            onNameChange={(value) => {
              setName(value);
              if (value.trim()) setNameMissing(false);
            }}
            nameMissing={nameMissing}
            busy={busy}
            error={error}
            watchOffer={
              watchOffer ? () => enter(() => RoomSession.join(watchOffer.roomId, { spectator: true, code: watchOffer.code }), true, watchOffer.code) : undefined
            }
            resumable={[...resumable, ...accountResumable(accountGames, resumable)]}
            accountFinished={accountGames.filter((g) => g.status === 'finished')}
            onResume={(roomId) => void resume(roomId)}
            onForget={forget}
            createError={createError}
            initialCode={route.watch ? undefined : route.code}
            invite={
              route.code && !route.watch && invite !== null
                ? invite?.host
                  ? t.home.invitedTo(invite.host, invite.players)
                  : t.home.invitedToCode(route.code)
                : undefined
            }
            onQuickMatch={({ players, pace, botsAfter }) => withName((player) => enter(() => RoomSession.quickMatch(player, players, { pace, botsAfter })))}
            onCreate={(request: CreateRequest) =>
              withName((player) =>
                enter(
                  () => RoomSession.create({ name: player, playerCount: request.playerCount, options: request.options, pace: request.pace, private: true }),
                  false,
                  undefined,
                  setCreateError,
                ),
              )
            }
            onOtherGame={({ game, kind, playerCount, options }) =>
              withName((player) =>
                enter(() =>
                  kind === 'quick'
                    ? RoomSession.quickMatch(player, playerCount, {}, game)
                    : RoomSession.create({ name: player, playerCount, options: options as CreateOptions['options'], private: true }, game),
                ),
              )
            }
            onJoinCode={joinCode}
            onWatchCode={watchCode}
            onJoinRoom={(roomId) => withName((player) => enter(() => RoomSession.join(roomId, { name: player }), false, undefined, setError, { roomId }))}
            onWatch={(roomId) => enter(() => RoomSession.join(roomId, { spectator: true }), true)}
          />
        )}
      </main>
      <footer class="app-footer">
        <p>{t.app.footer}</p>
      </footer>
    </I18nContext.Provider>
  );
}
