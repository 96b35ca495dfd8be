// The turn signal's sound, on or off (remembered on this device by useTurnSignal).
import { useI18n } from '../../i18n/index.js';

export function SoundToggle({ soundOn, onChange }: { soundOn: boolean; onChange(on: boolean): void }) {
  const { t } = useI18n();
  return (
    <label class="sound-toggle">
      <input type="checkbox" data-sound checked={soundOn} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
      <span class="sound-label">{t.game.sound}</span>
    </label>
  );
}
