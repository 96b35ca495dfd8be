// A link from a game's view to a part of its rules. Where the page has the help drawer (the app), a
// plain click opens the drawer there and the table stays as it is; elsewhere (a preview page) or in a
// new tab, it is the rules page's address.
import type { ComponentChildren } from 'preact';
import { rulesHref } from '../../net/links.js';

/** What the help drawer is asked to show: a game's rules, at an anchor (an element id of them). */
export interface HelpAt {
  game: string;
  anchor?: string;
}

/** The window event asking the help drawer to open (cancelled by the drawer that answers). */
export const OPEN_RULES_EVENT = 'dh:open-rules';

/** Asks the page's help drawer to show these rules; false when no drawer answered. */
export function openRulesInDrawer(at: HelpAt): boolean {
  return !window.dispatchEvent(new CustomEvent<HelpAt>(OPEN_RULES_EVENT, { detail: at, cancelable: true }));
}

export function RulesLink({ game, anchor, title, children }: HelpAt & { title?: string; children: ComponentChildren }) {
  return (
    <a
      class="rules-link"
      href={rulesHref(game, anchor)}
      title={title}
      data-rules-link={anchor ?? game}
      onClick={(e) => {
        // A modified click (new tab, new window) keeps the link's own meaning.
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
        if (openRulesInDrawer({ game, anchor })) e.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
