// Quick match: join (or open) a public game for 2, 3 or 4 players, at a pace, optionally filled
// with bots after a wait. Signed in, the server seats the player with others of a close rating.
import { useState } from 'preact/hooks';
import { BOTS_AFTER_CHOICES, DEFAULT_PACE, type BotsAfter, type Pace } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';
import { PaceField } from './PaceField.js';

export interface QuickMatchRequest {
  players: number;
  pace: Pace;
  /** Seconds before the empty seats are filled with bots (if this player opens the room); undefined: never. */
  botsAfter?: BotsAfter;
}

export function QuickMatch({ busy, bySkill, onQuickMatch }: { busy: boolean; bySkill: boolean; onQuickMatch: (request: QuickMatchRequest) => void }) {
  const { t } = useI18n();
  const [pace, setPace] = useState<Pace>(DEFAULT_PACE);
  const [botsAfter, setBotsAfter] = useState<BotsAfter | undefined>(undefined);
  return (
    <section class="panel-card" aria-labelledby="quick-title">
      <h2 class="card-title" id="quick-title">
        {t.home.quickHeading}
      </h2>
      <p class="hint" data-quick-by-skill={bySkill ? '' : undefined}>
        {bySkill ? t.home.quickTextBySkill : t.home.quickText}
      </p>
      <PaceField pace={pace} onChange={setPace} name="quickPace" />
      <label class="field">
        <span class="field-label">{t.bots.fillAfter}</span>
        <select
          name="botsAfter"
          value={botsAfter ?? ''}
          onChange={(e) => setBotsAfter(BOTS_AFTER_CHOICES.find((s) => s === Number((e.target as HTMLSelectElement).value)))}
        >
          <option value="">{t.bots.fillNever}</option>
          {BOTS_AFTER_CHOICES.map((s) => (
            <option key={s} value={s}>
              {t.bots.fillSeconds(s)}
            </option>
          ))}
        </select>
      </label>
      <div class="choice-row">
        {[2, 3, 4].map((n) => (
          <button key={n} type="button" class="btn btn-primary" data-quick={n} disabled={busy} onClick={() => onQuickMatch({ players: n, pace, botsAfter })}>
            {t.home.quickButton(n)}
          </button>
        ))}
      </div>
    </section>
  );
}
