// The rules' "Solo: against URSULE": how she plays, and the difficulty options (their names and
// texts are the home card's own).
import { DEFAULT_OPTIONS, type Options } from '../../../../../shared/games/dice-hospital-er/index.js';
import { useErText } from '../i18n/index.js';
import type { ErRulesTexts } from '../i18n/rules/index.js';
import { Entries, Heading, Section, type Level } from './parts.js';

export function SoloRules({ level, r }: { level: Level; r: ErRulesTexts }) {
  const t = useErText();
  return (
    <Section section="solo" level={level} title={r.solo.heading}>
      <p>{r.solo.intro}</p>
      <ul class="er-rules-list">
        {r.solo.rules.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
      <Heading level={level} depth={2}>
        {r.solo.optionsHeading}
      </Heading>
      <Entries entries={(Object.keys(DEFAULT_OPTIONS) as (keyof Options)[]).map((key) => ({ key, name: t.options[key].label, text: t.options[key].hint }))} />
    </Section>
  );
}
