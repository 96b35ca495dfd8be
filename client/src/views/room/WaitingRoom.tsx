// Before the game: who sits where, who is connected, the invite, the host's bots and Start button.
import { PACES, type BotLevel, type RoomStateJson } from '../../../../shared/protocol.js';
import { useI18n } from '../../i18n/index.js';
import { roomOptionsText } from '../../games/registry.js';
import { InviteBox } from './InviteBox.js';

const MIN_PLAYERS = 2;

export interface WaitingRoomProps {
  room: RoomStateJson;
  /** The room's game (its id). */
  game: string;
  seat: number | null;
  onStart(): void;
  onLeave(): void;
  onAddBot(level: BotLevel, seat: number): void;
  onRemoveBot(seat: number): void;
  /** A refusal from the server (a bot for a seat someone just took, a start before enough players…). */
  error?: string | null;
  onDismissError?(): void;
}

export function WaitingRoom({ room, game, seat, onStart, onLeave, onAddBot, onRemoveBot, error, onDismissError }: WaitingRoomProps) {
  const { t, language } = useI18n();
  const seated = room.seats.filter((s) => s.occupied).length;
  const host = room.seats[room.hostSeat];
  const isHost = seat !== null && seat === room.hostSeat;
  return (
    <div class="waiting" data-screen="waiting">
      <h2 class="screen-title">{t.waiting.heading}</h2>
      <div class="waiting-grid">
        <section class="panel-card" aria-labelledby="seats-title">
          <h3 class="card-title" id="seats-title">
            {t.waiting.seats} · {t.common.players(room.playerCount)}
          </h3>
          <ol class="seat-list">
            {room.seats.map((s, i) => (
              <li key={i} class={`seat${s.occupied ? '' : ' seat-empty'}`} data-seat={i}>
                <span class="seat-n">{i + 1}</span>
                <span class="seat-name">{s.occupied ? s.name : t.waiting.emptySeat}</span>
                {i === seat && <span class="badge">{t.common.you}</span>}
                {i === room.hostSeat && s.occupied && <span class="badge badge-first">{t.waiting.host}</span>}
                {s.occupied && s.bot && (
                  <span class="badge badge-bot" data-bot={s.bot}>
                    {t.bots.level[s.bot] ?? s.bot}
                  </span>
                )}
                {s.occupied && !s.bot && (
                  <span class={`presence ${s.connected ? 'presence-on' : 'presence-off'}`}>
                    <span class="presence-dot" aria-hidden="true" />
                    {s.connected ? t.waiting.connected : t.waiting.disconnected}
                  </span>
                )}
                {isHost && !s.occupied && (
                  <span class="seat-actions">
                    <button type="button" class="btn btn-small" data-add-bot="strong" onClick={() => onAddBot('strong', i)}>
                      {t.bots.addStrong}
                    </button>
                    <button type="button" class="btn btn-small btn-ghost" data-add-bot="random" onClick={() => onAddBot('random', i)}>
                      {t.bots.addRandom}
                    </button>
                  </span>
                )}
                {isHost && s.occupied && s.bot && (
                  <button type="button" class="btn btn-small btn-ghost" data-remove-bot={i} onClick={() => onRemoveBot(i)}>
                    {t.bots.remove}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {PACES[room.pace] && (
            <p class="hint" data-pace={room.pace}>
              {t.bots.paceLine(t.bots.paceValue(t.bots.paceName[room.pace] ?? room.pace, PACES[room.pace].short, PACES[room.pace].long))}
            </p>
          )}
          <p class="hint" data-room-options>
            {roomOptionsText(game, language, room.options).length > 0
              ? t.waiting.optionsLine(roomOptionsText(game, language, room.options).join(' · '))
              : t.waiting.optionsStandard}
          </p>
          {room.spectators > 0 && <p class="hint">{t.waiting.spectatorsCount(room.spectators)}</p>}
          {error && (
            <p class="action-error field-error" role="alert" data-waiting-error>
              {error}
              {onDismissError && (
                <button type="button" class="btn btn-ghost btn-small" data-dismiss-error onClick={onDismissError}>
                  {t.prompt.dismiss}
                </button>
              )}
            </p>
          )}
          <div class="choice-row">
            {isHost ? (
              <button type="button" class="btn btn-primary" data-start disabled={seated < MIN_PLAYERS} onClick={onStart}>
                {t.waiting.start}
              </button>
            ) : (
              <p class="hint">{t.waiting.waitingForHost(host?.name || '…')}</p>
            )}
            <button type="button" class="btn btn-ghost" onClick={onLeave}>
              {t.waiting.leave}
            </button>
          </div>
          {isHost && seated < MIN_PLAYERS && <p class="hint">{t.waiting.startNeedPlayers}</p>}
        </section>
        {room.code && <InviteBox code={room.code} />}
      </div>
    </div>
  );
}
