// The action bar: always says what to do now and offers only the engine's legal choices; when the
// game waits for someone else, says who.
import { useEffect, useRef } from 'preact/hooks';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n } from '../i18n/index.js';
import { isPlayer, playerName, seatsOf, type Viewer } from '../seats.js';
import { ActivationPanel } from './panels/ActivationPanel.js';
import { AbilityPanel } from './panels/AbilityPanel.js';
import { ArrangeAmbulancesPanel, ExtraRevealPanel, FatalitiesPanel, TakeAmbulancePanel } from './panels/IntakePanels.js';
import { ReturnImprovementPanel, TakeImprovementPanel } from './panels/ImprovementPanels.js';
import { SetupPanel } from './panels/SetupPanel.js';
import { CompleteReportsPanel, SoloIntakePanel } from './panels/SoloPanels.js';
import { ConsultantPanel, FinalCollectionPanel } from './panels/OptionPanels.js';
import { InFlightLock } from '../../../views/table/InFlightLock.js';
import { MoveError } from '../../../views/table/MoveError.js';
import { TimeLeft } from '../../../views/table/TimeLeft.js';
import { FirstTip } from './FirstTip.js';
import type { Decision } from './useDecision.js';

export interface ActionBarProps {
  view: GameView;
  viewer: Viewer;
  decision: Decision;
  error: string | null;
  /** An action was sent and its answer has not come back. */
  inFlight?: boolean;
  onDismissError?: () => void;
}

/** The name of the prompt shown, also exposed as `data-prompt` for tests and styling. */
function promptKind(view: GameView, decision: Decision): string {
  if (decision.legal.length === 0) return view.phase === 'gameOver' ? 'gameOver' : 'waiting';
  if (view.pending.kind === 'activation' && decision.legal.some((a) => a.type === 'skipAbility')) return 'ability';
  if (view.pending.kind === 'activation' && decision.legal.some((a) => a.type === 'assignConsultant')) return 'consultant';
  return view.pending.kind;
}

function Panel({ kind, view, decision }: { kind: string; view: GameView; decision: Decision }) {
  switch (kind) {
    case 'chooseExtraReveal':
      return <ExtraRevealPanel decision={decision} />;
    case 'setup':
      return <SetupPanel view={view} decision={decision} />;
    case 'arrangeAmbulances':
      return <ArrangeAmbulancesPanel view={view} decision={decision} />;
    case 'takeAmbulance':
      return <TakeAmbulancePanel view={view} decision={decision} />;
    case 'chooseFatalities':
      return <FatalitiesPanel view={view} decision={decision} />;
    case 'takeImprovement':
      return <TakeImprovementPanel view={view} decision={decision} />;
    case 'returnImprovement':
      return <ReturnImprovementPanel view={view} decision={decision} />;
    case 'ability':
      return <AbilityPanel view={view} decision={decision} />;
    case 'activation':
      return <ActivationPanel view={view} decision={decision} />;
    case 'consultant':
      return <ConsultantPanel decision={decision} />;
    case 'finalCollection':
      return <FinalCollectionPanel view={view} decision={decision} />;
    case 'chooseSoloIntake':
      // A fresh choice each round (its state must not carry the last round's dice).
      return <SoloIntakePanel key={view.round} view={view} decision={decision} />;
    case 'completeReports':
      return <CompleteReportsPanel decision={decision} />;
    default:
      return null;
  }
}

function WaitingLine({ view, viewer }: { view: GameView; viewer: Viewer }) {
  const { t } = useI18n();
  if (view.phase === 'gameOver') return <p class="prompt-text">{t.prompt.gameOver}</p>;
  const others = seatsOf(view.pending).filter((s) => s !== viewer);
  const names = listNames(
    t,
    others.map((s) => playerName(view, s)),
  );
  // Name the decision others are making: "Alice must take an ambulance".
  const kind = view.pending.kind;
  const what = names && kind !== 'none' ? t.prompt.waitingDecision[kind](names) : '';
  if (!isPlayer(viewer))
    return (
      <p class="prompt-text" data-waiting={kind}>
        {what || t.prompt.spectating}
      </p>
    );
  if (!names) return <p class="prompt-text">{t.prompt.nothing}</p>;
  const committed = view.phase === 'activation' && view.activation[viewer]?.committed;
  return (
    <p class="prompt-text" data-waiting={kind}>
      {committed ? t.prompt.committedWaiting(names) : what}
    </p>
  );
}

export function ActionBar({ view, viewer, decision, error, inFlight = false, onDismissError }: ActionBarProps) {
  const { t } = useI18n();
  const kind = promptKind(view, decision);
  const yourTurn = kind !== 'waiting' && kind !== 'gameOver';
  const bar = useRef<HTMLElement>(null);
  // Keyboard users: when a decision arrives and focus was lost (the clicked control is gone),
  // put focus on the bar so the next Tab reaches its choices.
  useEffect(() => {
    if (!yourTurn) return;
    const active = document.activeElement;
    if (!active || active === document.body) bar.current?.focus({ preventScroll: true });
  }, [kind, view.actionCount, yourTurn]);
  // Each decision (and each wait) is a content of its own: one arriving with another player's move
  // replaces the last one instead of growing it, so nothing that was on screen moves. The bar
  // itself stays: it holds the focus the effect above gives it, and taking the focused element out
  // of the page makes the browser restyle the half-drawn table at once (15-18 ms a decision).
  const key = yourTurn ? kind : `${kind}:${view.pending.kind}`;
  return (
    <section ref={bar} tabIndex={-1} class={`action-bar${yourTurn ? ' action-bar-active' : ''}`} aria-label={t.game.actionBar} data-prompt={kind}>
      {/* The live region stays; each decision of yours adds a line of its own to it, so that a new
          decision is announced even when the last one was yours too (same words, new line). */}
      <div class="sr-only" aria-live="polite">
        {yourTurn && <p key={key}>{t.prompt.yourTurn}</p>}
      </div>
      <div key={key} class="action-bar-inner">
        {yourTurn && isPlayer(viewer) && <TimeLeft seat={viewer} />}
        {yourTurn && <FirstTip key={kind} kind={kind} />}
        {yourTurn ? (
          <InFlightLock inFlight={inFlight}>
            <Panel kind={kind} view={view} decision={decision} />
          </InFlightLock>
        ) : (
          <WaitingLine view={view} viewer={viewer} />
        )}
        {error && <MoveError text={error} onDismiss={onDismissError} />}
      </div>
    </section>
  );
}
