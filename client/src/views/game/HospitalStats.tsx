// Score, blood bags, fatalities and administrator of one hospital.
import type { PlayerState } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { CardName } from '../common/CardTip.js';

export function HospitalStats({ player, showSecretHint }: { player: PlayerState; showSecretHint?: boolean }) {
  const { t } = useI18n();
  const admin = player.administrator;
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
        <dd>
          {admin ? (
            <CardName title={t.administrator[admin].name} text={t.administrator[admin].text} className="admin-name" />
          ) : (
            <span class="muted">{showSecretHint ? t.game.secretAdministrator : t.game.noAdministrator}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
