// Full card text on hover, keyboard focus or tap: a wrapper that shows a tooltip for whatever
// focusable control it contains (on phones, as a sheet along the bottom of the screen).
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

export interface CardTipProps {
  title: string;
  text: string;
  /** Subtitle above the text, e.g. "Ability". */
  kicker?: string;
  /** Renders the trigger; receives the id the trigger must reference with aria-describedby. */
  children: (tipId: string) => ComponentChildren;
}

export function CardTip({ title, text, kicker, children }: CardTipProps) {
  const tipId = useId();
  // Shown by CSS on hover (a tap counts as hover on touch screens) and on keyboard focus.
  return (
    <span class="tip-host">
      {children(tipId)}
      <span class="tip" role="tooltip" id={tipId}>
        <strong class="tip-title">{title}</strong>
        {kicker && <span class="tip-kicker">{kicker}</span>}
        <span class="tip-text">{text}</span>
      </span>
    </span>
  );
}

/** A card name that is only informational: a button that reveals the card's full text. */
export function CardName({ title, text, kicker, className }: { title: string; text: string; kicker?: string; className?: string }) {
  return (
    <CardTip title={title} text={text} kicker={kicker}>
      {(tipId) => (
        <button type="button" class={`card-name ${className ?? ''}`} aria-describedby={tipId}>
          {title}
        </button>
      )}
    </CardTip>
  );
}
