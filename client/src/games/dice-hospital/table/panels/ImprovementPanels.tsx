// Phase 2 decisions: take an improvement from the display (or pass), then maybe return one for a
// blood bag.
import { DEPARTMENTS } from '../../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameView } from '../../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { ofType } from '../../legal.js';
import { ChoiceGroup, type Choice } from '../../../../views/decision/ChoiceGroup.js';
import type { Decision } from '../useDecision.js';

/** `colour`: a department tile's colour, its stripe as on the table. */
type Item = { uid: string; name: string; text: string; kind: 'department' | 'specialist'; colour?: string };

function itemsOf(view: GameView, t: ReturnType<typeof useI18n>['t'], owner?: number): Item[] {
  const departments = owner === undefined ? view.display.departments : view.players[owner]!.departments;
  const specialists = owner === undefined ? view.display.specialists : view.players[owner]!.specialists;
  return [
    ...departments.map((d) => ({
      uid: d.uid,
      name: t.department[d.type].name,
      text: t.department[d.type].text,
      kind: 'department' as const,
      colour: DEPARTMENTS[d.type].colour,
    })),
    ...specialists.map((s) => ({ uid: s.uid, name: t.specialist[s.type].name, text: t.specialist[s.type].text, kind: 'specialist' as const })),
  ];
}

/** An item of the display or the hospital as a choice: its card's full text on hover and focus. */
function itemChoice(item: Item, label: string, onPick: () => void): Choice {
  return {
    key: item.uid,
    class: `choice choice-item choice-${item.kind}${item.colour ? ` choice-dept-${item.colour}` : ''}`,
    data: { choice: item.uid, colour: item.colour },
    tip: { title: item.name, text: item.text },
    onPick,
    content: (
      <>
        <span class="choice-label">{item.name}</span>
        <span class="choice-sub">{label}</span>
      </>
    ),
  };
}

/** Pass (take nothing, keep everything): the same choice in both steps, only its label and weight differ. */
const passChoice = (decision: Decision, label: string, style: string): Choice => ({
  key: 'pass',
  class: `btn ${style}`,
  data: { choice: 'pass' },
  content: label,
  onPick: () => decision.send({ type: 'pass' }),
});

export function TakeImprovementPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const legal = new Set(ofType(decision.legal, 'takeImprovement').map((a) => a.uid));
  const items = itemsOf(view, t).filter((i) => legal.has(i.uid));
  const choices = items.map((item) =>
    itemChoice(item, `${t.prompt.take} · ${t.kind[item.kind]}`, () => decision.send({ type: 'takeImprovement', uid: item.uid })),
  );
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.takeImprovement}</p>
      <ChoiceGroup choices={[...choices, passChoice(decision, t.common.pass, 'btn-ghost')]} />
    </div>
  );
}

export function ReturnImprovementPanel({ view, decision }: { view: GameView; decision: Decision }) {
  const { t } = useI18n();
  const legal = new Set(ofType(decision.legal, 'returnImprovement').map((a) => a.uid));
  const items = itemsOf(view, t, view.viewer as number).filter((i) => legal.has(i.uid));
  const choices = items.map((item) => itemChoice(item, t.prompt.returnForBloodBag, () => decision.send({ type: 'returnImprovement', uid: item.uid })));
  return (
    <div class="panel">
      <p class="prompt-text">{t.prompt.returnImprovement}</p>
      <ChoiceGroup choices={[passChoice(decision, t.prompt.keepAll, 'btn-primary'), ...choices]} />
    </div>
  );
}
