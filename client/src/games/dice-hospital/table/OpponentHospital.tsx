// Another player's hospital in compact form, expandable to the full board.
import { useMemo, useState } from 'preact/hooks';
import type { GameView, PlayerState } from '../../../../../shared/games/dice-hospital/types.js';
import type { AdministratorShown } from '../administrators.js';
import { useI18n } from '../i18n/index.js';
import { DischargeArea } from './DischargeArea.js';
import { PatientWard } from './PatientWard.js';
import { MeepleIcon } from './StaffList.js';
import { HospitalBoard } from './HospitalBoard.js';
import { HospitalStats } from './HospitalStats.js';
import { PlayerBadges } from './PlayerBadges.js';

/** The staff at a glance: free meeples bright, placed ones dimmed. */
function StaffStrip({ player }: { player: PlayerState }) {
  const { t } = useI18n();
  const free = player.workers.filter((w) => !w.placedOn).length;
  return (
    <span class="staff-strip" role="img" aria-label={`${t.game.workers}: ${free} ${t.game.free} / ${player.workers.length}`}>
      {player.workers.map((w) => (
        <span key={w.id} class={w.placedOn ? 'staff-strip-placed' : undefined}>
          <MeepleIcon specialist={!!w.specialist} />
        </span>
      ))}
    </span>
  );
}

/** The board in small: tokens, wards (with the same change and departure marks as your own, for
 * other players' moves during the simultaneous activation), staff, discharges. */
function OpponentSummary({ id, player, admin }: { id: string; player: PlayerState; admin: AdministratorShown }) {
  return (
    <div class="opponent-summary board" id={id}>
      <HospitalStats player={player} admin={admin} />
      <PatientWard
        patients={player.patients}
        compact
        hideValues={!player.startingValuesSet}
        dischargedIds={player.discharged.map((d) => d.id)}
        fatalities={player.fatalities}
      />
      <div class="opponent-foot">
        <StaffStrip player={player} />
        <DischargeArea dice={player.discharged} compact />
      </div>
    </div>
  );
}

export function OpponentHospital({
  view,
  seat,
  admin,
  startExpanded = false,
}: {
  view: GameView;
  seat: number;
  admin: AdministratorShown;
  startExpanded?: boolean;
}) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(startExpanded);
  const player = view.players[seat]!;
  const bodyId = `hospital-${seat}-full`;
  // The same element while the player's data and administrator are the same objects (the session and
  // GameScreen share what a patch left unchanged): another player's move does not draw this hospital again.
  const summary = useMemo(() => <OpponentSummary id={bodyId} player={player} admin={admin} />, [bodyId, player, admin, t]);
  return (
    <article class="opponent" data-seat={seat}>
      <header class="opponent-head">
        <h3 class="opponent-name">{player.name}</h3>
        <PlayerBadges view={view} seat={seat} />
        <button type="button" class="btn btn-small btn-ghost" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t.game.hideHospital : t.game.showHospital}
        </button>
      </header>
      {expanded ? (
        <div id={bodyId}>
          <HospitalBoard view={view} seat={seat} isYou={false} headingLevel={3} admin={admin} />
        </div>
      ) : (
        summary
      )}
    </article>
  );
}
