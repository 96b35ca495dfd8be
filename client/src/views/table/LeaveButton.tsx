// Leave game: gives the seat up, after a confirmation (the logo only steps away).
import { useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

export function LeaveButton({ onLeave }: { onLeave(): void }) {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <button type="button" class="btn btn-ghost btn-small game-leave" data-leave onClick={() => setLeaving(true)}>
        {t.leave.button}
      </button>
      {leaving && (
        <ConfirmDialog
          name="leave"
          title={t.leave.title}
          confirmLabel={t.leave.confirm}
          cancelLabel={t.leave.stay}
          danger
          onConfirm={() => {
            setLeaving(false);
            onLeave();
          }}
          onCancel={() => setLeaving(false)}
        >
          <p>{t.leave.text}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
