// A hospital's departments as tiles: a band of the colour they treat (pattern and symbol as on the
// dice), name, effect drawn as a pictogram strip (its sentence read out, and in full in the tooltip),
// and the meeples placed on them this activation.
import { DEPARTMENTS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { OwnedDepartment, PlayerState } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { CardTip } from '../../../views/common/CardTip.js';
import type { BoardInteraction } from './interaction.js';
import { DeptPictogram } from './DeptPictogram.js';
import { WorkerMeeple } from './StaffList.js';

function DepartmentTile({ department, player, interaction }: { department: OwnedDepartment; player: PlayerState; interaction?: BoardInteraction }) {
  const { t } = useI18n();
  const text = t.department[department.type];
  const colour = DEPARTMENTS[department.type].colour;
  const workers = player.workers.filter((w) => w.placedOn === department.uid);
  const mark = interaction?.department(department.uid) ?? 'idle';
  const body = (
    <>
      <span class={`dept-band swatch die-${colour}`} aria-hidden="true" />
      <span class="dept-name">{text.name}</span>
      <span class="dept-effect sr-only">{text.short}</span>
      <span class="dept-body">
        <DeptPictogram type={department.type} />
        <span class="dept-foot">
          <span class={`dept-status${department.activated ? ' is-activated' : ''}`}>{department.activated ? t.game.activated : t.game.available}</span>
          <span class="dept-slot">
            {workers.map((w) => (
              <WorkerMeeple key={w.id} worker={w} player={player} onTile />
            ))}
          </span>
        </span>
      </span>
    </>
  );
  const className = `dept dept-${colour}${department.activated ? ' dept-activated' : ''}${workers.length > 0 ? ' dept-staffed' : ''} dept-${mark}`;
  return (
    <li>
      <CardTip title={text.name} text={text.text} kicker={DEPARTMENTS[department.type].starting ? t.game.startingDepartment : t.game.departmentEffect}>
        {(tipId) =>
          mark === 'idle' || !interaction ? (
            <div class={className} tabIndex={0} aria-describedby={tipId} data-department={department.uid} data-type={department.type}>
              {body}
            </div>
          ) : (
            <button
              type="button"
              class={className}
              aria-describedby={tipId}
              aria-pressed={mark === 'selected'}
              data-department={department.uid}
              data-type={department.type}
              onClick={() => interaction.onDepartment(department.uid)}
            >
              {body}
            </button>
          )
        }
      </CardTip>
    </li>
  );
}

export function DepartmentList({ player, interaction }: { player: PlayerState; interaction?: BoardInteraction }) {
  const { t } = useI18n();
  return (
    <section class="departments" aria-label={t.game.departments}>
      <h4 class="board-subhead">{t.game.departments}</h4>
      <ul class="dept-grid">
        {player.departments.map((d) => (
          <DepartmentTile key={d.uid} department={d} player={player} interaction={interaction} />
        ))}
      </ul>
    </section>
  );
}
