// When a game ends: a bar pinned where the decisions were, at the bottom of the screen, that says who
// won and leads to the final scores. The scores are drawn at the end of the table rather than above
// it, so that their arrival moves nothing a player is looking at (a score sheet put above the board
// pushed it down by 655 px on the page of the player who did not make the last move).
import { useI18n } from '../../i18n/index.js';
import { GameEndActions, type Rematch } from './GameEndActions.js';
import { scrollUnder } from './useScrollToChoices.js';

interface GameOverDockProps {
  /** Who won, in a sentence. */
  headline: string;
  /** The id of the final scores' heading, where "See the final scores" leads. */
  scoresId: string;
  /** What is pinned at the top of the screen (the player strip): the heading is brought under it. */
  pinned: string;
  rematch?: Rematch;
  onLeave?: () => void;
  solo?: boolean;
}

export function GameOverDock({ headline, scoresId, pinned, rematch, onLeave, solo }: GameOverDockProps) {
  const { t } = useI18n();
  const seeScores = (event: MouseEvent) => {
    const target = document.getElementById(scoresId);
    if (!target) return;
    event.preventDefault();
    scrollUnder(target, pinned);
  };
  // In the table's dock (.action-dock), pinned at the bottom of the screen.
  return (
    <div class="action-dock">
      <section class="game-over-bar" aria-label={t.final.gameOver} data-game-over>
        <p class="game-over-line">
          <strong>{t.final.gameOver}</strong> <span data-game-over-headline>{headline}</span>
        </p>
        <div class="choice-row">
          <a class="btn" href={`#${scoresId}`} data-see-scores onClick={seeScores}>
            {t.final.seeScores}
          </a>
          <GameEndActions rematch={rematch} onLeave={onLeave} solo={solo} />
        </div>
      </section>
    </div>
  );
}
