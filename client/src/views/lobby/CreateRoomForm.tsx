// Create a private room: player count and game options.
import { useState } from 'preact/hooks';
import type { Options } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n, type Messages } from '../../i18n/index.js';

export interface CreateRequest {
  playerCount: number;
  options: Partial<Options>;
}

/** The on/off options offered when creating a room (those the engine implements), in display order. */
const TOGGLES: { key: 'administrators' | 'resistantSuperbug' | 'timedActivation'; label: (t: Messages) => string }[] = [
  { key: 'administrators', label: (t) => t.home.optAdministrators },
  { key: 'resistantSuperbug', label: (t) => t.home.optResistantSuperbug },
  { key: 'timedActivation', label: (t) => t.home.optTimedActivation },
];

export function CreateRoomForm({ busy, onCreate }: { busy: boolean; onCreate: (request: CreateRequest) => void }) {
  const { t } = useI18n();
  const [playerCount, setPlayerCount] = useState(2);
  const [options, setOptions] = useState<Partial<Options>>({ administrators: true, activation: 'simultaneous' });
  return (
    <section class="panel-card" aria-labelledby="create-title">
      <h2 class="card-title" id="create-title">
        {t.home.createHeading}
      </h2>
      <p class="hint">{t.home.createText}</p>
      <form
        class="create-form"
        onSubmit={(e) => {
          e.preventDefault();
          onCreate({ playerCount, options });
        }}
      >
        <fieldset class="field-group">
          <legend class="field-label">{t.home.playerCount}</legend>
          <div class="segmented">
            {[2, 3, 4].map((n) => (
              <label key={n} class={`segment${playerCount === n ? ' segment-on' : ''}`}>
                <input type="radio" name="playerCount" value={n} checked={playerCount === n} onChange={() => setPlayerCount(n)} />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset class="field-group">
          <legend class="field-label">{t.home.optionsLegend}</legend>
          {TOGGLES.map(({ key, label }) => (
            <label key={key} class="check">
              <input type="checkbox" name={key} checked={!!options[key]} onChange={(e) => setOptions({ ...options, [key]: (e.target as HTMLInputElement).checked })} />
              {label(t)}
            </label>
          ))}
          <label class="field">
            <span class="field-label">{t.home.optActivation}</span>
            <select name="activation" value={options.activation} onChange={(e) => setOptions({ ...options, activation: (e.target as HTMLSelectElement).value as Options['activation'] })}>
              <option value="simultaneous">{t.home.optSimultaneous}</option>
              <option value="sequential">{t.home.optSequential}</option>
            </select>
          </label>
        </fieldset>
        <button type="submit" class="btn btn-primary" data-create disabled={busy}>
          {t.home.createButton}
        </button>
      </form>
    </section>
  );
}
