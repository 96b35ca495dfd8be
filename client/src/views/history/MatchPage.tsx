// `?match=<id>`: one game. A finished one shows its scores, the fairness check of its dice and its
// replay; one still being played can be watched live instead.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { MatchDetail } from '../../../../shared/matches.js';
import type { Action, GameConfig } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { LobbyError, getMatch } from '../../net/lobbyApi.js';
import { matchesHref } from '../../net/links.js';
import { ReplayTimeline } from '../../game/replayTimeline.js';
import { FairnessNote } from '../common/FairnessNote.js';
import { MatchRow } from './MatchRow.js';
import { ReplayViewer } from './ReplayViewer.js';

export function MatchPage({ matchId }: { matchId: string }) {
  const { t } = useI18n();
  const [detail, setDetail] = useState<MatchDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    getMatch(matchId).then(setDetail, (e: unknown) => setProblem(e instanceof LobbyError && e.status === 404 ? t.history.notFound : t.history.unavailable));
  }, [matchId]);
  const timeline = useMemo(() => {
    const record = detail?.record;
    if (!record?.key) return null;
    try {
      return new ReplayTimeline({ ...record.config, key: record.key } as GameConfig, record.log as { seat: number; action: Action }[]);
    } catch {
      return null;
    }
  }, [detail]);
  const record = detail?.record ?? null;
  return (
    <div class="match-page" data-screen="match" data-match-id={matchId}>
      <nav class="pager">
        <a class="btn btn-ghost btn-small" href={matchesHref()}>
          {t.history.allGames}
        </a>
      </nav>
      {problem && <p class="banner banner-error" role="alert">{problem}</p>}
      {!detail && !problem && <p class="muted">{t.common.loading}</p>}
      {detail && (
        <section class="panel-card" aria-labelledby="match-title">
          <h1 class="card-title" id="match-title">
            {t.history.matchHeading}
          </h1>
          <ul class="match-list">
            <MatchRow match={detail.summary} />
          </ul>
          {!record && (
            <p data-still-playing>
              {t.history.stillPlaying}{' '}
              <a class="btn btn-small" href={`/?watch=${encodeURIComponent(matchId)}`}>
                {t.history.watch}
              </a>
            </p>
          )}
          {record && !timeline && <p class="field-error">{t.history.replayFailed}</p>}
        </section>
      )}
      {record?.key && (
        <FairnessNote
          commitment={record.commitment}
          revealedKey={record.key}
          identity={{ matchId: record.matchId, game: record.game, players: record.config.players, options: record.config.options }}
        />
      )}
      {timeline && <ReplayViewer timeline={timeline} />}
    </div>
  );
}
