import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@glowmarket/shared/errors';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import { compareMessages, flattenMessages, type Messages } from '@glowmarket/shared/messages';
import { REPORT_REASONS } from '@glowmarket/shared/site';
import { VALIDATION_KEYS } from '@glowmarket/shared/validation';
import { describe, expect, it } from 'vitest';

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = 'en-US';

function readLocale(language: string, file: string): Messages {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Messages;
}

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
      expect(existsSync(path.join(localesDir, language, file)), `${language}/${file} exists`).toBe(true);
      const differences = compareMessages(readLocale(SOURCE, file), readLocale(language, file));
      expect(differences, `${language}/${file}`).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholderMismatches: [],
      });
    });
  });

  it('translate every error code the API can answer with', () => {
    const common = flattenMessages(readLocale(SOURCE, 'common.json'));
    for (const code of ERROR_CODES) expect(common.has(`errors.${code}`), `errors.${code}`).toBe(true);
  });

  it('name every reason a report can give', () => {
    const common = flattenMessages(readLocale(SOURCE, 'common.json'));
    for (const reason of REPORT_REASONS) expect(common.has(`report.reasons.${reason}`), reason).toBe(true);
  });

  it('word every reason a field can be refused for', () => {
    const common = flattenMessages(readLocale(SOURCE, 'common.json'));
    for (const key of VALIDATION_KEYS) expect(common.has(`validation.${key}`), key).toBe(true);
  });

  // WCAG 2.5.3 (label in name): a button that says "Compare" is named "Compare <product>", so a
  // person who speaks the visible word to voice control reaches it.
  it.each(LANGUAGE_CODES)('%s: names of product buttons start with their visible label', (language) => {
    const pairs: [file: string, label: string, name: string][] = [
      ['catalog.json', 'compare.add', 'compare.addNamed'],
      ['catalog.json', 'compare.remove', 'compare.removeNamed'],
      ['cart.json', 'button.add', 'button.addNamed'],
      ['catalog.json', 'categories.addSubcategory', 'categories.addSubcategoryTo'],
      ['admin.json', 'sellers.details', 'sellers.openDetails'],
    ];
    for (const [file, label, name] of pairs) {
      const messages = flattenMessages(readLocale(language, file));
      const visible = messages.get(label) ?? '';
      expect(messages.get(name)?.slice(0, visible.length), `${file} ${name}`).toBe(visible);
    }
  });
});
