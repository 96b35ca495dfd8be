// Pick up to N of a set: toggle buttons (aria-pressed), then a confirm that sends the engine's choice
// matching the pick, next to a counter. The caller finds that choice among the legal ones; the
// primitive only keeps the pick within `max`.
import type { ComponentChildren } from 'preact';
import { ChoiceGroup, type Choice } from './ChoiceGroup.js';
import { toggled } from './selection.js';
import { SendButton, type SendButtonProps } from './SendButton.js';

export type PickItem<K extends string | number> = Omit<Choice, 'key' | 'onPick' | 'pressed'> & { key: K };

export interface PickManyProps<K extends string | number, A> {
  items: readonly PickItem<K>[];
  picked: readonly K[];
  max: number;
  onChange(picked: K[]): void;
  /** Added to a picked item's classes. */
  pickedClass?: string;
  label?: string;
  confirm: Omit<SendButtonProps<A>, 'children'> & { label: ComponentChildren };
  /** Shown after the confirm button: how many are picked, what the pick is worth. */
  counter?: ComponentChildren;
  /** The classes of the row holding the confirm and the counter. */
  footerClass?: string;
}

export function PickMany<K extends string | number, A>({
  items,
  picked,
  max,
  onChange,
  pickedClass,
  label,
  confirm,
  counter,
  footerClass = 'choice-row',
}: PickManyProps<K, A>) {
  const choices = items.map((item) => {
    const on = picked.includes(item.key);
    return {
      ...item,
      class: on && pickedClass ? `${item.class ?? ''} ${pickedClass}`.trim() : item.class,
      pressed: on,
      onPick: () => onChange(toggled(picked, item.key, max)),
    };
  });
  return (
    <>
      <ChoiceGroup choices={choices} label={label} />
      <div class={footerClass}>
        <SendButton action={confirm.action} send={confirm.send} class={confirm.class} data={confirm.data}>
          {confirm.label}
        </SendButton>
        {counter}
      </div>
    </>
  );
}
