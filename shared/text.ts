// The one rule for text a person shows to others (display names, chat lines): what is kept, what is
// taken out, and when two names look the same. Pure TypeScript, shared by the server (which
// enforces it) and the browser (which may check a name before sending it).
//
// cleanText: NFKC-normalised (fullwidth "Ｂｏｂ" is "Bob", ligatures are letters); then every
// character that shows nothing or changes how the rest shows is taken out: controls (C0, DEL, C1;
// they become spaces, so a newline separates words), format characters (bidirectional overrides,
// embeddings, isolates and marks, zero-width space / joiner / non-joiner, word joiner, BOM, soft
// hyphen, tag characters U+E0000-E007F), every other default-ignorable code point (Hangul fillers
// U+115F/U+1160/U+3164/U+FFA0, variation selectors, ...), the braille blank U+2800, lone
// surrogates and noncharacters; whitespace runs become one space, and the ends are trimmed.
//
// nameSkeleton: what a name looks like, for "one name per room". Two names with the same skeleton
// are taken as the same name. It is the cleaned name, case-folded, decomposed (NFD), with each
// character replaced by the Latin letter it is commonly mistaken for (CONFUSABLES below: Cyrillic
// and Greek look-alikes, 0 → o, 1 / I / i / | → l, 5 → s...), "rn" → "m" and "vv" → "w".
// Accents stay (é and e are different names); spaces stay.

/** Characters that are taken out of shown text (see the header). */
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}\p{Noncharacter_Code_Point}\u2800]/gu;
const CONTROL = /\p{Cc}/gu;

export interface CleanedText {
  /** The text as others will see it. */
  text: string;
  /** Whether anything was taken out or replaced (controls, invisible or direction characters). */
  altered: boolean;
}

/** The text as it is shown to others: normalised, stripped of what shows nothing, spaces folded. */
export function cleanText(raw: string): CleanedText {
  const normal = raw.normalize('NFKC');
  let altered = false;
  const visible = normal.replace(CONTROL, () => ((altered = true), ' ')).replace(HIDDEN, () => ((altered = true), ''));
  return { text: visible.replace(/\s+/gu, ' ').trim(), altered };
}

/** Whether a (cleaned) text shows at least one letter, digit, mark, symbol or punctuation. */
export function hasVisibleCharacter(text: string): boolean {
  return /[\p{L}\p{N}\p{S}\p{P}]/u.test(text);
}

/**
 * Look-alikes folded to one Latin letter, after lower-casing (upper-case forms that lower-case to
 * something else are listed too: Greek Η looks like H, its lower case η like n).
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // digits and signs
  '0': 'o',
  '1': 'l',
  '5': 's',
  '|': 'l',
  i: 'l',
  ı: 'l',
  ǀ: 'l',
  // Cyrillic
  а: 'a',
  в: 'b',
  ь: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'l',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԝ: 'w',
  ш: 'w',
  з: '3',
  ӡ: '3',
  // Greek (Η, Ι, Μ, Ν, Υ, Ζ as capitals: their small letters look otherwise)
  α: 'a',
  β: 'b',
  ε: 'e',
  Η: 'h',
  η: 'n',
  Ι: 'l',
  ι: 'l',
  κ: 'k',
  Μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  Ζ: 'z',
  Ν: 'n',
  μ: 'u',
  Υ: 'y',
  // Latin letters that pass for others
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'l',
  ꞁ: 'l',
  ʟ: 'l',
};

/** What a name looks like: equal skeletons are names a reader cannot tell apart. */
export function nameSkeleton(name: string): string {
  const clean = cleanText(name).text;
  let folded = '';
  for (const char of clean.normalize('NFD')) {
    // A capital listed for itself first (Greek Η is an H, its small η an n), then its small letter.
    const lower = char.toLowerCase();
    folded += CONFUSABLES[char] ?? CONFUSABLES[lower] ?? lower;
  }
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w');
}
