// The options a game was played with, as a short line: only those that differ from the defaults.
import { DEFAULT_OPTIONS } from '../../../../shared/games/dice-hospital/options.js';
import type { Options } from '../../../../shared/games/dice-hospital/types.js';
import type { Messages } from './i18n/index.js';

type OptionKey = keyof Options;

export const optionLabel = (t: Messages, key: OptionKey): string => (t.home.optionLabel as Partial<Record<OptionKey, string>>)[key] ?? key;
export const optionValueLabels = (t: Messages, key: OptionKey): Record<string, string> | undefined =>
  (t.home.optionValue as Partial<Record<OptionKey, Record<string, string>>>)[key];

export function optionsText(t: Messages, options: Partial<Options> | Record<string, unknown>): string[] {
  return (Object.keys(DEFAULT_OPTIONS) as OptionKey[]).flatMap((key) => {
    const value = (options as Record<string, unknown>)[key];
    if (value === undefined || value === DEFAULT_OPTIONS[key]) return [];
    if (value === true) return [optionLabel(t, key)];
    if (value === false) return [t.history.optionOff(optionLabel(t, key))];
    return [`${optionLabel(t, key)}: ${optionValueLabels(t, key)?.[String(value)] ?? String(value)}`];
  });
}
