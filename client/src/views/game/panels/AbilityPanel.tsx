// A specialist's optional ability after its placement: choose its targets (and, for the
// Cardiologist family, which healed patient gives the reference value), or skip it.
import type { Action, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../../i18n/index.js';
import { ofType, unique } from '../../../game/legal.js';
import { DieFace } from '../../common/DieFace.js';
import type { Decision } from '../useDecision.js';
import { UndoButton, VariantChoice } from './ActivationPanel.js';
import { HealPreview } from './HealPreview.js';

export function AbilityPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const player = view.players[seat]!;
  const ability = view.activation[seat]!.ability!;
  const card = t.specialist[ability.specialist];
  const uses = ofType(decision.legal, 'useAbility');
  const references = unique(uses.map((u) => u.reference).filter((r): r is number => r !== undefined));
  const matches = decision.matches as Extract<Action, { type: 'useAbility' }>[];
  const chosen = matches[Math.min(decision.draft.variant, matches.length - 1)];
  const wanted = uses[0]?.targets.length ?? 0;
  return (
    <div class="panel" data-step="ability">
      <p class="prompt-text">{t.prompt.ability(card.name)}</p>
      <p class="hint">{card.text}</p>
      {references.length > 1 && (
        <div class="choice-row" role="group" aria-label={t.prompt.abilityReference}>
          <span class="hint">{t.prompt.abilityReference}</span>
          {references.map((id) => {
            const healed = ability.healed.find((h) => h.id === id)!;
            return (
              <button
                key={id}
                type="button"
                class="choice choice-dice"
                aria-pressed={decision.draft.reference === id}
                data-choice={`reference:${id}`}
                onClick={() => decision.setDraft({ ...decision.draft, reference: id, patients: [], variant: 0 })}
              >
                <DieFace colour={healed.colour} value={healed.before} size="sm" />
              </button>
            );
          })}
        </div>
      )}
      <p class="hint">{t.prompt.selected(decision.draft.patients.length, wanted)}</p>
      <VariantChoice matches={matches} patients={player.patients} decision={decision} />
      {chosen && (
        <HealPreview view={view} action={chosen} />
      )}
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-choice="useAbility" disabled={!chosen} onClick={() => chosen && decision.send(chosen)}>
          {t.prompt.useAbility}
        </button>
        <button type="button" class="btn btn-ghost" data-choice="skipAbility" onClick={() => decision.send({ type: 'skipAbility' })}>
          {t.prompt.skipAbility}
        </button>
        <UndoButton decision={decision} />
      </div>
    </div>
  );
}
