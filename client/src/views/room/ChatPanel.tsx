// Room chat for players and spectators. Lines are shown as plain text (Preact escapes them; nothing
// is ever parsed as HTML). Players may hide what spectators say.
import { useEffect, useRef, useState } from 'preact/hooks';
import { CHAT_MAX_LENGTH, type ChatLinePayload } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';

export interface ChatPanelProps {
  lines: ChatLinePayload[];
  isPlayer: boolean;
  /** Why the last line was refused (too long, too fast), in the player's language. */
  error: string | null;
  onSend(text: string): void;
}

export function ChatPanel({ lines, isPlayer, error, onSend }: ChatPanelProps) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [muteSpectators, setMuteSpectators] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const shown = lines.filter((line) => !(muteSpectators && line.seat === null));
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [shown.length]);
  return (
    <section class="panel-card chat" aria-labelledby="chat-title" data-chat>
      <h2 class="card-title" id="chat-title">
        {t.chat.heading}
      </h2>
      {isPlayer && (
        <label class="chat-mute">
          <input type="checkbox" data-chat-mute checked={muteSpectators} onChange={(e) => setMuteSpectators((e.target as HTMLInputElement).checked)} />
          {t.chat.muteSpectators}
        </label>
      )}
      {shown.length === 0 ? (
        <p class="muted small">{t.chat.empty}</p>
      ) : (
        <ol ref={list} class="chat-list" tabIndex={0} aria-labelledby="chat-title" aria-live="polite">
          {shown.map((line, i) => (
            <li key={`${line.at}-${i}`} class="chat-line" data-chat-seat={line.seat ?? 'spectator'}>
              <strong class="chat-name">{line.seat === null ? t.chat.spectator : line.name}</strong> {line.text}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p class="field-error" role="alert" data-chat-error>
          {error}
        </p>
      )}
      <form
        class="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          const clean = text.trim();
          if (!clean) return;
          onSend(clean);
          setText('');
        }}
      >
        <label class="sr-only" for="chat-input">
          {t.chat.label}
        </label>
        <input
          id="chat-input"
          type="text"
          data-chat-input
          maxLength={CHAT_MAX_LENGTH}
          autocomplete="off"
          value={text}
          placeholder={t.chat.placeholder}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="btn btn-small" data-chat-send>
          {t.chat.send}
        </button>
      </form>
    </section>
  );
}
