// After the game: a rematch (open one, or join the one another player opened) and back to the lobby.
import { useI18n } from '../../i18n/index.js';

export interface Rematch {
  /** Who opened the rematch, if someone did. */
  by: string | null;
  onRematch(): void;
}

export function GameEndActions({ rematch, onLeave, solo = false }: { rematch?: Rematch; onLeave?: () => void; solo?: boolean }) {
  const { t } = useI18n();
  if (!rematch && !onLeave) return null;
  return (
    <div class="choice-row">
      {rematch && (
        <button type="button" class="btn btn-primary" data-rematch={rematch.by ? 'join' : 'open'} onClick={rematch.onRematch}>
          {rematch.by ? t.final.joinRematch(rematch.by) : solo ? t.solo.playAgain : t.final.rematch}
        </button>
      )}
      {onLeave && (
        <button type="button" class={`btn ${rematch ? 'btn-ghost' : 'btn-primary'}`} data-back-to-lobby onClick={onLeave}>
          {t.final.backToLobby}
        </button>
      )}
    </div>
  );
}
