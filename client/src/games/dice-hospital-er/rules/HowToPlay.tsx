// How to play Dice Hospital ER (its registry entry's `rules`, shown in the help drawer and on the rules
// page): the sheet, a turn, the specialists, the end, every score row (the final scores link to each)
// and the solo game. Numbers and card texts come from the engine's catalogue and the table's texts.
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../../../shared/games/dice-hospital-er/index.js';
import { useI18n } from '../../../i18n/index.js';
import type { RulesProps } from '../../../views/help/rulesProps.js';
import { ER_MESSAGES, ErI18nContext } from '../i18n/index.js';
import { ER_RULES_TEXTS } from '../i18n/rules/index.js';
import { ER_GUIDE_TEXTS } from '../i18n/guide.js';
import { LearnLink } from '../../../views/guide/LearnLink.js';
import { DICE_HOSPITAL_ER } from '../../../../../shared/games/registry.js';
import { RULES_SECTIONS, sectionAnchor } from './anchors.js';
import { EndRules, ScoreRules } from './ScoreRules.js';
import { SheetRules } from './SheetRules.js';
import { SoloRules } from './SoloRules.js';
import { SpecialistRules } from './SpecialistRules.js';
import { TurnRules } from './TurnRules.js';
import '../er.css';
import './rules.css';

export function HowToPlay({ headingLevel = 2 }: RulesProps) {
  const { language } = useI18n();
  const r = ER_RULES_TEXTS[language];
  const H = `h${headingLevel}` as 'h1';
  const titles = {
    sheet: r.sheet.heading,
    turn: r.turn.heading,
    specialists: r.specialists.heading,
    end: r.end.heading,
    scoring: r.scoring.heading,
    solo: r.solo.heading,
  };
  const level = headingLevel;
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <article class="help er-rules" data-help data-lang={language}>
        <H class="help-title">{r.title}</H>
        <p>{r.intro(MIN_PLAYERS, MAX_PLAYERS)}</p>
        <LearnLink game={DICE_HOSPITAL_ER.id} label={ER_GUIDE_TEXTS[language].link} />
        <nav class="er-rules-contents" aria-label={r.contents}>
          <ol>
            {RULES_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${sectionAnchor(section)}`}>{titles[section]}</a>
              </li>
            ))}
          </ol>
        </nav>
        <SheetRules level={level} r={r} />
        <TurnRules level={level} r={r} />
        <SpecialistRules level={level} r={r} />
        <EndRules level={level} r={r} />
        <ScoreRules level={level} r={r} />
        <SoloRules level={level} r={r} />
      </article>
    </ErI18nContext.Provider>
  );
}
