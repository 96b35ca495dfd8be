// The Quarantine views' own message tables, chosen by a context (the client's main i18n is not touched).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en, type QMessages } from './en.js';
import { fr } from './fr.js';

export type QLanguage = 'en' | 'fr';
export const Q_MESSAGES: Record<QLanguage, QMessages> = { en, fr };
export type { QMessages };

export const QI18nContext = createContext<QMessages>(en);

export function useQText(): QMessages {
  return useContext(QI18nContext);
}

/** "a, b and c" in the table's language. */
export function listNames(t: QMessages, names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t.and} ${names[names.length - 1]}`;
}
