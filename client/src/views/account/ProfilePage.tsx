// `/player/<username>`: a player's ratings, games, wins and average score per game, and their recent
// public games, each linked to its match page.
import { useEffect, useState } from 'preact/hooks';
import { knownGame } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { AccountError, fetchProfile, type PlayerProfile } from '../../net/accountApi.js';
import { leaderboardHref, matchHref } from '../../net/links.js';
import { RatingChart } from './RatingChart.js';

export function ProfilePage({ username }: { username: string }) {
  const { t: all, language } = useI18n();
  const t = all.account;
  const [profile, setProfile] = useState<PlayerProfile | null>(null);
  const [failure, setFailure] = useState<'none' | 'missing' | 'failed'>('none');
  useEffect(() => {
    fetchProfile(username).then(setProfile, (e: unknown) => setFailure(e instanceof AccountError && e.status === 404 ? 'missing' : 'failed'));
  }, [username]);
  const gameName = (id: string) => knownGame(id)?.info.names[language] ?? id;
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  return (
    <section class="panel-card history" aria-labelledby="profile-title" data-screen="profile">
      <h1 class="card-title" id="profile-title">
        {profile?.username ?? username}
      </h1>
      {failure === 'missing' && <p class="field-error">{t.noPlayer}</p>}
      {failure === 'failed' && <p class="field-error">{all.history.unavailable}</p>}
      {!profile && failure === 'none' && <p class="muted">{all.common.loading}</p>}
      {profile && (
        <>
          <p class="muted">{t.memberSince(date(profile.createdAt))}</p>
          {profile.games.length === 0 ? (
            <p class="muted">{t.noGames}</p>
          ) : (
            <table class="leaderboard" data-profile-games>
              <thead>
                <tr>
                  <th scope="col">{t.game}</th>
                  <th scope="col">{t.rating}</th>
                  <th scope="col">{t.played}</th>
                  <th scope="col">{t.wins}</th>
                  <th scope="col">{t.averageScore}</th>
                </tr>
              </thead>
              <tbody>
                {profile.games.map((g) => (
                  <tr key={g.game}>
                    <td>
                      <a href={leaderboardHref(g.game)}>{gameName(g.game)}</a>
                    </td>
                    <td>{g.rating ? `${g.rating.ordinal.toFixed(1)} (${g.rating.rated})` : t.unrated}</td>
                    <td>{g.played}</td>
                    <td>{g.wins}</td>
                    <td>{g.averageScore ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {profile.games.map((g) => (
            <RatingChart key={g.game} points={g.history} title={t.ratingHistory(gameName(g.game))} />
          ))}
          {profile.recent.length > 0 && (
            <>
              <h2 class="card-title">{t.recent}</h2>
              <ol class="match-list">
                {profile.recent.map((r) => (
                  <li key={r.matchId}>
                    <a href={matchHref(r.matchId)}>{t.recentRow(gameName(r.game), date(r.finishedAt), r.players)}</a>
                    {r.rank !== null && <span class="muted"> · {t.rank(r.rank)}</span>}
                    {r.score !== null && <span class="muted"> · {all.history.points(r.score)}</span>}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
      <nav class="pager">
        <a class="btn btn-ghost btn-small" href="/">
          {all.history.home}
        </a>
      </nav>
    </section>
  );
}
