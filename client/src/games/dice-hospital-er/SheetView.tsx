// A player's ER sheet: the hospital floor as a hex grid in SVG (beds coloured by bed colour with a
// letter for colour-blind players, written values, "!" for critical patients, curtains as circles,
// ward walls with each ward's points and nurse), then the nurse track, the morgue, stethoscopes and
// blood bags and the score boxes. Beds the player may fill now are buttons; the picked bed's
// choices (its values) open beside it, in view (BedPopover).
import type { ComponentChildren, JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import {
  BED_WARD,
  BEDS,
  MORGUE_BOXES,
  NURSE_TRACK,
  SCANNERS,
  WARDS,
  isFull,
  type ScoreBreakdown,
  type Sheet,
} from '../../../../shared/games/dice-hospital-er/index.js';
import { BADGE_H, BADGE_W, HALL, HEIGHT, R, WARD_BADGES, WIDTH, centre, hexPoints, wardWalls } from './geometry.js';
import { Icon } from './Icons.js';
import { ScoreBoxes } from './ScoreBoxes.js';
import { useErText } from './i18n/index.js';

const WALLS = wardWalls();

export interface SheetViewProps {
  sheet: Sheet;
  title: string;
  /** Beds that may take the selected patient now, each with whether it costs a blood bag. */
  selectable?: ReadonlyMap<number, boolean>;
  selected?: number | null;
  onPick?(bed: number): void;
  /** Wards a curtain may go to now (their last patient is outlined). */
  curtainWards?: readonly number[];
  /** The score so far (or the final one), shown in the score boxes. */
  score?: ScoreBreakdown;
  scoreTitle?: string;
  /** Small, read-only: another player's sheet. */
  compact?: boolean;
  /** What to choose for the selected bed (its values), shown next to it; Escape calls onCancelPick. */
  picker?: ComponentChildren;
  onCancelPick?(): void;
}

/** Bed id → written value. */
export function writtenValues(sheet: Sheet): Map<number, number> {
  const values = new Map<number, number>();
  sheet.wards.forEach((ward, w) => ward.forEach((value, k) => values.set(WARDS[w]!.beds[k]!, value)));
  return values;
}

export function SheetView({ sheet, title, selectable, selected, onPick, curtainWards, score, scoreTitle, compact, picker, onCancelPick }: SheetViewProps) {
  const t = useErText();
  const values = writtenValues(sheet);
  const lastOf = new Set((curtainWards ?? []).map((w) => WARDS[w]!.beds[sheet.wards[w]!.length - 1]!));

  const bed = (id: number) => {
    const { ward, index } = BED_WARD[id]!;
    const colour = WARDS[ward]!.colours[index]!;
    const c = centre(id);
    const value = values.get(id) ?? null;
    const critical = sheet.critical.includes(id);
    const curtain = sheet.curtains.includes(id);
    const label = t.sheet.bed(ward, t.colour[colour], value, critical, curtain);
    const pick = selectable?.get(id);
    const pickable = pick !== undefined && !!onPick;
    const classes = ['er-bed', `er-bed-${colour}`];
    if (pickable) classes.push('er-bed-pick');
    if (pickable && pick) classes.push('er-bed-bloodbag');
    if (selected === id) classes.push('er-bed-selected');
    if (lastOf.has(id)) classes.push('er-bed-curtainable');
    const interactive: JSX.SVGAttributes<SVGGElement> = pickable
      ? {
          role: 'button',
          tabindex: 0,
          'aria-label': t.sheet.pickBed(label, pick!),
          'aria-pressed': selected === id,
          onClick: () => onPick!(id),
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onPick!(id);
            }
          },
        }
      : { role: 'img', 'aria-label': label };
    return (
      <g key={id} class={classes.join(' ')} data-bed={id} data-colour={colour} data-value={value ?? undefined} {...interactive}>
        <polygon class="er-hex" points={hexPoints(c, R - 1.5)} />
        <text class="er-letter" x={c[0]} y={c[1] - R * 0.55} aria-hidden="true">
          {t.colourLetter[colour]}
        </text>
        {value !== null && (
          <text class="er-value" x={c[0]} y={c[1] + 8} aria-hidden="true">
            {value}
          </text>
        )}
        {critical && (
          <text class="er-critical" x={c[0] + 13} y={c[1] + 6} aria-hidden="true">
            !
          </text>
        )}
        {curtain && <circle class="er-curtain" cx={c[0]} cy={c[1] + 1} r={14} aria-hidden="true" />}
        {pickable && value === null && <circle class="er-pick-ring" cx={c[0]} cy={c[1]} r={R * 0.62} aria-hidden="true" />}
        {pickable && !pick && <path class="er-pick-plus" d={`M${c[0]} ${c[1] - 6}v12M${c[0] - 6} ${c[1]}h12`} aria-hidden="true" />}
        {pickable && pick && (
          <path
            class="er-drop"
            transform={`translate(${c[0] - 5} ${c[1] + 10}) scale(0.42)`}
            d="M12 3c3 4.5 6 8 6 11a6 6 0 0 1-12 0c0-3 3-6.5 6-11z"
            aria-hidden="true"
          />
        )}
      </g>
    );
  };

  return (
    <section class={`er-sheet${compact ? ' er-sheet-compact' : ''}`} aria-label={title}>
      <h3 class="er-sheet-title">{title}</h3>
      <div class="er-floor-wrap">
        <svg
          class={`er-floor${selectable?.size && onPick ? ' er-floor-picking' : ''}`}
          viewBox={`0 0 ${WIDTH.toFixed(0)} ${HEIGHT.toFixed(0)}`}
          role="group"
          aria-label={title}
        >
          {SCANNERS.map((s) => {
            const c = centre(s);
            return (
              <g key={s} class="er-scanner" role="img" aria-label={t.sheet.scanner}>
                <polygon class="er-hex" points={hexPoints(c, R - 1.5)} />
                <circle cx={c[0]} cy={c[1]} r={13} class="er-scanner-ring" />
                <circle cx={c[0]} cy={c[1]} r={5} class="er-scanner-core" />
              </g>
            );
          })}
          <g class="er-hall" role="img" aria-label={t.sheet.hall}>
            <polygon class="er-hex" points={hexPoints(centre(HALL), R - 1.5)} />
            <text x={centre(HALL)[0]} y={centre(HALL)[1] + 4} {...(t.sheet.hall.length > 5 ? { textLength: R * 1.4, lengthAdjust: 'spacingAndGlyphs' } : {})}>
              {t.sheet.hall}
            </text>
          </g>
          {BEDS.map(bed)}
          <g class="er-walls" aria-hidden="true">
            {WALLS.map((w, i) => (
              <line key={i} class={w.outer ? 'er-wall er-wall-outer' : 'er-wall'} x1={w.x1} y1={w.y1} x2={w.x2} y2={w.y2} />
            ))}
          </g>
          {WARDS.map((w, i) => {
            const [x, y] = WARD_BADGES[i]!;
            const full = isFull(sheet, i);
            const nurse = sheet.nurseWards.includes(i);
            return (
              <g
                key={i}
                class={`er-ward-badge${full ? ' er-ward-full' : ''}${nurse ? ' er-nurse-used' : ''}`}
                role="img"
                aria-label={t.sheet.wardBadge(i, w.points, full, nurse)}
                data-ward={i}
              >
                <rect x={x - BADGE_W / 2} y={y - BADGE_H / 2} width={BADGE_W} height={BADGE_H} rx={BADGE_H / 2} />
                <circle class="er-badge-nurse" cx={x - 9} cy={y} r={6.5} />
                <path class="er-badge-cross" d={`M${x - 9} ${y - 3.5}v7M${x - 12.5} ${y}h7`} />
                {nurse && <path class="er-badge-strike" d={`M${x - 15} ${y + 6}L${x - 3} ${y - 6}`} />}
                <text x={x + 8} y={y + 4.5}>
                  {w.points}
                </text>
              </g>
            );
          })}
        </svg>
        {picker && selected !== null && selected !== undefined && (
          <BedPopover key={selected} bed={selected} onClose={() => onCancelPick?.()}>
            {picker}
          </BedPopover>
        )}
      </div>
      <Tracks sheet={sheet} compact={compact} />
      {score && <ScoreBoxes score={score} title={scoreTitle ?? t.sheet.scores} compact={compact} />}
    </section>
  );
}

