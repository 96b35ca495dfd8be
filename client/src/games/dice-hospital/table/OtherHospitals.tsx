// The other players' hospitals: all of them, one under the other, on a wide screen; on a phone, one
// at a time behind a tab per player (the page would otherwise be three hospitals longer), the tabs
// working as a WAI-ARIA tab list (arrows move between them).
import { useState } from 'preact/hooks';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import type { AdministratorShown } from '../administrators.js';
import { useI18n } from '../i18n/index.js';
import { playerName } from '../seats.js';
import { useMediaQuery } from '../../../views/common/useMediaQuery.js';
import { OpponentHospital } from './OpponentHospital.js';

/** Where the hospitals go behind tabs (board.css's phone layout). */
const PHONE = '(max-width: 640px)';

export function OtherHospitals({ view, others, admins }: { view: GameView; others: number[]; admins: AdministratorShown[] }) {
  const { t } = useI18n();
  const tabs = useMediaQuery(PHONE) && others.length > 1;
  const [chosen, setChosen] = useState(others[0]!);
  const current = others.includes(chosen) ? chosen : others[0]!;
  const choose = (seat: number) => {
    setChosen(seat);
    document.getElementById(`other-tab-${seat}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    choose(others[(others.indexOf(current) + step + others.length) % others.length]!);
  };
  return (
    <section class="panel-card others" aria-labelledby="others-title">
      <h2 class="card-title" id="others-title">
        {t.game.otherHospitals}
      </h2>
      {tabs && (
        <div class="other-tabs" role="tablist" aria-labelledby="others-title" onKeyDown={onKeyDown}>
          {others.map((seat) => (
            <button
              key={seat}
              type="button"
              role="tab"
              id={`other-tab-${seat}`}
              class={`btn btn-small other-tab${seat === current ? ' btn-primary' : ''}`}
              aria-selected={seat === current}
              aria-controls={`other-panel-${seat}`}
              tabIndex={seat === current ? 0 : -1}
              data-other-tab={seat}
              onClick={() => choose(seat)}
            >
              {playerName(view, seat)}
            </button>
          ))}
        </div>
      )}
      {(tabs ? [current] : others).map((seat) =>
        tabs ? (
          <div key={seat} role="tabpanel" id={`other-panel-${seat}`} aria-labelledby={`other-tab-${seat}`}>
            <OpponentHospital view={view} seat={seat} admin={admins[seat]!} />
          </div>
        ) : (
          <OpponentHospital key={seat} view={view} seat={seat} admin={admins[seat]!} />
        ),
      )}
    </section>
  );
}
