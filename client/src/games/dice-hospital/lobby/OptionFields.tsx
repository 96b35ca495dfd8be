// The game options of a create form, grouped (rules, expansions and variants, hard modes), each
// with its label and a one-line explanation under it (also its tooltip). Which options a form
// offers is the caller's choice: the table form offers the multiplayer ones, the solo form those
// solo plays.
import type { Options } from '../../../../../shared/games/dice-hospital/types.js';
import { DEFAULT_OPTIONS } from '../../../../../shared/games/dice-hospital/options.js';
import { useI18n, type Messages } from '../i18n/index.js';
import { optionLabel, optionValueLabels } from '../optionsText.js';

type OptionKey = keyof Options;
type Group = keyof Messages['home']['optionGroup'];

/** Display groups, in order; an option in no group (a newer one) goes with the rules. */
const GROUPS: Record<Group, OptionKey[]> = {
  rules: ['administrators', 'activation', 'timedActivation'],
  variants: ['events', 'experimentalMedicine', 'promoSpecialists', 'finalRoundCollections'],
  hard: ['resistantSuperbug', 'openingCrisis', 'nationwideEpidemic', 'fatalityPenalty', 'reportPenalty'],
};

export const optionHint = (t: Messages, key: OptionKey): string | undefined => (t.home.optionHint as Partial<Record<OptionKey, string>>)[key];

function groupOf(key: OptionKey): Group {
  return (Object.keys(GROUPS) as Group[]).find((g) => GROUPS[g].includes(key)) ?? 'rules';
}

export function OptionFields({
  offered,
  options,
  onChange,
  prefix = '',
}: {
  offered: readonly OptionKey[];
  options: Partial<Options>;
  onChange: (key: OptionKey, value: unknown) => void;
  /** Prefix of the inputs' names and ids (two forms on one page). */
  prefix?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      {(Object.keys(GROUPS) as Group[]).map((group) => {
        const keys = offered.filter((key) => groupOf(key) === group);
        if (keys.length === 0) return null;
        return (
          <fieldset key={group} class="field-group option-group" data-option-group={group}>
            <legend class="field-label">{t.home.optionGroup[group]}</legend>
            {keys.map((key) => {
              const hint = optionHint(t, key);
              const hintId = `${prefix}${key}-hint`;
              if (typeof DEFAULT_OPTIONS[key] === 'boolean') {
                return (
                  <div key={key} class="option" title={hint}>
                    <label class="check">
                      <input
                        type="checkbox"
                        name={`${prefix}${key}`}
                        checked={!!options[key]}
                        aria-describedby={hint ? hintId : undefined}
                        onChange={(e) => onChange(key, (e.target as HTMLInputElement).checked)}
                      />
                      {optionLabel(t, key)}
                    </label>
                    {hint && (
                      <p class="hint option-hint" id={hintId}>
                        {hint}
                      </p>
                    )}
                  </div>
                );
              }
              const values = optionValueLabels(t, key) ?? { [String(DEFAULT_OPTIONS[key])]: String(DEFAULT_OPTIONS[key]) };
              return (
                <div key={key} class="option" title={hint}>
                  <label class="field">
                    <span class="field-label">{optionLabel(t, key)}</span>
                    <select
                      name={`${prefix}${key}`}
                      value={String(options[key] ?? DEFAULT_OPTIONS[key])}
                      aria-describedby={hint ? hintId : undefined}
                      onChange={(e) => onChange(key, (e.target as HTMLSelectElement).value)}
                    >
                      {Object.entries(values).map(([value, text]) => (
                        <option key={value} value={value}>
                          {text}
                        </option>
                      ))}
                    </select>
                  </label>
                  {hint && (
                    <p class="hint option-hint" id={hintId}>
                      {hint}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
