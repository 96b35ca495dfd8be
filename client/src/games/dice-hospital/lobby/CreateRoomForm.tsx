// Create a private room: player count, pace and game options. The options offered are exactly the
// ones the engine plays with several players (IMPLEMENTED_OPTIONS less the solo-only ones; solo has
// its own form), starting from the engine's defaults, grouped and explained (OptionFields).
import { useState } from 'preact/hooks';
import { MAX_PLAYERS } from '../../../../../shared/games/dice-hospital/info.js';
import { DEFAULT_OPTIONS, IMPLEMENTED_OPTIONS, SOLO_ONLY_OPTIONS } from '../../../../../shared/games/dice-hospital/options.js';
import type { Options } from '../../../../../shared/games/dice-hospital/types.js';
import { DEFAULT_PACE, type Pace } from '../../../../../shared/protocol.js';
import { useI18n } from '../../../i18n/index.js';
import type { CreateRequest } from '../../../views/lobby/createRequest.js';
import { OptionFields } from './OptionFields.js';
import { PaceField } from '../../../views/lobby/PaceField.js';

/** A room of several seats: solo (one seat) is started from its own form. */
const MIN_TABLE = 2;
const TABLE_OPTIONS = IMPLEMENTED_OPTIONS.filter((key) => !SOLO_ONLY_OPTIONS.includes(key));

type OptionKey = keyof Options;

const initialOptions = (): Partial<Options> => Object.fromEntries(TABLE_OPTIONS.map((key) => [key, DEFAULT_OPTIONS[key]]));

const PLAYER_COUNTS = Array.from({ length: MAX_PLAYERS - MIN_TABLE + 1 }, (_, i) => MIN_TABLE + i);

export function CreateRoomForm({ busy, error, onCreate }: { busy: boolean; error?: string | null; onCreate: (request: CreateRequest) => void }) {
  const { t } = useI18n();
  const [playerCount, setPlayerCount] = useState(MIN_TABLE);
  const [pace, setPace] = useState<Pace>(DEFAULT_PACE);
  const [options, setOptions] = useState<Partial<Options>>(initialOptions);
  const set = (key: OptionKey, value: unknown) => setOptions({ ...options, [key]: value });
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
          onCreate({ playerCount, options, pace });
        }}
      >
        <fieldset class="field-group">
          <legend class="field-label">{t.home.playerCount}</legend>
          <div class="segmented">
            {PLAYER_COUNTS.map((n) => (
              <label key={n} class={`segment${playerCount === n ? ' segment-on' : ''}`}>
                <input type="radio" name="playerCount" value={n} checked={playerCount === n} onChange={() => setPlayerCount(n)} />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
        <PaceField pace={pace} onChange={setPace} />
        <div class="options-block">
          <p class="field-label options-legend">{t.home.optionsLegend}</p>
          <OptionFields offered={TABLE_OPTIONS} options={options} onChange={set} />
        </div>
        {error && (
          <p class="field-error" role="alert" data-create-error>
            {error}
          </p>
        )}
        <button type="submit" class="btn btn-primary" data-create disabled={busy}>
          {t.home.createButton}
        </button>
      </form>
    </section>
  );
}
