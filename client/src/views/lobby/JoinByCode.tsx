// Join a private room with its invite code (or the whole invite link pasted in).
import { useState } from 'preact/hooks';
import { normaliseInviteCode } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';

/** Accepts "ABC123", "abc-123" or a link containing `?code=ABC123`. */
export function codeFromInput(input: string): string | null {
  const trimmed = input.trim();
  try {
    const url = new URL(trimmed);
    const fromLink = url.searchParams.get('code');
    if (fromLink) return normaliseInviteCode(fromLink);
  } catch {
    // not a link
  }
  return normaliseInviteCode(trimmed);
}

export interface JoinByCodeProps {
  busy: boolean;
  initialCode?: string;
  onJoin(code: string): void;
  onWatch(code: string): void;
}

export function JoinByCode({ busy, initialCode, onJoin, onWatch }: JoinByCodeProps) {
  const { t } = useI18n();
  const [input, setInput] = useState(initialCode ?? '');
  const [invalid, setInvalid] = useState(false);
  return (
    <section class="panel-card" aria-labelledby="join-title">
      <h2 class="card-title" id="join-title">
        {t.home.joinHeading}
      </h2>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const code = codeFromInput(input);
          setInvalid(!code);
          if (!code) return;
          const watch = (e.submitter as HTMLButtonElement | null)?.value === 'watch';
          if (watch) onWatch(code);
          else onJoin(code);
        }}
      >
        <label class="field">
          <span class="field-label">{t.home.joinLabel}</span>
          <input
            id="invite-code"
            type="text"
            name="code"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            value={input}
            placeholder={t.home.joinPlaceholder}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'join-error' : undefined}
            onInput={(e) => setInput((e.target as HTMLInputElement).value)}
          />
        </label>
        <span class="choice-row">
          <button type="submit" name="how" value="join" class="btn btn-primary" data-join-code disabled={busy}>
            {t.home.joinButton}
          </button>
          <button type="submit" name="how" value="watch" class="btn btn-ghost" data-watch-code disabled={busy}>
            {t.home.publicWatch}
          </button>
        </span>
      </form>
      {invalid && (
        <p id="join-error" class="field-error">
          {t.home.joinInvalid}
        </p>
      )}
    </section>
  );
}
