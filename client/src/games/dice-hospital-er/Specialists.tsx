// The specialists on the table: two cardiologists (8, then 5 points; who scored them), the
// radiologist and the epidemiologist, each with its objective in a tooltip.
import { SOLO_VALUES, isSolo, type GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { CardTip } from '../../views/common/CardTip.js';
import { listNames, useErText } from './i18n/index.js';
import type { Card } from './i18n/en.js';
import { seatName } from './names.js';

function Specialist({ kind, card, value, note, id, dim }: { kind: string; card: Card; value?: string; note?: string; id: string; dim?: boolean }) {
  return (
    <li class={`er-specialist${dim ? ' er-specialist-gone' : ''}`} data-specialist={id}>
      <span class="er-specialist-kind">{kind}</span>
      <CardTip title={card.name} text={card.text} kicker={kind}>
        {(tipId) => (
          <button type="button" class="card-name er-specialist-name" aria-describedby={tipId}>
            {card.name}
          </button>
        )}
      </CardTip>
      {value && <span class="er-specialist-value">{value}</span>}
      <span class="er-specialist-text">{card.text}</span>
      {note && <span class="er-specialist-note">{note}</span>}
    </li>
  );
}

export function Specialists({ view }: { view: GameView }) {
  const t = useErText();
  const solo = isSolo(view);
  const s = t.specialists;
  return (
    <section class="er-specialists panel-card" aria-label={s.title}>
      <h2>{s.title}</h2>
      <ul>
        {view.cardiologists.map((c) => (
          <Specialist
            key={c.id}
            id={c.id}
            kind={s.cardiologist}
            card={s.cardiologists[c.id]}
            value={s.value(c.value)}
            dim={c.value === 0}
            note={
              c.scoredBy.length
                ? s.scoredBy(
                    listNames(
                      t,
                      c.scoredBy.map((seat) => seatName(t, view, seat)),
                    ),
                  )
                : undefined
            }
          />
        ))}
        <Specialist
          id={view.radiologist}
          kind={s.radiologist}
          card={s.radiologists[view.radiologist]}
          note={solo ? s.soloValue(SOLO_VALUES[view.radiologist]) : undefined}
        />
        <Specialist
          id={view.epidemiologist}
          kind={s.epidemiologist}
          card={s.epidemiologists[view.epidemiologist]}
          note={solo ? s.soloValue(SOLO_VALUES[view.epidemiologist]) : undefined}
        />
      </ul>
      {solo && view.cardiologists.every((c) => c.value > 0) && <p class="hint">{s.soloPair}</p>}
    </section>
  );
}
