// `?match=<id>`: one game, of any game of the registry. A finished one shows its scores, the fairness
// check of its dice and its replay (the game's own replay module, fetched for it); one still being
// played can be watched live instead.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { MatchDetail } from '../../../../shared/matches.js';
import { gameName } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { LobbyError, getMatch } from '../../net/lobbyApi.js';
import { matchesHref } from '../../net/links.js';
import { ReplayTimeline } from '../../game/replayTimeline.js';
import { FairnessNote } from '../common/FairnessNote.js';
import { MatchRow } from './MatchRow.js';
import { ReplayViewer } from './ReplayViewer.js';
import { useGameReplay } from './useGameReplay.js';

/** `onGame`: the page's game once known (the header's rules are that game's). */
export function MatchPage({ matchId, onGame }: { matchId: string; onGame?: (game: string) => void }) {
  const { t, language } = useI18n();
  const [detail, setDetail] = useState<MatchDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    getMatch(matchId).then(setDetail, (e: unknown) => setProblem(e instanceof LobbyError && e.status === 404 ? t.history.notFound : t.history.unavailable));
  }, [matchId]);
  useEffect(() => {
    if (detail) onGame?.(detail.summary.game);
  }, [detail]);
  const record = detail?.record ?? null;
  const replay = useGameReplay(record?.key ? record.game : undefined);
  const timeline = useMemo(() => {
    if (!record?.key || !replay || replay === 'unavailable') return null;
    try {
      return new ReplayTimeline(replay.rules, { ...record.config, key: record.key }, record.log);
    } catch {
      return null;
    }
  }, [record, replay]);
  const replayLoading = !!record?.key && replay === null;
  return (
    <div class="match-page" data-screen="match" data-match-id={matchId}>
      <nav class="pager">
        <a class="btn btn-ghost btn-small" href={matchesHref()}>
          {t.history.allGames}
        </a>
      </nav>
      {problem && (
        <p class="banner banner-error" role="alert">
          {problem}
        </p>
      )}
      {!detail && !problem && <p class="muted">{t.common.loading}</p>}
      {detail && (
        <section class="panel-card" aria-labelledby="match-title">
          <h1 class="card-title" id="match-title" data-match-heading={detail.summary.game}>
            {t.history.matchHeading(gameName(detail.summary.game, language))}
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
          {replayLoading && <p class="muted">{t.common.loading}</p>}
          {record && !replayLoading && !timeline && <p class="field-error">{t.history.replayFailed}</p>}
        </section>
      )}
      {record?.key && (
        <FairnessNote
          commitment={record.commitment}
          revealedKey={record.key}
          identity={{ matchId: record.matchId, game: record.game, players: record.config.players, options: record.config.options }}
        />
      )}
      {timeline && replay && replay !== 'unavailable' && <ReplayViewer timeline={timeline} replay={replay} />}
    </div>
  );
}
