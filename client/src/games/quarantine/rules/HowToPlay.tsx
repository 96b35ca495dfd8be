// How to play Quarantine (its registry entry's `rules`, in the help drawer and on the rules page):
// the goal, setup, the 4-and-4 turn, placing tiles, viruses and quarantine, every special room, the
// end and the score. The special rooms' names and effects are the table's own texts, each shown
// on its tile as the table draws it.
import { MAX_PLAYERS, MIN_PLAYERS, SPECIAL_IDS, SPECIAL_TILES } from '../../../../../shared/games/quarantine/index.js';
import type { ComponentChildren } from 'preact';
import { useI18n } from '../../../i18n/index.js';
import type { RulesProps } from '../../../views/help/rulesProps.js';
import { QI18nContext, Q_MESSAGES } from '../i18n/index.js';
import { TileDefs, TileShape } from '../TileShape.js';
import { RULES_SECTIONS, sectionAnchor, type RulesSection } from './anchors.js';
import { Q_RULES_TEXTS } from './texts.js';
import { Q_GUIDE_TEXTS } from '../i18n/guide.js';
import { LearnLink } from '../../../views/guide/LearnLink.js';
import { QUARANTINE } from '../../../../../shared/games/registry.js';
import '../quarantine.css';
import './rules.css';

export function HowToPlay({ headingLevel = 2 }: RulesProps) {
  const { language } = useI18n();
  const r = Q_RULES_TEXTS[language];
  const t = Q_MESSAGES[language];
  const H = `h${headingLevel}` as 'h1';
  const titles: Record<RulesSection, string> = {
    goal: r.goal.heading,
    setup: r.setup.heading,
    turn: r.turn.heading,
    placement: r.placement.heading,
    viruses: r.viruses.heading,
    actions: r.turn.actionsHeading,
    specials: r.specials.heading,
    end: r.end.heading,
  };
  const Section = ({ section, children }: { section: RulesSection; children: ComponentChildren }) => {
    const H2 = `h${headingLevel + 1}` as 'h2';
    return (
      <section class="q-rules-section" aria-labelledby={sectionAnchor(section)} data-rules-section={section}>
        <H2 id={sectionAnchor(section)} class="q-rules-heading">
          {titles[section]}
        </H2>
        {children}
      </section>
    );
  };
  const list = (items: readonly string[]) => (
    <ul class="q-rules-list">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
  return (
    <QI18nContext.Provider value={t}>
      <article class="help q-rules" data-help data-lang={language}>
        <H class="help-title">{r.title}</H>
        <p>{r.intro(MIN_PLAYERS, MAX_PLAYERS)}</p>
        <LearnLink game={QUARANTINE.id} label={Q_GUIDE_TEXTS[language].link} />
        <nav class="q-rules-contents" aria-label={r.contents}>
          <ol>
            {RULES_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${sectionAnchor(section)}`}>{titles[section]}</a>
              </li>
            ))}
          </ol>
        </nav>
        <Section section="goal">
          <p>{r.goal.text}</p>
        </Section>
        <Section section="setup">{list(r.setup.items)}</Section>
        <Section section="turn">
          <p>{r.turn.text}</p>
          <p>
            <strong>{r.turn.drawHeading}</strong>
          </p>
          {list(r.turn.draw)}
        </Section>
        <Section section="actions">
          <dl class="q-rules-entries">
            {r.turn.actions.map(([name, text]) => (
              <div key={name} class="q-rules-entry">
                <dt>{name}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
          <p>{r.turn.free}</p>
        </Section>
        <Section section="placement">
          {list(r.placement.items)}
          <p>{r.placement.how}</p>
        </Section>
        <Section section="viruses">{list(r.viruses.items)}</Section>
        <Section section="specials">
          <p>{r.specials.text}</p>
          <dl class="q-rules-entries q-rules-specials">
            {SPECIAL_IDS.map((id) => (
              <div key={id} class="q-rules-entry" data-rules-entry={id}>
                <dt>
                  <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
                    <TileDefs />
                    <TileShape tile={SPECIAL_TILES(id)[0]} rot={0} px={0} py={0} size={40} />
                  </svg>
                  {t.specials[id].name}
                </dt>
                <dd>{t.specials[id].effect}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section section="end">{list(r.end.items)}</Section>
      </article>
    </QI18nContext.Provider>
  );
}
