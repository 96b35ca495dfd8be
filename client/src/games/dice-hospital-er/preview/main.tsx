// The ER preview page (client/er-preview.html): renders the ER views for a position built with the
// engine, played locally: ?pos=NAME&seat=N|spectator&lang=fr&error=CODE. "Others play" makes every other seat play its
// default move. For development and the browser test only; the real table is wired by the room.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { eventsFor, applyAction, viewFor, type Action } from '../../../../../shared/games/dice-hospital-er/index.js';
import { ErTable } from '../ErTable.js';
import { I18nContext, LANGUAGES } from '../../../i18n/index.js';
import { ER_MESSAGES, ErI18nContext, type ErLanguage } from '../i18n/index.js';
import { POSITIONS, othersPlay, type Played } from './positions.js';
import '../../../styles.css';

const params = new URLSearchParams(location.search);
const posName = params.get('pos') ?? 'start';
const lang: ErLanguage = params.get('lang') === 'fr' ? 'fr' : 'en';
/** A seat number, or `spectator`. */
const seat: number | 'spectator' = params.get('seat') === 'spectator' ? 'spectator' : Number(params.get('seat') ?? 0);
const playingSeat = seat === 'spectator' ? -1 : seat;
document.documentElement.lang = lang;

function Preview() {
  const [played, setPlayed] = useState<Played>(() => (POSITIONS[posName] ?? POSITIONS.start!)(Math.max(0, playingSeat)));
  // ?error=CODE shows a refusal as the room would (the preview itself only sends legal moves).
  const [error, setError] = useState<string | null>(params.get('error'));
  const send = (action: Action) => {
    const result = applyAction(played.state, playingSeat, action);
    if (!result.ok) {
      setError(result.error.code);
      return;
    }
    setError(null);
    setPlayed({ state: result.state, events: [...played.events, ...result.events] });
  };
  const view = viewFor(played.state, seat);
  return (
    // The platform's texts too (the table's clock, badges and refusals are the platform's).
    <I18nContext.Provider value={{ language: lang, t: LANGUAGES[lang], setLanguage: () => {} }}>
      <ErI18nContext.Provider value={ER_MESSAGES[lang]}>
        <header class="app-header">
          <span class="brand">
            <span class="brand-mark" aria-hidden="true" />
            {ER_MESSAGES[lang].game}
          </span>
          <nav class="er-preview-nav" aria-label="Preview">
            <select
              aria-label="Position"
              value={posName}
              onChange={(e) => (location.search = `?pos=${(e.currentTarget as HTMLSelectElement).value}&seat=${seat}&lang=${lang}`)}
            >
              {Object.keys(POSITIONS).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <button type="button" data-others-play onClick={() => setPlayed(othersPlay(played, playingSeat))}>
              Others play
            </button>
          </nav>
        </header>
        <main class="app-main" id="main">
          <ErTable view={view} send={send} events={eventsFor(played.events, seat)} error={error} onDismissError={() => setError(null)} />
        </main>
      </ErI18nContext.Provider>
    </I18nContext.Provider>
  );
}

render(<Preview />, document.getElementById('app')!);
