// Live list of public games: join one that is waiting, or watch any.
import { useEffect, useState } from 'preact/hooks';
import type { RoomSummary } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';
import { listRooms } from '../../net/lobbyApi.js';
import { gameName, roomOptionsText } from '../../games/registry.js';

const REFRESH_MS = 3000;

export function PublicRoomList({ busy, onJoin, onWatch }: { busy: boolean; onJoin: (roomId: string) => void; onWatch: (roomId: string) => void }) {
  const { t, language } = useI18n();
  const [rooms, setRooms] = useState<RoomSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout>;
    const load = async () => {
      try {
        const list = await listRooms();
        if (!alive) return;
        setRooms(list.filter((r) => !r.isPrivate));
        setFailed(false);
      } catch {
        if (alive) setFailed(true);
      }
      if (alive) timer = setTimeout(load, document.hidden ? REFRESH_MS * 4 : REFRESH_MS);
    };
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return (
    <section class="panel-card rooms-card" aria-labelledby="rooms-title">
      <h2 class="card-title" id="rooms-title">
        {t.home.publicHeading}
      </h2>
      {failed && <p class="field-error">{t.home.publicUnavailable}</p>}
      {rooms === null && !failed && <p class="muted">{t.common.loading}</p>}
      {rooms !== null && rooms.length === 0 && <p class="muted">{t.home.publicEmpty}</p>}
      {rooms !== null && rooms.length > 0 && (
        <ul class="room-list" aria-live="polite">
          {rooms.map((room) => (
            <li key={room.roomId} class="room-row" data-room={room.roomId}>
              <span class="room-players">
                <span>
                  <span class="badge match-game" data-room-game={room.name}>
                    {gameName(room.name, language)}
                  </span>{' '}
                  <strong>{room.players.join(', ') || '—'}</strong>
                </span>
                <span class="muted small">
                  {t.home.publicPlayers(room.players.length, room.playerCount)} ·{' '}
                  {room.status === 'lobby' ? t.home.publicWaiting : t.home.publicPlaying(room.round)} ·{' '}
                  <span data-room-pace={room.pace}>{t.bots.paceName[room.pace] ?? room.pace}</span>
                  {roomOptionsText(room.name, language, room.options ?? {}).length > 0 && (
                    <span data-room-options> · {roomOptionsText(room.name, language, room.options ?? {}).join(' · ')}</span>
                  )}
                </span>
              </span>
              <span class="room-actions">
                {room.status === 'lobby' && room.seatsFree > 0 && (
                  <button type="button" class="btn btn-small btn-primary" disabled={busy} onClick={() => onJoin(room.roomId)}>
                    {t.home.publicJoin}
                  </button>
                )}
                <button type="button" class="btn btn-small btn-ghost" disabled={busy} onClick={() => onWatch(room.roomId)}>
                  {t.home.publicWatch}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
