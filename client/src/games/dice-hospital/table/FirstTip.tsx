// The first time a kind of decision comes up, one line explains it: on one line (a phone's action
// bar has no room for a paragraph), "?" opens the whole sentence, "✕" dismisses it for good on this
// device.
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n/index.js';

const key = (kind: string) => `dh.tip.${kind}`;
const CONTROLS = new Set(['dismiss', 'more', 'less']);

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
  const [open, setOpen] = useState(false);
  const text = !CONTROLS.has(kind) ? tips[kind] : undefined;
  if (!text || hidden) return null;
  const textId = `first-tip-${kind}`;
  return (
    <p class={`first-tip${open ? ' first-tip-open' : ''}`} data-first-tip={kind}>
      <span class="first-tip-text" id={textId}>
        {text}
      </span>
      <button
        type="button"
        class="tip-icon"
        data-tip-more
        aria-expanded={open}
        aria-controls={textId}
        aria-label={open ? t.help.firstTip.less : t.help.firstTip.more}
        title={open ? t.help.firstTip.less : t.help.firstTip.more}
        onClick={() => setOpen(!open)}
      >
        ?
      </button>
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
