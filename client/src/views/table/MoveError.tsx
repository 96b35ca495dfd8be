// A refused move, in the player's language, until dismissed or until the next move goes through.
import { useI18n } from '../../i18n/index.js';

export function MoveError({ text, code, onDismiss }: { text: string; code?: string; onDismiss?: () => void }) {
  const { t } = useI18n();
  return (
    <p class="action-error" role="alert" data-error={code}>
      {t.prompt.refused(text)}
      {onDismiss && (
        <button type="button" class="btn btn-ghost btn-small" data-dismiss-error onClick={onDismiss}>
          {t.prompt.dismiss}
        </button>
      )}
    </p>
  );
}
