// Solo mode's medical reports: two rows of three cards (the bottom row can be completed), the
// colours of dice each needs and its points, and the reports completed so far.
import { REPORTS } from '../../../../shared/games/dice-hospital/index.js';
import type { GameView, ReportId } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';

export function ReportCard({ id, bottom = false }: { id: ReportId; bottom?: boolean }) {
  const { t } = useI18n();
  const report = REPORTS[id];
  return (
    <span class={`report${bottom ? ' report-bottom' : ''}`} data-report={id} title={report.dice.map((c) => t.colour[c]).join(' + ')}>
      <span class="report-dice">
        {report.dice.map((colour, i) => (
          <span key={i} class={`die die-sm die-${colour} report-die`} aria-label={t.colour[colour]} />
        ))}
      </span>
      <span class="report-points">{t.solo.reportPoints(report.points)}</span>
    </span>
  );
}

export function ReportTable({ view }: { view: GameView }) {
  const { t } = useI18n();
  const solo = view.solo;
  if (!solo) return null;
  return (
    <section class="panel-card reports" aria-labelledby="reports-title" data-reports>
      <h2 class="card-title" id="reports-title">
        {t.solo.reports}
      </h2>
      <p class="muted small">{t.solo.reportsHelp}</p>
      {(['top', 'bottom'] as const).map((row) => (
        <div key={row} class={`report-row report-row-${row}`} data-report-row={row}>
          {solo[row].map((id, column) => (id ? <ReportCard key={column} id={id} bottom={row === 'bottom'} /> : <span key={column} class="report report-empty" />))}
        </div>
      ))}
      {solo.completed.length === 0 ? (
        <p class="muted small">{t.solo.completedNone}</p>
      ) : (
        <ul class="report-done" data-reports-done={solo.completed.length}>
          {solo.completed.map(({ report, round }, i) => (
            <li key={i}>
              <ReportCard id={report} /> {t.solo.completedIn(round)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
