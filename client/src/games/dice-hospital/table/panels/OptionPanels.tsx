// Decisions the options add: the Consultant's role at the start of Phase 3 (promo specialists), and
// the Final Round Collections after round 8 (pick one of your patients, then a free space of its
// colour and value on an ambulance back, or pass for the rest of the collection).
import type { GameView, Patient } from '../../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { ofType, unique } from '../../legal.js';
import { DieFace, dieLabel } from '../DieFace.js';
import { ChoiceGroup } from '../../../../views/decision/ChoiceGroup.js';
import { SendButton } from '../../../../views/decision/SendButton.js';
import type { Decision } from '../useDecision.js';

export function ConsultantPanel({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  const roles = ofType(decision.legal, 'assignConsultant');
  return (
    <div class="panel" data-step="consultant">
      <p class="prompt-text">{t.prompt.assignConsultant}</p>
      <p class="hint">{t.specialist.consultant.text}</p>
      <ChoiceGroup
        label={t.prompt.assignConsultant}
        choices={roles.map((a) => ({
          key: a.specialist,
          class: 'btn btn-specialist',
          title: t.specialist[a.specialist].text,
          data: { choice: `consultant:${a.specialist}` },
          content: t.prompt.assignAs(t.specialist[a.specialist].name),
          onPick: () => decision.send(a),
        }))}
      />
    </div>
  );
}

export function FinalCollectionPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const player = view.players[seat]!;
  const collects = ofType(decision.legal, 'collectPatient');
  const canPass = decision.legal.some((a) => a.type === 'pass');
  const patientIds = unique(collects.map((c) => c.patient));
  const patients = patientIds.map((id) => player.patients.find((p) => p.id === id)!).filter(Boolean);
  const picked = player.patients.find((p) => p.id === decision.draft.patients[0]);
  const spaces = picked ? collects.filter((c) => c.patient === picked.id).map((c) => c.space) : [];
  const pickSpace = (p: Patient) => t.prompt.collectPickSpace(dieLabel(t, p.colour, p.value));
  return (
    <div class="panel" data-step="finalCollection">
      <p class="prompt-text">{t.prompt.finalCollection}</p>
      {patients.length === 0 ? (
        <p class="hint">{t.prompt.collectNone}</p>
      ) : (
        <ChoiceGroup
          label={t.prompt.collectPickPatient}
          heading={<span class="hint">{t.prompt.collectPickPatient}</span>}
          choices={patients.map((p) => ({
            key: p.id,
            class: 'choice choice-dice',
            pressed: picked?.id === p.id,
            label: dieLabel(t, p.colour, p.value),
            data: { choice: `patient:${p.id}` },
            content: <DieFace colour={p.colour} value={p.value} size="sm" />,
            onPick: () => decision.interaction.onPatient(p.id),
          }))}
        />
      )}
      {picked && (
        <ChoiceGroup
          label={pickSpace(picked)}
          heading={<span class="hint">{pickSpace(picked)}</span>}
          choices={spaces.map((i) => {
            const s = view.collections?.spaces[i];
            return {
              key: i,
              class: 'choice',
              pressed: decision.draft.space === i,
              data: { choice: `space:${i}` },
              content: s ? t.game.collectionSpace(s.ambulance, dieLabel(t, s.colour, s.value)) : i,
              onPick: () => decision.setDraft({ ...decision.draft, space: i }),
            };
          })}
        />
      )}
      <div class="choice-row">
        <SendButton class="btn btn-primary" data={{ choice: 'collect' }} action={decision.matches[0]} send={decision.send}>
          {t.prompt.collectButton}
        </SendButton>
        {canPass && (
          <SendButton class="btn btn-ghost" data={{ choice: 'pass' }} action={{ type: 'pass' }} send={decision.send}>
            {t.prompt.collectPass}
          </SendButton>
        )}
      </div>
    </div>
  );
}
