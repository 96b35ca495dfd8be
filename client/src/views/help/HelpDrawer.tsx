// The rules at hand anywhere: a header button opening How to play in a side drawer (a modal
// <dialog>: focus moves in, Escape closes).
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { lazyView } from '../common/lazyView.js';

/** The rules text is fetched the first time the drawer opens. */
const HowToPlay = lazyView(() => import('./HowToPlay.js').then((m) => m.HowToPlay));

export function HelpDrawer() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, [open]);
  return (
    <>
      <button type="button" class="btn btn-small help-open" data-help-open onClick={() => setOpen(true)}>
        {t.help.open}
      </button>
      {open && (
        <dialog ref={dialog} class="drawer" aria-label={t.help.title} onClose={() => setOpen(false)} data-help-drawer>
          <button type="button" class="btn btn-small drawer-close" data-help-close autofocus onClick={() => dialog.current?.close()}>
            {t.help.close}
          </button>
          <HowToPlay />
        </dialog>
      )}
    </>
  );
}
