// The game: round tracker, action bar, your hospital, the table (ambulances, improvements, other
// hospitals) and the log; the final scores once the game is over.
import type { ComponentChildren } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { Action, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { administratorsShown, type AdministratorShown } from '../administrators.js';
import { shareUnchanged } from '../../../net/shareUnchanged.js';
import type { DieMemory } from '../dice.js';
import { isPlayer, type Viewer } from '../seats.js';
import { ActionBar } from './ActionBar.js';
import { AmbulanceRow } from './AmbulanceRow.js';
import { CollectionsBoard } from './CollectionsBoard.js';
import { EventBadge, EventCard } from './EventCard.js';
import { GameOverDock } from '../../../views/table/GameOverDock.js';
import { FairnessNote, type Fairness } from '../../../views/common/FairnessNote.js';
import { FinalScores, winnerLine } from './FinalScores.js';
import { GameLog, SinceLastMove, type LogEntry } from './GameLog.js';
import { HospitalBoard } from './HospitalBoard.js';
import { ImprovementDisplay } from './ImprovementDisplay.js';
import { OtherHospitals } from './OtherHospitals.js';
import { PlayerPanels } from './PlayerPanels.js';
import { RoundTracker } from './RoundTracker.js';
import { ReportTable } from './ReportTable.js';
import { useDecision } from './useDecision.js';
import { useDiceTravel } from './useDiceTravel.js';
import { decisionSubject } from './decisionSubject.js';
import { LeaveButton } from '../../../views/table/LeaveButton.js';
import { SoundToggle } from '../../../views/table/SoundToggle.js';
import { useTurnSignal } from '../../../views/table/useTurnSignal.js';
import { useScrollToChoices } from '../../../views/table/useScrollToChoices.js';
import { useMediaQuery } from '../../../views/common/useMediaQuery.js';

/** Where the log has a column of its own (styles.css): "since your last move" goes there too. */
const LOG_COLUMN = '(min-width: 1200px)';

export interface GameScreenProps {
  view: GameView;
  viewer: Viewer;
  log: LogEntry[];
  logLoading?: boolean;
  dice: DieMemory;
  error: string | null;
  /** An action is on its way: the action bar's controls wait for its answer. */
  inFlight?: boolean;
  send(action: Action): void;
  onLeave?: () => void;
  onDismissError?: () => void;
  /** After the game: a rematch (who opened it, if someone did). */
  rematch?: { by: string | null; onRematch(): void };
  /** The room's chat box, shown beside the game. */
  chat?: ComponentChildren;
  /** The room's key commitment and, once finished, the revealed key (provable fairness). */
  fairness?: Fairness;
  /** A replay: the board as `viewer` saw it, with no decision, leave or sound controls. */
  readOnly?: boolean;
}

export function GameScreen({
  view,
  viewer,
  log,
  logLoading,
  dice,
  error,
  inFlight = false,
  send,
  onLeave,
  onDismissError,
  fairness,
  chat,
  rematch,
  readOnly = false,
}: GameScreenProps) {
  const { t } = useI18n();
  // A replay decides nothing: the decision is a spectator's (no legal actions, no interaction).
  const decision = useDecision(view, readOnly ? 'spectator' : viewer, send);
  // Each seat's administrator stays the same object while it says the same: the hospitals drawn
  // from it are kept (useMemo) across the patches that leave it alone.
  const lastAdmins = useRef<AdministratorShown[]>([]);
  const admins = useMemo(
    () =>
      (lastAdmins.current = shareUnchanged(
        lastAdmins.current,
        administratorsShown(
          view,
          log.map((entry) => entry.event),
        ),
      )),
    [view, log],
  );
  const you = isPlayer(viewer) ? viewer : null;
  const others = view.players.map((_, seat) => seat).filter((seat) => seat !== you);
  const { draft } = decision;
  const yourTurn = decision.legal.length > 0;
  const { soundOn, setSoundOn } = useTurnSignal(yourTurn, t.game.yourTurnTitle, t.app.title);
  const logColumn = useMediaQuery(LOG_COLUMN);
  // Kept when the game ends: the box going would move the board under it.
  const since = you !== null && !readOnly && <SinceLastMove entries={log} view={view} dice={dice} seat={you} />;
  const table = useRef<HTMLDivElement>(null);
  useDiceTravel(table);
  useScrollToChoices(decision.legal.length > 0 ? [view.round, view.pending.kind, draft.mode, draft.worker ?? '', draft.department ?? ''].join('|') : null, {
    subject: decisionSubject(view.pending.kind, draft),
    pinned: '.game-sticky',
    dock: '.action-dock',
  });
  return (
    <div class="game" ref={table} data-phase={view.phase} data-round={view.round} data-version={view.actionCount} data-viewer={String(viewer)}>
      <div class="game-top">
        {you === null && (
          <span class="badge badge-spectator" data-spectator-badge title={t.game.spectatorHint}>
            {t.game.spectatorBadge}
          </span>
        )}
        <RoundTracker view={view} />
        <EventBadge view={view} />
        <span class="bag-count" data-bag={view.bagCount}>
          <span class="bag-icon" aria-hidden="true" />
          {/* On a phone the number alone (the sentence is read out): the round's line stays one line. */}
          <span class="bag-text">{t.game.bag(view.bagCount)}</span>
          <span class="bag-n" aria-hidden="true">
            {view.bagCount}
          </span>
        </span>
        {you !== null && !readOnly && <SoundToggle soundOn={soundOn} onChange={setSoundOn} />}
        {you !== null && onLeave && <LeaveButton onLeave={onLeave} over={view.phase === 'gameOver'} />}
      </div>
      {/* Pinned at the top: who is at the table (its height does not change with the moves). */}
      <div class="game-sticky">
        <PlayerPanels view={view} viewer={viewer} />
      </div>
      <div class="game-grid">
        <div class="game-main">
          {since && !logColumn && since}
          {you !== null ? (
            <HospitalBoard view={view} seat={you} isYou interaction={decision.interaction} admin={admins[you]!} />
          ) : (
            view.players.map((_, seat) => <HospitalBoard key={seat} view={view} seat={seat} isYou={false} admin={admins[seat]!} />)
          )}
          {/* Under the board, not above it (GameOverDock says why). */}
          {view.phase === 'gameOver' && view.result && <FinalScores view={view} result={view.result} />}
          {view.phase === 'gameOver' && fairness && <FairnessNote {...fairness} />}
        </div>
        <aside class="game-side" aria-label={t.game.table}>
          <EventCard view={view} />
          <CollectionsBoard view={view} />
          <ReportTable view={view} />
          {/* After round 8 with Final Round Collections, the ambulances show their backs instead. */}
          {!view.solo && !view.collections && <AmbulanceRow view={view} interaction={decision.interaction} />}
          <ImprovementDisplay view={view} interaction={decision.interaction} />
          {you !== null && others.length > 0 && <OtherHospitals view={view} others={others} admins={admins} />}
        </aside>
        {/* Chat and log: below the table on a phone, a column of their own on a wide screen (always
            in view, as at Board Game Arena's tables). */}
        <div class="game-log-col">
          {since && logColumn && since}
          {chat}
          <GameLog entries={log} view={view} dice={dice} loadingEarlier={logLoading} newestAtBottom={logColumn} />
        </div>
      </div>
      {/* What to do now, pinned at the bottom of the screen and in the flow at the end of the game:
          a decision arriving with another player's move grows it upwards over the page, never
          pushing the board down; scrolled to the end of the page, all of it is in view. */}
      {view.phase !== 'gameOver' && !readOnly && (
        <div class="action-dock" key="play">
          <ActionBar view={view} viewer={viewer} decision={decision} error={error} inFlight={inFlight} onDismissError={onDismissError} />
        </div>
      )}
      {/* At the end, a new bar in the dock's place (a new element, not the dock changing size). */}
      {view.phase === 'gameOver' && view.result && !readOnly && (
        <GameOverDock
          headline={winnerLine(t, view, view.result)}
          scoresId="final-title"
          pinned=".game-sticky"
          rematch={rematch}
          onLeave={onLeave}
          solo={!!view.solo}
        />
      )}
    </div>
  );
}
