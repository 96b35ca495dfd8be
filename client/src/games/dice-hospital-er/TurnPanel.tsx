// The player's part of the turn under the ambulance card: the prompt, then (admission) the patients
// to write, the blood bag toggle, the values of the picked bed with their stethoscope cost, the
// morgue, the curtain; (solo) the cardiologist to discard; or whom the table waits for.
import {
  BED_WARD, WARDS, pendingSeats, type Action, type GameView,
} from '../../../../shared/games/dice-hospital-er/index.js';
import { Icon } from './Icons.js';
import { listNames, useErText } from './i18n/index.js';
import { seatName } from './names.js';
import { stethoscopes, type Admission } from './useAdmission.js';

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
  const waitLine = waiting.length > 0 && <p class="er-waiting" data-waiting>{t.turn.waitingFor(listNames(t, waiting.map((s) => seatName(t, view, s))))}</p>;

  if (view.phase === 'gameOver') return null;
  if (view.pending.kind === 'discardCardiologist' && legal.length > 0) {
    return (
      <section class="er-turn panel-card" aria-label={t.prompt.discard}>
        <p class="er-prompt" data-prompt="discard">{t.prompt.discard}</p>
        <div class="er-buttons">
          {legal.map((a) => a.type === 'discardCardiologist' && (
            <button key={a.card} type="button" data-discard={a.card} onClick={() => send(a)}>
              {t.prompt.discardCard(t.specialists.cardiologists[a.card].name)}
            </button>
          ))}
        </div>
      </section>
    );
  }
  if ((view.pending.kind === 'chiefChoice' || view.pending.kind === 'choose') && legal.length > 0) {
    const chief = view.pending.kind === 'chiefChoice';
    return (
      <section class="er-turn panel-card">
        <p class="er-prompt" data-prompt={chief ? 'chiefChoice' : 'choose'}>{chief ? t.prompt.chiefChoose : t.prompt.choose}</p>
        {waitLine}
      </section>
    );
  }
  if (view.pending.kind !== 'admit' || legal.length === 0) {
    const done = seat !== null && view.pending.kind === 'admit' && view.turnState[seat]?.done;
    return (
      <section class="er-turn panel-card">
        {done && <p class="er-prompt" data-prompt="done">{t.prompt.done}</p>}
        {waitLine}
      </section>
    );
  }

  const curtains = legal.filter((a): a is Extract<Action, { type: 'curtain' }> => a.type === 'curtain');
  const skip = legal.find((a) => a.type === 'skipCurtain');
  const sheet = view.players[seat!]!.sheet;
  const bedName = (bed: number) => `${t.sheet.ward(BED_WARD[bed]!.ward)}, ${t.colour[WARDS[BED_WARD[bed]!.ward]!.colours[BED_WARD[bed]!.index]!]}`;
  return (
    <section class="er-turn panel-card" aria-label={t.prompt.patients}>
      {patient && (
        <>
          <p class="er-prompt" data-prompt={patient.patient === 'extra' ? 'admitExtra' : 'admit'}>
            {patient.patient === 'extra' ? t.prompt.admitExtra : t.prompt.admit}
          </p>
          <div class="er-patients" role="group" aria-label={t.prompt.patients}>
            {patients.map((p) => (
              <button key={p.patient} type="button" aria-pressed={p === patient} data-patient={p.patient}
                class={`er-patient er-patient-${p.colour}${p === patient ? ' er-patient-on' : ''}`} onClick={() => admission.setPatient(p.patient)}>
                {p.patient === 'extra' && <Icon name="extra" />}
                {t.patient(t.colour[p.colour], p.printed.join('/'))}
              </button>
            ))}
          </div>
          {admission.bloodBagBeds && (
            <label class="er-toggle">
              <input type="checkbox" data-blood-bag-toggle checked={admission.useBloodBag}
                onChange={(e) => admission.setUseBloodBag((e.currentTarget as HTMLInputElement).checked)} />
              <Icon name="bloodBag" /> {t.prompt.useBloodBag}
            </label>
          )}
          {admission.admits.length === 0 && <p class="hint">{t.prompt.noBed}</p>}
          {admission.bed !== null && (
            <div class="er-values" role="group" aria-label={t.prompt.pickValue(bedName(admission.bed))}>
              <span class="er-values-title">{t.prompt.pickValue(bedName(admission.bed))}</span>
              {admission.values.map((a) => {
                const cost = stethoscopes(patient.printed, a.value);
                return (
                  <button key={a.value} type="button" class="er-value-choice" data-value={a.value} onClick={() => send(a)}>
                    <strong>{a.value}</strong>
                    <small>{t.prompt.cost(cost)}{a.bloodBag ? ` · ${t.prompt.bloodBagNote}` : ''}</small>
                  </button>
                );
              })}
              <button type="button" class="er-link" onClick={() => admission.setBed(null)}>{t.prompt.cancel}</button>
            </div>
          )}
          <button type="button" class="er-morgue-button" data-morgue={patient.patient} onClick={() => send({ type: 'morgue', patient: patient.patient })}>
            <Icon name="morgue" /> {t.prompt.morgue}
          </button>
        </>
      )}
      {(curtains.length > 0 || skip) && (
        <div class="er-curtains" role="group" aria-label={t.prompt.curtain}>
          <span class="er-values-title"><Icon name="curtain" /> {t.prompt.curtain}</span>
          {curtains.map((a) => (
            <button key={a.ward} type="button" data-curtain={a.ward} onClick={() => send(a)}>
              {t.prompt.curtainWard(t.sheet.ward(a.ward), sheet.wards[a.ward]![sheet.wards[a.ward]!.length - 1]!)}
            </button>
          ))}
          {skip && <button type="button" class="er-link" data-skip-curtain onClick={() => send(skip)}>{t.prompt.skipCurtain}</button>}
        </div>
      )}
      {waitLine}
    </section>
  );
}
