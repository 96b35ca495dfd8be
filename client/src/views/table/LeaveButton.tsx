// Leave game: gives the seat up, after a confirmation (the logo only steps away); once the game is
// over, back to the lobby at once. The button stays when the game ends: the round's line keeps its
// height (on a phone its words take two lines).
import { useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';

export function LeaveButton({ onLeave, over = false }: { onLeave(): void; over?: boolean }) {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <button type="button" class="btn btn-ghost btn-small game-leave" data-leave onClick={() => (over ? onLeave() : setLeaving(true))}>
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
