// A button that sends one action: disabled while there is none (the selection does not make a legal
// choice yet), so it can never send something the engine did not offer.
import type { ComponentChildren } from 'preact';
import { dataAttributes, type DataAttributes } from './attributes.js';

export interface SendButtonProps<A> {
  /** What a click sends; undefined disables the button. */
  action: A | undefined;
  send(action: A): void;
  children: ComponentChildren;
  /** Its classes; none by default (each game styles its own buttons). */
  class?: string;
  data?: DataAttributes;
}

export function SendButton<A>({ action, send, children, class: className, data }: SendButtonProps<A>) {
  return (
    <button type="button" class={className} disabled={action === undefined} onClick={() => action !== undefined && send(action)} {...dataAttributes(data)}>
      {children}
    </button>
  );
}
