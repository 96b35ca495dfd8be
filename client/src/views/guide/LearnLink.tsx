// How to play's way into a game's guided first round (`?learn=<id>`), opened in a new tab: the
// rules are also read in the middle of a game, which must not be left.
import { learnHref } from '../../net/links.js';

export function LearnLink({ game, label }: { game: string; label: string }) {
  return (
    <p>
      <a href={learnHref(game)} target="_blank" rel="noopener" data-learn-link>
        {label}
      </a>
    </p>
  );
}
