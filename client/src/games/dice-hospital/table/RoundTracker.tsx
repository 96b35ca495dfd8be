// Round number and the six phases, with the current one highlighted.
import { ROUNDS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameView, Phase } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';

const ROUND_PHASES: Phase[] = ['intake', 'improvement', 'activation', 'neglect', 'discharge', 'shiftChange'];

export function RoundTracker({ view }: { view: GameView }) {
  const { t } = useI18n();
  const inRound = ROUND_PHASES.includes(view.phase);
  return (
    <nav class="tracker" aria-label={t.game.phases}>
      <span class="tracker-round" data-round={view.round}>
        {view.phase === 'setup' || view.phase === 'gameOver' || view.phase === 'finalCollection' ? t.phase[view.phase] : t.game.roundOf(view.round, ROUNDS)}
      </span>
      {inRound && (
        <ol class="tracker-phases">
          {ROUND_PHASES.map((phase, i) => (
            <li key={phase} class={phase === view.phase ? 'phase phase-current' : 'phase'} aria-current={phase === view.phase ? 'step' : undefined} data-phase={phase}>
              <span class="phase-n">{i + 1}</span>
              <span class="phase-name">{t.phase[phase]}</span>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
