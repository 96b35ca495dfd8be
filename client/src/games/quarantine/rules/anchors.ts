// The ids of the parts of Quarantine's rules that other views link to (the final scores to how
// they are counted). Apart from the rules so that a link does not load them.
export const RULES_SECTIONS = ['goal', 'setup', 'turn', 'actions', 'placement', 'viruses', 'specials', 'end'] as const;
export type RulesSection = (typeof RULES_SECTIONS)[number];

export const sectionAnchor = (section: RulesSection): string => `q-rules-${section}`;
export const SCORING_ANCHOR = sectionAnchor('end');
