// On the home page: the finished games this device played (remembered locally), each with the name
// of its game, and the way to every recent game of the server.
import { gameName } from '../../games/registry.js';
import { listNames, useI18n } from '../../i18n/index.js';
import { matchesHref, matchHref } from '../../net/links.js';
import type { AccountGame } from '../../net/accountApi.js';
import { finishedGames, type FinishedGame } from '../../net/storage.js';

const SHOWN = 5;

/** This device's finished games and the signed-in account's (played on any device), newest first, each once. */
function yourGames(accountGames: AccountGame[]): FinishedGame[] {
  const device = finishedGames();
  const known = new Set(device.map((g) => g.matchId));
  const others = accountGames
    .filter((g) => g.finishedAt !== null && !known.has(g.roomId))
    .map((g) => ({ matchId: g.roomId, game: g.game, finishedAt: g.finishedAt!, players: g.players, you: g.you }));
  return [...device, ...others].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
}

export function YourGames({ accountGames = [] }: { accountGames?: AccountGame[] }) {
  const { t, language } = useI18n();
  const games = yourGames(accountGames).slice(0, SHOWN);
  return (
    <section class="panel-card your-games" aria-labelledby="your-games-title" data-your-games>
      <h2 class="card-title" id="your-games-title">
        {t.history.yourHeading}
      </h2>
      {games.length === 0 ? (
        <p class="muted small">{t.history.yourEmpty}</p>
      ) : (
        <ul class="resume-list">
          {games.map((g) => (
            <li key={g.matchId} class="resume-row">
              <span>
                {g.game && (
                  <span class="badge match-game" data-your-game-name={g.game}>
                    {gameName(g.game, language)}
                  </span>
                )}{' '}
                {t.history.yourGame(listNames(t, g.players), g.you)}{' '}
                <time class="muted small" dateTime={g.finishedAt}>
                  {new Date(g.finishedAt).toLocaleDateString(language, { dateStyle: 'medium' })}
                </time>
              </span>
              <a class="btn btn-small" href={matchHref(g.matchId)} data-your-game={g.matchId}>
                {t.history.open}
              </a>
            </li>
          ))}
        </ul>
      )}
      <a class="btn btn-ghost btn-small" href={matchesHref()} data-recent-link>
        {t.history.recentLink}
      </a>
    </section>
  );
}
