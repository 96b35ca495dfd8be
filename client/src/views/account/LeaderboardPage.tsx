// `/leaderboard/<game>`: a game's rated players, best rating (ordinal, mu − 3σ) first, a page at a time.
import { useEffect, useState } from 'preact/hooks';
import { knownGame } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { fetchLeaderboard, type Leaderboard } from '../../net/accountApi.js';
import { leaderboardHref, playerHref } from '../../net/links.js';

export function LeaderboardPage({ game, page }: { game: string; page: number }) {
  const { t: all, language } = useI18n();
  const t = all.account;
  const info = knownGame(game)?.info;
  const [data, setData] = useState<Leaderboard | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (info) fetchLeaderboard(game, page).then(setData, () => setFailed(true));
  }, [game, page]);
  const name = info?.names[language] ?? game;
  return (
    <section class="panel-card history" aria-labelledby="leaderboard-title" data-screen="leaderboard">
      <h1 class="card-title" id="leaderboard-title">
        {t.leaderboardHeading(name)}
      </h1>
      {!info && <p class="field-error">{t.unknownGame}</p>}
      {failed && <p class="field-error">{all.history.unavailable}</p>}
      {info && !data && !failed && <p class="muted">{all.common.loading}</p>}
      {data && data.entries.length === 0 && <p class="muted">{t.leaderboardEmpty}</p>}
      {data && data.entries.length > 0 && (
        <>
          <p class="hint">{t.leaderboardNote}</p>
          <table class="leaderboard" data-leaderboard={game}>
            <thead>
              <tr>
                <th scope="col">{t.place}</th>
                <th scope="col">{t.player}</th>
                <th scope="col">{t.rating}</th>
                <th scope="col">{t.ratedGames}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.username}>
                  <td>{e.place}</td>
                  <td>
                    <a href={playerHref(e.username)}>{e.username}</a>
                  </td>
                  <td>{e.ordinal.toFixed(1)}</td>
                  <td>{e.rated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <nav class="pager" aria-label={all.history.pages}>
        {page > 0 && (
          <a class="btn btn-small" href={leaderboardHref(game, page - 1)}>
            {all.history.newer}
          </a>
        )}
        {data?.hasMore && (
          <a class="btn btn-small" href={leaderboardHref(game, page + 1)}>
            {all.history.older}
          </a>
        )}
        <a class="btn btn-ghost btn-small" href="/">
          {all.history.home}
        </a>
      </nav>
    </section>
  );
}
