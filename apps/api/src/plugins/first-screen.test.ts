import { describe, expect, it } from 'vitest';
import { currencyOf, languageOf, mantineStylesFor } from './first-screen';

const asking = (headers: Record<string, string>) => ({ headers });

describe('the first screen is drawn as the app will show it', () => {
  it('in the language the visitor chose, else the closest the browser accepts, else English', () => {
    expect(languageOf(asking({ cookie: 'x=1; glowmarket.language=de-DE', 'accept-language': 'pl-PL' }))).toBe('de-DE');
    expect(languageOf(asking({ 'accept-language': 'xx, fr-CA;q=0.4, pl;q=0.8' }))).toBe('pl-PL');
    expect(languageOf(asking({ 'accept-language': 'pl;q=0, it-IT' }))).toBe('it-IT');
    expect(languageOf(asking({ cookie: 'glowmarket.language=nonsense', 'accept-language': 'xx' }))).toBe('en-US');
    expect(languageOf(asking({}))).toBe('en-US');
  });

  it('in the currency the visitor chose, else the default one', () => {
    expect(currencyOf(asking({ cookie: 'glowmarket.currency=PLN' }))).toBe('PLN');
    expect(currencyOf(asking({ cookie: 'glowmarket.currency=XYZ' }))).toBe('EUR');
    expect(currencyOf(asking({}))).toBe('EUR');
  });
});

describe("Mantine's styles in a first screen", () => {
  const css = [
    '/* Button */ .m_11111111{color:red}.m_11111111:where([data-size=xs]) .m_22222222{gap:0}',
    '.m_33333333{display:none}',
    '@media (min-width:48em){.m_11111111{color:blue}.m_33333333{display:block}}',
    '@media (max-width:1px){.m_33333333{display:grid}}',
    '@keyframes m_44444444{from{opacity:0}to{opacity:1}}',
    ':root{--x:1}',
  ].join('');

  it('keeps the rules of the components the markup shows, and the rules that name none', () => {
    expect(mantineStylesFor(css, '<button class="m_11111111 mantine-Button-root">Buy</button>')).toBe(
      '.m_11111111{color:red}.m_11111111:where([data-size=xs]) .m_22222222{gap:0}' +
        '@media (min-width:48em){.m_11111111{color:blue}}' +
        '@keyframes m_44444444{from{opacity:0}to{opacity:1}}:root{--x:1}',
    );
  });

  it('keeps nothing of a component the markup does not show', () => {
    expect(mantineStylesFor(css, '<p>plain</p>')).toBe(
      '@keyframes m_44444444{from{opacity:0}to{opacity:1}}:root{--x:1}',
    );
  });
});
