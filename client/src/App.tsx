// The application shell: header, language, and which screen is shown (home or a room). Room
// entry points live here: quick match, create, join by code, join or watch from the list, and the
// automatic return to your seat after a reload.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { MatchMakeError } from 'colyseus.js';
import { JoinErrorCode } from '../../shared/protocol.js';
import { I18nContext, LANGUAGES, initialLanguage, saveLanguage, type Language, type Messages } from './i18n/index.js';
import { findRoomByCode, LobbyError } from './net/lobbyApi.js';
import { goHome, readRoute, showRoom } from './net/links.js';
import { RoomSession } from './net/roomSession.js';
import { loadName, loadSeat, saveName } from './net/storage.js';
import { LanguageSwitch } from './views/common/LanguageSwitch.js';
import { HomeScreen } from './views/lobby/HomeScreen.js';
import type { CreateRequest } from './views/lobby/CreateRoomForm.js';
import { RoomScreen } from './views/room/RoomScreen.js';

function errorText(t: Messages, error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (error instanceof LobbyError) return error.status === 404 ? t.home.errorNotFound : t.home.errorConnect;
  if (code === JoinErrorCode.badInviteCode) return t.home.errorNotFound;
  if (code === JoinErrorCode.seatsFull || code === JoinErrorCode.alreadyStarted) return t.home.errorFull;
  if (code === JoinErrorCode.badOptions && (error as Error).message) return t.home.errorRefused((error as Error).message);
  if (error instanceof MatchMakeError || (error as Error)?.message) return t.home.errorGeneric((error as Error).message);
  if (error instanceof TypeError) return t.home.errorConnect;
  return t.home.errorConnect;
}

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
  const [name, setName] = useState(loadName);
  const [nameMissing, setNameMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Why the server refused the private room asked for, shown on the form itself. */
  const [createError, setCreateError] = useState<string | null>(null);
  const [session, setSession] = useState<RoomSession | null>(null);

  const enter = async (open: () => Promise<RoomSession>, spectator = false, code?: string, showError = setError) => {
    setBusy(true);
    setError(null);
    setCreateError(null);
    try {
      const next = await open();
      showRoom(next.snapshot.roomId, spectator, code);
      setSession(next);
    } catch (e) {
      showError(errorText(t, e));
      goHome();
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
    withName((player) =>
      enter(async () => {
        const summary = await findRoomByCode(code);
        return RoomSession.join(summary.roomId, { name: player, code });
      }),
    );

  const watchCode = (code: string) =>
    enter(
      async () => {
        const summary = await findRoomByCode(code);
        return RoomSession.join(summary.roomId, { spectator: true, code });
      },
      true,
      code,
    );

  // Coming back: a reload in a room returns to the seat; an invite link joins once a name is known.
  useEffect(() => {
    if (route.room && loadSeat(route.room)) void enter(() => RoomSession.join(route.room!, { name: name.trim() || undefined }));
    else if (route.watch) void enter(() => RoomSession.join(route.watch!, { spectator: true, code: route.code }), true, route.code);
    else if (route.code && name.trim()) joinCode(route.code);
    else if (route.room) goHome();
  }, []);

  const leave = async () => {
    await session?.leave();
    setSession(null);
    goHome();
  };

  return (
    <I18nContext.Provider value={i18n}>
      <a class="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <header class="app-header">
        <a class="brand" href="/" onClick={(e) => {
          if (session) {
            e.preventDefault();
            void leave();
          }
        }}>
          <span class="brand-mark" aria-hidden="true" />
          <span class="brand-name">{t.app.title}</span>
        </a>
        <LanguageSwitch />
      </header>
      <main id="main" class="app-main" tabIndex={-1}>
        {session ? (
          <RoomScreen key={session.snapshot.roomId} session={session} onLeave={leave} />
        ) : (
          <HomeScreen
            name={name}
            onNameChange={(value) => {
              setName(value);
              if (value.trim()) setNameMissing(false);
            }}
            nameMissing={nameMissing}
            busy={busy}
            error={error}
            createError={createError}
            initialCode={route.watch ? undefined : route.code}
            onQuickMatch={(players) => withName((player) => enter(() => RoomSession.quickMatch(player, players)))}
            onCreate={(request: CreateRequest) =>
              withName((player) =>
                enter(
                  () => RoomSession.create({ name: player, playerCount: request.playerCount, options: request.options, private: true }),
                  false,
                  undefined,
                  setCreateError,
                ),
              )
            }
            onJoinCode={joinCode}
            onWatchCode={watchCode}
            onJoinRoom={(roomId) => withName((player) => enter(() => RoomSession.join(roomId, { name: player })))}
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
