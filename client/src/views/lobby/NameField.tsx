// The display name, remembered on this device.
import { useI18n } from '../../i18n/index.js';
import { MAX_NAME_LENGTH } from '../../../../shared/protocol.js';

export function NameField({ name, onChange, invalid }: { name: string; onChange: (name: string) => void; invalid: boolean }) {
  const { t } = useI18n();
  return (
    <section class="panel-card name-card" aria-labelledby="name-title">
      <h2 class="card-title" id="name-title">
        {t.home.nameHeading}
      </h2>
      <label class="field">
        <span class="field-label">{t.home.nameLabel}</span>
        <input
          id="display-name"
          type="text"
          name="name"
          autocomplete="nickname"
          maxLength={MAX_NAME_LENGTH}
          value={name}
          placeholder={t.home.namePlaceholder}
          aria-invalid={invalid}
          aria-describedby="name-hint"
          onInput={(e) => onChange((e.target as HTMLInputElement).value)}
        />
      </label>
      <p id="name-hint" class={invalid ? 'field-error' : 'hint'}>
        {invalid ? t.home.nameRequired : t.home.nameHint}
      </p>
    </section>
  );
}
