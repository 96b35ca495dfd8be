// Phase 1 decisions: the two-player extra reveal, arranging contested ambulances, the ambulance
// draft and choosing fatalities when beds run out.
import { availableAmbulances, DICE_PER_AMBULANCE } from '../../../../../shared/games/dice-hospital/index.js';
import type { Die, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n } from '../../../games/dice-hospital/i18n/index.js';
import { ofType } from '../../../game/legal.js';
import { DieFace } from '../../common/DieFace.js';
import type { Decision } from '../useDecision.js';

export function ExtraRevealPanel({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  const options = ofType(decision.legal, 'chooseExtraReveal');
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.chooseExtraReveal}</p>
      <div class="choice-row">
        {options.map((option) => (
          <button key={option.kind} type="button" class="btn btn-primary" data-choice={option.kind} onClick={() => decision.send(option)}>
            {option.kind === 'department' ? t.prompt.revealDepartment : t.prompt.revealSpecialist}
          </button>
        ))}
      </div>
    </div>
  );
}

export function ArrangeAmbulancesPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const options = ofType(decision.legal, 'arrangeAmbulances');
  const byId = new Map<number, Die>(view.intake.dice.map((d) => [d.id, d]));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.arrangeAmbulances}</p>
      <div class="choice-col">
        {options.map((option, i) => {
          const groups: Die[][] = [];
          option.order.forEach((id, k) => {
            const group = Math.floor(k / DICE_PER_AMBULANCE);
            (groups[group] ??= []).push(byId.get(id)!);
          });
          return (
            <button key={i} type="button" class="choice choice-arrangement" data-choice={i} onClick={() => decision.send(option)}>
              <span class="choice-label">{t.prompt.arrangement(i + 1)}</span>
              {groups.map((dice, g) => (
                <span key={g} class="amb-mini">
                  <span class="amb-mini-n">{g + 1}</span>
                  {dice.map((d) => (
                    <DieFace key={d.id} colour={d.colour} value={d.value} size="sm" />
                  ))}
                </span>
              ))}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function TakeAmbulancePanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const options = ofType(decision.legal, 'takeAmbulance');
  // Ambulances still waiting on the table that the engine does not open to this seat.
  const open = availableAmbulances(view, view.viewer as number);
  const closed = view.intake.takenBy.flatMap((taker, i) => (taker === null && !open.includes(i + 1) ? [t.game.ambulance(i + 1)] : []));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.takeAmbulance}</p>
      <div class="choice-row">
        {options.map((option) => (
          <button key={option.ambulance} type="button" class="choice choice-dice" data-choice={option.ambulance} onClick={() => decision.send(option)}>
            <span class="choice-label">{t.game.ambulance(option.ambulance)}</span>
            {(view.intake.ambulances[option.ambulance - 1] ?? []).map((d) => (
              <DieFace key={d.id} colour={d.colour} value={d.value} size="sm" />
            ))}
          </button>
        ))}
      </div>
      {closed.length > 0 && <p class="hint">{t.prompt.notOpenToYou(listNames(t, closed))}</p>}
    </div>
  );
}

export function FatalitiesPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const count = view.pending.kind === 'chooseFatalities' ? (view.pending.counts[seat] ?? 0) : 0;
  const match = decision.matches[0];
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.chooseFatalities(count)}</p>
      <div class="choice-row">
        <span class="hint">{t.prompt.selected(decision.draft.patients.length, count)}</span>
        <button type="button" class="btn btn-danger" data-choice="confirm" disabled={!match} onClick={() => match && decision.send(match)}>
          {t.common.confirm}
        </button>
      </div>
    </div>
  );
}
