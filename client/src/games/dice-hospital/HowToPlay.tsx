// How to play Dice Hospital (its registry entry's `rules`): the players' rules in our own words: the
// goal, the six phases of a round, the ambulance trade-off, neglect, scoring (the discharge table
// from the engine's catalogue), solo mode (with its medical reports) and every card.
import {
  ADMINISTRATOR_TYPES,
  EXPERIMENTAL_SPECIALISTS,
  EXPERIMENTAL_TILES,
  IMPROVEMENT_TILES,
  PROMO_SPECIALISTS,
  SPECIALIST_TYPES,
  STARTING_DEPARTMENTS,
  dischargePoints,
} from '../../../../shared/games/dice-hospital/catalogue/index.js';
import { EVENT_IDS } from '../../../../shared/games/dice-hospital/catalogue/events.js';
import { DEFAULT_OPTIONS } from '../../../../shared/games/dice-hospital/options.js';
import type { Options } from '../../../../shared/games/dice-hospital/types.js';
import { optionLabel } from './optionsText.js';
import { LearnLink } from '../../views/guide/LearnLink.js';
import { DICE_HOSPITAL } from '../../../../shared/games/registry.js';
import { optionHint } from './lobby/OptionFields.js';
import type { DepartmentType } from '../../../../shared/games/dice-hospital/types.js';
import { REPORT_IDS } from '../../../../shared/games/dice-hospital/catalogue/reports.js';
import { useI18n, type Messages } from './i18n/index.js';
import { ReportCard } from './table/ReportTable.js';
import type { RulesProps } from '../../views/help/rulesProps.js';

const unique = <T,>(items: readonly T[]): T[] => [...new Set(items)];

function CardList({ title, cards }: { title: string; cards: { name: string; text: string }[] }) {
  return (
    <>
      <h4 class="help-subheading">{title}</h4>
      <dl class="help-cards">
        {cards.map((card) => (
          <div key={card.name} class="help-card">
            <dt>{card.name}</dt>
            <dd>{card.text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const departments = (t: Messages, types: readonly DepartmentType[]) => unique(types).map((type) => t.department[type]);

export function HowToPlay({ headingLevel = 2 }: RulesProps) {
  const { t } = useI18n();
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const counts = Array.from({ length: 12 }, (_, i) => i + 1);
  return (
    <article class="help" data-help>
      <H class="help-title">{t.help.title}</H>
      <p>{t.help.goal}</p>
      <LearnLink game={DICE_HOSPITAL.id} label={t.guide.link} />
      <h3>{t.help.roundHeading}</h3>
      <ol class="help-phases">
        {t.help.phases.map((text, i) => (
          <li key={i}>
            <strong>{t.phase[(['intake', 'improvement', 'activation', 'neglect', 'discharge', 'shiftChange'] as const)[i]!]}</strong>
            {' — '}
            {text}
          </li>
        ))}
      </ol>
      <h3>{t.help.ambulanceHeading}</h3>
      <p>{t.help.ambulance}</p>
      <h3>{t.help.neglectHeading}</h3>
      <p>{t.help.neglect}</p>
      <h3>{t.help.scoringHeading}</h3>
      <div class="table-scroll" tabIndex={0} role="region" aria-label={t.help.scoringTable}>
        <table class="score-table help-discharge" data-discharge-table>
          <caption class="score-caption">{t.help.scoringTable}</caption>
          <tbody>
            <tr>
              {counts.map((n) => (
                <td key={n}>{n}</td>
              ))}
            </tr>
            <tr>
              {counts.map((n) => (
                <td key={n}>
                  <strong>{dischargePoints(n)}</strong>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p>{t.help.endScoring}</p>
      <h3 data-help-solo>{t.solo.helpHeading}</h3>
      <p>{t.solo.helpIntro}</p>
      <ul class="help-solo">
        {t.solo.helpRules.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
      <h4 class="help-subheading">{t.solo.helpReports}</h4>
      <ul class="help-reports">
        {REPORT_IDS.map((id) => (
          <li key={id}>
            <ReportCard id={id} />
          </li>
        ))}
      </ul>
      <h3>{t.help.cardsHeading}</h3>
      <CardList title={t.help.startingDepartments} cards={departments(t, STARTING_DEPARTMENTS)} />
      <CardList
        title={t.help.departmentTiles}
        cards={departments(
          t,
          IMPROVEMENT_TILES.filter((type) => !EXPERIMENTAL_TILES.includes(type)),
        )}
      />
      <CardList title={t.help.specialists} cards={SPECIALIST_TYPES.map((type) => t.specialist[type])} />
      <CardList title={t.help.administrators} cards={ADMINISTRATOR_TYPES.map((type) => t.administrator[type])} />
      <h3 data-help-options>{t.help.optionsHeading}</h3>
      <p>{t.help.optionsIntro}</p>
      <CardList
        title={t.home.optionsLegend}
        cards={(Object.keys(DEFAULT_OPTIONS) as (keyof Options)[]).map((key) => ({ name: optionLabel(t, key), text: optionHint(t, key) ?? '' }))}
      />
      <CardList title={t.help.events} cards={EVENT_IDS.map((id) => t.event[id])} />
      <CardList title={t.help.experimentalTiles} cards={departments(t, EXPERIMENTAL_TILES)} />
      <CardList title={t.help.experimentalSpecialists} cards={EXPERIMENTAL_SPECIALISTS.map((type) => t.specialist[type])} />
      <CardList title={t.help.promoSpecialists} cards={PROMO_SPECIALISTS.map((type) => t.specialist[type])} />
    </article>
  );
}
