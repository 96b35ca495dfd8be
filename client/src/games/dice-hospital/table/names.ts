// Display names for game objects in the active language.
import type { OwnedDepartment, PlayerState, Worker } from '../../../../../shared/games/dice-hospital/types.js';
import type { Messages } from '../i18n/index.js';

export function workerName(t: Messages, worker: Pick<Worker, 'id' | 'specialist' | 'role'>): string {
  // A Consultant with its role this phase: "Consultant (as Surgeon)".
  if (worker.specialist && worker.role) return `${t.specialist[worker.specialist].name} (${t.game.consultantAs(t.specialist[worker.role].name)})`;
  if (worker.specialist) return t.specialist[worker.specialist].name;
  const n = Number(worker.id.replace(/^\D+/, ''));
  return Number.isFinite(n) ? `${t.game.nurse} ${n + 1}` : t.game.nurse;
}

/** A worker's name in the staff room, on one line beside its meeple: a specialist's short form
 * (a Consultant shows the role it plays this phase), a nurse's full name. */
export function staffRoomName(t: Messages, worker: Pick<Worker, 'id' | 'specialist' | 'role'>): string {
  if (worker.specialist) return t.staffName[worker.role ?? worker.specialist];
  return workerName(t, worker);
}

export function departmentName(t: Messages, department: Pick<OwnedDepartment, 'type'>): string {
  return t.department[department.type].name;
}

export function findDepartment(player: PlayerState, uid: string): OwnedDepartment | undefined {
  return player.departments.find((d) => d.uid === uid);
}

export function findWorker(player: PlayerState, id: string): Worker | undefined {
  return player.workers.find((w) => w.id === id);
}
