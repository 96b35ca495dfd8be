// The operators' maintenance notice ("the server restarts at 22:00"), in the lobby and in rooms.
// The text is the operators' own, shown as text in whatever language they wrote it.
import { useI18n } from '../../i18n/index.js';

export function NoticeBanner({ text }: { text: string | null }) {
  const { t } = useI18n();
  if (!text) return null;
  return (
    <p class="banner banner-notice" role="status" data-notice>
      <strong>{t.notice.label}</strong> {text}
    </p>
  );
}
