// Language selection: a Preact context holding the platform's active message table. A game's own
// texts are its registry entry's (client/src/games/registry.ts); its views read them merged with
// these (withGameTexts).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en, type Messages } from './en.js';
import { fr } from './fr.js';

export type Language = 'en' | 'fr';
export const LANGUAGES: Record<Language, Messages> = { en, fr };
export type { Messages };

const STORAGE_KEY = 'dh.language';

/** The saved language, else the browser's preference, else English. `?lang=fr` wins over both. */
export function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(location.search).get('lang');
  if (fromUrl === 'en' || fromUrl === 'fr') return fromUrl;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    // storage unavailable: fall through
  }
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // ignore
  }
  document.documentElement.lang = language;
}

export interface I18n {
  language: Language;
  t: Messages;
  setLanguage(language: Language): void;
}

export const I18nContext = createContext<I18n>({ language: 'en', t: en, setLanguage: () => {} });

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** "a, b and c" in the active language. */
export function listNames(t: Messages, names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t.common.and} ${names[names.length - 1]}`;
}

/** A game's texts added to the platform's, section by section: a game section named like a platform
 * one (`home`, `errors`…) adds its keys to it, so the game's views read `t.home.…` whichever side
 * says it. A game never redefines a platform text (test/client/i18n.test.ts checks). */
export function withGameTexts<G extends object>(platform: Messages, game: G): Messages & G {
  const merged: Record<string, unknown> = { ...platform };
  for (const [section, texts] of Object.entries(game)) {
    const base = merged[section];
    merged[section] = isTable(base) && isTable(texts) ? { ...base, ...texts } : texts;
  }
  return merged as Messages & G;
}

const isTable = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
