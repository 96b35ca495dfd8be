// One action among several variants (a price, a payment, a queue order): a single variant is one
// button; several are a labelled list to choose from and a button that sends the chosen one. The
// variants are the engine's legal actions, so nothing else can be sent.
import { useState } from 'preact/hooks';
import type { Action } from '../../../../shared/games/quarantine/index.js';
import { dataAttributes, type DataAttributes } from '../../views/decision/attributes.js';

export interface Variant {
  key: string;
  text: string;
  action: Action;
}

export function SendChoice({
  label,
  button,
  variants,
  send,
  data,
}: {
  /** What the list chooses ("Price for Lab"). */
  label: string;
  button: string;
  variants: readonly Variant[];
  send(action: Action): void;
  data?: DataAttributes;
}) {
  const [chosen, setChosen] = useState(0);
  if (variants.length === 0) return null;
  if (variants.length === 1) {
    return (
      <button type="button" class="btn btn-small" onClick={() => send(variants[0]!.action)} {...dataAttributes(data)}>
        {button} <span class="q-variant">({variants[0]!.text})</span>
      </button>
    );
  }
  const index = Math.min(chosen, variants.length - 1);
  return (
    <span class="q-send-choice">
      <select aria-label={label} value={index} onChange={(e) => setChosen(Number((e.currentTarget as HTMLSelectElement).value))} data-variants>
        {variants.map((v, i) => (
          <option key={v.key} value={i}>
            {v.text}
          </option>
        ))}
      </select>
      <button type="button" class="btn btn-small" onClick={() => send(variants[index]!.action)} {...dataAttributes(data)}>
        {button}
      </button>
    </span>
  );
}
