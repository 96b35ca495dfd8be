// Workers as meeples: free ones wait in the staff room, placed ones stand on their department tile
// (DepartmentList). A specialist's ability is in a tooltip in the staff room.
import type { PlayerState, Worker } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { CardTip } from '../../../views/common/CardTip.js';
import type { BoardInteraction } from './interaction.js';
import { departmentName, findDepartment, staffRoomName, workerName } from './names.js';

/** A meeple figure; specialists carry a star, nurses a cross (shape as well as colour). */
export function MeepleIcon({ specialist }: { specialist: boolean }) {
  return (
    <svg class={`meeple-svg${specialist ? ' meeple-specialist' : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        class="meeple-body"
        d="M12 1.5a3.4 3.4 0 0 1 3.4 3.4c0 1.2-.6 2.2-1.5 2.8l5.8 2.2c1.3.5 2.2 1.4 2.2 2.5 0 1.4-2.4 1.9-4.5 2l2.3 6.8c.2.7-.3 1.3-1 1.3h-3.8L12 18l-2.9 4.5H5.3c-.7 0-1.2-.6-1-1.3l2.3-6.8c-2.1-.1-4.5-.6-4.5-2 0-1.1.9-2 2.2-2.5l5.8-2.2a3.4 3.4 0 0 1-1.5-2.8A3.4 3.4 0 0 1 12 1.5z"
      />
      {specialist ? (
        <path class="meeple-mark" d="M12 9.6l1 2 2.2.3-1.6 1.5.4 2.2-2-1.1-2 1.1.4-2.2-1.6-1.5 2.2-.3z" />
      ) : (
        <path class="meeple-mark" d="M11 9.8h2v1.9h1.9v2H13v1.9h-2v-1.9H9.1v-2H11z" />
      )}
    </svg>
  );
}

export interface WorkerMeepleProps {
  worker: Worker;
  player: PlayerState;
  interaction?: BoardInteraction;
  /** Standing on a department tile: no control of its own (the tile may be one). */
  onTile?: boolean;
}

/** A worker's name as shown: in the staff room its short form (the full name read out instead). */
function WorkerName({ full, shown }: { full: string; shown: string }) {
  if (shown === full) return <span class="worker-name">{full}</span>;
  return (
    <>
      <span class="worker-name" aria-hidden="true">
        {shown}
      </span>
      <span class="sr-only">{full}</span>
    </>
  );
}

/** One worker: its meeple and name; a button when the decision lets you pick it. */
export function WorkerMeeple({ worker, player, interaction, onTile = false }: WorkerMeepleProps) {
  const { t } = useI18n();
  const name = workerName(t, worker);
  const placedOn = worker.placedOn ? findDepartment(player, worker.placedOn) : undefined;
  const status = placedOn ? t.game.placedOn(departmentName(t, placedOn)) : t.game.free;
  const mark = onTile ? 'idle' : (interaction?.worker(worker.id) ?? 'idle');
  const className = `worker ${worker.specialist ? 'worker-specialist' : 'worker-nurse'}${worker.placedOn ? ' worker-placed' : ''} worker-${mark}`;
  const body = (
    <>
      <MeepleIcon specialist={!!worker.specialist} />
      <WorkerName full={name} shown={onTile ? name : staffRoomName(t, worker)} />
      <span class="sr-only worker-status">{status}</span>
    </>
  );
  const render = (tipId?: string) =>
    mark === 'idle' || !interaction ? (
      <span class={className} tabIndex={tipId ? 0 : undefined} aria-describedby={tipId} data-worker={worker.id}>
        {body}
      </span>
    ) : (
      <button
        type="button"
        class={className}
        aria-pressed={mark === 'selected'}
        aria-describedby={tipId}
        data-worker={worker.id}
        onClick={() => interaction.onWorker(worker.id)}
      >
        {body}
      </button>
    );
  if (!worker.specialist || onTile) return render();
  const card = t.specialist[worker.specialist];
  // A Consultant's borrowed ability follows its own.
  const role = worker.role ? t.specialist[worker.role] : undefined;
  const text = role ? `${card.text} — ${role.name}: ${role.text}` : card.text;
  return (
    <CardTip title={card.name} text={text} kicker={t.game.specialistAbility}>
      {(tipId) => render(tipId)}
    </CardTip>
  );
}

/** The staff room: the workers not placed yet this activation. */
export function StaffList({ player, interaction }: { player: PlayerState; interaction?: BoardInteraction }) {
  const { t } = useI18n();
  const free = player.workers.filter((w) => !w.placedOn);
  return (
    <section class="staff" aria-label={t.game.workers}>
      <h4 class="board-subhead">{t.game.workers}</h4>
      {/* A placed worker keeps its place in the room, empty (an invisible copy): the room keeps its
          size through the round, and its return does not push the departments below. */}
      <ul class="worker-list">
        {player.workers.map((w) =>
          w.placedOn ? (
            <li key={w.id} class="worker-away" aria-hidden="true">
              <span class="worker">
                <MeepleIcon specialist={!!w.specialist} />
                <span class="worker-name">{staffRoomName(t, w)}</span>
              </span>
            </li>
          ) : (
            <li key={w.id}>
              <WorkerMeeple worker={w} player={player} interaction={interaction} />
            </li>
          ),
        )}
        {free.length === 0 && (
          <li class="muted worker-none" aria-hidden="true">
            –
          </li>
        )}
      </ul>
    </section>
  );
}
