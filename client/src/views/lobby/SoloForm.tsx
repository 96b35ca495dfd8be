// Play solo (rules' solo mode): the two solo options, then straight into the game (a one-seat
// room starts as soon as its player is in).
import { useState } from 'preact/hooks';
import { SOLO_ONLY_OPTIONS } from '../../../../shared/games/dice-hospital/index.js';
import type { Options } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { optionLabel } from '../../game/optionsText.js';
import type { CreateRequest } from './CreateRoomForm.js';
import type { Pace } from '../../../../shared/protocol.js';

/** Nobody waits on a solo player: the slowest pace, so a bot seldom decides for them. */
const SOLO_PACE: Pace = 'relaxed';

export function SoloForm({ busy, onCreate }: { busy: boolean; onCreate: (request: CreateRequest) => void }) {
  const { t } = useI18n();
  const [options, setOptions] = useState<Partial<Options>>({});
  return (
    <section class="panel-card" aria-labelledby="solo-title" data-solo-form>
      <h2 class="card-title" id="solo-title">
        {t.solo.heading}
      </h2>
      <p class="hint">{t.solo.text}</p>
      {SOLO_ONLY_OPTIONS.map((key) => (
        <label key={key} class="check">
          <input type="checkbox" name={`solo-${key}`} checked={!!options[key]} onChange={(e) => setOptions({ ...options, [key]: (e.target as HTMLInputElement).checked })} />
          {optionLabel(t, key)}
        </label>
      ))}
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-solo disabled={busy} onClick={() => onCreate({ playerCount: 1, options, pace: SOLO_PACE })}>
          {t.solo.button}
        </button>
      </div>
    </section>
  );
}
