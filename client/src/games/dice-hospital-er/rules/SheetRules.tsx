// The rules' "Your sheet": an example sheet drawn by the table's own SheetView, each part of the sheet
// and what fills it, and the wards (beds and points) from the engine's catalogue.
import {
  BEDS,
  EPIDEMIOLOGISTS,
  MORGUE_BOXES,
  NURSE_TRACK,
  RADIOLOGISTS,
  SCANNERS,
  SCANNER_BEDS,
  STARTING_STETHOSCOPES,
  WARDS,
  parseWards,
  scoreSheet,
  type Sheet,
} from '../../../../../shared/games/dice-hospital-er/index.js';
import { emptySheet } from '../../../../../shared/games/dice-hospital-er/sheet.js';
import { useErText } from '../i18n/index.js';
import type { ErRulesTexts } from '../i18n/rules/index.js';
import { SheetView } from '../SheetView.js';
import { Entries, Section, type Level } from './parts.js';

/** The example the caption describes: ward 1 full (its nurse gained), a curtain in ward 2, a critical
 * patient in ward 3, one patient in the morgue. */
const EXAMPLE: Sheet = {
  ...emptySheet(),
  ...parseWards('1246/24c1/35!'),
  nurses: 1,
  nurseWards: [0],
  stethoscopes: 2,
  stethoscopesGained: 3,
  bloodBags: 1,
  bloodBagsGained: 1,
  morgue: 1,
};

export function SheetRules({ level, r }: { level: Level; r: ErRulesTexts }) {
  const t = useErText();
  const p = r.sheet.parts;
  return (
    <Section section="sheet" level={level} title={r.sheet.heading}>
      <p>{r.sheet.intro}</p>
      <figure class="er-rules-figure">
        <SheetView sheet={EXAMPLE} title={r.sheet.example} score={scoreSheet(EXAMPLE, RADIOLOGISTS[0]!, EPIDEMIOLOGISTS[0]!)} scoreTitle={t.sheet.scores} />
        <figcaption>{r.sheet.exampleCaption}</figcaption>
      </figure>
      <Entries
        entries={[
          { key: 'wards', name: p.wards.name, text: p.wards.text(BEDS.length, WARDS.length) },
          { key: 'beds', name: p.beds.name, text: p.beds.text },
          { key: 'scanners', name: p.scanners.name, text: p.scanners.text(SCANNERS.length, SCANNER_BEDS[SCANNERS[0]!]!.length) },
          { key: 'nurses', name: p.nurses.name, text: p.nurses.text(NURSE_TRACK.join(', ')) },
          { key: 'stethoscopes', name: p.stethoscopes.name, text: p.stethoscopes.text(STARTING_STETHOSCOPES) },
          { key: 'bloodBags', name: p.bloodBags.name, text: p.bloodBags.text },
          { key: 'morgue', name: p.morgue.name, text: p.morgue.text(MORGUE_BOXES) },
          { key: 'scores', name: p.scores.name, text: p.scores.text },
        ]}
      />
      <WardTable r={r} />
    </Section>
  );
}

function WardTable({ r }: { r: ErRulesTexts }) {
  const t = useErText();
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={r.sheet.wardTable}>
      <table class="er-rules-wards" data-rules-wards>
        <caption>{r.sheet.wardTable}</caption>
        <thead>
          <tr>
            <th scope="col">{r.sheet.wardColumn}</th>
            <th scope="col">{r.sheet.bedsColumn}</th>
            <th scope="col">{r.sheet.pointsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {WARDS.map((ward, i) => (
            <tr key={i}>
              <th scope="row">{t.sheet.ward(i)}</th>
              <td>
                {/* Letters as on the sheet's beds; their colours in words for screen readers. */}
                <span class="er-rules-beds" aria-hidden="true">
                  {ward.colours.map((c, k) => (
                    <span key={k} class={`er-rules-bed er-rules-bed-${c}`}>
                      {t.colourLetter[c]}
                    </span>
                  ))}
                </span>
                <span class="sr-only">{ward.colours.map((c) => t.colour[c]).join(', ')}</span>
              </td>
              <td>{ward.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
