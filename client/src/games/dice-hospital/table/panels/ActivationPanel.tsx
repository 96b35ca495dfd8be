// Phase 3: place a worker (worker → department → target patients → preview → confirm), heal with a
// blood bag, undo, or end the activation.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { DEPARTMENTS } from '../../../../../../shared/games/dice-hospital/catalogue/index.js';
import { neglectForecast } from '../../../../../../shared/games/dice-hospital/index.js';
import { SPECIALISTS } from '../../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { Action, GameView, Patient, SpecialistType } from '../../../../../../shared/games/dice-hospital/types.js';
import { useI18n, type Messages } from '../../i18n/index.js';
import { ofType, unique } from '../../legal.js';
import { dieLabel } from '../DieFace.js';
import { ConfirmDialog } from '../../../../views/common/ConfirmDialog.js';
import { ChoiceGroup } from '../../../../views/decision/ChoiceGroup.js';
import { SendButton } from '../../../../views/decision/SendButton.js';
import { departmentName, findDepartment, findWorker, workerName } from '../names.js';
import type { Decision } from '../useDecision.js';
import { PreviewSlot, recolourLabel } from './HealPreview.js';

type Place = Extract<Action, { type: 'placeWorker' }>;

/** Whether an ability heals its first target and harms its second (Medical Student): the order matters. */
const ordered = (specialist: SpecialistType | undefined): boolean => !!specialist && SPECIALISTS[specialist].ability.kind === 'healAndHarm';

/** What sets one legal variant of the same patients apart: the order (heal, then harm), new colours
 * (Physiotherapy, Physiotherapist), blood-bag colour changes. */
export function variantLabel(t: Messages, patients: Patient[], action: Action, specialist?: SpecialistType): string {
  const die = (id: number | string) => {
    const p = patients.find((x) => String(x.id) === String(id));
    return p ? dieLabel(t, p.tempColour ?? p.colour, p.value) : String(id);
  };
  const parts: string[] = [];
  if (action.type === 'useAbility' && ordered(specialist) && action.targets.length === 2)
    parts.push(t.prompt.studentOrder(die(action.targets[0]!), die(action.targets[1]!)));
  const colours = 'colours' in action ? action.colours : undefined;
  for (const [id, colour] of Object.entries(colours ?? {})) parts.push(t.prompt.colourTo(die(id), t.colour[colour]));
  const recolour = 'recolour' in action ? action.recolour : undefined;
  if (recolour && Object.keys(recolour).length > 0) parts.push(recolourLabel(t, patients, recolour));
  return parts.length > 0 ? parts.join(' · ') : t.prompt.recolourClear;
}

/** Radio buttons when the same patients can be treated in several ways: with or without a blood-bag
 * colour change, to one colour or another, or in one order or the other. */
export function VariantChoice({
  matches,
  patients,
  decision,
  specialist,
}: {
  matches: Action[];
  patients: Patient[];
  decision: Decision;
  specialist?: SpecialistType;
}) {
  const { t } = useI18n();
  if (matches.length < 2) return null;
  const onlyBlood = matches.every((m) => !('colours' in m && m.colours)) && !ordered(specialist);
  return (
    <fieldset class="variants" data-variants={matches.length}>
      <legend>{onlyBlood ? t.prompt.recolourWith : t.prompt.variantHeading}</legend>
      {matches.map((m, i) => (
        <label key={i} class="variant">
          <input
            type="radio"
            name="variant"
            data-variant={i}
            checked={decision.draft.variant === i}
            onChange={() => decision.setDraft({ ...decision.draft, variant: i })}
          />
          {variantLabel(t, patients, m, specialist)}
        </label>
      ))}
    </fieldset>
  );
}

