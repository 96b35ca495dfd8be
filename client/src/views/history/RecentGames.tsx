// `?matches`: recent finished games on this server, newest first, a page at a time.
import { useEffect, useState } from 'preact/hooks';
import type { MatchPage } from '../../../../shared/matches.js';
import { useI18n } from '../../i18n/index.js';
import { listMatches } from '../../net/lobbyApi.js';
import { matchesHref } from '../../net/links.js';
import { MatchRow } from './MatchRow.js';

export function RecentGames({ page }: { page: number }) {
  const { t } = useI18n();
  const [data, setData] = useState<MatchPage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    listMatches(page).then(setData, () => setFailed(true));
  }, [page]);
  return (
    <section class="panel-card history" aria-labelledby="recent-title" data-screen="matches">
      <h1 class="card-title" id="recent-title">
        {t.history.recentHeading}
      </h1>
      {failed && <p class="field-error">{t.history.unavailable}</p>}
      {!data && !failed && <p class="muted">{t.common.loading}</p>}
      {data && data.matches.length === 0 && <p class="muted">{t.history.empty}</p>}
      {data && data.matches.length > 0 && (
        <ol class="match-list" start={page * data.pageSize + 1}>
          {data.matches.map((m) => (
            <MatchRow key={m.matchId} match={m} />
          ))}
        </ol>
      )}
      <nav class="pager" aria-label={t.history.pages}>
        {page > 0 && (
          <a class="btn btn-small" href={matchesHref(page - 1)} data-newer>
            {t.history.newer}
          </a>
        )}
        {data?.hasMore && (
          <a class="btn btn-small" href={matchesHref(page + 1)} data-older>
            {t.history.older}
          </a>
        )}
        <a class="btn btn-ghost btn-small" href="/">
          {t.history.home}
        </a>
      </nav>
    </section>
  );
}
