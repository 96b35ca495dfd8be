// A hospital on its grid (SVG): every tile with its doors, patients and quarantine, the queue as a
// line of cubes in front of the lobby's entrance, and what the player may pick on it now: empty
// cells where the tile being placed may go (then the tile itself, previewed at its rotation), or
// tiles (a virus's landing place, a spread, a tile to renovate). Large for one's own hospital, small
// for the others; wider than the screen, it scrolls.
import type { JSX } from 'preact';
import { entranceCell } from '../../../../shared/games/quarantine/grid.js';
import { nurseStations, type Colour, type PlayerState, type Rotation } from '../../../../shared/games/quarantine/index.js';
import { Cube } from './Cube.js';
import { useQText } from './i18n/index.js';
import { tileName } from './names.js';
import { TileDefs, TileShape } from './TileShape.js';

/** A cell or a tile the player may pick, and what picking it does. */
export interface Pick {
  x: number;
  y: number;
  label: string;
  onPick(): void;
  selected?: boolean;
}

export interface HospitalViewProps {
  player: PlayerState;
  seat: number;
  title: string;
  size: 'large' | 'small';
  /** Empty cells to pick (a placement's targets). */
  cells?: readonly Pick[];
  /** Tiles to pick (a virus, a spread, a tile to renovate). */
  tiles?: readonly Pick[];
  /** The tile being placed, drawn where it would go (`from`: the cell a renovation moves it from,
   * left empty meanwhile). */
  preview?: { tile: number; x: number; y: number; rot: Rotation; from?: { x: number; y: number } } | null;
}

const QUEUE_SHOWN = 8;

export function HospitalView({ player, seat, title, size, cells = [], tiles = [], preview }: HospitalViewProps) {
  const t = useQText();
  const s = size === 'large' ? 76 : 40;
  const entrance = entranceCell(player.hospital);
  const points = [...player.hospital, ...cells, ...(entrance ? [entrance] : []), ...(preview ? [preview] : [])];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(0, ...xs) - 0.15;
  const minY = Math.min(0, ...ys) - 0.15;
  const width = (Math.max(0, ...xs) + 1.15 - minX) * s;
  const height = (Math.max(0, ...ys) + 1.15 - minY) * s;
  const px = (x: number) => (x - minX) * s;
  const py = (y: number) => (y - minY) * s;
  const stations = nurseStations(player.hospital).length;
  const describe = (x: number, y: number) => t.tile.at(title, x, y);
  return (
    <div class={`q-hospital q-hospital-${size}`} data-hospital={seat}>
      <div class="q-hospital-head">
        <h3 class="q-hospital-title">{title}</h3>
        <span class="q-hospital-facts">
          {t.hospital.stations(stations)} · {t.hospital.queueOf(player.queue.length)}
        </span>
      </div>
      <div
        class="q-grid-scroll"
        tabIndex={size === 'large' ? 0 : undefined}
        role={size === 'large' ? 'region' : undefined}
        aria-label={size === 'large' ? t.hospital.grid(title, player.hospital.length) : undefined}
      >
        {/* With cells or tiles to pick the drawing is a group of buttons; otherwise one image,
            described tile by tile in the list under it. */}
        <svg
          class="q-grid"
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role={cells.length + tiles.length > 0 ? 'group' : 'img'}
          aria-label={t.hospital.grid(title, player.hospital.length)}
        >
          <TileDefs />
          {player.hospital
            .filter((p) => !(preview?.from && preview.from.x === p.x && preview.from.y === p.y))
            .map((p) => (
              <TileShape key={`${p.x},${p.y}`} tile={p.tile} rot={p.rot} px={px(p.x)} py={py(p.y)} size={s} virus={p.virus} patients={p.patients} />
            ))}
          {entrance && <QueueLine queue={player.queue} px={px(entrance.x)} py={py(entrance.y)} size={s} />}
          {preview && <TileShape tile={preview.tile} rot={preview.rot} px={px(preview.x)} py={py(preview.y)} size={s} preview />}
          {cells.map((c) => (
            <PickArea key={`c${c.x},${c.y}`} pick={c} px={px(c.x)} py={py(c.y)} size={s} kind="cell" label={`${c.label} (${describe(c.x, c.y)})`} />
          ))}
          {tiles.map((c) => (
            <PickArea key={`t${c.x},${c.y}`} pick={c} px={px(c.x)} py={py(c.y)} size={s} kind="tile" label={c.label} />
          ))}
        </svg>
      </div>
      <ul class="sr-only">
        {player.hospital.map((p) => (
          <li key={`${p.x},${p.y}`}>
            {t.tile.at(tileName(t, p.tile), p.x, p.y)}
            {p.patients.length > 0 && `, ${t.tile.patients(p.patients.map((c) => t.colour[c]).join(', '))}`}
            {p.virus && `, ${t.tile.quarantined}`}
          </li>
        ))}
      </ul>
      <QueueList queue={player.queue} />
      {player.stored.length > 0 && (
        <p class="q-stored" data-stored={player.stored.length}>
          {t.hospital.stored}: {player.stored.map((tile) => tileName(t, tile)).join(', ')}
        </p>
      )}
    </div>
  );
}

