// Quick match: join (or open) a public game for 2, 3 or 4 players.
import { useI18n } from '../../i18n/index.js';

export function QuickMatch({ busy, onQuickMatch }: { busy: boolean; onQuickMatch: (players: number) => void }) {
  const { t } = useI18n();
  return (
    <section class="panel-card" aria-labelledby="quick-title">
      <h2 class="card-title" id="quick-title">
        {t.home.quickHeading}
      </h2>
      <p class="hint">{t.home.quickText}</p>
      <div class="choice-row">
        {[2, 3, 4].map((n) => (
          <button key={n} type="button" class="btn btn-primary" data-quick={n} disabled={busy} onClick={() => onQuickMatch(n)}>
            {t.home.quickButton(n)}
          </button>
        ))}
      </div>
    </section>
  );
}
