// Room chat for players and spectators. Lines are shown as plain text (Preact escapes them; nothing
// is ever parsed as HTML). Players may hide what spectators say. Anyone may mute a player for
// themselves (remembered per room in this browser; the lines stay, marked muted) and report a line
// to the operators; the host of a private room may mute a player for the whole room.
import { useState } from 'preact/hooks';
import { CHAT_MAX_LENGTH, type ChatLinePayload } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';
import { loadMutedNames, saveMutedNames } from '../../net/storage.js';
import { useFollowNewest } from '../common/useFollowNewest.js';

export interface ChatPanelProps {
  lines: ChatLinePayload[];
  isPlayer: boolean;
  /** Why the last line was refused (too long, too fast), in the player's language. */
  error: string | null;
  onSend(text: string): void;
  /** The room, for the players muted in this browser. */
  roomId?: string;
  /** This connection's seat (its own lines get no tools), or null. */
  mySeat?: number | null;
  /** The host of a private room: may mute a player for the whole room. */
  canMuteForRoom?: boolean;
  /** Seats the host muted. */
  roomMutes?: number[];
  /** Lines (ids) this connection reported. */
  reported?: number[];
  onReport?(id: number): void;
  onMuteForRoom?(seat: number, muted: boolean): void;
}

export function ChatPanel({
  lines,
  isPlayer,
  error,
  onSend,
  roomId = '',
  mySeat = null,
  canMuteForRoom = false,
  roomMutes = [],
  reported = [],
  onReport,
  onMuteForRoom,
}: ChatPanelProps) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [muteSpectators, setMuteSpectators] = useState(false);
  const [mutedNames, setMutedNames] = useState<string[]>(() => loadMutedNames(roomId));
  const shown = lines.filter((line) => !(muteSpectators && line.seat === null));
  const toggleMute = (name: string) => {
    const next = mutedNames.includes(name) ? mutedNames.filter((n) => n !== name) : [...mutedNames, name];
    setMutedNames(next);
    saveMutedNames(roomId, next);
  };
  // The newest line, not the count: past the lines a page keeps, a new one leaves the count as it was.
  const follow = useFollowNewest<HTMLOListElement>(shown[shown.length - 1]);
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
        <ol ref={follow.ref} onScroll={follow.onScroll} class="chat-list" tabIndex={0} aria-labelledby="chat-title" aria-live="polite">
          {shown.map((line, i) => {
            const mine = line.seat !== null && line.seat === mySeat;
            const muted = line.seat !== null && mutedNames.includes(line.name);
            const roomMuted = line.seat !== null && roomMutes.includes(line.seat);
            const wasReported = reported.includes(line.id);
            return (
              <li key={`${line.id}-${line.at}-${i}`} class="chat-line" data-chat-seat={line.seat ?? 'spectator'} data-chat-id={line.id}>
                <strong class="chat-name">{line.seat === null ? t.chat.spectator : line.name}</strong>
                {roomMuted && (
                  <span class="chat-tag" data-chat-room-muted>
                    {' '}
                    {t.chat.roomMutedTag}
                  </span>
                )}{' '}
                <span class="chat-text">
                  {muted ? (
                    <em class="muted" data-chat-muted>
                      {t.chat.mutedLine}
                    </em>
                  ) : (
                    line.text
                  )}
                </span>
                {!mine && (
                  <span class="chat-tools">
                    {line.seat !== null && (
                      <button type="button" class="chat-tool" data-chat-mute-player onClick={() => toggleMute(line.name)}>
                        {muted ? t.chat.unmute : t.chat.mute}
                      </button>
                    )}
                    {canMuteForRoom && line.seat !== null && onMuteForRoom && (
                      <button type="button" class="chat-tool" data-chat-room-mute onClick={() => onMuteForRoom(line.seat!, !roomMuted)}>
                        {roomMuted ? t.chat.unmuteForRoom : t.chat.muteForRoom}
                      </button>
                    )}
                    {onReport && (
                      <button type="button" class="chat-tool" data-chat-report disabled={wasReported} onClick={() => onReport(line.id)}>
                        {wasReported ? t.chat.reported : t.chat.report}
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
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
          follow.toNewest(); // the reader's own line: brought into view when it comes
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
