// The player's part of the turn under the ambulance card: the prompt, then (admission) the patients
// to write, the blood bag toggle, the morgue, the curtain (the values of a picked bed open on the
// sheet, next to it: ValuePicker.tsx); (solo) the cardiologist to discard; or whom the table waits for.
import { pendingSeats, type Action, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { ChoiceGroup } from '../../views/decision/ChoiceGroup.js';
import { SendButton } from '../../views/decision/SendButton.js';
import { Icon } from './Icons.js';
import { listNames, useErText } from './i18n/index.js';
import { seatName } from './names.js';
import type { Admission } from './useAdmission.js';

export interface TurnPanelProps {
  view: GameView;
  seat: number | null;
  admission: Admission;
  send(action: Action): void;
}

export function TurnPanel({ view, seat, admission, send }: TurnPanelProps) {
  const t = useErText();
  const { legal, patients, patient } = admission;
  const waiting = pendingSeats(view).filter((s) => s !== seat);
  const names = listNames(
    t,
    waiting.map((s) => seatName(t, view, s)),
  );
  // To a seat that still has a move to make, the others are not what it waits for.
  const waitLine = (mine: boolean) =>
    waiting.length > 0 && (
      <p class="er-waiting" data-waiting>
        {mine ? t.turn.alsoPlaying(names, waiting.length) : t.turn.waitingFor(names)}
      </p>
    );

  if (view.phase === 'gameOver') return null;
  if (view.pending.kind === 'discardCardiologist' && legal.length > 0) {
    return (
      <section class="er-turn panel-card" aria-label={t.prompt.discard}>
        <p class="er-prompt" data-prompt="discard">
          {t.prompt.discard}
        </p>
        <ChoiceGroup
          class="er-buttons"
          choices={legal.flatMap((a) =>
            a.type === 'discardCardiologist'
              ? [{ key: a.card, data: { discard: a.card }, content: t.prompt.discardCard(t.specialists.cardiologists[a.card].name), onPick: () => send(a) }]
              : [],
          )}
        />
      </section>
    );
  }
  if ((view.pending.kind === 'chiefChoice' || view.pending.kind === 'choose') && legal.length > 0) {
    const chief = view.pending.kind === 'chiefChoice';
    return (
      <section class="er-turn panel-card">
        <p class="er-prompt" data-prompt={chief ? 'chiefChoice' : 'choose'}>
          {chief ? t.prompt.chiefChoose : t.prompt.choose}
        </p>
        {waitLine(true)}
      </section>
    );
  }
  if (view.pending.kind !== 'admit' || legal.length === 0) {
    const done = seat !== null && view.pending.kind === 'admit' && view.turnState[seat]?.done;
    return (
      <section class="er-turn panel-card">
        {done && (
          <p class="er-prompt" data-prompt="done">
            {t.prompt.done}
          </p>
        )}
        {waitLine(false)}
      </section>
    );
  }

  const curtains = legal.filter((a): a is Extract<Action, { type: 'curtain' }> => a.type === 'curtain');
  const skip = legal.find((a) => a.type === 'skipCurtain');
  const sheet = view.players[seat!]!.sheet;
  return (
    <section class="er-turn panel-card" aria-label={t.prompt.patients}>
      {patient && (
        <>
          <p class="er-prompt" data-prompt={patient.patient === 'extra' ? 'admitExtra' : 'admit'}>
            {patient.patient === 'extra' ? t.prompt.admitExtra : t.prompt.admit}
          </p>
          <ChoiceGroup
            class="er-patients"
            label={t.prompt.patients}
            choices={patients.map((p) => ({
              key: p.patient,
              class: `er-patient er-patient-${p.colour}${p === patient ? ' er-patient-on' : ''}`,
              pressed: p === patient,
              data: { patient: p.patient },
              content: (
                <>
                  {p.patient === 'extra' && <Icon name="extra" />}
                  {t.patient(t.colour[p.colour], p.printed.join('/'))}
                </>
              ),
              onPick: () => admission.setPatient(p.patient),
            }))}
          />
          {admission.bloodBagBeds && (
            <label class="er-toggle">
              <input
                type="checkbox"
                data-blood-bag-toggle
                checked={admission.useBloodBag}
                onChange={(e) => admission.setUseBloodBag((e.currentTarget as HTMLInputElement).checked)}
              />
              <Icon name="bloodBag" /> {t.prompt.useBloodBag}
            </label>
          )}
          {admission.admits.length === 0 && <p class="hint">{t.prompt.noBed}</p>}
          <SendButton class="er-morgue-button" data={{ morgue: patient.patient }} action={{ type: 'morgue', patient: patient.patient }} send={send}>
            <Icon name="morgue" /> {t.prompt.morgue}
          </SendButton>
        </>
      )}
      {(curtains.length > 0 || skip) && (
        <ChoiceGroup
          class="er-curtains"
          label={t.prompt.curtain}
          heading={
            <span class="er-values-title">
              <Icon name="curtain" /> {t.prompt.curtain}
            </span>
          }
          choices={curtains.map((a) => ({
            key: a.ward,
            data: { curtain: a.ward },
            content: t.prompt.curtainWard(t.sheet.ward(a.ward), sheet.wards[a.ward]![sheet.wards[a.ward]!.length - 1]!),
            onPick: () => send(a),
          }))}
        >
          {skip && (
            <SendButton class="er-link" data={{ 'skip-curtain': true }} action={skip} send={send}>
              {t.prompt.skipCurtain}
            </SendButton>
          )}
        </ChoiceGroup>
      )}
      {waitLine(true)}
    </section>
  );
}
