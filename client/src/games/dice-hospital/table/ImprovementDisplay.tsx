// The face-up department tiles and specialist cards on offer this round, and what is left in the
// stacks. A tile or card taken leaves its place empty (an invisible copy keeps its size) until the
// display is refilled: another player's pick does not move the offers left, nor what lies below.
import { DEPARTMENTS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import { useRef } from 'preact/hooks';
import type { DepartmentType, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { CardTip } from '../../../views/common/CardTip.js';
import type { BoardInteraction } from './interaction.js';
import { DeptPictogram } from './DeptPictogram.js';

interface ItemProps {
  uid: string;
  name: string;
  text: string;
  short: string;
  colour: string;
  interaction: BoardInteraction;
  /** A department tile's effect strip, as on the tiles of the hospitals. */
  type?: DepartmentType;
}

/** The items in stable places: each keeps its slot while it stays; a slot left empty keeps the item
 * that was there (`gone`) until a new item fills it. */
function useSlots<T extends { uid: string }>(items: readonly T[]): { item: T; gone: boolean }[] {
  const slots = useRef<{ item: T; gone: boolean }[]>([]);
  const present = new Map(items.map((item) => [item.uid, item]));
  const next = slots.current.map((slot) => (present.has(slot.item.uid) ? { item: present.get(slot.item.uid)!, gone: false } : { item: slot.item, gone: true }));
  const placed = new Set(next.filter((slot) => !slot.gone).map((slot) => slot.item.uid));
  for (const item of items) {
    if (placed.has(item.uid)) continue;
    const free = next.findIndex((slot) => slot.gone);
    if (free >= 0) next[free] = { item, gone: false };
    else next.push({ item, gone: false });
  }
  slots.current = next;
  return next;
}

/** The place of a taken item: the same card, invisible and out of reach, holding its size. */
function GoneItem({ name, short, type }: { name: string; short: string; type?: DepartmentType }) {
  return (
    <li class="offer-gone" aria-hidden="true">
      <div class="offer">
        <OfferFace name={name} short={short} type={type} />
      </div>
    </li>
  );
}

/** What a card on offer shows: its name, a department's effect strip, its text in short. */
function OfferFace({ name, short, type }: { name: string; short: string; type?: DepartmentType }) {
  return (
    <>
      <span class="offer-name">{name}</span>
      {type && <DeptPictogram type={type} />}
      <span class="offer-text">{short}</span>
    </>
  );
}

function DisplayItem({ uid, name, text, short, colour, interaction, type }: ItemProps) {
  const { t } = useI18n();
  const selectable = interaction.displayItem(uid) === 'selectable';
  return (
    <li>
      <CardTip title={name} text={text}>
        {(tipId) =>
          selectable ? (
            <button
              type="button"
              class={`offer offer-${colour} offer-selectable`}
              data-offer={uid}
              aria-describedby={tipId}
              onClick={() => interaction.onDisplayItem(uid)}
            >
              <OfferFace name={name} short={short} type={type} />
              <span class="offer-take">{t.prompt.take}</span>
            </button>
          ) : (
            <div class={`offer offer-${colour}`} data-offer={uid} tabIndex={0} aria-describedby={tipId}>
              <OfferFace name={name} short={short} type={type} />
            </div>
          )
        }
      </CardTip>
    </li>
  );
}

export function ImprovementDisplay({ view, interaction }: { view: GameView; interaction: BoardInteraction }) {
  const { t } = useI18n();
  const { departments, specialists } = view.display;
  const departmentSlots = useSlots(departments);
  const specialistSlots = useSlots(specialists);
  return (
    <section class="panel-card improvements" aria-labelledby="improvements-title">
      <h2 class="card-title" id="improvements-title">
        {t.game.improvements}
      </h2>
      <h3 class="card-subtitle">
        {t.game.departmentTiles} <span class="muted small">({t.game.stackCount(view.departmentStackCount)})</span>
      </h3>
      <ul class="offer-list">
        {departmentSlots.map(({ item: d, gone }) =>
          gone ? (
            <GoneItem key={d.uid} name={t.department[d.type].name} short={t.department[d.type].short} type={d.type} />
          ) : (
            <DisplayItem
              key={d.uid}
              uid={d.uid}
              name={t.department[d.type].name}
              text={t.department[d.type].text}
              short={t.department[d.type].short}
              colour={DEPARTMENTS[d.type].colour}
              interaction={interaction}
              type={d.type}
            />
          ),
        )}
        {departments.length === 0 && <li class={`muted small${departmentSlots.length > 0 ? ' offer-empty' : ''}`}>{t.game.displayEmpty}</li>}
      </ul>
      <h3 class="card-subtitle">
        {t.game.specialistCards} <span class="muted small">({t.game.deckCount(view.specialistDeckCount)})</span>
      </h3>
      <ul class="offer-list">
        {specialistSlots.map(({ item: s, gone }) =>
          gone ? (
            <GoneItem key={s.uid} name={t.specialist[s.type].name} short={t.specialist[s.type].text} />
          ) : (
            <DisplayItem
              key={s.uid}
              uid={s.uid}
              name={t.specialist[s.type].name}
              text={t.specialist[s.type].text}
              short={t.specialist[s.type].text}
              colour="specialist"
              interaction={interaction}
            />
          ),
        )}
        {specialists.length === 0 && <li class={`muted small${specialistSlots.length > 0 ? ' offer-empty' : ''}`}>{t.game.displayEmpty}</li>}
      </ul>
    </section>
  );
}
