// The ER views' own message tables, chosen by a context (the client's main i18n is not touched).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en, type ErMessages } from './en.js';
import { fr } from './fr.js';

export type ErLanguage = 'en' | 'fr';
export const ER_MESSAGES: Record<ErLanguage, ErMessages> = { en, fr };
export type { ErMessages };

export const ErI18nContext = createContext<ErMessages>(en);

export function useErText(): ErMessages {
  return useContext(ErI18nContext);
}

/** "a, b and c" in the table's language. */
export function listNames(t: ErMessages, names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t.and} ${names[names.length - 1]}`;
}
