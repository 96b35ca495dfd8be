// Round number and the six phases, with the current one highlighted.
import { ROUNDS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameView, Phase } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';

const ROUND_PHASES: Phase[] = ['intake', 'improvement', 'activation', 'neglect', 'discharge', 'shiftChange'];

export function RoundTracker({ view }: { view: GameView }) {
  const { t } = useI18n();
  const inRound = ROUND_PHASES.includes(view.phase);
  const named = view.phase === 'setup' || view.phase === 'gameOver' || view.phase === 'finalCollection';
  return (
    <nav class="tracker" aria-label={t.game.phases}>
      <span class="tracker-round" data-round={view.round}>
        <span>{named ? t.phase[view.phase as 'setup'] : t.game.roundOf(view.round, ROUNDS)}</span>
        {/* The other text, hidden, holds the width (no shift when the game goes from one to the other). */}
        <span hidden aria-hidden="true">
          {named ? t.game.roundOf(ROUNDS, ROUNDS) : t.phase.setup}
        </span>
        {/* A phone's one-line round bar shows "5/8" (the sentence above is read out); before the first
            round "0/8", after the last "8/8": a phase's name ("Transferts du dernier tour") would not
            fit, and the bar keeps its width. */}
        <span class="tracker-round-short" aria-hidden="true">
          {`${view.round}/${ROUNDS}`}
        </span>
      </span>
      {/* There before the first round and after the last too (none current then): the row keeps
          its shape from setup to the end. */}
      {view.phase !== 'gameOver' && (
        <ol class="tracker-phases">
          {ROUND_PHASES.map((phase, i) => (
            <li
              key={phase}
              class={phase === view.phase ? 'phase phase-current' : 'phase'}
              aria-current={phase === view.phase ? 'step' : undefined}
              data-phase={phase}
            >
              <span class="phase-n">{i + 1}</span>
              <span class="phase-name">{t.phase[phase]}</span>
            </li>
          ))}
        </ol>
      )}
      {/* The current phase's name after the pills where they are drawn without names: every name is
          there, the others hidden, so that it keeps the width of the longest. */}
      {view.phase !== 'gameOver' && (
        <span class="tracker-now" aria-hidden="true">
          {ROUND_PHASES.map((phase) => (
            <span key={phase} class={inRound && phase === view.phase ? undefined : 'tracker-now-other'}>
              {t.phase[phase]}
            </span>
          ))}
        </span>
      )}
    </nav>
  );
}
