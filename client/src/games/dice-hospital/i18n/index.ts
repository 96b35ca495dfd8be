// Dice Hospital's texts: its own tables (en.ts, fr.ts) for the registry, and for its views the
// platform's texts with its own added (`Messages`), through the same `useI18n` as the platform's.
import {
  LANGUAGES,
  listNames,
  useI18n as usePlatformI18n,
  withGameTexts,
  type I18n,
  type Language,
  type Messages as PlatformMessages,
} from '../../../i18n/index.js';
import { en as gameEn, type DiceHospitalTexts } from './en.js';
import { fr as gameFr } from './fr.js';

export type { DiceHospitalTexts };
export type { CardText, DepartmentText } from './en.js';

/** Dice Hospital's own texts per language (its registry entry's). */
export const DICE_HOSPITAL_TEXTS: Readonly<Record<Language, DiceHospitalTexts>> = { en: gameEn, fr: gameFr };

/** What Dice Hospital's views read: the platform's texts and the game's. */
export type Messages = PlatformMessages & DiceHospitalTexts;

export const en: Messages = withGameTexts(LANGUAGES.en, gameEn);
export const fr: Messages = withGameTexts(LANGUAGES.fr, gameFr);
/** Per language: what its views read (the platform's texts and the game's). */
export const DICE_HOSPITAL_MESSAGES: Readonly<Record<Language, Messages>> = { en, fr };

export interface DiceHospitalI18n extends Omit<I18n, 't'> {
  t: Messages;
}

/** The platform's language context, with Dice Hospital's texts added. */
export function useI18n(): DiceHospitalI18n {
  const i18n = usePlatformI18n();
  return { ...i18n, t: DICE_HOSPITAL_MESSAGES[i18n.language] };
}

export { listNames };
