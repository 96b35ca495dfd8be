// Language selection: a Preact context holding the active message table.
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
