// Score, blood bags, fatalities and administrator of one hospital.
import type { PlayerState } from '../../../../shared/games/dice-hospital/types.js';
import type { AdministratorShown } from '../../game/administrators.js';
import { useI18n, type Messages } from '../../games/dice-hospital/i18n/index.js';
import { CardName } from '../common/CardTip.js';

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
        <dd data-stat="bloodBags">
          <span class="token token-blood" aria-hidden="true" />
          {player.bloodBags}
        </dd>
      </div>
      <div class="stat stat-fatal">
        <dt>{t.game.fatalities}</dt>
        <dd data-stat="fatalities">
          <span class="token token-fatal" aria-hidden="true" />
          {player.fatalities}
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
