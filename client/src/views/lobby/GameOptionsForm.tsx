// A game's options as a form (see gameOptions.ts): one checkbox per offered option, its label from
// the game and its one-line explanation under it (also its tooltip).
import type { GameInfo } from '../../../../shared/games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { gameOptions } from './gameOptions.js';

export function GameOptionsForm({
  info, offered, options, onChange, legend, prefix,
}: {
  info: GameInfo;
  offered: readonly string[];
  options: Record<string, unknown>;
  onChange(key: string, value: boolean): void;
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
        const hintId = `${prefix}${key}-hint`;
        return (
          <div key={key} class="option" title={text?.hint}>
            <label class="check">
              <input
                type="checkbox"
                name={`${prefix}${key}`}
                checked={!!(options[key] ?? info.defaultOptions[key])}
                aria-describedby={text?.hint ? hintId : undefined}
                onChange={(e) => onChange(key, (e.target as HTMLInputElement).checked)}
              />
              {text?.label ?? key}
            </label>
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
