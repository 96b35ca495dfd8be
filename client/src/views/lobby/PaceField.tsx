// The room's pace: time per decision (shared/protocol.ts PACES), shown with its seconds.
import { PACES, type Pace } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';

export function PaceField({ pace, onChange, name = 'pace' }: { pace: Pace; onChange: (pace: Pace) => void; name?: string }) {
  const { t } = useI18n();
  return (
    <label class="field">
      <span class="field-label">{t.bots.pace}</span>
      <select name={name} value={pace} onChange={(e) => onChange((e.target as HTMLSelectElement).value as Pace)}>
        {(Object.keys(PACES) as Pace[]).map((key) => (
          <option key={key} value={key}>
            {t.bots.paceValue(t.bots.paceName[key] ?? key, PACES[key].short, PACES[key].long)}
          </option>
        ))}
      </select>
    </label>
  );
}
