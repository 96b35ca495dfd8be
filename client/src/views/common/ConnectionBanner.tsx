// Visible connection state: "reconnecting…" while the client rejoins by itself, or a way back to
// the lobby when the connection is gone for good.
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.js';
import type { ConnectionStatus } from '../../net/roomSession.js';

export function ConnectionBanner({
  status,
  reason,
  detail = null,
  restarting = false,
  onHome,
}: {
  status: ConnectionStatus;
  reason: string | null;
  /** The operator's reason, when an operator closed the room or removed this player. */
  detail?: string | null;
  restarting?: boolean;
  onHome: () => void;
}) {
  const { t } = useI18n();
  const [justReconnected, setJustReconnected] = useState(false);
  const [previous, setPrevious] = useState(status);
  useEffect(() => {
    if (previous === 'reconnecting' && status === 'connected') {
      setJustReconnected(true);
      const timer = setTimeout(() => setJustReconnected(false), 2500);
      setPrevious(status);
      return () => clearTimeout(timer);
    }
    setPrevious(status);
    return undefined;
  }, [status]);
  if (status === 'reconnecting') {
    return (
      <div class="conn conn-reconnecting" role="status" data-connection="reconnecting" data-restarting={restarting ? '' : undefined}>
        <span class="spinner" aria-hidden="true" />
        {restarting ? t.connection.restarting : t.connection.reconnecting}
      </div>
    );
  }
  if (status === 'lost') {
    return (
      <div class="conn conn-lost" role="alert" data-connection="lost" data-lost-reason={reason ?? undefined}>
        {reason === 'closedByOperator'
          ? t.connection.closedByOperator(detail ?? '')
          : reason === 'removed'
            ? t.connection.removed(detail ?? '')
            : reason === 'replaced'
              ? t.connection.replaced
              : reason === 'closed'
                ? t.connection.closed
                : reason === 'damaged'
                  ? t.connection.damaged
                  : t.connection.lost}{' '}
        <button type="button" class="btn btn-small" onClick={onHome}>
          {t.connection.backHome}
        </button>
      </div>
    );
  }
  return (
    <div class={`conn conn-ok${justReconnected ? ' conn-flash' : ''}`} role="status" data-connection="connected">
      <span class="presence-dot" aria-hidden="true" />
      {justReconnected ? t.connection.reconnected : t.connection.connected}
    </div>
  );
}
