// English / French switch.
import { LANGUAGES, useI18n, type Language } from '../../i18n/index.js';

export function LanguageSwitch() {
  const { t, language, setLanguage } = useI18n();
  return (
    <label class="lang-switch">
      <span class="sr-only">{t.app.language}</span>
      <select value={language} data-language onChange={(e) => setLanguage((e.target as HTMLSelectElement).value as Language)}>
        {(Object.keys(LANGUAGES) as Language[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].meta.languageName}
          </option>
        ))}
      </select>
    </label>
  );
}
