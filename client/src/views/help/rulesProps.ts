// What the platform gives a game's rules view (its registry entry's `rules`), in the help drawer and
// on the rules page.
export interface RulesProps {
  /** The rules' title is the page's h1 on the rules page, an h2 in the drawer. */
  headingLevel?: 1 | 2;
}
