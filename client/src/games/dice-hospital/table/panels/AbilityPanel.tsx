// A specialist's optional ability after its placement: choose its targets (and, for the
// Cardiologist family, which healed patient gives the reference value), or skip it. The new cards
// add their own shapes: the Pathologist has no target, the Medical Student's two targets are healed
// then harmed in the order chosen, the Physiotherapist picks a colour, and the Admissions Nurse
// either returns a chosen patient to the bag or draws a die.
import { SPECIALISTS } from '../../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { Action, GameView } from '../../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { ofType, unique } from '../../legal.js';
import { DieFace } from '../DieFace.js';
import { ChoiceGroup } from '../../../../views/decision/ChoiceGroup.js';
import { SendButton } from '../../../../views/decision/SendButton.js';
import type { Decision } from '../useDecision.js';
import { UndoButton, VariantChoice } from './ActivationPanel.js';
import { HealPreview, PreviewSlot } from './HealPreview.js';

type Use = Extract<Action, { type: 'useAbility' }>;

export function AbilityPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const player = view.players[seat]!;
  const ability = view.activation[seat]!.ability!;
  const card = t.specialist[ability.specialist];
  const kind = SPECIALISTS[ability.specialist].ability.kind;
  const uses = ofType(decision.legal, 'useAbility');
  const references = unique(uses.map((u) => u.reference).filter((r): r is number => r !== undefined));
  // The Admissions Nurse's draw is its own button; the selection only ever picks patients.
  const admit = uses.find((u) => u.admit);
  // Medical Student: the order of the clicks (heal first, then harm) comes first among the variants.
  const inClickOrder = (u: Use) => u.targets.every((id, i) => decision.draft.patients[i] === id);
  const matches = (decision.matches as Use[]).filter((u) => !u.admit).sort((a, b) => Number(inClickOrder(b)) - Number(inClickOrder(a)));
  const chosen = matches[Math.min(decision.draft.variant, matches.length - 1)];
  const wanted = Math.max(0, ...uses.filter((u) => !u.admit).map((u) => u.targets.length));
  const worker = player.workers.find((w) => w.id === ability.worker);
  // A Consultant standing in for another card says so.
  const who =
    worker?.specialist && worker.specialist !== ability.specialist ? `${t.specialist[worker.specialist].name} (${t.game.consultantAs(card.name)})` : card.name;
  return (
    <div class="panel" data-step="ability" data-ability={ability.specialist}>
      <p class="prompt-text">{wanted === 0 ? t.prompt.abilityNoTarget(who) : t.prompt.ability(who)}</p>
      <p class="hint">{card.text}</p>
      {ability.uses !== undefined && (
        <p class="hint" data-ability-uses={ability.uses}>
          {t.prompt.admissionsUses(ability.uses)}
        </p>
      )}
      {references.length > 1 && (
        <ChoiceGroup
          label={t.prompt.abilityReference}
          heading={<span class="hint">{t.prompt.abilityReference}</span>}
          choices={references.map((id) => {
            const healed = ability.healed.find((h) => h.id === id)!;
            return {
              key: id,
              class: 'choice choice-dice',
              pressed: decision.draft.reference === id,
              data: { choice: `reference:${id}` },
              content: <DieFace colour={healed.colour} value={healed.before} size="sm" />,
              onPick: () => decision.setDraft({ ...decision.draft, reference: id, patients: [], variant: 0 }),
            };
          })}
        />
      )}
      {kind === 'healAndHarm' && wanted === 2 && <p class="hint">{decision.draft.patients.length === 0 ? t.prompt.studentHeal : t.prompt.studentHarm}</p>}
      {wanted > 0 && <p class="hint">{t.prompt.selected(decision.draft.patients.length, wanted)}</p>}
      {kind === 'admit' && !admit && <p class="hint">{t.prompt.admissionsNoBed}</p>}
      <VariantChoice matches={matches} patients={player.patients} decision={decision} specialist={ability.specialist} />
      {/* With targets to pick, the preview's place is kept while they are picked (nothing moves). */}
      {wanted > 0 ? (
        <PreviewSlot view={view} action={chosen ?? (admit && decision.draft.patients.length === 0 ? admit : undefined)} />
      ) : (
        <>
          {chosen && <HealPreview view={view} action={chosen} />}
          {admit && <HealPreview view={view} action={admit} />}
        </>
      )}
      <div class="choice-row">
        {kind === 'admit' && admit && (
          <SendButton class="btn btn-primary" data={{ choice: 'admit' }} action={admit} send={decision.send}>
            {t.prompt.admissionsAdmit}
          </SendButton>
        )}
        <SendButton class="btn btn-primary" data={{ choice: 'useAbility' }} action={chosen} send={decision.send}>
          {kind === 'admit' ? t.prompt.admissionsReturn : kind === 'discardFatality' ? t.prompt.pathologistUse : t.prompt.useAbility}
        </SendButton>
        <SendButton class="btn btn-ghost" data={{ choice: 'skipAbility' }} action={{ type: 'skipAbility' }} send={decision.send}>
          {t.prompt.skipAbility}
        </SendButton>
        <UndoButton decision={decision} />
      </div>
    </div>
  );
}
