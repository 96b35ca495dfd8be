// Provable fairness on the final-score screen and a match's page: the commitment announced at the
// start, the key revealed at the end, and whether they match (checked here, in the browser, with
// shared code). The commitment binds the match's identity too (match id, game, players, options),
// which the room announces with it and a match record shows; without an identity (a record of
// format 1) it is SHA-256 of the key alone.
import { commitmentOf, matchCommitmentOf, type MatchIdentity } from '../../../../shared/fairness.js';
import { isGameKey } from '../../../../shared/random.js';
import { useI18n } from '../../i18n/index.js';

/** What a table or a match page knows of a game's fairness. */
export interface Fairness {
  commitment: string;
  revealedKey: string;
  /** The match identity the commitment binds, as announced at the start. */
  identity?: MatchIdentity;
}

export function FairnessNote({ commitment, revealedKey, identity }: Fairness) {
  const { t } = useI18n();
  if (!commitment) return null;
  const matches = isGameKey(revealedKey) && (identity ? matchCommitmentOf(revealedKey, identity) : commitmentOf(revealedKey)) === commitment;
  const state = !revealedKey ? 'pending' : matches ? 'matches' : 'mismatch';
  return (
    <details class="fairness" data-fairness={state}>
      <summary>{t.fairness[state]}</summary>
      <dl class="fairness-values small">
        <dt>{t.fairness.commitment}</dt>
        <dd>
          <code data-commitment>{commitment}</code>
        </dd>
        <dt>{t.fairness.key}</dt>
        <dd>
          <code data-revealed-key>{revealedKey || '…'}</code>
        </dd>
      </dl>
      <p class="hint small">{t.fairness.howTo}</p>
    </details>
  );
}
