// The first time a kind of decision comes up, a sentence explains it, whole (the action bar grows
// to hold it; a hint cut with "…" told a phone player nothing); "✕" dismisses it for good on this
// device.
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n/index.js';

const key = (kind: string) => `dh.tip.${kind}`;
const CONTROLS = new Set(['dismiss']);

function dismissed(kind: string): boolean {
  try {
    return localStorage.getItem(key(kind)) === 'seen';
  } catch {
    return false;
  }
}

export function FirstTip({ kind }: { kind: string }) {
  const { t } = useI18n();
  const tips = t.help.firstTip as Record<string, string>;
  const [hidden, setHidden] = useState(() => dismissed(kind));
  const text = !CONTROLS.has(kind) ? tips[kind] : undefined;
  if (!text || hidden) return null;
  const textId = `first-tip-${kind}`;
  return (
    <p class="first-tip" data-first-tip={kind}>
      <span class="first-tip-text" id={textId}>
        {text}
      </span>
      <button
        type="button"
        class="tip-icon"
        data-tip-dismiss
        aria-label={t.help.firstTip.dismiss}
        title={t.help.firstTip.dismiss}
        onClick={() => {
          try {
            localStorage.setItem(key(kind), 'seen');
          } catch {
            // shown again next time
          }
          setHidden(true);
        }}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </p>
  );
}
