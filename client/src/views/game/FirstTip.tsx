// The first time a kind of decision comes up, one line explains it; dismissed for good on this
// device with "Got it".
import { useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.js';

const key = (kind: string) => `dh.tip.${kind}`;

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
  const text = kind !== 'dismiss' ? tips[kind] : undefined;
  if (!text || hidden) return null;
  return (
    <p class="first-tip" data-first-tip={kind}>
      <span>{text}</span>
      <button
        type="button"
        class="btn btn-ghost btn-small"
        data-tip-dismiss
        onClick={() => {
          try {
            localStorage.setItem(key(kind), 'seen');
          } catch {
            // shown again next time
          }
          setHidden(true);
        }}
      >
        {t.help.firstTip.dismiss}
      </button>
    </p>
  );
}
