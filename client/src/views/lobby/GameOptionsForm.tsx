// A game's options as a form (see gameOptions.ts): a checkbox per on/off option, a list per option
// of a few values, its label from the game and its one-line explanation under it (also its tooltip).
import type { GameInfo } from '../../../../shared/games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { gameOptions } from './gameOptions.js';

export function GameOptionsForm({
  info,
  offered,
  options,
  onChange,
  legend,
  prefix,
}: {
  info: GameInfo;
  offered: readonly string[];
  options: Record<string, unknown>;
  onChange(key: string, value: unknown): void;
  legend: string;
  /** Prefix of the inputs' names and ids (several forms on one page). */
  prefix: string;
}) {
  const { language } = useI18n();
  const texts = gameOptions(info.id)?.texts(language) ?? {};
  if (offered.length === 0) return null;
  return (
    <fieldset class="field-group option-group" data-game-options={`${info.id}:${prefix}`}>
      <legend class="field-label">{legend}</legend>
      {offered.map((key) => {
        const text = texts[key];
        const spec = info.options[key]!;
        const hintId = `${prefix}${key}-hint`;
        const describedBy = text?.hint ? hintId : undefined;
        return (
          <div key={key} class="option" title={text?.hint}>
            {spec.kind === 'flag' ? (
              <label class="check">
                <input
                  type="checkbox"
                  name={`${prefix}${key}`}
                  checked={!!(options[key] ?? spec.default)}
                  aria-describedby={describedBy}
                  onChange={(e) => onChange(key, (e.target as HTMLInputElement).checked)}
                />
                {text?.label ?? key}
              </label>
            ) : (
              <label class="field">
                <span class="field-label">{text?.label ?? key}</span>
                <select
                  name={`${prefix}${key}`}
                  value={String(options[key] ?? spec.default)}
                  aria-describedby={describedBy}
                  onChange={(e) => onChange(key, (e.target as HTMLSelectElement).value)}
                >
                  {spec.values.map((value) => (
                    <option key={value} value={value}>
                      {texts[`${key}.${value}`]?.label ?? value}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {text?.hint && (
              <p class="hint option-hint" id={hintId}>
                {text.hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
