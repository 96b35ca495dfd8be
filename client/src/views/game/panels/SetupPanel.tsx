// Setup decisions: starting values 3/4/5 for the three starting patients, and which administrator to keep.
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../../i18n/index.js';
import { ofType } from '../../../game/legal.js';
import { DieFace } from '../../common/DieFace.js';
import type { Decision } from '../useDecision.js';

export function SetupPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const player = view.players[seat]!;
  const valueOptions = ofType(decision.legal, 'setStartingValues');
  const adminOptions = ofType(decision.legal, 'chooseAdministrator');
  // Kept in secret: the dealt pair has shrunk to the kept card, public only once everyone has chosen.
  const kept = !player.administrator && player.dealtAdministrators.length === 1 ? player.dealtAdministrators[0] : undefined;
  return (
    <div class="panel">
      {valueOptions.length > 0 && (
        <div class="panel-block" data-decision="setStartingValues">
          <p class="prompt-text">{t.prompt.setStartingValues}</p>
          <div class="choice-row">
            {valueOptions.map((option, i) => (
              <button key={i} type="button" class="choice choice-dice" data-choice={i} onClick={() => decision.send(option)}>
                {player.patients.map((p) => (
                  <DieFace key={p.id} colour={p.colour} value={option.values[p.id] ?? p.value} size="sm" />
                ))}
              </button>
            ))}
          </div>
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
                  <button type="button" class="btn btn-primary" data-choice={option.administrator} onClick={() => decision.send(option)}>
                    {t.prompt.keep}
                  </button>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
