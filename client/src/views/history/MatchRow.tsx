// One finished game in a list: which game, when, who (best first, winners marked) with their
// scores, the options, and the way to its page. A solo game's own opponent (URSULE) is a side like
// the players when it scores; one that does not (Dice Hospital's medical reports) is named after them.
import type { MatchSummary } from '../../../../shared/matches.js';
import { useI18n } from '../../i18n/index.js';
import { matchHref } from '../../net/links.js';
import { gameName, roomOptionsText, soloOpponentName } from '../../games/registry.js';

interface Side {
  key: string;
  name: string;
  score: number | null;
  rank: number | null;
  /** Ties in rank keep seat order; the game's own opponent comes first. */
  order: number;
}

/** Every ranked or scored side, best first; and the opponent played against when it has neither. */
function sidesOf(match: MatchSummary, opponentName: string | undefined): { sides: Side[]; against: string | null } {
  const sides: Side[] = match.players.map((p) => ({ key: `seat-${p.seat}`, name: p.name, score: p.score, rank: p.rank, order: p.seat }));
  const { opponent } = match;
  const scored = opponent && (opponent.score !== null || opponent.rank !== null);
  if (opponent && scored && opponentName) sides.push({ key: 'opponent', name: opponentName, score: opponent.score, rank: opponent.rank, order: -1 });
  sides.sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99) || a.order - b.order);
  return { sides, against: opponent && !scored ? (opponentName ?? null) : null };
}

export function MatchRow({ match }: { match: MatchSummary }) {
  const { t, language } = useI18n();
  const { sides, against } = sidesOf(match, soloOpponentName(match.game, language));
  const options = roomOptionsText(match.game, language, match.options);
  return (
    <li class="match-row" data-match={match.matchId}>
      <span class="badge match-game" data-match-game={match.game}>
        {gameName(match.game, language)}
      </span>
      <time class="muted small" dateTime={match.finishedAt ?? match.createdAt}>
        {new Date(match.finishedAt ?? match.createdAt).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <span class="match-players" data-match-players>
        {sides.map((p, i) => (
          <span key={p.key} class={p.rank === 1 ? 'match-winner' : undefined} data-side={p.key}>
            {i > 0 && ', '}
            {p.rank === 1 && <span aria-label={t.history.winner}>★ </span>}
            {p.name}
            {p.score !== null && <span class="muted"> {t.history.points(p.score)}</span>}
          </span>
        ))}
        {against && (
          <span class="muted" data-against>
            {' '}
            · {t.history.soloAgainst(against)}
          </span>
        )}
      </span>
      {options.length > 0 && <span class="muted small">{options.join(' · ')}</span>}
      <a class="btn btn-small" href={matchHref(match.matchId)} data-open-match={match.matchId}>
        {t.history.open}
      </a>
    </li>
  );
}
