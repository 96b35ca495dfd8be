// The face-up department tiles and specialist cards on offer this round, and what is left in the
// stacks.
import { DEPARTMENTS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { CardTip } from '../../../views/common/CardTip.js';
import type { BoardInteraction } from './interaction.js';

interface ItemProps {
  uid: string;
  name: string;
  text: string;
  short: string;
  colour: string;
  interaction: BoardInteraction;
}

function DisplayItem({ uid, name, text, short, colour, interaction }: ItemProps) {
  const { t } = useI18n();
  const selectable = interaction.displayItem(uid) === 'selectable';
  return (
    <li>
      <CardTip title={name} text={text}>
        {(tipId) =>
          selectable ? (
            <button type="button" class={`offer offer-${colour} offer-selectable`} data-offer={uid} aria-describedby={tipId} onClick={() => interaction.onDisplayItem(uid)}>
              <span class="offer-name">{name}</span>
              <span class="offer-text">{short}</span>
              <span class="offer-take">{t.prompt.take}</span>
            </button>
          ) : (
            <div class={`offer offer-${colour}`} data-offer={uid} tabIndex={0} aria-describedby={tipId}>
              <span class="offer-name">{name}</span>
              <span class="offer-text">{short}</span>
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
  return (
    <section class="panel-card improvements" aria-labelledby="improvements-title">
      <h2 class="card-title" id="improvements-title">
        {t.game.improvements}
      </h2>
      <h3 class="card-subtitle">
        {t.game.departmentTiles} <span class="muted small">({t.game.stackCount(view.departmentStackCount)})</span>
      </h3>
      <ul class="offer-list">
        {departments.map((d) => (
          <DisplayItem key={d.uid} uid={d.uid} name={t.department[d.type].name} text={t.department[d.type].text} short={t.department[d.type].short} colour={DEPARTMENTS[d.type].colour} interaction={interaction} />
        ))}
        {departments.length === 0 && <li class="muted small">{t.game.displayEmpty}</li>}
      </ul>
      <h3 class="card-subtitle">
        {t.game.specialistCards} <span class="muted small">({t.game.deckCount(view.specialistDeckCount)})</span>
      </h3>
      <ul class="offer-list">
        {specialists.map((s) => (
          <DisplayItem key={s.uid} uid={s.uid} name={t.specialist[s.type].name} text={t.specialist[s.type].text} short={t.specialist[s.type].text} colour="specialist" interaction={interaction} />
        ))}
        {specialists.length === 0 && <li class="muted small">{t.game.displayEmpty}</li>}
      </ul>
    </section>
  );
}
