// Solo mode's two decisions: keep 3 of the 4 new patients, and which medical reports to complete.
import { useState } from 'preact/hooks';
import { SOLO_INTAKE_KEEP, SOLO_LOW_INTAKE_PIPS } from '../../../../../shared/games/dice-hospital/index.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n } from '../../../games/dice-hospital/i18n/index.js';
import { ofType } from '../../../game/legal.js';
import { DieFace } from '../../common/DieFace.js';
import { ReportCard, reportLabel } from '../ReportTable.js';
import type { Decision } from '../useDecision.js';

export function SoloIntakePanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const dice = view.intake.dice;
  // Start from the three highest: the usual choice, one click to change.
  const [keep, setKeep] = useState<number[]>(() => [...dice].sort((a, b) => b.value - a.value).slice(0, SOLO_INTAKE_KEEP).map((d) => d.id));
  // The engine lists one choice per distinct set of dice (two red 2s are interchangeable), so the
  // selection is matched by what the dice look like, and the engine's own choice is sent.
  const looks = (ids: number[]) => ids.map((id) => dice.find((d) => d.id === id)).map((d) => `${d?.colour}${d?.value}`).sort().join();
  const action = ofType(decision.legal, 'chooseSoloIntake').find((a) => a.keep.length === keep.length && looks(a.keep) === looks(keep));
  const pips = dice.filter((d) => keep.includes(d.id)).reduce((sum, d) => sum + d.value, 0);
  const toggle = (id: number) => setKeep(keep.includes(id) ? keep.filter((k) => k !== id) : keep.length < SOLO_INTAKE_KEEP ? [...keep, id] : keep);
  return (
    <div class="panel">
      <p class="prompt-text">{t.solo.keepHeading}</p>
      <div class="choice-row">
        {dice.map((d) => (
          <button key={d.id} type="button" class={`choice choice-die${keep.includes(d.id) ? ' choice-on' : ''}`} aria-pressed={keep.includes(d.id)} data-keep={d.id} onClick={() => toggle(d.id)}>
            <DieFace colour={d.colour} value={d.value} />
          </button>
        ))}
      </div>
      <div class="choice-row keep-confirm">
        <button type="button" class="btn btn-primary" data-keep-confirm disabled={!action} onClick={() => action && decision.send(action)}>
          {t.solo.keepButton}
        </button>
        <p class={`hint${keep.length === SOLO_INTAKE_KEEP && pips < SOLO_LOW_INTAKE_PIPS ? ' hint-good' : ''}`} data-keep-pips={pips} aria-live="polite">
          {keep.length === SOLO_INTAKE_KEEP ? t.solo.keepHint(pips) : t.solo.keepCount(keep.length)}
        </p>
      </div>
    </div>
  );
}

export function CompleteReportsPanel({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  const options = ofType(decision.legal, 'completeReports');
  return (
    <div class="panel">
      <p class="prompt-text">{t.solo.reportsHeading}</p>
      <p class="hint">{t.solo.reportsHint}</p>
      <div class="choice-row">
        {options.map((option, i) => (
          <button
            key={i}
            type="button"
            class="choice choice-report"
            data-reports-choice={i}
            aria-label={option.reports.length === 0 ? undefined : t.solo.reportsChoice(listNames(t, option.reports.map((r) => reportLabel(t, r))))}
            onClick={() => decision.send(option)}
          >
            {option.reports.length === 0
              ? t.solo.reportsNone
              : option.reports.map((r) => <ReportCard key={r} id={r} />)}
          </button>
        ))}
      </div>
    </div>
  );
}