/** A highlighted cell or tile: a button inside the SVG (Enter or Space picks it, as a click does). */
function PickArea({ pick, px, py, size, kind, label }: { pick: Pick; px: number; py: number; size: number; kind: 'cell' | 'tile'; label: string }) {
  const onKey = (e: JSX.TargetedKeyboardEvent<SVGRectElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick.onPick();
    }
  };
  const data = kind === 'cell' ? { 'data-cell': `${pick.x},${pick.y}` } : { 'data-tile-target': `${pick.x},${pick.y}` };
  return (
    <rect
      class={`q-pick q-pick-${kind}${pick.selected ? ' q-pick-selected' : ''}`}
      x={px + 2}
      y={py + 2}
      width={size - 4}
      height={size - 4}
      rx={size * 0.08}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={pick.selected ?? false}
      onClick={pick.onPick}
      onKeyDown={onKey}
      {...data}
    >
      <title>{label}</title>
    </rect>
  );
}

/** The queue drawn in the cell in front of the entrance, front first; the rest counted. */
function QueueLine({ queue, px, py, size }: { queue: readonly Colour[]; px: number; py: number; size: number }) {
  const cube = size * 0.2;
  const shown = queue.slice(0, QUEUE_SHOWN);
  return (
    <g class="q-queue-cell" transform={`translate(${px} ${py})`} aria-hidden="true">
      <rect class="q-entrance-cell" x={size * 0.06} y={size * 0.06} width={size * 0.88} height={size * 0.88} rx={size * 0.08} />
      {shown.map((c, i) => (
        <Cube key={i} cube={c} x={size * 0.1 + (i % 4) * cube * 1.05} y={size * 0.18 + Math.floor(i / 4) * cube * 1.15} size={cube} />
      ))}
      {queue.length > QUEUE_SHOWN && (
        <text class="q-queue-more" x={size * 0.5} y={size * 0.85} font-size={size * 0.18}>
          +{queue.length - QUEUE_SHOWN}
        </text>
      )}
    </g>
  );
}

/** The whole queue as a line of cubes (numbered, front first), under the grid. */
function QueueList({ queue }: { queue: readonly Colour[] }) {
  const t = useQText();
  return (
    <p class="q-queue" data-queue-length={queue.length}>
      <span class="q-queue-label">{t.hospital.queue}:</span>{' '}
      {queue.length === 0 ? (
        <span class="muted">{t.hospital.queueEmpty}</span>
      ) : (
        queue.map((c, i) => (
          <span key={i} class={`q-chip q-cube-${c}`} role="img" aria-label={`${i + 1}. ${t.patient(t.colour[c])}`}>
            {t.colourLetter[c]}
          </span>
        ))
      )}
    </p>
  );
}
