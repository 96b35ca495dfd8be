// One card per game of the registry besides the home page's main one (today Dice Hospital ER):
// its name, a link to its rules page, how many players, the options it declares, and the ways in:
// quick match, a private room, or solo when it has one.
import { useState } from 'preact/hooks';
import type { GameInfo } from '../../../../shared/games/registry.js';
import { CLIENT_GAMES, MAIN_GAME } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { leaderboardHref, rulesHref } from '../../net/links.js';
import { GameOptionsForm } from './GameOptionsForm.js';
import { offeredOptions, optionsFor } from './gameOptions.js';

export interface OtherGameRequest {
  game: string;
  kind: 'quick' | 'create';
  playerCount: number;
  /** The game's options chosen on the card (only those its rules accept for this many players). */
  options: Record<string, unknown>;
}

export function OtherGames({ busy, onRequest }: { busy: boolean; onRequest: (request: OtherGameRequest) => void }) {
  const games = Object.values(CLIENT_GAMES).filter((game) => game.info.id !== MAIN_GAME);
  return (
    <>
      {games.map(({ info }) => (
        <OtherGameCard key={info.id} info={info} busy={busy} onRequest={onRequest} />
      ))}
    </>
  );
}

function OtherGameCard({ info, busy, onRequest }: { info: GameInfo; busy: boolean; onRequest: (request: OtherGameRequest) => void }) {
  const { t: all, language } = useI18n();
  const t = all.home;
  const min = Math.max(2, info.minPlayers);
  const solo = info.minPlayers === 1;
  const [players, setPlayers] = useState(min);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const titleId = `game-${info.id}-title`;
  const set = (key: string, value: unknown) => setOptions({ ...options, [key]: value });
  const request = (kind: OtherGameRequest['kind'], playerCount: number) =>
    onRequest({ game: info.id, kind, playerCount, options: optionsFor(info, playerCount, options) });
  const tableOptions = offeredOptions(info, players);
  const soloOptions = solo ? offeredOptions(info, 1) : [];
  return (
    <section class="panel-card" aria-labelledby={titleId} data-game-card={info.id}>
      <h2 class="card-title" id={titleId}>
        {info.names[language]}
      </h2>
      <p class="hint">{t.otherGameText}</p>
      <p class="card-rules">
        <a href={rulesHref(info.id)} data-rules-page-link={info.id}>
          {all.help.of(info.names[language])}
        </a>
        {' · '}
        <a href={leaderboardHref(info.id)} data-leaderboard-link={info.id}>
          {all.account.leaderboardLink}
        </a>
      </p>
      <label class="field">
        <span class="field-label">{t.playerCount}</span>
        <select name={`${info.id}-players`} value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
          {Array.from({ length: info.maxPlayers - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <GameOptionsForm info={info} offered={tableOptions} options={options} onChange={set} legend={t.optionsLegend} prefix={`${info.id}-`} />
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-game-quick={info.id} disabled={busy} onClick={() => request('quick', players)}>
          {t.otherGameQuick}
        </button>
        <button type="button" class="btn" data-game-create={info.id} disabled={busy} onClick={() => request('create', players)}>
          {t.otherGameCreate}
        </button>
      </div>
      {solo && (
        <>
          {soloOptions.length > 0 && (
            <details class="solo-options">
              <summary>{t.otherGameSoloOptions}</summary>
              <GameOptionsForm info={info} offered={soloOptions} options={options} onChange={set} legend={t.otherGameSoloOptions} prefix={`${info.id}-solo-`} />
            </details>
          )}
          <div class="choice-row">
            <button type="button" class="btn" data-game-solo={info.id} disabled={busy} onClick={() => request('create', 1)}>
              {t.otherGameSolo}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
