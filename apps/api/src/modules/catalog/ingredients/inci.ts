/**
 * Reading an ingredient list as labels print it (INCI): names in order, separated by commas,
 * with the shapes real labels use — "Parfum (Fragrance)", "Aqua/Water/Eau", "CI 77891",
 * "1,2-Hexanediol" (a comma inside a name), "*organic" marks, and a closing "May contain
 * (+/-): CI 77491, CI 77492" for the colourants of a range.
 */

export interface ParsedName {
  /** The name as the label writes it, tidied (marks and stray punctuation removed). */
  name: string;
  /** Listed after "May contain" or "+/-". */
  mayContain: boolean;
}

/** "May contain", "[+/-", "(+/-)", "+/-:" and the same in the languages labels are printed in. */
const MAY_CONTAIN =
  /(?:^|[,.;\s])\s*(?:may\s+contain|peut\s+contenir|kann\s+enthalten|puede\s+contener|può\s+contenere|pode\s+conter|może\s+zawierać|kan\s+innehålla|kan\s+inneholde|može\s+sadržavati|[[(]?\s*\+\s*\/\s*-\s*[\])]?)\s*:?/iu;

const LEADING_HEADING =
  /^\s*(?:ingredients?|ingrédients|inhaltsstoffe|ingredientes|ingredienti|skład|składniki|ingredienser|sastojci|inci|成分)\s*:\s*/iu;

/** Splits at commas (and semicolons) outside brackets; a comma between two digits belongs to the name. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    const separator = (char === ',' || char === ';') && depth === 0;
    const inName = char === ',' && /\d/.test(text[index - 1] ?? '') && /\d/.test(text[index + 1] ?? '');
    if (separator && !inName) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** Drops one unmatched bracket at either end, left by a "[+/- …]" part around the names. */
function unwrap(name: string): string {
  const opens = (name.match(/[([]/g) ?? []).length;
  const closes = (name.match(/[)\]]/g) ?? []).length;
  if (opens > closes) return name.replace(/^[([]\s*/, '');
  if (closes > opens) return name.replace(/\s*[)\]]$/, '');
  return name;
}

function tidy(raw: string): string {
  const name = raw
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    // Organic and natural-origin marks: "Aloe Barbadensis Leaf Juice*", "Glycerin°".
    .replace(/[*°†‡]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // The list's closing full stop goes; the one of "Alcohol Denat." is part of the name.
  const unstopped = /\bdenat\.$/i.test(name) ? name : name.replace(/[.\s]+$/, '');
  return unwrap(unwrap(unstopped)).trim();
}

/** The names of an ingredient list in label order; empty for an empty text. */
export function parseInci(text: string): ParsedName[] {
  const body = text
    .replace(LEADING_HEADING, '')
    .split(/\r?\n/)
    // A footnote line ("*from organic farming") explains the marks; it names no ingredient.
    .filter((line) => !/^\s*[*°†‡]/.test(line))
    .join(', ');
  const cut = MAY_CONTAIN.exec(body);
  const main = cut ? body.slice(0, cut.index) : body;
  const optional = cut ? body.slice(cut.index + cut[0].length) : '';
  const names = (part: string, mayContain: boolean) =>
    splitTopLevel(part)
      .map(tidy)
      .filter((name) => name !== '' && !/^[\s.:;[\]()+/-]*$/.test(name))
      .map((name) => ({ name, mayContain }));
  return [...names(main, false), ...names(optional, true)];
}

/** How a name is looked up: upper-case, single spaces. */
export function inciKey(name: string): string {
  return name.toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * The spellings to look a label's name up by, best first: the whole name, then the alternatives a
 * label gives in brackets or after slashes ("Parfum (Fragrance)" → PARFUM, FRAGRANCE;
 * "Aqua/Water" → AQUA, WATER). "Caprylic/Capric Triglyceride" is itself a name, so the whole
 * name always comes first.
 */
export function lookupKeys(name: string): string[] {
  const whole = inciKey(name);
  const keys = [whole];
  const bracket = /^(.*?)\s*[([](.+?)[)\]]\s*$/.exec(whole);
  if (bracket) keys.push(inciKey(bracket[1]!), inciKey(bracket[2]!));
  for (const key of [...keys]) {
    if (key.includes('/')) keys.push(...key.split('/').map(inciKey));
  }
  return [...new Set(keys.filter(Boolean))];
}
