// Setup decisions: starting values 3/4/5 for the three starting patients, and which administrator to keep.
import type { Action, GameView, Patient } from '../../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { ofType } from '../../legal.js';
import { DieFace } from '../DieFace.js';
import { ChoiceGroup } from '../../../../views/decision/ChoiceGroup.js';
import { SendButton } from '../../../../views/decision/SendButton.js';
import type { Decision } from '../useDecision.js';

type StartingValues = Extract<Action, { type: 'setStartingValues' }>;

/** Same-colour dice are interchangeable: "red 3, red 4" and "red 4, red 3" are one choice for a
 * player, so only the first option of each colour→values outcome is offered. */
export function distinctStartingValues(patients: Patient[], options: StartingValues[]): StartingValues[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const outcome = patients
      .map((p) => `${p.colour}${option.values[p.id]}`)
      .sort()
      .join(',');
    if (seen.has(outcome)) return false;
    seen.add(outcome);
    return true;
  });
}

export function SetupPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const player = view.players[seat]!;
  const valueOptions = distinctStartingValues(player.patients, ofType(decision.legal, 'setStartingValues'));
  const adminOptions = ofType(decision.legal, 'chooseAdministrator');
  // Kept in secret: the dealt pair has shrunk to the kept card, public only once everyone has chosen.
  const kept = !player.administrator && player.dealtAdministrators.length === 1 ? player.dealtAdministrators[0] : undefined;
  return (
    <div class="panel">
      {valueOptions.length > 0 && (
        <div class="panel-block" data-decision="setStartingValues">
          <p class="prompt-text">{t.prompt.setStartingValues}</p>
          <ChoiceGroup
            choices={valueOptions.map((option, i) => ({
              key: i,
              class: 'choice choice-dice',
              data: { choice: i },
              onPick: () => decision.send(option),
              content: player.patients.map((p) => <DieFace key={p.id} colour={p.colour} value={option.values[p.id] ?? p.value} size="sm" />),
            }))}
          />
        </div>
      )}
      {kept && (
        <div class="panel-block" data-decision="administratorKept">
          <p class="prompt-text">{t.prompt.administratorKept(t.administrator[kept].name)}</p>
        </div>
      )}
      {adminOptions.length > 0 && (
        <div class="panel-block" data-decision="chooseAdministrator">
          <p class="prompt-text">{t.prompt.chooseAdministrator}</p>
          <div class="choice-row">
            {adminOptions.map((option) => {
              const card = t.administrator[option.administrator];
              return (
                <div key={option.administrator} class="admin-card">
                  <strong class="admin-card-name">{card.name}</strong>
                  <span class="admin-card-text">{card.text}</span>
                  <SendButton class="btn btn-primary" data={{ choice: option.administrator }} action={option} send={decision.send}>
                    {t.prompt.keep}
                  </SendButton>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
