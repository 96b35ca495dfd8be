// What the player can click on the board right now, computed by the action bar from the engine's
// legal actions and passed down to the board components.

export type Mark = 'idle' | 'selectable' | 'selected';

export interface BoardInteraction {
  patient(id: number): Mark;
  onPatient(id: number): void;
  department(uid: string): Mark;
  onDepartment(uid: string): void;
  worker(id: string): Mark;
  onWorker(id: string): void;
  ambulance(n: number): Mark;
  onAmbulance(n: number): void;
  displayItem(uid: string): Mark;
  onDisplayItem(uid: string): void;
}

export const NO_INTERACTION: BoardInteraction = {
  patient: () => 'idle',
  onPatient: () => {},
  department: () => 'idle',
  onDepartment: () => {},
  worker: () => 'idle',
  onWorker: () => {},
  ambulance: () => 'idle',
  onAmbulance: () => {},
  displayItem: () => 'idle',
  onDisplayItem: () => {},
};
