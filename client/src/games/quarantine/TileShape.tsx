// One square tile in SVG: its floor by kind (lobby, a treatment room's colour with its letter, a
// special room's tag), its walls with the door openings, the lobby's entrance, its patients, and a
// quarantine drawn three ways (hatching, a thick dashed outline and a grey cube marked ✕) so that it
// never rests on colour alone.
import { LOBBY_ENTRANCE, TILES, doorsAt, hasDoor, type Colour, type Rotation } from '../../../../shared/games/quarantine/index.js';
import { useQText } from './i18n/index.js';
import { Cube } from './Cube.js';

export interface TileShapeProps {
  tile: number;
  rot: Rotation;
  /** Top-left corner and side, in SVG units. */
  px: number;
  py: number;
  size: number;
  virus?: boolean;
  patients?: readonly Colour[];
  /** A tile being placed: drawn lighter, over the grid. */
  preview?: boolean;
}

/** Each side's two wall corners, clockwise from the north. */
const SIDES = [
  [0, 0, 1, 0],
  [1, 0, 1, 1],
  [1, 1, 0, 1],
  [0, 1, 0, 0],
] as const;

export function TileShape({ tile, rot, px, py, size, virus = false, patients = [], preview = false }: TileShapeProps) {
  const t = useQText();
  const def = TILES[tile]!;
  const doors = doorsAt(tile, rot);
  const kind = def.kind === 'start' ? 'treatment' : def.kind;
  const colour = def.colour;
  const inset = size * 0.04;
  const big = size >= 48;
  const label = def.kind === 'lobby' ? (big ? t.tile.lobby : 'L') : def.special ? t.specials[def.special].short : t.colourLetter[colour!];
  return (
    <g
      class={`q-tile q-tile-${kind}${colour ? ` q-room-${colour}` : ''}${virus ? ' q-tile-virus' : ''}${preview ? ' q-tile-preview' : ''}`}
      transform={`translate(${px} ${py})`}
    >
      <rect class="q-floor" x={inset} y={inset} width={size - 2 * inset} height={size - 2 * inset} rx={size * 0.06} />
      {virus && <rect class="q-hatch" x={inset} y={inset} width={size - 2 * inset} height={size - 2 * inset} rx={size * 0.06} fill="url(#q-hatch)" />}
      {SIDES.map(([x1, y1, x2, y2], side) => {
        const line = (a: number, b: number) => (
          <line
            key={`${side}-${a}`}
            class="q-wall"
            x1={inset + (x1 + (x2 - x1) * a) * (size - 2 * inset)}
            y1={inset + (y1 + (y2 - y1) * a) * (size - 2 * inset)}
            x2={inset + (x1 + (x2 - x1) * b) * (size - 2 * inset)}
            y2={inset + (y1 + (y2 - y1) * b) * (size - 2 * inset)}
            stroke-width={Math.max(2.5, size * 0.085)}
          />
        );
        // A door is a wide opening in the middle of the wall.
        return hasDoor(doors, side) ? [line(0, 0.28), line(0.72, 1)] : [line(0, 1)];
      })}
      {def.kind === 'lobby' && <EntranceMark side={(LOBBY_ENTRANCE + rot) % 4} size={size} />}
      <text
        class={`q-label${def.special ? ' q-label-special' : ''}`}
        x={size / 2}
        y={def.kind === 'lobby' ? size * 0.42 : size * 0.36}
        font-size={def.kind === 'lobby' && big ? size * 0.16 : size * 0.24}
      >
        {label}
      </text>
      {big && def.special && (
        <text class="q-label-name" x={size / 2} y={size * 0.9} font-size={size * 0.12}>
          {t.specials[def.special].name}
        </text>
      )}
      {patients.map((c, i) => (
        <Cube key={i} cube={c} x={size * (0.3 + 0.4 * (i % 2)) - size * 0.11} y={size * (0.5 + 0.22 * Math.floor(i / 2)) - size * 0.05} size={size * 0.22} />
      ))}
      {virus && (
        <>
          <rect
            class="q-virus-outline"
            x={inset * 2.5}
            y={inset * 2.5}
            width={size - 5 * inset}
            height={size - 5 * inset}
            rx={size * 0.05}
            stroke-width={Math.max(2, size * 0.05)}
          />
          <Cube cube="grey" x={size * 0.66} y={size * 0.08} size={size * 0.27} />
        </>
      )}
    </g>
  );
}

/** An arrow out through the lobby's entrance side. */
function EntranceMark({ side, size }: { side: number; size: number }) {
  const c = size / 2;
  const angle = side * 90;
  return (
    <g class="q-entrance" transform={`rotate(${angle} ${c} ${c})`}>
      <path d={`M ${c - size * 0.16} ${size * 0.14} L ${c} ${-size * 0.06} L ${c + size * 0.16} ${size * 0.14} Z`} />
    </g>
  );
}

/** The hatch pattern quarantined tiles use; once per SVG. */
export function TileDefs() {
  return (
    <defs>
      <pattern id="q-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="8" class="q-hatch-line" stroke-width="3" />
      </pattern>
    </defs>
  );
}
