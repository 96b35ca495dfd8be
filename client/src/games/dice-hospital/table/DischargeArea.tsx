// Patients discharged this round, waiting to be scored in Phase 5: the dice leave by the exit.
import type { Die } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { DieFace } from './DieFace.js';

export function DischargeArea({ dice, compact = false }: { dice: Die[]; compact?: boolean }) {
  const { t } = useI18n();
  return (
    <div class={`discharge${compact ? ' discharge-compact' : ''}`} data-discharged={dice.length}>
      <span class="discharge-title">
        <span class="discharge-exit" aria-hidden="true">
          ➜
        </span>
        {t.game.discharged}
      </span>
      <span class="dice-list">
        {dice.map((d) => (
          <DieFace key={d.id} colour={d.colour} value={d.value} size="sm" />
        ))}
        {dice.length === 0 && <span class="muted">{compact ? '–' : t.game.noneDischarged}</span>}
      </span>
    </div>
  );
}
