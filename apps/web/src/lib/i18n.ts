import { DEFAULT_LANGUAGE, LANGUAGE_CODES, resolveLanguage, type LanguageCode } from '@glowmarket/shared/i18n';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { rememberInCookie, serverChoice } from './choice-cookie';
import { request } from './transport';

const STORAGE_KEY = 'glowmarket.language';

/**
 * Each language's files are separate JSON files, fetched only when that language is shown, from one
 * folder named by a hash of all of them (vite.config.ts), so they are cached for a year. Fetched as
 * data rather than imported as JavaScript modules: the browser parses them as JSON, which costs far
 * less than compiling the same object as a script.
 */
const LOCALES_BASE = import.meta.env.VITE_LOCALES_BASE ?? '/src/locales/';

/** Plural categories beyond `one` and `other` (Polish 2–4 "few", 5+ "many"; Croatian likewise). */
const EXTRA_PLURALS = ['zero', 'two', 'few', 'many'] as const;

/**
 * Every locale file words its plurals as `_one` and `_other`, with `_other` phrased to fit every
 * count. Languages with more categories would ask for `_few` or `_many`, miss them and fall back
 * to English: each such key is given its language's own `_other` text instead.
 */
export function withAllPluralForms(messages: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    // Lists (a legal text's paragraphs) stay lists.
    out[key] =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? withAllPluralForms(value as Record<string, unknown>)
        : value;
    if (!key.endsWith('_other')) continue;
    const stem = key.slice(0, -'_other'.length);
    for (const category of EXTRA_PLURALS) {
      if (!(`${stem}_${category}` in messages)) out[`${stem}_${category}`] = value;
    }
  }
  return out;
}

async function loadLocale(language: string, namespace: string) {
  const url = `${LOCALES_BASE}${language}/${namespace}.json`;
  const response = await request(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return withAllPluralForms((await response.json()) as Record<string, unknown>);
}

/**
 * The stored choice, else the one the server gave the page (which knows the operator's default
 * language), else the browser's closest language, else en-US.
 */
export function initialLanguage(): LanguageCode {
  const stored = resolveLanguage(readStorage()) ?? resolveLanguage(serverChoice()?.language);
  if (stored) return stored;
  // The server (first-screen.tsx) has no navigator: it sets the visitor's language itself.
  for (const tag of typeof navigator === 'undefined' ? [] : navigator.languages) {
    const language = resolveLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function currentLanguage(): LanguageCode {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the UI language and remembers it. Accepts aliases such as `zn-CN`. */
export async function changeLanguage(value: string): Promise<void> {
  const language = resolveLanguage(value) ?? DEFAULT_LANGUAGE;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  rememberInCookie(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

function followLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
}

/** Settles once setUpI18n has loaded the first texts. */
let initialized: Promise<unknown> = Promise.resolve();

/**
 * Loads namespaces a page needs beyond the ones every page has, so that the page shows complete
 * instead of suspending again (and flashing the loader) when a part of it asks for them.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await initialized;
  await i18n.loadNamespaces(namespaces);
}

export async function setUpI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', followLanguage);
  initialized = i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      supportedLngs: [...LANGUAGE_CODES],
      fallbackLng: DEFAULT_LANGUAGE,
      // Codes such as pt-BR are whole languages here, never reduced to "pt".
      load: 'currentOnly',
      // `companies` holds the header's, footer's and user menu's links to the company pages too,
      // `catalog` the header's shop links and the texts of the product lists, `cart` the header's
      // cart badge and the product cards' "Add to cart".
      ns: ['common', 'companies', 'catalog', 'cart'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  await initialized;
  followLanguage(i18n.language);
  // A choice stored before the cookie existed reaches the server from the next page on.
  if (readStorage()) rememberInCookie(STORAGE_KEY, i18n.language);
  return i18n;
}
