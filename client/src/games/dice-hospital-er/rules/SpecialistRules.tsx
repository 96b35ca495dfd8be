// The rules' "Specialists": what each kind does, then every card of the engine's catalogue with its
// text (the table's own) and, for the end-scoring ones, what URSULE scores for it in a solo game.
import { CARDIOLOGISTS, EPIDEMIOLOGISTS, RADIOLOGISTS, SOLO_VALUES } from '../../../../../shared/games/dice-hospital-er/index.js';
import { useErText } from '../i18n/index.js';
import type { ErRulesTexts } from '../i18n/rules/index.js';
import { Entries, Heading, Section, type Level } from './parts.js';

export function SpecialistRules({ level, r }: { level: Level; r: ErRulesTexts }) {
  const s = useErText().specialists;
  const all = CARDIOLOGISTS.length + RADIOLOGISTS.length + EPIDEMIOLOGISTS.length;
  return (
    <Section section="specialists" level={level} title={r.specialists.heading}>
      <p>{r.specialists.intro(all)}</p>
      <Heading level={level} depth={2}>
        {s.cardiologist}
      </Heading>
      <p>{r.specialists.kinds.cardiologists}</p>
      <Entries cards entries={CARDIOLOGISTS.map((id) => ({ key: id, ...s.cardiologists[id] }))} />
      <Heading level={level} depth={2}>
        {s.radiologist}
      </Heading>
      <p>{r.specialists.kinds.radiologists}</p>
      <Entries cards entries={RADIOLOGISTS.map((id) => ({ key: id, ...s.radiologists[id], note: s.soloValue(SOLO_VALUES[id]) }))} />
      <Heading level={level} depth={2}>
        {s.epidemiologist}
      </Heading>
      <p>{r.specialists.kinds.epidemiologists}</p>
      <Entries cards entries={EPIDEMIOLOGISTS.map((id) => ({ key: id, ...s.epidemiologists[id], note: s.soloValue(SOLO_VALUES[id]) }))} />
    </Section>
  );
}
