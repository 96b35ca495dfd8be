// Small pieces the parts of ER's rules share: a section with its heading at the right level, and a
// list of named entries (sheet parts, cards, bonuses).
import type { ComponentChildren } from 'preact';
import { sectionAnchor, type RulesSection } from './anchors.js';

export type Level = 1 | 2;

/** A heading `depth` levels under the rules' title. */
export function Heading({ level, depth, id, children }: { level: Level; depth: 1 | 2; id?: string; children: ComponentChildren }) {
  const H = `h${level + depth}` as 'h2';
  return (
    <H id={id} class={depth === 2 ? 'help-subheading' : 'er-rules-heading'}>
      {children}
    </H>
  );
}

export function Section({ section, level, title, children }: { section: RulesSection; level: Level; title: string; children: ComponentChildren }) {
  const id = sectionAnchor(section);
  return (
    <section class="er-rules-section" aria-labelledby={id} data-rules-section={section}>
      <Heading level={level} depth={1} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export interface Entry {
  key: string;
  name: string;
  text: ComponentChildren;
  /** A short line under the text (e.g. URSULE's solo value). */
  note?: string;
}

export function Entries({ entries, cards }: { entries: Entry[]; cards?: boolean }) {
  return (
    <dl class={cards ? 'help-cards' : 'er-rules-entries'}>
      {entries.map((e) => (
        <div key={e.key} class={cards ? 'help-card' : 'er-rules-entry'} data-rules-entry={e.key}>
          <dt>{e.name}</dt>
          <dd>
            {e.text}
            {e.note && <span class="er-rules-note">{e.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
