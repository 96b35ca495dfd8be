// Nurses and specialists: free or placed, with each specialist's ability in a tooltip.
import type { PlayerState, Worker } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { CardTip } from '../common/CardTip.js';
import type { BoardInteraction } from './interaction.js';
import { departmentName, findDepartment, workerName } from './names.js';

function WorkerChip({ worker, player, interaction }: { worker: Worker; player: PlayerState; interaction?: BoardInteraction }) {
  const { t } = useI18n();
  const name = workerName(t, worker);
  const placedOn = worker.placedOn ? findDepartment(player, worker.placedOn) : undefined;
  const status = placedOn ? t.game.placedOn(departmentName(t, placedOn)) : t.game.free;
  const mark = interaction?.worker(worker.id) ?? 'idle';
  const className = `worker ${worker.specialist ? 'worker-specialist' : 'worker-nurse'}${worker.placedOn ? ' worker-placed' : ''} worker-${mark}`;
  const body = (
    <>
      <span class="meeple" aria-hidden="true" />
      <span class="worker-name">{name}</span>
      <span class="worker-status">{status}</span>
    </>
  );
  const render = (tipId?: string) =>
    mark === 'idle' || !interaction ? (
      <span class={className} tabIndex={tipId ? 0 : undefined} aria-describedby={tipId} data-worker={worker.id}>
        {body}
      </span>
    ) : (
      <button type="button" class={className} aria-pressed={mark === 'selected'} aria-describedby={tipId} data-worker={worker.id} onClick={() => interaction.onWorker(worker.id)}>
        {body}
      </button>
    );
  if (!worker.specialist) return <li>{render()}</li>;
  const card = t.specialist[worker.specialist];
  // A Consultant's borrowed ability follows its own.
  const role = worker.role ? t.specialist[worker.role] : undefined;
  const text = role ? `${card.text} — ${role.name}: ${role.text}` : card.text;
  return (
    <li>
      <CardTip title={card.name} text={text} kicker={t.game.specialistAbility}>
        {(tipId) => render(tipId)}
      </CardTip>
    </li>
  );
}

export function StaffList({ player, interaction }: { player: PlayerState; interaction?: BoardInteraction }) {
  const { t } = useI18n();
  return (
    <section class="staff" aria-label={t.game.workers}>
      <h4 class="board-subhead">{t.game.workers}</h4>
      <ul class="worker-list">
        {player.workers.map((w) => (
          <WorkerChip key={w.id} worker={w} player={player} interaction={interaction} />
        ))}
      </ul>
    </section>
  );
}
