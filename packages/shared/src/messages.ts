/** Helpers over translation files (nested JSON of texts), used by the checks of every language. */

export type Messages = string | number | boolean | null | Messages[] | { [key: string]: Messages };

/** Every text as `key.path → text`; array items count as keys too. */
export function flattenMessages(value: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of flattenMessages(child, prefix ? `${prefix}.${key}` : key)) out.set(leaf, text);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

/** The distinct `{{placeholders}}` of a text, sorted; a translation may use one twice. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** What a translation lacks or has extra compared with the source, and texts that lost a placeholder. */
export function compareMessages(source: Messages, target: Messages) {
  const from = flattenMessages(source);
  const to = flattenMessages(target);
  return {
    missing: [...from.keys()].filter((key) => !to.has(key)),
    extra: [...to.keys()].filter((key) => !from.has(key)),
    empty: [...to].filter(([, text]) => text.trim() === '').map(([key]) => key),
    placeholderMismatches: [...from]
      .filter(([key, text]) => to.has(key) && placeholdersOf(text).join() !== placeholdersOf(to.get(key) ?? '').join())
      .map(([key]) => key),
  };
}
