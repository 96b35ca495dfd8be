// A modal question with two answers, on the native <dialog> (focus moves in, Escape cancels, the
// page behind is inert). Rendered only while open.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface ConfirmDialogProps {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** data-confirm attribute, for tests and styling. */
  name: string;
  danger?: boolean;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, name, danger }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Opened before the browser paints: no frame where the dialog exists but is closed.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  const titleId = `confirm-${name}-title`;
  return (
    <dialog ref={ref} class="confirm" data-confirm={name} aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), onCancel())}>
      <h2 id={titleId} class="confirm-title">
        {title}
      </h2>
      <div class="confirm-body">{children}</div>
      <div class="choice-row choice-row-end">
        <button type="button" class="btn btn-ghost" data-confirm-no autofocus onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" class={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} data-confirm-yes onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