/** Room kept between the bed and its popover, and between the popover and the window's edges (px). */
const GAP = 6;
const MARGIN = 8;

/**
 * A bed's choices, placed next to the bed on the sheet: below it when they fit in the window, else
 * above it (under the pinned player strip), else on the side with more room, then scrolled into
 * view; across from the bed, inside the sheet. They scroll with the sheet. The first choice takes
 * the focus; Escape closes them and gives it back to the bed. On a phone the CSS pins the values
 * to the bottom of the screen instead (er.css): they are not placed here, the bed is brought above
 * them.
 */
function BedPopover({ bed, onClose, children }: { bed: number; onClose(): void; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  const bedElement = () => ref.current?.parentElement?.querySelector<SVGGElement>(`[data-bed="${bed}"]`) ?? null;
  useLayoutEffect(() => {
    const place = () => {
      const popover = ref.current;
      const wrap = popover?.parentElement;
      const hex = bedElement();
      if (!popover || !wrap || !hex) return;
      const b = hex.getBoundingClientRect();
      if (getComputedStyle(popover).position !== 'absolute') {
        popover.style.removeProperty('left');
        popover.style.removeProperty('top');
        // A phone: the values are pinned at the screen's bottom, taller than the dock they replace;
        // the bed they are for is brought up above them when they would cover it.
        const values = popover.querySelector('.er-values')?.getBoundingClientRect();
        if (values && b.bottom > values.top - MARGIN) window.scrollBy(0, b.bottom - values.top + MARGIN);
        return;
      }
      const area = wrap.getBoundingClientRect();
      const { offsetWidth: w, offsetHeight: h } = popover;
      const pinned = document.querySelector('.er-head')?.getBoundingClientRect().bottom ?? 0;
      const roomBelow = window.innerHeight - MARGIN - (b.bottom + GAP);
      const roomAbove = b.top - GAP - Math.max(0, pinned) - MARGIN;
      const top = h <= roomBelow || (h > roomAbove && roomBelow >= roomAbove) ? b.bottom + GAP : b.top - GAP - h;
      const minLeft = Math.max(area.left, MARGIN);
      const maxLeft = Math.min(area.right, window.innerWidth - MARGIN) - w;
      const left = Math.max(minLeft, Math.min(maxLeft, b.left + b.width / 2 - w / 2));
      popover.style.left = `${left - area.left}px`;
      popover.style.top = `${top - area.top}px`;
      const placed = popover.getBoundingClientRect();
      if (placed.top < Math.max(0, pinned) || placed.bottom > window.innerHeight) popover.scrollIntoView({ block: 'nearest' });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  });
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [bed]);
  const close = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    const hex = bedElement();
    onClose();
    hex?.focus();
  };
  return (
    <div ref={ref} class="er-picker" data-picker-bed={bed} onKeyDown={close}>
      {children}
    </div>
  );
}

