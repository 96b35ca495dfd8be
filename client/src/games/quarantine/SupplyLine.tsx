// A player's supply (cured cubes by colour, greys with a Lab), bonus markers and contracts held.
import { CUBES, type GameView } from '../../../../shared/games/quarantine/index.js';
import { CubeChip } from './Cube.js';
import { useQText } from './i18n/index.js';

export function SupplyLine({ view, seat }: { view: GameView; seat: number }) {
  const t = useQText();
  const player = view.players[seat]!;
  const contracts = view.piles.filter((p) => p.holder === seat);
  return (
    <p class="q-supply" data-supply={seat}>
      <strong>{t.hospital.supply}:</strong>{' '}
      {CUBES.map((c) => (
        <span key={c} class="q-supply-count" data-supply-colour={c}>
          <CubeChip cube={c} /> {player.supply[c]}
        </span>
      ))}
      {' · '}
      <strong>{t.hospital.markers}:</strong> <span data-markers>{player.markers}</span>
      {contracts.map((p) => (
        <span key={p.special} class="q-contract-tag" data-contract={p.special}>
          {' '}
          · {t.hospital.contract(t.specials[p.special].name)}
        </span>
      ))}
    </p>
  );
}
