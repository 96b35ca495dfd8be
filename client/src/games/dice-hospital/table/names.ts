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

export function departmentName(t: Messages, department: Pick<OwnedDepartment, 'type'>): string {
  return t.department[department.type].name;
}

export function findDepartment(player: PlayerState, uid: string): OwnedDepartment | undefined {
  return player.departments.find((d) => d.uid === uid);
}

export function findWorker(player: PlayerState, id: string): Worker | undefined {
  return player.workers.find((w) => w.id === id);
}
