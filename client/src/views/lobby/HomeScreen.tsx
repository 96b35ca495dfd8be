// Home: your name, quick match, private room, join by invite, and the open games.
import { CLIENT_GAMES, MAIN_GAME } from '../../games/registry.js';
import { listNames, useI18n } from '../../i18n/index.js';
import { leaderboardHref, rulesHref } from '../../net/links.js';
import type { AccountGame, AccountInfo } from '../../net/accountApi.js';
import { AccountArea } from '../account/AccountArea.js';
import type { CreateRequest } from './createRequest.js';
import { JoinByCode } from './JoinByCode.js';
import { NameField } from './NameField.js';
import { PublicRoomList } from './PublicRoomList.js';
import { YourGames } from '../history/YourGames.js';
import { QuickMatch, type QuickMatchRequest } from './QuickMatch.js';
import { OtherGames, type OtherGameRequest } from './OtherGames.js';

export interface ResumableGame {
  roomId: string;
  /** Names at the table, when known. */
  players: string[];
  /** Your name there. */
  you?: string;
}

export interface HomeScreenProps {
  /** The signed-in account, or null for a guest. */
  account: AccountInfo | null;
  onAccountChange(account: AccountInfo | null): void;
  /** Quick match, a private room or solo in another game of the registry. */
  onOtherGame(request: OtherGameRequest): void;
  name: string;
  onNameChange(name: string): void;
  nameMissing: boolean;
  busy: boolean;
  error: string | null;
  /** The server's refusal of the last room creation. */
  createError: string | null;
  initialCode?: string;
  /** The invite link's landing line: who invites you to what. */
  invite?: string;
  /** Set after a join was refused because the game started: watch it instead. */
  watchOffer?: () => void;
  /** Rooms this device holds a seat in, and those of the signed-in account. */
  resumable: ResumableGame[];
  /** The signed-in account's finished games (any device's), shown with this device's under "Your games". */
  accountFinished?: AccountGame[];
  onResume(roomId: string): void;
  onForget(roomId: string): void;
  onQuickMatch(request: QuickMatchRequest): void;
  onCreate(request: CreateRequest): void;
  onJoinCode(code: string): void;
  onWatchCode(code: string): void;
  onJoinRoom(roomId: string): void;
  onWatch(roomId: string): void;
}

export function HomeScreen(props: HomeScreenProps) {
  const { t, language } = useI18n();
  const MainForms = CLIENT_GAMES[MAIN_GAME]!.homeForms;
  return (
    <div class="home" data-screen="home">
      {/* The page's own forms are the main game's: its rules are linked here, the others' on their cards. */}
      <p class="tagline">
        {t.app.tagline}{' '}
        <a href={rulesHref(MAIN_GAME)} data-rules-page-link={MAIN_GAME}>
          {t.help.of(CLIENT_GAMES[MAIN_GAME]!.info.names[language])}
        </a>
        {' · '}
        <a href={leaderboardHref(MAIN_GAME)} data-leaderboard-link={MAIN_GAME}>
          {t.account.leaderboardLink}
        </a>
      </p>
      {props.invite && (
        <p class="banner banner-invite" data-invite>
          {props.invite}
        </p>
      )}
      {props.error && (
        <p class="banner banner-error" role="alert">
          {props.error}{' '}
          {props.watchOffer && (
            <button type="button" class="btn btn-small" data-watch-offer onClick={props.watchOffer}>
              {t.home.watchInstead}
            </button>
          )}
        </p>
      )}
      {props.resumable.length > 0 && (
        <section class="panel-card resume" aria-labelledby="resume-title" data-resume>
          <h2 class="card-title" id="resume-title">
            {t.home.resumeHeading}
          </h2>
          <p class="muted small">{t.home.resumeText}</p>
          <ul class="resume-list">
            {props.resumable.map(({ roomId, players, you }) => (
              <li key={roomId} class="resume-row">
                <span>{players.length > 0 ? t.home.resumeTable(listNames(t, players), you ?? '') : t.home.resumeRoom(roomId)}</span>
                <button type="button" class="btn btn-primary btn-small" data-resume-room={roomId} disabled={props.busy} onClick={() => props.onResume(roomId)}>
                  {t.home.resumeButton}
                </button>
                <button type="button" class="btn btn-ghost btn-small" data-forget-room={roomId} onClick={() => props.onForget(roomId)}>
                  {t.home.resumeForget}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {props.busy && (
        <p class="banner" role="status">
          {t.home.connecting}
        </p>
      )}
      <div class="home-grid">
        <div class="home-col">
          <AccountArea account={props.account} onChange={props.onAccountChange} />
          <NameField name={props.name} onChange={props.onNameChange} invalid={props.nameMissing} />
          <QuickMatch busy={props.busy} bySkill={props.account !== null} onQuickMatch={props.onQuickMatch} />
          <JoinByCode busy={props.busy} initialCode={props.initialCode} onJoin={props.onJoinCode} onWatch={props.onWatchCode} />
          <YourGames accountGames={props.accountFinished ?? []} />
        </div>
        <div class="home-col">
          {MainForms && <MainForms busy={props.busy} error={props.createError} onCreate={props.onCreate} />}
          <OtherGames busy={props.busy} onRequest={props.onOtherGame} />
        </div>
        <PublicRoomList busy={props.busy} onJoin={props.onJoinRoom} onWatch={props.onWatch} />
      </div>
    </div>
  );
}
