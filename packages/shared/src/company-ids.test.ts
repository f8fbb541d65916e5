import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban, isValidNip, isValidVatNumber, normalizeIban, normalizeNip } from './company-ids';

describe('NIP (Polish tax number)', () => {
  it.each(['5252248481', '526-025-02-74', '774 000 14 54', 'PL5213017228', '1234563218'])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });

  it.each([
    ['5252248482', 'wrong checksum'],
    ['1234567890', 'checksum would be 10'],
    ['525224848', 'nine digits'],
    ['52522484811', 'eleven digits'],
    ['0000000000', 'all zeros'],
    ['ABCDEFGHIJ', 'letters'],
  ])('refuses %s (%s)', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('stores digits only', () => {
    expect(normalizeNip('PL 526-025-02-74')).toBe('5260250274');
  });
});

describe('VAT numbers', () => {
  it.each([
    'IE6388047V',
    'LU26375245',
    'IE9700053D',
    'DE 123 456 789',
    'ATU13585627',
    'NL004495445B01',
    'FR40303265045',
    'PL5252248481',
    'ESB12345678',
    'SE556703748501',
    'GB123456789',
    'CHE-123.456.789 MWST',
  ])('accepts %s', (vat) => {
    expect(isValidVatNumber(vat)).toBe(true);
  });

  it.each([
    ['DE12345678', 'German numbers have nine digits'],
    ['AT13585627', 'Austrian numbers start with U'],
    ['PL5252248482', 'Polish numbers carry the NIP checksum'],
    ['NL004495445A01', 'Dutch numbers have B before the last two digits'],
    ['XX123456789', 'unknown prefix'],
    ['123456789', 'no prefix'],
  ])('refuses %s (%s)', (vat) => {
    expect(isValidVatNumber(vat)).toBe(false);
  });
});

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000',
    'GB82 WEST 1234 5698 7654 32',
    'PL61109010140000071219812874',
    'FR1420041010050500013M02606',
    'NO9386011117947',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['DE89370400440532013001', 'mod-97 fails'],
    ['DE8937040044053201300', 'too short for Germany'],
    ['PL6110901014000007121981287', 'too short for Poland'],
    ['XX89370400440532013000', 'unknown country'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('stores it without spaces, in capitals', () => {
    expect(normalizeIban('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });
});

describe('BIC / SWIFT', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'BREXPLPW', 'INGBPLPW', 'NWBKGB2L', 'bpkopl pw'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each([
    ['DEUT1EFF', 'digit in the country code'],
    ['DEUTDEF', 'seven characters'],
    ['DEUTDEFF50', 'ten characters'],
    ['DEUTXXFF', 'XX is not a country'],
    ['D3UTDEFF', 'digit in the bank code'],
  ])('refuses %s (%s)', (bic) => {
    expect(isValidBic(bic)).toBe(false);
  });
});
