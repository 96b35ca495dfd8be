// One finished game in a list: when, who (best first, winners marked) with their scores, the
// options, and the way to its page.
import type { MatchSummary } from '../../../../shared/matches.js';
import { useI18n } from '../../i18n/index.js';
import { matchHref } from '../../net/links.js';
import { roomOptionsText } from '../../games/registry.js';

export function MatchRow({ match }: { match: MatchSummary }) {
  const { t, language } = useI18n();
  const players = [...match.players].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99) || a.seat - b.seat);
  const options = roomOptionsText(match.game, language, match.options);
  return (
    <li class="match-row" data-match={match.matchId}>
      <time class="muted small" dateTime={match.finishedAt ?? match.createdAt}>
        {new Date(match.finishedAt ?? match.createdAt).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <span class="match-players">
        {players.map((p, i) => (
          <span key={p.seat} class={p.rank === 1 ? 'match-winner' : undefined}>
            {i > 0 && ', '}
            {p.rank === 1 && <span aria-label={t.history.winner}>★ </span>}
            {p.name}
            {p.score !== null && <span class="muted"> {t.history.points(p.score)}</span>}
          </span>
        ))}
      </span>
      {options.length > 0 && <span class="muted small">{options.join(' · ')}</span>}
      <a class="btn btn-small" href={matchHref(match.matchId)} data-open-match={match.matchId}>
        {t.history.open}
      </a>
    </li>
  );
}
