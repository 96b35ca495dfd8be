// The controls above a game's table: a spectator's badge, or for a seated player the turn signal's
// sound and Leave game; nothing of that in a replay.
import { useI18n } from '../../i18n/index.js';
import { LeaveButton } from './LeaveButton.js';
import { SoundToggle } from './SoundToggle.js';

interface TableControlsProps {
  seated: boolean;
  over: boolean;
  readOnly: boolean;
  onLeave?: () => void;
  soundOn: boolean;
  setSoundOn(on: boolean): void;
}

export function TableControls({ seated, over, readOnly, onLeave, soundOn, setSoundOn }: TableControlsProps) {
  const { t } = useI18n();
  if (!seated) {
    return (
      <span class="badge badge-spectator" data-spectator-badge title={t.game.spectatorHint}>
        {t.game.spectatorBadge}
      </span>
    );
  }
  if (readOnly) return null;
  return (
    <>
      <SoundToggle soundOn={soundOn} onChange={setSoundOn} />
      {onLeave && <LeaveButton onLeave={onLeave} over={over} />}
    </>
  );
}
