// The rules page (`/?help=<game id>`, `/?help` for the main game): one game's How to play, scrolled to
// the part the address's #anchor names, with links to the other games' rules.
import { useEffect, useState } from 'preact/hooks';
import { CLIENT_GAMES } from '../../games/registry.js';
import { useI18n } from '../../i18n/index.js';
import { rulesHref } from '../../net/links.js';
import { GameRules } from './GameRules.js';

export function RulesPage({ game }: { game: string }) {
  const { t, language } = useI18n();
  const others = Object.values(CLIENT_GAMES).filter(({ info }) => info.id !== game);
  // The part the address names, also when only its #anchor changes (a link within the page).
  const [anchor, setAnchor] = useState(hashAnchor);
  useEffect(() => {
    const follow = () => setAnchor(hashAnchor());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  return (
    <div class="rules-page" data-rules-page={game}>
      {others.length > 0 && (
        <nav class="rules-nav" aria-label={t.help.otherGames}>
          <span>{t.help.otherGames}</span>
          {others.map(({ info }) => (
            <a key={info.id} href={rulesHref(info.id)} data-rules-page-link={info.id}>
              {t.help.of(info.names[language])}
            </a>
          ))}
        </nav>
      )}
      <GameRules game={game} anchor={anchor} headingLevel={1} />
    </div>
  );
}

const hashAnchor = (): string | undefined => decodeURIComponent(location.hash.slice(1)) || undefined;
