// Decisions the options add: the Consultant's role at the start of Phase 3 (promo specialists), and
// the Final Round Collections after round 8 (pick one of your patients, then a free space of its
// colour and value on an ambulance back, or pass for the rest of the collection).
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../../games/dice-hospital/i18n/index.js';
import { ofType, unique } from '../../../game/legal.js';
import { DieFace, dieLabel } from '../../common/DieFace.js';
import type { Decision } from '../useDecision.js';

export function ConsultantPanel({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  const roles = ofType(decision.legal, 'assignConsultant');
  return (
    <div class="panel" data-step="consultant">
      <p class="prompt-text">{t.prompt.assignConsultant}</p>
      <p class="hint">{t.specialist.consultant.text}</p>
      <div class="choice-row" role="group" aria-label={t.prompt.assignConsultant}>
        {roles.map((a) => (
          <button
            key={a.specialist}
            type="button"
            class="btn btn-specialist"
            title={t.specialist[a.specialist].text}
            data-choice={`consultant:${a.specialist}`}
            onClick={() => decision.send(a)}
          >
            {t.prompt.assignAs(t.specialist[a.specialist].name)}
          </button>
        ))}
      </div>
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
  const chosen = decision.matches[0];
  const space = (i: number) => view.collections?.spaces[i];
  return (
    <div class="panel" data-step="finalCollection">
      <p class="prompt-text">{t.prompt.finalCollection}</p>
      {patients.length === 0 ? (
        <p class="hint">{t.prompt.collectNone}</p>
      ) : (
        <div class="choice-row" role="group" aria-label={t.prompt.collectPickPatient}>
          <span class="hint">{t.prompt.collectPickPatient}</span>
          {patients.map((p) => (
            <button
              key={p.id}
              type="button"
              class="choice choice-dice"
              aria-pressed={picked?.id === p.id}
              aria-label={dieLabel(t, p.colour, p.value)}
              data-choice={`patient:${p.id}`}
              onClick={() => decision.interaction.onPatient(p.id)}
            >
              <DieFace colour={p.colour} value={p.value} size="sm" />
            </button>
          ))}
        </div>
      )}
      {picked && (
        <div class="choice-row" role="group" aria-label={t.prompt.collectPickSpace(dieLabel(t, picked.colour, picked.value))}>
          <span class="hint">{t.prompt.collectPickSpace(dieLabel(t, picked.colour, picked.value))}</span>
          {spaces.map((i) => {
            const s = space(i);
            return (
              <button
                key={i}
                type="button"
                class="choice"
                aria-pressed={decision.draft.space === i}
                data-choice={`space:${i}`}
                onClick={() => decision.setDraft({ ...decision.draft, space: i })}
              >
                {s ? t.game.collectionSpace(s.ambulance, dieLabel(t, s.colour, s.value)) : i}
              </button>
            );
          })}
        </div>
      )}
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-choice="collect" disabled={!chosen} onClick={() => chosen && decision.send(chosen)}>
          {t.prompt.collectButton}
        </button>
        {canPass && (
          <button type="button" class="btn btn-ghost" data-choice="pass" onClick={() => decision.send({ type: 'pass' })}>
            {t.prompt.collectPass}
          </button>
        )}
      </div>
    </div>
  );
}
