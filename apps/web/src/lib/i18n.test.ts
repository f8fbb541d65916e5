import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, withAllPluralForms } from './i18n';

describe('the language the app starts in', () => {
  const root = document.documentElement;
  afterEach(() => {
    localStorage.clear();
    root.lang = 'en-US';
    delete root.dataset.currency;
  });

  it("is the server's when the visitor chose none: it knows the operator's default", () => {
    root.lang = 'pl-PL';
    root.dataset.currency = 'PLN';
    expect(initialLanguage()).toBe('pl-PL');
  });

  it("is the visitor's own choice over the server's", () => {
    root.lang = 'pl-PL';
    root.dataset.currency = 'PLN';
    localStorage.setItem('glowmarket.language', 'de-DE');
    expect(initialLanguage()).toBe('de-DE');
  });

  it("is the browser's on a page the server did not mark (the development server's)", () => {
    root.lang = 'pl-PL';
    // jsdom's browser speaks en-US.
    expect(initialLanguage()).toBe('en-US');
  });
});

describe('plurals in languages with more than two forms', () => {
  const polish = {
    days_one: '{{count}} dzień',
    days_other: 'dni: {{count}}',
    nested: { items_other: 'sztuk: {{count}}' },
  };
  const english = { days_one: '{{count}} day', days_other: '{{count}} days' };

  it('give every category the language itself words as `_other`', () => {
    expect(withAllPluralForms(polish)).toMatchObject({
      days_one: '{{count}} dzień',
      days_few: 'dni: {{count}}',
      days_many: 'dni: {{count}}',
      nested: { items_few: 'sztuk: {{count}}', items_many: 'sztuk: {{count}}' },
    });
  });

  it('leave lists as lists', () => {
    const legal = { sections: [{ heading: 'Scope', paragraphs: ['One', 'Two'] }] };
    expect(withAllPluralForms(legal)).toEqual(legal);
  });

  it('never fall back to English for 2, 5 or 22', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'pl-PL',
      fallbackLng: 'en-US',
      load: 'currentOnly',
      resources: {
        'pl-PL': { translation: withAllPluralForms(polish) },
        'en-US': { translation: withAllPluralForms(english) },
      },
    });
    expect([1, 2, 5, 22].map((count) => i18n.t('days', { count }))).toEqual(['1 dzień', 'dni: 2', 'dni: 5', 'dni: 22']);
  });
});
