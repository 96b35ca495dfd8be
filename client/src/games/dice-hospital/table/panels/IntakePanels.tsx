// Phase 1 decisions: the two-player extra reveal, arranging contested ambulances, the ambulance
// draft and choosing fatalities when beds run out.
import { availableAmbulances, DICE_PER_AMBULANCE } from '../../../../../../shared/games/dice-hospital/index.js';
import type { Die, GameView } from '../../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n } from '../../i18n/index.js';
import { ofType } from '../../legal.js';
import { DieFace } from '../DieFace.js';
import { ChoiceGroup } from '../../../../views/decision/ChoiceGroup.js';
import { SendButton } from '../../../../views/decision/SendButton.js';
import type { Decision } from '../useDecision.js';

/** Small dice in a row, as in a choice's label. */
function DiceFaces({ dice }: { dice: readonly Pick<Die, 'id' | 'colour' | 'value'>[] }) {
  return (
    <>
      {dice.map((d) => (
        <DieFace key={d.id} colour={d.colour} value={d.value} size="sm" />
      ))}
    </>
  );
}

export function ExtraRevealPanel({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  const choices = ofType(decision.legal, 'chooseExtraReveal').map((option) => ({
    key: option.kind,
    class: 'btn btn-primary',
    data: { choice: option.kind },
    content: option.kind === 'department' ? t.prompt.revealDepartment : t.prompt.revealSpecialist,
    onPick: () => decision.send(option),
  }));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.chooseExtraReveal}</p>
      <ChoiceGroup choices={choices} />
    </div>
  );
}

export function ArrangeAmbulancesPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const options = ofType(decision.legal, 'arrangeAmbulances');
  const byId = new Map<number, Die>(view.intake.dice.map((d) => [d.id, d]));
  const choices = options.map((option, i) => {
    const groups: Die[][] = [];
    option.order.forEach((id, k) => {
      const group = Math.floor(k / DICE_PER_AMBULANCE);
      (groups[group] ??= []).push(byId.get(id)!);
    });
    return {
      key: i,
      class: 'choice choice-arrangement',
      data: { choice: i },
      onPick: () => decision.send(option),
      content: (
        <>
          <span class="choice-label">{t.prompt.arrangement(i + 1)}</span>
          {groups.map((dice, g) => (
            <span key={g} class="amb-mini">
              <span class="amb-mini-n">{g + 1}</span>
              <DiceFaces dice={dice} />
            </span>
          ))}
        </>
      ),
    };
  });
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.arrangeAmbulances}</p>
      <ChoiceGroup class="choice-grid" choices={choices} />
    </div>
  );
}

export function TakeAmbulancePanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const options = ofType(decision.legal, 'takeAmbulance');
  // Ambulances still waiting on the table that the engine does not open to this seat.
  const open = availableAmbulances(view, view.viewer as number);
  const closed = view.intake.takenBy.flatMap((taker, i) => (taker === null && !open.includes(i + 1) ? [t.game.ambulance(i + 1)] : []));
  const choices = options.map((option) => ({
    key: option.ambulance,
    class: 'choice choice-dice',
    data: { choice: option.ambulance },
    onPick: () => decision.send(option),
    content: (
      <>
        <span class="choice-label">{t.game.ambulance(option.ambulance)}</span>
        <DiceFaces dice={view.intake.ambulances[option.ambulance - 1] ?? []} />
      </>
    ),
  }));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.takeAmbulance}</p>
      <ChoiceGroup choices={choices} />
      {closed.length > 0 && <p class="hint">{t.prompt.notOpenToYou(listNames(t, closed))}</p>}
    </div>
  );
}

export function FatalitiesPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const count = view.pending.kind === 'chooseFatalities' ? (view.pending.counts[seat] ?? 0) : 0;
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.chooseFatalities(count)}</p>
      <div class="choice-row">
        <span class="hint">{t.prompt.selected(decision.draft.patients.length, count)}</span>
        <SendButton class="btn btn-danger" data={{ choice: 'confirm' }} action={decision.matches[0]} send={decision.send}>
          {t.common.confirm}
        </SendButton>
      </div>
    </div>
  );
}
