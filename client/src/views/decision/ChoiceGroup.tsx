// Pick one of N: a row of buttons, one per choice the engine offers, each sending its action or
// selecting it (then aria-pressed says which is on). The choices come as data: the group knows no
// rule. Besides Tab, the arrow keys, Home and End move between the group's buttons.
import type { ComponentChildren } from 'preact';
import { CardTip } from '../common/CardTip.js';
import { dataAttributes, type DataAttributes } from './attributes.js';

export interface Choice {
  key: string | number;
  /** What the button shows. */
  content: ComponentChildren;
  onPick(): void;
  class?: string;
  /** Set for a choice that selects rather than sends: whether it is the one selected. */
  pressed?: boolean;
  /** The accessible name, when the content is not text (dice, cards). */
  label?: string;
  /** A native tooltip. */
  title?: string;
  /** The card behind the choice, shown as a tip on hover and focus (aria-describedby). */
  tip?: { title: string; text: string };
  data?: DataAttributes;
}

export interface ChoiceGroupProps {
  choices: readonly Choice[];
  /** The group's accessible name; the group has role="group" only when it has one. */
  label?: string;
  /** Shown before the buttons (a title, a hint). */
  heading?: ComponentChildren;
  /** Shown after them (a pass or cancel button, reached by the arrow keys too). */
  children?: ComponentChildren;
  /** The container's classes: `choice-row` by default. */
  class?: string;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys move focus to the next or previous enabled button of the group (wrapping), Home and
 * End to the first and last. Other keys are left alone. */
export function moveFocus(event: KeyboardEvent): void {
  const group = event.currentTarget as HTMLElement | null;
  if (!group || event.altKey || event.ctrlKey || event.metaKey) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const step = STEPS[event.key];
  const next = step !== undefined ? (at + step + buttons.length) % buttons.length : event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : -1;
  if (next < 0) return;
  event.preventDefault();
  buttons[next]!.focus();
}

function ChoiceButton({ choice }: { choice: Choice }) {
  const button = (describedBy?: string) => (
    <button
      type="button"
      class={choice.class}
      aria-pressed={choice.pressed}
      aria-label={choice.label}
      aria-describedby={describedBy}
      title={choice.title}
      onClick={choice.onPick}
      {...dataAttributes(choice.data)}
    >
      {choice.content}
    </button>
  );
  return choice.tip ? (
    <CardTip title={choice.tip.title} text={choice.tip.text}>
      {button}
    </CardTip>
  ) : (
    button()
  );
}

export function ChoiceGroup({ choices, label, heading, children, class: className = 'choice-row' }: ChoiceGroupProps) {
  return (
    <div class={className} role={label ? 'group' : undefined} aria-label={label} onKeyDown={moveFocus}>
      {heading}
      {choices.map((choice) => (
        <ChoiceButton key={choice.key} choice={choice} />
      ))}
      {children}
    </div>
  );
}
