// The rules at hand anywhere: a header button opening How to play in a side drawer (a modal
// <dialog>: focus moves in, Escape closes). It shows the rules of the game at hand (the table's, else
// the main game's); a game's view may open it at a part of its rules (RulesLink).
import { useEffect, useRef, useState } from 'preact/hooks';
import { clientGame } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { GameRules } from './GameRules.js';
import { OPEN_RULES_EVENT, type HelpAt } from './RulesLink.js';

export function HelpDrawer({ game }: { game: string }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState<HelpAt | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, [open]);
  useEffect(() => {
    const answer = (e: Event) => {
      e.preventDefault();
      setOpen((e as CustomEvent<HelpAt>).detail);
    };
    window.addEventListener(OPEN_RULES_EVENT, answer);
    return () => window.removeEventListener(OPEN_RULES_EVENT, answer);
  }, []);
  return (
    <>
      <button type="button" class="btn btn-small help-open" data-help-open onClick={() => setOpen({ game })}>
        {t.help.open}
      </button>
      {open && (
        <dialog
          ref={dialog}
          class="drawer"
          aria-label={t.help.of(clientGame(open.game).info.names[language])}
          onClose={() => setOpen(null)}
          data-help-drawer={open.game}
        >
          <button type="button" class="btn btn-small drawer-close" data-help-close autofocus onClick={() => dialog.current?.close()}>
            {t.help.close}
          </button>
          {/* Keyed: another game's rules or another part of them is a fresh scroll. */}
          <GameRules key={`${open.game}#${open.anchor ?? ''}`} game={open.game} anchor={open.anchor} />
        </dialog>
      )}
    </>
  );
}
