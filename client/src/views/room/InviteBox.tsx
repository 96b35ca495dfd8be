// The invite code and link of a private room, each with a copy button.
import { useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.js';
import { inviteLink } from '../../net/links.js';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function InviteBox({ code }: { code: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const link = inviteLink(code);
  const copy = async (what: 'code' | 'link') => {
    if (await copyText(what === 'code' ? code : link)) {
      setCopied(what);
      setTimeout(() => setCopied(null), 2000);
    }
  };
  return (
    <section class="panel-card invite" aria-labelledby="invite-title">
      <h2 class="card-title" id="invite-title">
        {t.waiting.inviteCode}
      </h2>
      <p class="invite-code" data-invite-code={code}>
        {code}
      </p>
      <div class="choice-row">
        <button type="button" class="btn btn-small" onClick={() => copy('code')}>
          {copied === 'code' ? t.common.copied : t.waiting.copyCode}
        </button>
      </div>
      <label class="field">
        <span class="field-label">{t.waiting.inviteLink}</span>
        <input type="text" readOnly value={link} data-invite-link onFocus={(e) => (e.target as HTMLInputElement).select()} />
      </label>
      <div class="choice-row">
        <button type="button" class="btn btn-small" onClick={() => copy('link')}>
          {copied === 'link' ? t.common.copied : t.waiting.copyLink}
        </button>
      </div>
      <p class="hint">{t.waiting.shareHint}</p>
    </section>
  );
}
