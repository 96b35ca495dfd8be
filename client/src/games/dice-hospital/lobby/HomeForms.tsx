// Dice Hospital's forms on the home page (it is the main game): a private room with every option,
// and a solo game.
import type { HomeFormsProps } from '../../../views/lobby/createRequest.js';
import { CreateRoomForm } from './CreateRoomForm.js';
import { SoloForm } from './SoloForm.js';

export function DiceHospitalHomeForms({ busy, error, onCreate }: HomeFormsProps) {
  return (
    <>
      <CreateRoomForm busy={busy} error={error} onCreate={onCreate} />
      <SoloForm busy={busy} onCreate={onCreate} />
    </>
  );
}
