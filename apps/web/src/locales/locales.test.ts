import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@glowmarket/shared/errors';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import { REPORT_REASONS } from '@glowmarket/shared/site';
import { VALIDATION_KEYS } from '@glowmarket/shared/validation';
import { describe, expect, it } from 'vitest';

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = 'en-US';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readLocale(language: string, file: string): Json {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Json;
}

/** Every leaf as `key.path → text`; array items count as keys too. */
function leaves(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(leaf, text);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

/** The distinct placeholders of a text; a translation may use one twice. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();
const sourceFiles = readdirSync(path.join(localesDir, SOURCE)).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('have a folder for each of the 11 languages and no other', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(LANGUAGE_CODES.filter((language) => language !== SOURCE))('%s', (language) => {
    it.each(sourceFiles)('has every key of en-US in %s, with its placeholders and a text', (file) => {
      const source = leaves(readLocale(SOURCE, file));
      const target = leaves(readLocale(language, file));
      const missing = [...source.keys()].filter((key) => !target.has(key));
      expect(missing, `keys missing in ${language}/${file}`).toEqual([]);
      const extra = [...target.keys()].filter((key) => !source.has(key));
      expect(extra, `keys in ${language}/${file} that en-US does not have`).toEqual([]);
      for (const [key, text] of source) {
        const translated = target.get(key) ?? '';
        expect(translated.trim(), `${language}/${file}: ${key} is empty`).not.toBe('');
        expect(placeholders(translated), `${language}/${file}: placeholders of ${key}`).toEqual(placeholders(text));
      }
    });
  });

  it('translate every error code the API can answer with', () => {
    const common = leaves(readLocale(SOURCE, 'common.json'));
    for (const code of ERROR_CODES) expect(common.has(`errors.${code}`), `errors.${code}`).toBe(true);
  });

  it('name every reason a report can give', () => {
    const common = leaves(readLocale(SOURCE, 'common.json'));
    for (const reason of REPORT_REASONS) expect(common.has(`report.reasons.${reason}`), reason).toBe(true);
  });

  it('word every reason a field can be refused for', () => {
    const common = leaves(readLocale(SOURCE, 'common.json'));
    for (const key of VALIDATION_KEYS) expect(common.has(`validation.${key}`), key).toBe(true);
  });
});