function Tracks({ sheet, compact }: { sheet: Sheet; compact?: boolean }) {
  const t = useErText();
  return (
    <div class={`er-tracks${compact ? ' er-tracks-compact' : ''}`}>
      <div class="er-track er-nurse-track">
        <span class="er-track-label">
          <Icon name="nurse" />
          {t.sheet.nurseTrack}
        </span>
        <ol class="er-circles">
          {NURSE_TRACK.map((points, i) => (
            <li key={i} class={i < sheet.nurses ? 'er-circle er-circled' : 'er-circle'} aria-label={t.sheet.nurseCircle(points, i < sheet.nurses)}>
              <span aria-hidden="true">{points}</span>
            </li>
          ))}
        </ol>
      </div>
      <div class="er-track er-morgue" aria-label={`${t.sheet.morgue}: ${t.sheet.morgueBoxes(sheet.morgue)}`} role="group">
        <span class="er-track-label">
          <Icon name="morgue" />
          {t.sheet.morgue}
        </span>
        <span class="er-boxes" aria-hidden="true">
          {Array.from({ length: MORGUE_BOXES }, (_, i) => (
            <span key={i} class={i < sheet.morgue ? 'er-box er-box-used' : 'er-box'}>
              −1
            </span>
          ))}
        </span>
      </div>
      <div class="er-track er-supplies">
        <span class="er-supply" data-stethoscopes={sheet.stethoscopes}>
          <Icon name="stethoscope" />
          <span class="er-supply-label">{t.sheet.stethoscopes}</span>
          <strong>{t.sheet.owned(sheet.stethoscopes, sheet.stethoscopesGained)}</strong>
        </span>
        <span class="er-supply" data-blood-bags={sheet.bloodBags}>
          <Icon name="bloodBag" />
          <span class="er-supply-label">{t.sheet.bloodBags}</span>
          <strong>{t.sheet.owned(sheet.bloodBags, sheet.bloodBagsGained)}</strong>
        </span>
      </div>
    </div>
  );
}