function CancelButton({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  return (
    <button type="button" class="btn btn-ghost" data-choice="cancel" onClick={decision.reset}>
      {t.common.cancel}
    </button>
  );
}

/** Send the chosen action, or back out of the half-made choice: the bar's button row, always in
 * view (on a phone the rest of the bar scrolls above it). */
function ConfirmRow({ choice, label, chosen, decision }: { choice: string; label: string; chosen: Action | undefined; decision: Decision }) {
  return (
    <div class="choice-row bar-buttons" data-bar-buttons>
      <SendButton class="btn btn-primary" data={{ choice }} action={chosen} send={decision.send}>
        {label}
      </SendButton>
      <CancelButton decision={decision} />
    </div>
  );
}

/** The protected patient's choice (a row of its own), then the bar's button row: `before` (Cancel,
 * Undo) and End activation. */
function CommitControls({ view, decision, before }: { view: GameView; decision: Decision; before?: ComponentChildren }) {
  const { t } = useI18n();
  const [protect, setProtect] = useState<string>('');
  const player = view.players[view.viewer as number]!;
  const commits = ofType(decision.legal, 'commitActivation');
  const protectable = commits
    .filter((c) => c.protect !== undefined)
    .map((c) => player.patients.find((p) => p.id === c.protect)!)
    .filter(Boolean);
  const chosen = commits.find((c) => String(c.protect ?? '') === protect) ?? commits[0];
  const [asking, setAsking] = useState(false);
  // What ending now gives up (workers that could still be placed) and costs (deaths at neglect).
  const idle = unique(ofType(decision.legal, 'placeWorker').map((p) => p.worker)).length;
  const forecast = chosen ? neglectForecast(view, view.viewer as number, chosen.protect) : null;
  const dies = forecast?.dies ?? [];
  const end = () => {
    if (!chosen) return;
    if (idle > 0 || dies.length > 0) setAsking(true);
    else decision.send(chosen);
  };
  return (
    <>
      {protectable.length > 1 && (
        <div class="choice-row">
          <label class="protect">
            <span>{t.prompt.commitProtect}</span>
            <select value={protect} onChange={(e) => setProtect((e.target as HTMLSelectElement).value)}>
              <option value="">{t.prompt.protectAuto}</option>
              {protectable.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {dieLabel(t, p.colour, p.value)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div class="choice-row choice-row-end bar-buttons" data-bar-buttons>
        {before}
        {chosen && (
          <button type="button" class="btn btn-primary" data-choice="commit" onClick={end}>
            {t.prompt.commit}
          </button>
        )}
      </div>
      {asking && chosen && forecast && (
        <ConfirmDialog
          name="commit"
          title={t.prompt.confirmCommit.title}
          confirmLabel={t.prompt.confirmCommit.confirm}
          cancelLabel={t.prompt.confirmCommit.back}
          danger={dies.length > 0}
          onConfirm={() => {
            setAsking(false);
            decision.send(chosen);
          }}
          onCancel={() => setAsking(false)}
        >
          <ul>
            {idle > 0 && <li data-warn="workers">{t.prompt.confirmCommit.workersLeft(idle)}</li>}
            {dies.length > 0 && (
              <li data-warn="deaths" data-dies={dies.map((p) => p.id).join(',')}>
                {t.prompt.confirmCommit.willDie(dies.map((p) => dieLabel(t, p.colour, p.value)).join(', '))}
              </li>
            )}
            {forecast.drops.length > 0 && <li data-warn="drops">{t.prompt.confirmCommit.willDrop(forecast.drops.length)}</li>}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
}

function UndoButton({ decision }: { decision: Decision }) {
  const { t } = useI18n();
  if (!decision.legal.some((a) => a.type === 'undo')) return null;
  return (
    <SendButton class="btn btn-ghost" data={{ choice: 'undo' }} action={{ type: 'undo' }} send={decision.send}>
      {t.prompt.undo}
    </SendButton>
  );
}

function PlacementStep({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const player = view.players[view.viewer as number]!;
  const { draft } = decision;
  const worker = findWorker(player, draft.worker!)!;
  const department = findDepartment(player, draft.department!)!;
  const rule = DEPARTMENTS[department.type].targets;
  const matches = decision.matches as Place[];
  const chosen = matches[Math.min(draft.variant, matches.length - 1)];
  const noTargets = decision.placements.length === 0;
  return (
    <div class="panel" data-step="targets">
      <p class="prompt-text">
        {workerName(t, worker)} →{' '}
        {rule.kind === 'upTo' ? t.prompt.pickTargetsAny(departmentName(t, department)) : t.prompt.pickTargets(departmentName(t, department), rule.count)}
      </p>
      {noTargets && <p class="hint">{t.prompt.noTargets}</p>}
      <p class="hint">{t.prompt.selected(draft.patients.length, rule.count)}</p>
      <VariantChoice matches={matches} patients={player.patients} decision={decision} />
      <PreviewSlot view={view} action={chosen} specialist={worker.specialist ? t.specialist[worker.specialist].name : undefined} />
      <ConfirmRow choice="place" label={t.prompt.place} chosen={chosen} decision={decision} />
    </div>
  );
}

function BloodBagStep({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const chosen = decision.matches[0] as Extract<Action, { type: 'bloodBagHeal' }> | undefined;
  return (
    <div class="panel" data-step="bloodBagHeal">
      <p class="prompt-text">{t.prompt.bloodBagHealPick}</p>
      <PreviewSlot view={view} action={chosen} />
      <ConfirmRow choice="confirm" label={t.common.confirm} chosen={chosen} decision={decision} />
    </div>
  );
}

export function ActivationPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const player = view.players[view.viewer as number]!;
  const { draft } = decision;
  if (draft.mode === 'bloodBagHeal') return <BloodBagStep view={view} decision={decision} />;
  if (draft.worker && draft.department) return <PlacementStep view={view} decision={decision} />;

  const placements = ofType(decision.legal, 'placeWorker');
  const workers = unique(placements.map((p) => p.worker)).map((id) => findWorker(player, id)!);
  const departments = draft.worker
    ? unique(placements.filter((p) => p.worker === draft.worker).map((p) => p.department)).map((uid) => findDepartment(player, uid)!)
    : [];
  const canBleed = decision.legal.some((a) => a.type === 'bloodBagHeal');
  const free = player.workers.filter((w) => !w.placedOn).length;
  return (
    <div class="panel" data-step={draft.worker ? 'department' : 'worker'}>
      <p class="prompt-text">{draft.worker ? t.prompt.pickDepartment(workerName(t, findWorker(player, draft.worker)!)) : t.prompt.activation}</p>
      {!draft.worker && (
        <ChoiceGroup
          label={t.prompt.pickWorker}
          heading={<span class="hint">{t.prompt.workersLeft(free)}</span>}
          choices={workers.map((w) => ({
            key: w.id,
            class: `btn ${w.specialist ? 'btn-specialist' : 'btn-nurse'}`,
            data: { choice: `worker:${w.id}` },
            content: (
              <>
                <span class="meeple" aria-hidden="true" /> {workerName(t, w)}
              </>
            ),
            onPick: () => decision.interaction.onWorker(w.id),
          }))}
        />
      )}
      {draft.worker && (
        <ChoiceGroup
          label={t.game.departments}
          choices={departments.map((d) => ({
            key: d.uid,
            class: `btn btn-dept btn-dept-${DEPARTMENTS[d.type].colour}`,
            data: { choice: `department:${d.uid}` },
            content: departmentName(t, d),
            onPick: () => decision.interaction.onDepartment(d.uid),
          }))}
        />
      )}
      {canBleed && (
        <div class="choice-row">
          <button
            type="button"
            class="btn btn-blood"
            data-choice="bloodBagHeal"
            onClick={() => decision.setDraft({ mode: 'bloodBagHeal', patients: [], variant: 0 })}
          >
            <span class="token token-blood" aria-hidden="true" /> {t.prompt.bloodBagHeal}
          </button>
        </div>
      )}
      {/* The bar's own buttons: back out, undo, end. */}
      <CommitControls
        view={view}
        decision={decision}
        before={
          <>
            {draft.worker && <CancelButton decision={decision} />}
            <UndoButton decision={decision} />
          </>
        }
      />
    </div>
  );
}

export { UndoButton };
export type { Place };
