/** The UI languages (SPEC §9), en-US first as the source of every text. */
export const LANGUAGES = [
  { code: 'en-US', nativeName: 'English' },
  { code: 'pl-PL', nativeName: 'Polski' },
  { code: 'hr-HR', nativeName: 'Hrvatski' },
  { code: 'zh-CN', nativeName: '中文（简体）' },
  { code: 'de-DE', nativeName: 'Deutsch' },
  { code: 'fr-FR', nativeName: 'Français' },
  { code: 'it-IT', nativeName: 'Italiano' },
  { code: 'es-ES', nativeName: 'Español' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'sv-SE', nativeName: 'Svenska' },
  { code: 'no-NO', nativeName: 'Norsk' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

/**
 * Other spellings that earlier clients send. `zn-CN` is how the original product
 * wrote Simplified Chinese; it is accepted and means `zh-CN`.
 */
const LANGUAGE_ALIASES: Record<string, LanguageCode> = {
  'zn-CN': 'zh-CN',
  zh: 'zh-CN',
  nb: 'no-NO',
  'nb-NO': 'no-NO',
  nn: 'no-NO',
  no: 'no-NO',
};

/**
 * The supported language closest to `value` (a code, an alias or a browser tag such as "de" or
 * "pt"), or undefined when none fits.
 */
export function resolveLanguage(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const alias = Object.entries(LANGUAGE_ALIASES).find(([name]) => name.toLowerCase() === value.toLowerCase());
  if (alias) return alias[1];
  const primary = value.split('-')[0]?.toLowerCase();
  return LANGUAGE_CODES.find((code) => code.split('-')[0] === primary) ?? LANGUAGE_ALIASES[primary ?? ''];
}
