// The Dice Hospital ER table for one viewer: ambulance card and dice, the turn panel, the player's
// sheet (interactive), URSULE's sheet in solo, the specialists, the other hospitals, the log and at
// the end the final scores. It only reads the view and sends actions the engine lists as legal.
// Around it, the platform's table pieces (views/table): the player strip with clocks and bot badges,
// the turn signal, Leave game, the refused move, the in-flight lock, "since your last move", and at
// the end the game-over bar (rematch, back to the lobby) and the fairness note.
import { COLOURS, isSolo, scoreSheet, type Action, type Colour, type GameView, type ScoreBreakdown } from '../../../../shared/games/dice-hospital-er/index.js';
import { useI18n } from '../../i18n/index.js';
import { RecentLog } from '../../views/table/RecentLog.js';
import type { GameTableProps } from '../../views/room/gameTableProps.js';
import { FairnessNote } from '../../views/common/FairnessNote.js';
import { GameOverDock } from '../../views/table/GameOverDock.js';
import { InFlightLock } from '../../views/table/InFlightLock.js';
import { MoveError } from '../../views/table/MoveError.js';
import { TableControls } from '../../views/table/TableControls.js';
import { useTurnSignal } from '../../views/table/useTurnSignal.js';
import { useScrollToChoices } from '../../views/table/useScrollToChoices.js';
import { useMediaQuery } from '../../views/common/useMediaQuery.js';
import { AmbulanceCard } from './AmbulanceCard.js';
import { ErPlayerStrip } from './ErPlayerStrip.js';
import { ErSinceLastMove } from './ErSinceLastMove.js';
import { FinalScores, finalHeadline } from './FinalScores.js';
import { useErText } from './i18n/index.js';
import type { ErErrorCode } from './i18n/en.js';
import { logSentence } from './logText.js';
import { seatName } from './names.js';
import { SheetView } from './SheetView.js';
import { Specialists } from './Specialists.js';
import { TurnPanel } from './TurnPanel.js';
import { ValuePicker } from './ValuePicker.js';
import { useAdmission } from './useAdmission.js';
import './er.css';

export type ErTableProps = GameTableProps<GameView, Action>;

/** Where the turn panel is a dock pinned to the screen's bottom (er.css): the sheet is brought above it. */
const PHONE = '(max-width: 599px)';

export function ErTable({
  view,
  send,
  events,
  error,
  errorText,
  onDismissError,
  inFlight = false,
  onLeave,
  rematch,
  fairness,
  readOnly = false,
}: ErTableProps) {
  const t = useErText();
  const platform = useI18n().t;
  const seat = typeof view.viewer === 'number' ? view.viewer : null;
  // A replay decides nothing: no legal action, so nothing on the table can be picked.
  const admission = useAdmission(view, readOnly ? null : seat);
  const solo = isSolo(view);
  const over = view.phase === 'gameOver';
  const choices = admission.legal.flatMap((a) => (a.type === 'chooseDie' ? [a.colour as Colour] : []));
  const curtainWards = admission.legal.flatMap((a) => (a.type === 'curtain' ? [a.ward] : []));

  const scoreOf = (s: number): ScoreBreakdown =>
    view.result?.standings.find((r) => r.seat === s)?.breakdown ?? scoreSheet(view.players[s]!.sheet, view.radiologist, view.epidemiologist);
  const scoreTitle = over ? t.sheet.finalScores : t.sheet.scores;
  const others = view.players.map((_, s) => s).filter((s) => s !== seat);
  const { soundOn, setSoundOn } = useTurnSignal(!over && admission.legal.length > 0, platform.game.yourTurnTitle, platform.app.title);
  const phone = useMediaQuery(PHONE);
  // The part of the sheet or card each step is about (a die to take, the beds open to a patient).
  useScrollToChoices(phone && admission.legal.length > 0 ? [view.turn, view.pending.kind, admission.patient?.patient ?? ''].join('|') : null, {
    subject: view.pending.kind === 'admit' ? '.er-main .er-bed-pick' : '.er-card [data-choose]',
    pinned: '.er-head',
    dock: '.er-turn',
  });

  return (
    <div
      class={`er-table${solo ? ' er-table-solo' : ''}`}
      data-pending={view.pending.kind}
      data-turn={view.turn}
      data-actions={view.actionCount}
      data-viewer={String(view.viewer)}
      data-lang={t.lang}
    >
      <div class="er-top">
        <TableControls seated={seat !== null} over={over} readOnly={readOnly} onLeave={onLeave} soundOn={soundOn} setSoundOn={setSoundOn} />
      </div>
      {/* Pinned: who is at the table, whose move it is, their clocks. */}
      <div class="er-head">
        <ErPlayerStrip view={view} />
      </div>
      <div class="er-main">
        <InFlightLock inFlight={inFlight}>
          {!over && (
            <AmbulanceCard view={view} choices={COLOURS.filter((c) => choices.includes(c))} onChoose={(colour) => send({ type: 'chooseDie', colour })} />
          )}
          <TurnPanel view={view} seat={seat} admission={admission} send={send} />
        </InFlightLock>
        {error && <MoveError code={error} text={t.errors[error as ErErrorCode] ?? errorText ?? error} onDismiss={onDismissError} />}
        {seat !== null && !over && events && !readOnly && <ErSinceLastMove view={view} events={events} seat={seat} />}
        <div class={`er-sheets${solo ? ' er-sheets-solo' : ''}`}>
          {seat !== null && (
            <SheetView
              sheet={view.players[seat]!.sheet}
              title={t.sheet.yours}
              selectable={admission.selectable}
              selected={admission.bed}
              onPick={(bed) => admission.setBed(bed)}
              curtainWards={curtainWards}
              score={scoreOf(seat)}
              scoreTitle={scoreTitle}
              picker={!inFlight && <ValuePicker admission={admission} send={send} />}
              onCancelPick={() => admission.setBed(null)}
            />
          )}
          {view.ursule && (
            <SheetView
              sheet={view.ursule.sheet}
              title={t.sheet.ursule}
              scoreTitle={scoreTitle}
              score={view.result?.ursule?.breakdown ?? scoreSheet(view.ursule.sheet, view.radiologist, view.epidemiologist, view.options)}
            />
          )}
        </div>
        {/* Under the sheets, not above them (GameOverDock says why). */}
        {over && <FinalScores view={view} />}
        {over && fairness && <FairnessNote {...fairness} />}
      </div>
      <aside class="er-side">
        <Specialists view={view} />
        {others.length > 0 && (
          <section class="er-others panel-card" aria-label={t.others}>
            <h2>{t.others}</h2>
            <div class="er-others-grid">
              {others.map((s) => (
                <SheetView
                  key={s}
                  compact
                  sheet={view.players[s]!.sheet}
                  title={t.sheet.title(seatName(t, view, s))}
                  score={scoreOf(s)}
                  scoreTitle={scoreTitle}
                />
              ))}
            </div>
          </section>
        )}
        {events && events.length > 0 && (
          <section class="er-log panel-card" aria-label={t.log.title}>
            <h2>{t.log.title}</h2>
            <RecentLog events={events} sentence={(e) => logSentence(t, view, e, platform)} />
          </section>
        )}
      </aside>
      {over && !readOnly && view.result && (
        <GameOverDock headline={finalHeadline(t, view)} scoresId="er-final-title" pinned=".er-head" rematch={rematch} onLeave={onLeave} solo={solo} />
      )}
    </div>
  );
}
