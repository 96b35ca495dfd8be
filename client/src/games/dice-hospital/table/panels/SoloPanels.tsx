// Solo mode's two decisions: keep 3 of the 4 new patients, and which medical reports to complete.
import { useState } from 'preact/hooks';
import { SOLO_INTAKE_KEEP, SOLO_LOW_INTAKE_PIPS } from '../../../../../../shared/games/dice-hospital/index.js';
import type { GameView } from '../../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n } from '../../i18n/index.js';
import { ofType } from '../../legal.js';
import { DieFace } from '../DieFace.js';
import { ChoiceGroup } from '../../../../views/decision/ChoiceGroup.js';
import { PickMany } from '../../../../views/decision/PickMany.js';
import { ReportCard, reportLabel } from '../ReportTable.js';
import type { Decision } from '../useDecision.js';

export function SoloIntakePanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const dice = view.intake.dice;
  // Start from the three highest: the usual choice, one click to change.
  const [keep, setKeep] = useState<number[]>(() =>
    [...dice]
      .sort((a, b) => b.value - a.value)
      .slice(0, SOLO_INTAKE_KEEP)
      .map((d) => d.id),
  );
  // The engine lists one choice per distinct set of dice (two red 2s are interchangeable), so the
  // selection is matched by what the dice look like, and the engine's own choice is sent.
  const looks = (ids: number[]) =>
    ids
      .map((id) => dice.find((d) => d.id === id))
      .map((d) => `${d?.colour}${d?.value}`)
      .sort()
      .join();
  const action = ofType(decision.legal, 'chooseSoloIntake').find((a) => a.keep.length === keep.length && looks(a.keep) === looks(keep));
  const pips = dice.filter((d) => keep.includes(d.id)).reduce((sum, d) => sum + d.value, 0);
  return (
    <div class="panel">
      <p class="prompt-text">{t.solo.keepHeading}</p>
      <PickMany
        items={dice.map((d) => ({ key: d.id, class: 'choice choice-die', data: { keep: d.id }, content: <DieFace colour={d.colour} value={d.value} /> }))}
        picked={keep}
        max={SOLO_INTAKE_KEEP}
        onChange={setKeep}
        pickedClass="choice-on"
        confirm={{ action, send: decision.send, class: 'btn btn-primary', data: { 'keep-confirm': true }, label: t.solo.keepButton }}
        footerClass="choice-row keep-confirm"
        counter={
          <p class={`hint${keep.length === SOLO_INTAKE_KEEP && pips < SOLO_LOW_INTAKE_PIPS ? ' hint-good' : ''}`} data-keep-pips={pips} aria-live="polite">
            {keep.length === SOLO_INTAKE_KEEP ? t.solo.keepHint(pips) : t.solo.keepCount(keep.length)}
          </p>
        }
      />
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
      <ChoiceGroup
        choices={options.map((option, i) => ({
          key: i,
          class: 'choice choice-report',
          data: { 'reports-choice': i },
          label:
            option.reports.length === 0
              ? undefined
              : t.solo.reportsChoice(
                  listNames(
                    t,
                    option.reports.map((r) => reportLabel(t, r)),
                  ),
                ),
          onPick: () => decision.send(option),
          content: option.reports.length === 0 ? t.solo.reportsNone : option.reports.map((r) => <ReportCard key={r} id={r} />),
        }))}
      />
    </div>
  );
}
