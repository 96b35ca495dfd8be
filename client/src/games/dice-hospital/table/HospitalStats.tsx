// Score, blood bags and fatalities (as tokens) and the administrator of one hospital.
import type { PlayerState } from '../../../../../shared/games/dice-hospital/types.js';
import type { AdministratorShown } from '../administrators.js';
import { useI18n, type Messages } from '../i18n/index.js';
import { CardName } from '../../../views/common/CardTip.js';

function AdministratorValue({ t, admin }: { t: Messages; admin: AdministratorShown }) {
  switch (admin.state) {
    case 'public':
      return <CardName title={t.administrator[admin.card].name} text={t.administrator[admin.card].text} className="admin-name" />;
    case 'kept':
      return (
        <span class="admin-kept">
          <span class="muted">{t.game.administratorKept.before}</span>{' '}
          <CardName title={t.administrator[admin.card].name} text={t.administrator[admin.card].text} className="admin-name" />{' '}
          <span class="muted small">{t.game.administratorKept.after}</span>
        </span>
      );
    case 'chosen':
      return <span class="muted">{t.game.administratorChosen}</span>;
    case 'choosing':
      return <span class="muted">{t.game.secretAdministrator}</span>;
    case 'none':
      return <span class="muted">{t.game.noAdministrator}</span>;
  }
}

/** A count drawn as that many tokens (up to `max`, then the number says the rest). */
function Tokens({ n, kind, max = 6 }: { n: number; kind: 'blood' | 'fatal'; max?: number }) {
  return (
    <span class="tokens" aria-hidden="true">
      {Array.from({ length: Math.min(n, max) }, (_, i) => (
        <span key={i} class={`token token-${kind}`} />
      ))}
    </span>
  );
}

export function HospitalStats({ player, admin }: { player: PlayerState; admin: AdministratorShown }) {
  const { t } = useI18n();
  return (
    <dl class="stats">
      <div class="stat stat-score">
        <dt>{t.game.score}</dt>
        <dd data-stat="score">{player.score}</dd>
      </div>
      <div class="stat stat-blood">
        <dt>{t.game.bloodBags}</dt>
        <dd>
          <Tokens n={player.bloodBags} kind="blood" />
          <span data-stat="bloodBags">{player.bloodBags}</span>
        </dd>
      </div>
      <div class="stat stat-fatal">
        <dt>{t.game.fatalities}</dt>
        <dd>
          <Tokens n={player.fatalities} kind="fatal" />
          <span data-stat="fatalities">{player.fatalities}</span>
        </dd>
      </div>
      <div class="stat stat-admin">
        <dt>{t.game.administrator}</dt>
        <dd data-admin={admin.state}>
          <AdministratorValue t={t} admin={admin} />
        </dd>
      </div>
    </dl>
  );
}
