import { isValidNip, isValidVatNumber } from './company-ids';

/**
 * The EU member states and the prefix their VAT numbers carry: the ISO code, except Greece (EL).
 * Their formats are company-ids' VAT formats, so a company and an invoice are checked alike.
 */
const EU_VAT_PREFIXES: Readonly<Record<string, string>> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  CY: 'CY',
  CZ: 'CZ',
  DE: 'DE',
  DK: 'DK',
  EE: 'EE',
  ES: 'ES',
  FI: 'FI',
  FR: 'FR',
  GR: 'EL',
  HR: 'HR',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LT: 'LT',
  LU: 'LU',
  LV: 'LV',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SE: 'SE',
  SI: 'SI',
  SK: 'SK',
};

/** Outside the EU there is no one format: letters and digits, with spaces, dashes or dots between. */
const OTHER_TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 .-]*[A-Za-z0-9]$/;
const OTHER_TAX_ID_MAX = 40;

/** Whether the country is an EU member state, whose VAT numbers have a format we check. */
export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_PREFIXES, country);
}

/**
 * Whether `taxId` can be the tax number of a buyer in `country` (ISO 3166-1 alpha-2): in Poland a
 * NIP (ten digits with a valid checksum, `PL` in front allowed), elsewhere in the EU a VAT number
 * in that state's format, with or without its prefix, and anywhere else 2 to 40 letters and digits.
 * Spaces, dashes and dots between the characters are allowed everywhere.
 */
export function isValidTaxId(taxId: string, country: string): boolean {
  const typed = taxId.trim();
  if (country === 'PL') return isValidNip(typed);
  const prefix = EU_VAT_PREFIXES[country];
  if (!prefix) return typed.length <= OTHER_TAX_ID_MAX && OTHER_TAX_ID.test(typed);
  const compact = typed.replace(/[\s.-]/g, '').toUpperCase();
  // Greek numbers are written with EL; a buyer may well type the country's code instead.
  const typedPrefix = [prefix, country].find((candidate) => compact.startsWith(candidate));
  // Tried both ways: a French key may itself begin with the letters FR.
  return (
    isValidVatNumber(`${prefix}${compact}`) ||
    (typedPrefix !== undefined && isValidVatNumber(`${prefix}${compact.slice(typedPrefix.length)}`))
  );
}
