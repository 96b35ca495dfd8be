// Phase 2 decisions: take an improvement from the display (or pass), then maybe return one for a
// blood bag.
import { DEPARTMENTS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../../games/dice-hospital/i18n/index.js';
import { ofType } from '../../../game/legal.js';
import { CardTip } from '../../common/CardTip.js';
import type { Decision } from '../useDecision.js';

/** `colour`: a department tile's colour, its stripe as on the table. */
type Item = { uid: string; name: string; text: string; kind: 'department' | 'specialist'; colour?: string };

function itemsOf(view: GameView, t: ReturnType<typeof useI18n>['t'], owner?: number): Item[] {
  const departments = owner === undefined ? view.display.departments : view.players[owner]!.departments;
  const specialists = owner === undefined ? view.display.specialists : view.players[owner]!.specialists;
  return [
    ...departments.map((d) => ({ uid: d.uid, name: t.department[d.type].name, text: t.department[d.type].text, kind: 'department' as const, colour: DEPARTMENTS[d.type].colour })),
    ...specialists.map((s) => ({ uid: s.uid, name: t.specialist[s.type].name, text: t.specialist[s.type].text, kind: 'specialist' as const })),
  ];
}

function ItemButton({ item, label, onClick }: { item: Item; label: string; onClick: () => void }) {
  return (
    <CardTip title={item.name} text={item.text}>
      {(tipId) => (
        <button type="button" class={`choice choice-item choice-${item.kind}${item.colour ? ` choice-dept-${item.colour}` : ''}`} data-choice={item.uid} data-colour={item.colour} aria-describedby={tipId} onClick={onClick}>
          <span class="choice-label">{item.name}</span>
          <span class="choice-sub">{label}</span>
        </button>
      )}
    </CardTip>
  );
}

export function TakeImprovementPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const legal = new Set(ofType(decision.legal, 'takeImprovement').map((a) => a.uid));
  const items = itemsOf(view, t).filter((i) => legal.has(i.uid));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.takeImprovement}</p>
      <div class="choice-row">
        {items.map((item) => (
          <ItemButton key={item.uid} item={item} label={`${t.prompt.take} · ${t.kind[item.kind]}`} onClick={() => decision.send({ type: 'takeImprovement', uid: item.uid })} />
        ))}
        <button type="button" class="btn btn-ghost" data-choice="pass" onClick={() => decision.send({ type: 'pass' })}>
          {t.common.pass}
        </button>
      </div>
    </div>
  );
}

export function ReturnImprovementPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const legal = new Set(ofType(decision.legal, 'returnImprovement').map((a) => a.uid));
  const items = itemsOf(view, t, view.viewer as number).filter((i) => legal.has(i.uid));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.returnImprovement}</p>
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-choice="pass" onClick={() => decision.send({ type: 'pass' })}>
          {t.prompt.keepAll}
        </button>
        {items.map((item) => (
          <ItemButton key={item.uid} item={item} label={t.prompt.returnForBloodBag} onClick={() => decision.send({ type: 'returnImprovement', uid: item.uid })} />
        ))}
      </div>
    </div>
  );
}
