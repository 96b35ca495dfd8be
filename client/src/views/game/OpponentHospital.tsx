// Another player's hospital in compact form, expandable to the full board.
import { useState } from 'preact/hooks';
import type { GameView } from '../../../../shared/games/dice-hospital/types.js';
import type { AdministratorShown } from '../../game/administrators.js';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { DepartedDie, PatientDie } from './PatientWard.js';
import { useDepartures, useDieChanges } from './useDieChanges.js';
import { HospitalBoard } from './HospitalBoard.js';
import { HospitalStats } from './HospitalStats.js';
import { PlayerBadges } from './PlayerBadges.js';

export function OpponentHospital({ view, seat, admin, startExpanded = false }: { view: GameView; seat: number; admin: AdministratorShown; startExpanded?: boolean }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(startExpanded);
  const player = view.players[seat]!;
  const bodyId = `hospital-${seat}-full`;
  // The small dice carry the same change marks as your own (other players' moves during the
  // simultaneous activation): a value up or down, an arrival, a discharge (✓) or a death (✝).
  const changes = useDieChanges(player.patients);
  const departed = useDepartures(player.patients, player.discharged.map((d) => d.id), player.fatalities);
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
        <div class="opponent-summary" id={bodyId}>
          <HospitalStats player={player} admin={admin} />
          <div class="opponent-dice" role="group" aria-label={t.game.patients}>
            {player.patients.map((p) => (
              <PatientDie key={p.id} patient={p} size="sm" hideValue={!player.startingValuesSet} change={player.startingValuesSet ? changes.get(p.id) : undefined} />
            ))}
            {departed.map((d) => (
              <DepartedDie key={`gone-${d.patient.id}`} departed={d} size="sm" />
            ))}
            {player.patients.length === 0 && <span class="muted">{t.game.noPatients}</span>}
            {player.discharged.length > 0 && (
              <span class="opponent-discharged">
                {t.game.discharged}: {player.discharged.length}
              </span>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
