// One card per game of the registry besides the home page's main one (today Dice Hospital ER):
// its name, how many players, and the ways in: quick match, a private room, or solo when it has one.
import { useState } from 'preact/hooks';
import { CLIENT_GAMES, MAIN_GAME } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';

export interface OtherGameRequest {
  game: string;
  kind: 'quick' | 'create';
  playerCount: number;
}

export function OtherGames({ busy, onRequest }: { busy: boolean; onRequest: (request: OtherGameRequest) => void }) {
  const { t, language } = useI18n();
  const games = Object.values(CLIENT_GAMES).filter((game) => game.info.id !== MAIN_GAME);
  return (
    <>
      {games.map(({ info }) => (
        <OtherGameCard key={info.id} id={info.id} name={info.names[language]} min={Math.max(2, info.minPlayers)} max={info.maxPlayers} solo={info.minPlayers === 1} busy={busy} onRequest={onRequest} text={t.home} />
      ))}
    </>
  );
}

function OtherGameCard(props: {
  id: string; name: string; min: number; max: number; solo: boolean; busy: boolean;
  onRequest: (request: OtherGameRequest) => void;
  text: ReturnType<typeof useI18n>['t']['home'];
}) {
  const [players, setPlayers] = useState(props.min);
  const t = props.text;
  const titleId = `game-${props.id}-title`;
  return (
    <section class="panel-card" aria-labelledby={titleId} data-game-card={props.id}>
      <h2 class="card-title" id={titleId}>
        {props.name}
      </h2>
      <p class="hint">{t.otherGameText}</p>
      <label class="field">
        <span class="field-label">{t.playerCount}</span>
        <select name={`${props.id}-players`} value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
          {Array.from({ length: props.max - props.min + 1 }, (_, i) => props.min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <div class="choice-row">
        <button type="button" class="btn btn-primary" data-game-quick={props.id} disabled={props.busy} onClick={() => props.onRequest({ game: props.id, kind: 'quick', playerCount: players })}>
          {t.otherGameQuick}
        </button>
        <button type="button" class="btn" data-game-create={props.id} disabled={props.busy} onClick={() => props.onRequest({ game: props.id, kind: 'create', playerCount: players })}>
          {t.otherGameCreate}
        </button>
        {props.solo && (
          <button type="button" class="btn" data-game-solo={props.id} disabled={props.busy} onClick={() => props.onRequest({ game: props.id, kind: 'create', playerCount: 1 })}>
            {t.otherGameSolo}
          </button>
        )}
      </div>
    </section>
  );
}
