// One player's hospital drawn as its board: tokens, the wards of patient dice, the staff room and
// discharge area, and the department tiles with the meeples placed on them.
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import type { AdministratorShown } from '../administrators.js';
import { useMemo } from 'preact/hooks';
import { useI18n } from '../i18n/index.js';
import { DepartmentList } from './DepartmentList.js';
import { DischargeArea } from './DischargeArea.js';
import { HospitalStats } from './HospitalStats.js';
import type { BoardInteraction } from './interaction.js';
import { PatientWard } from './PatientWard.js';
import { StaffList } from './StaffList.js';
import './board.css';
import { PlayerBadges } from './PlayerBadges.js';

export interface HospitalBoardProps {
  view: GameView;
  seat: number;
  isYou: boolean;
  interaction?: BoardInteraction;
  headingLevel?: 2 | 3;
  admin: AdministratorShown;
}

export function HospitalBoard({ view, seat, isYou, interaction, headingLevel = 2, admin }: HospitalBoardProps) {
  const { t } = useI18n();
  const player = view.players[seat]!;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = isYou ? t.game.yourHospital : t.game.hospitalOf(player.name);
  const over = view.phase === 'gameOver';
  const round = over ? view.round : 0;
  // Drawn again only when what it shows changed: the player's data (the same object while a patch
  // leaves it as it was, roomSession's shareUnchanged), what may be chosen on it (the same while
  // nothing may) and the administrator (shared likewise, GameScreen); not on every other player's move.
  const body = useMemo(
    () => (
      <>
        <HospitalStats player={player} admin={admin} />
        <div class="hospital-body">
          <div class="hospital-patients">
            <PatientWard
              patients={player.patients}
              interaction={interaction}
              hideValues={!player.startingValuesSet}
              dischargedIds={player.discharged.map((d) => d.id)}
              fatalities={player.fatalities}
            />
          </div>
          <div class="hospital-side">
            <StaffList player={player} interaction={interaction} />
            {over ? (
              // Scored and back in the bag: say what the last round discharged instead of "none yet".
              <p class="discharge" data-last-discharges>
                {t.game.dischargedInRound(round, player.rounds.at(-1)?.discharged ?? 0)}
              </p>
            ) : (
              <DischargeArea dice={player.discharged} />
            )}
          </div>
          <DepartmentList player={player} interaction={interaction} />
        </div>
      </>
    ),
    [player, interaction, admin, over, round, t],
  );
  return (
    <section class={`hospital${isYou ? ' hospital-you' : ''}`} aria-label={title} data-seat={seat}>
      <header class="hospital-head">
        <Heading class="hospital-title">{title}</Heading>
        <PlayerBadges view={view} seat={seat} turn={!isYou} />
      </header>
      {body}
    </section>
  );
}
