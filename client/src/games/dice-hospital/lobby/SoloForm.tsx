// Play solo (rules' solo mode): the options solo plays (rules spec 6.4: not Final Round Collections;
// administrators and the activation settings mean nothing alone), then straight into the game (a
// one-seat room starts as soon as its player is in).
import { useState } from 'preact/hooks';
import { IMPLEMENTED_OPTIONS, NOT_IN_SOLO_OPTIONS } from '../../../../../shared/games/dice-hospital/options.js';
import type { Options } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { OptionFields } from './OptionFields.js';
import type { CreateRequest } from '../../../views/lobby/createRequest.js';
import type { Pace } from '../../../../../shared/protocol.js';

/** Nobody waits on a solo player: the slowest pace, so a bot seldom decides for them. */
const SOLO_PACE: Pace = 'relaxed';

/** Options with no meaning in a one-player game. */
const NOT_ALONE: readonly (keyof Options)[] = ['administrators', 'activation', 'timedActivation'];
export const SOLO_OPTIONS = IMPLEMENTED_OPTIONS.filter((key) => !NOT_IN_SOLO_OPTIONS.includes(key) && !NOT_ALONE.includes(key));

export function SoloForm({ busy, onCreate }: { busy: boolean; onCreate: (request: CreateRequest) => void }) {
  const { t } = useI18n();
  const [options, setOptions] = useState<Partial<Options>>({});
  return (
    <section class="panel-card" aria-labelledby="solo-title" data-solo-form>
      <h2 class="card-title" id="solo-title">
        {t.solo.heading}
      </h2>
      <p class="hint">{t.solo.text}</p>
      <details class="solo-options">
        <summary>{t.home.optionsLegend}</summary>
        <OptionFields offered={SOLO_OPTIONS} options={options} onChange={(key, value) => setOptions({ ...options, [key]: value })} prefix="solo-" />
      </details>
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-solo disabled={busy} onClick={() => onCreate({ playerCount: 1, options, pace: SOLO_PACE })}>
          {t.solo.button}
        </button>
      </div>
    </section>
  );
}
