// Solo mode's medical reports: two rows of three cards (the bottom row can be completed), the
// colours of dice each needs and its points, and the reports completed so far.
import { REPORTS } from '../../../../../shared/games/dice-hospital/index.js';
import type { GameView, ReportId } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n, type Messages } from '../i18n/index.js';

/** A report in words: "red + red + yellow: 4 pts". */
export const reportLabel = (t: Messages, id: ReportId): string =>
  `${REPORTS[id].dice.map((c) => t.colour[c]).join(' + ')}: ${t.solo.reportPoints(REPORTS[id].points)}`;

/** A report card: the dice it needs (the colour-blind-safe die faces, blank) and its points. */
export function ReportCard({ id, bottom = false }: { id: ReportId; bottom?: boolean }) {
  const { t } = useI18n();
  const report = REPORTS[id];
  const label = reportLabel(t, id);
  return (
    <span class={`report${bottom ? ' report-bottom' : ''}`} data-report={id} role="img" aria-label={label} title={label}>
      <span class="report-dice">
        {report.dice.map((colour, i) => (
          <span key={i} class={`die die-sm die-${colour} report-die`} />
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
      {(['top', 'bottom'] as const).map((row) => (
        <div key={row} class={`report-row report-row-${row}`} data-report-row={row} role="group" aria-label={row === 'top' ? t.solo.topRow : t.solo.bottomRow}>
          {solo[row].map((id, column) =>
            id ? <ReportCard key={column} id={id} bottom={row === 'bottom'} /> : <span key={column} class="report report-empty" aria-hidden="true" />,
          )}
        </div>
      ))}
      <p class="muted small report-help">{t.solo.reportsHelp}</p>
      {solo.completed.length === 0 ? (
        <p class="muted small">{t.solo.completedNone}</p>
      ) : (
        <ul class="report-done" data-reports-done={solo.completed.length}>
          {solo.completed.map(({ report, round }, i) => (
            <li key={i}>
              <ReportCard id={report} /> <span class="small">{t.solo.completedIn(round)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
