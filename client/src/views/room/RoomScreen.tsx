// Inside a room: the waiting room until the host starts, then the game.
import { useI18n } from '../../i18n/index.js';
import { actionErrorText } from '../../game/errors.js';
import { gameErrorTexts } from '../../games/registry.js';
import type { RoomSession } from '../../net/roomSession.js';
import { useRoomSnapshot } from '../../net/useRoomSession.js';
import { ConnectionBanner } from '../common/ConnectionBanner.js';
import { NoticeBanner } from '../common/NoticeBanner.js';
import { WaitingRoom } from './WaitingRoom.js';
import { ChatPanel } from './ChatPanel.js';
import { TABLES } from '../../games/tables.js';

/** Refusals the chat panel shows (its own lines, reports and the host's mutes), not the table. */
const CHAT_REFUSALS = new Set(['address_banned', 'report_invalid', 'mute_invalid']);
const isChatRefusal = (code: string) => code.startsWith('chat_') || CHAT_REFUSALS.has(code);

export function RoomScreen({ session, onLeave, onRematch }: { session: RoomSession; onLeave: () => void; onRematch?: () => void }) {
  const { t, language } = useI18n();
  const snap = useRoomSnapshot(session);
  const Table = TABLES[snap.game];
  const seats = snap.room?.seats ?? [];
  const mySeat = snap.seat !== null ? seats[snap.seat] : undefined;
  // Chat refusals belong to the chat box, not to the action bar.
  const chatError = snap.error && isChatRefusal(snap.error.code) ? actionErrorText(t, snap.error.code) : null;
  const moveError = snap.error && !chatError ? actionErrorText(t, snap.error.code, gameErrorTexts(snap.game, language)) : null;
  const isPlayer = snap.seat !== null && !snap.spectator;
  const chat = (
    <ChatPanel
      lines={snap.chat}
      isPlayer={isPlayer}
      error={chatError}
      onSend={(text) => session.sendChat(text)}
      roomId={snap.roomId}
      mySeat={isPlayer ? snap.seat : null}
      canMuteForRoom={isPlayer && !!snap.room?.isPrivate && snap.room.hostSeat === snap.seat}
      roomMutes={snap.chatMutes}
      reported={snap.reported}
      onReport={(id) => session.report(id)}
      onMuteForRoom={(seat, muted) => session.muteSeat(seat, muted)}
    />
  );
  return (
    <div class="room" data-room-id={snap.roomId}>
      <ConnectionBanner
        status={snap.status}
        reason={snap.lostReason}
        detail={snap.closingReason}
        restarting={snap.reconnectReason === 'restarting'}
        onHome={onLeave}
      />
      <NoticeBanner text={snap.notice} />
      {!snap.room && <p class="muted">{t.common.loading}</p>}
      {snap.room && snap.view === null && (
        <WaitingRoom
          room={snap.room}
          game={snap.game}
          seat={snap.seat}
          onStart={() => session.start()}
          onLeave={onLeave}
          onAddBot={(level, seat) => session.addBot(level, seat)}
          onRemoveBot={(seat) => session.removeBot(seat)}
          error={moveError}
          onDismissError={() => session.clearError()}
        />
      )}
      {snap.room && snap.view !== null && !snap.spectator && mySeat?.botPlaying && mySeat.connected && (
        <p class="banner banner-bot" role="status" data-bot-banner>
          {t.bots.banner}{' '}
          <button type="button" class="btn btn-primary btn-small" data-back onClick={() => session.back()}>
            {t.bots.back}
          </button>
        </p>
      )}
      {snap.room && snap.view === null && chat}
      {snap.view !== null && Table && <Table session={session} snap={snap} chat={chat} moveError={moveError} onLeave={onLeave} onRematch={onRematch} />}
    </div>
  );
}
