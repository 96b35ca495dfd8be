// Provable fairness on the final-score screen: the commitment every client got at the start, the
// key revealed at the end, and whether they match (checked here, in the browser, with shared code).
import { commitmentOf } from '../../../../shared/fairness.js';
import { isGameKey } from '../../../../shared/random.js';
import { useI18n } from '../../i18n/index.js';

export function FairnessNote({ commitment, revealedKey }: { commitment: string; revealedKey: string }) {
  const { t } = useI18n();
  if (!commitment) return null;
  const matches = isGameKey(revealedKey) && commitmentOf(revealedKey) === commitment;
  const state = !revealedKey ? 'pending' : matches ? 'matches' : 'mismatch';
  return (
    <details class="fairness" data-fairness={state}>
      <summary>{t.fairness[state]}</summary>
      <dl class="fairness-values small">
        <dt>{t.fairness.commitment}</dt>
        <dd><code data-commitment>{commitment}</code></dd>
        <dt>{t.fairness.key}</dt>
        <dd><code data-revealed-key>{revealedKey || '…'}</code></dd>
      </dl>
      <p class="hint small">{t.fairness.howTo}</p>
    </details>
  );
}
