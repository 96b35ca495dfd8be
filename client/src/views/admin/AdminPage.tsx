// The operator console (/admin): after the operator token, this server's live rooms with their
// players, addresses and age, and what operators do about them (watch, close, remove a player, ban
// an address), the maintenance notice, draining, bans and chat reports. Never linked from the
// player pages; the server refuses every call without the token.
import { useEffect, useState } from 'preact/hooks';
import { NOTICE_MAX_LENGTH, REASON_MAX_LENGTH } from '../../../../shared/protocol.js';
import { gameName } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { AdminError, adminCall, loadToken, saveToken, type Ban, type ChatReport, type LiveRoom } from './adminApi.js';

const BAN_CHOICES = [15, 60, 24 * 60, 7 * 24 * 60];

interface Overview {
  draining: boolean;
  notice: string | null;
  rooms: LiveRoom[];
  bans: Ban[];
  reports: ChatReport[];
}

const watchHref = (room: LiveRoom) => `/?watch=${encodeURIComponent(room.roomId)}${room.inviteCode ? `&code=${encodeURIComponent(room.inviteCode)}` : ''}`;

export function AdminPage() {
  const { t, language } = useI18n();
  const [token, setToken] = useState(loadToken);
  const [typed, setTyped] = useState('');
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [banMinutes, setBanMinutes] = useState(60);
  const [noticeText, setNoticeText] = useState('');

  const failed = (e: unknown) => {
    if (e instanceof AdminError && e.status === 401) {
      saveToken(null);
      setToken('');
      setOverview(null);
      setError(t.admin.wrongToken);
    } else if (e instanceof AdminError) setError(t.admin.failed(e.message));
    else setError(t.admin.unreachable);
  };

  const load = async (using = token) => {
    if (!using) return;
    try {
      const [rooms, bans, reports] = await Promise.all([
        adminCall<{ draining: boolean; notice: string | null; rooms: LiveRoom[] }>(using, 'GET', '/rooms'),
        adminCall<{ bans: Ban[] }>(using, 'GET', '/bans'),
        adminCall<{ reports: ChatReport[] }>(using, 'GET', '/reports'),
      ]);
      setOverview({ ...rooms, bans: bans.bans, reports: reports.reports });
      setError(null);
    } catch (e) {
      failed(e);
    }
  };

  useEffect(() => {
    if (!token) return undefined;
    void load(token);
    const timer = setInterval(() => void load(token), 5000);
    return () => clearInterval(timer);
  }, [token]);

  /** One operator action, then the page reads everything again. */
  const act = async (method: string, path: string, body?: unknown) => {
    setStatus(null);
    try {
      await adminCall(token, method, path, body);
      setStatus(t.admin.done);
      await load();
    } catch (e) {
      failed(e);
    }
  };

  if (!token) {
    return (
      <section class="panel-card admin" data-admin-signin>
        <h1>{t.admin.title}</h1>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const clean = typed.trim();
            if (!clean) return;
            saveToken(clean);
            setToken(clean);
            setTyped('');
          }}
        >
          <label for="admin-token">{t.admin.tokenLabel}</label>{' '}
          <input
            id="admin-token"
            type="password"
            autocomplete="off"
            data-admin-token
            value={typed}
            onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
          />{' '}
          <button type="submit" class="btn btn-primary" data-admin-signin-button>
            {t.admin.signIn}
          </button>
        </form>
        {error && (
          <p class="field-error" role="alert" data-admin-error>
            {error}
          </p>
        )}
      </section>
    );
  }

  return (
    <div class="admin" data-admin>
      <h1>{t.admin.title}</h1>
      <p>
        <button type="button" class="btn btn-small" data-admin-refresh onClick={() => void load()}>
          {t.admin.refresh}
        </button>{' '}
        <button
          type="button"
          class="btn btn-small"
          onClick={() => {
            saveToken(null);
            setToken('');
            setOverview(null);
          }}
        >
          {t.admin.signOut}
        </button>
      </p>
      {error && (
        <p class="field-error" role="alert" data-admin-error>
          {error}
        </p>
      )}
      {status && (
        <p class="muted small" role="status" data-admin-status>
          {status}
        </p>
      )}
      {overview && (
        <>
          <section class="panel-card" data-admin-drain>
            <p>{overview.draining ? t.admin.draining : t.admin.accepting}</p>
            <button type="button" class="btn btn-small" data-admin-drain-button onClick={() => void act('POST', '/drain', { draining: !overview.draining })}>
              {overview.draining ? t.admin.undrain : t.admin.drain}
            </button>
          </section>

          <section class="panel-card" data-admin-notice>
            <h2 class="card-title">{t.admin.notice}</h2>
            <p class="muted small">{overview.notice ? t.admin.noticeShown(overview.notice) : t.admin.noticeNone}</p>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (noticeText.trim()) void act('PUT', '/notice', { text: noticeText.trim() });
              }}
            >
              <label for="admin-notice">{t.admin.noticeText}</label>{' '}
              <input
                id="admin-notice"
                type="text"
                maxLength={NOTICE_MAX_LENGTH}
                value={noticeText}
                data-admin-notice-text
                onInput={(e) => setNoticeText((e.target as HTMLInputElement).value)}
              />{' '}
              <button type="submit" class="btn btn-small" data-admin-notice-set>
                {t.admin.noticeSet}
              </button>{' '}
              <button type="button" class="btn btn-small" data-admin-notice-clear onClick={() => void act('DELETE', '/notice')}>
                {t.admin.noticeClear}
              </button>
            </form>
          </section>

          <section class="panel-card" data-admin-rooms>
            <h2 class="card-title">{t.admin.rooms}</h2>
            <label>
              {t.admin.banFor}{' '}
              <select value={banMinutes} data-admin-ban-minutes onChange={(e) => setBanMinutes(Number((e.target as HTMLSelectElement).value))}>
                {BAN_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {t.admin.durations[m] ?? `${m} min`}
                  </option>
                ))}
              </select>
            </label>
            {overview.rooms.length === 0 && <p class="muted">{t.admin.noRooms}</p>}
            {overview.rooms.map((room) => (
              <article key={room.roomId} class="admin-room" data-admin-room={room.roomId}>
                <h3>
                  {gameName(room.game, language)} · <code>{room.roomId}</code>
                </h3>
                <p class="small">
                  {t.admin.status}: {room.status}
                  {room.round !== null && room.phase !== null ? ` (${t.admin.round(room.round, room.phase)})` : ''} ·{' '}
                  {room.private && room.inviteCode ? t.admin.privateRoom(room.inviteCode) : t.admin.publicRoom} · {t.admin.spectators(room.spectators)} ·{' '}
                  {t.admin.age(Math.floor(room.ageSeconds / 60))}
                </p>
                <table class="admin-players">
                  <thead>
                    <tr>
                      <th>{t.admin.seat}</th>
                      <th>{t.admin.name}</th>
                      <th>{t.admin.presence}</th>
                      <th>{t.admin.address}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {room.players.map((p) => (
                      <tr key={p.seat} data-admin-player={p.seat}>
                        <td>{p.seat + 1}</td>
                        <td>{p.name}</td>
                        <td>{p.bot ? t.admin.bot(p.bot) : p.away ? t.admin.away : p.connected ? t.admin.connected : t.admin.disconnected}</td>
                        <td>{p.address ?? '—'}</td>
                        <td>
                          {!p.bot && (
                            <button
                              type="button"
                              class="btn btn-small"
                              data-admin-remove
                              onClick={() =>
                                void act('POST', `/rooms/${encodeURIComponent(room.roomId)}/remove`, { seat: p.seat, reason: reasons[room.roomId] ?? '' })
                              }
                            >
                              {t.admin.remove}
                            </button>
                          )}{' '}
                          {p.address && (
                            <button
                              type="button"
                              class="btn btn-small"
                              data-admin-ban
                              onClick={() => void act('POST', '/bans', { address: p.address, minutes: banMinutes, reason: reasons[room.roomId] ?? '' })}
                            >
                              {t.admin.ban}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p>
                  <a class="btn btn-small" href={watchHref(room)} target="_blank" rel="noopener" data-admin-watch>
                    {t.admin.watch}
                  </a>{' '}
                  <label>
                    {t.admin.reason}{' '}
                    <input
                      type="text"
                      maxLength={REASON_MAX_LENGTH}
                      value={reasons[room.roomId] ?? ''}
                      data-admin-reason
                      onInput={(e) => setReasons({ ...reasons, [room.roomId]: (e.target as HTMLInputElement).value })}
                    />
                  </label>{' '}
                  <button
                    type="button"
                    class="btn btn-small btn-danger"
                    data-admin-close
                    onClick={() => void act('POST', `/rooms/${encodeURIComponent(room.roomId)}/close`, { reason: reasons[room.roomId] ?? '' })}
                  >
                    {t.admin.close}
                  </button>
                </p>
              </article>
            ))}
          </section>

          <section class="panel-card" data-admin-bans>
            <h2 class="card-title">{t.admin.bans}</h2>
            {overview.bans.length === 0 ? (
              <p class="muted small">{t.admin.noBans}</p>
            ) : (
              <ul>
                {overview.bans.map((ban) => (
                  <li key={ban.address} data-admin-banned={ban.address}>
                    {t.admin.banUntil(ban.address, new Date(ban.until).toLocaleString(), ban.reason)}{' '}
                    <button type="button" class="btn btn-small" data-admin-lift onClick={() => void act('DELETE', `/bans/${encodeURIComponent(ban.address)}`)}>
                      {t.admin.lift}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section class="panel-card" data-admin-reports>
            <h2 class="card-title">{t.admin.reports}</h2>
            {overview.reports.length === 0 ? (
              <p class="muted small">{t.admin.noReports}</p>
            ) : (
              <ul>
                {overview.reports.map((report) => (
                  <li key={report.id} data-admin-report={report.id}>
                    <p>
                      <strong>{report.line.name || t.chat.spectator}</strong> ({report.line.address ?? '—'}): “{report.line.text}” ·{' '}
                      <code>{report.roomId}</code> · {new Date(report.createdAt).toLocaleString()} ·{' '}
                      {t.admin.reportedBy(report.reporter.name, report.reporter.address)}
                    </p>
                    <ol class="chat-list small">
                      {report.context.map((line) => (
                        <li key={line.id} class="chat-line">
                          <strong>{line.seat === null ? t.chat.spectator : line.name}</strong> {line.text}
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
