import { describe, expect, it } from 'vitest';
import { isEuCountry, isValidTaxId } from './tax-id';

describe('isValidTaxId in Poland (NIP)', () => {
  it.each(['5260250274', '7740001454', '526-025-02-74', '774 000 14 54', 'PL5260250274', 'pl 526-025-02-74'])(
    'accepts %s',
    (nip) => {
      expect(isValidTaxId(nip, 'PL')).toBe(true);
    },
  );

  it.each([
    ['5260250275', 'wrong check digit'],
    ['1234567890', 'the checksum is 10, which no NIP has'],
    ['526025027', 'nine digits'],
    ['52602502740', 'eleven digits'],
    ['0000000000', 'all zeros'],
    ['DE5260250274', 'another country’s prefix'],
  ])('refuses %s (%s)', (nip) => {
    expect(isValidTaxId(nip, 'PL')).toBe(false);
  });
});

describe('isValidTaxId elsewhere in the EU (VAT number format)', () => {
  it.each([
    ['AT', 'ATU13585627'],
    ['AT', 'U13585627'],
    ['BE', 'BE0417497106'],
    ['BG', '175074752'],
    ['CY', 'CY10259033P'],
    ['CZ', 'CZ25123891'],
    ['DE', 'DE 123 456 789'],
    ['DE', '123456789'],
    ['DK', 'DK13585628'],
    ['EE', 'EE100931558'],
    ['GR', 'EL094259216'],
    ['GR', 'GR094259216'],
    ['GR', '094259216'],
    ['ES', 'ESB12345678'],
    ['ES', 'X1234567L'],
    ['FI', 'FI20774740'],
    ['FR', 'FR40303265045'],
    ['FR', 'FRFR123456789'],
    ['HR', 'HR33392005961'],
    ['HU', 'HU12892312'],
    ['IE', 'IE6388047V'],
    ['IE', '1234567WA'],
    ['IE', 'IE8Z49289F'],
    ['IT', 'IT00743110157'],
    ['LT', 'LT119511515'],
    ['LT', '100001919017'],
    ['LU', 'LU26375245'],
    ['LV', 'LV40003521600'],
    ['MT', 'MT11679112'],
    ['NL', 'NL004495445B01'],
    ['PT', 'PT501964843'],
    ['RO', 'RO18547290'],
    ['SE', 'SE556703748501'],
    ['SI', 'SI50223054'],
    ['SK', 'SK2022749619'],
  ])('accepts in %s: %s', (country, vat) => {
    expect(isValidTaxId(vat, country)).toBe(true);
  });

  it.each([
    ['DE', '12345678', 'German numbers have nine digits'],
    ['DE', 'FR40303265045', 'a French number for a German buyer'],
    ['AT', '13585627', 'Austrian numbers start with U'],
    ['NL', '004495445A01', 'Dutch numbers have B before the last two digits'],
    ['BE', '2417497106', 'Belgian numbers start with 0 or 1'],
    ['CY', '102590331', 'Cypriot numbers end with a letter'],
    ['SE', '5567037485', 'Swedish numbers have twelve digits'],
    ['IT', 'IT0074311015', 'Italian numbers have eleven digits'],
    ['ES', 'ES1234567', 'too short'],
  ])('refuses in %s: %s (%s)', (country, vat) => {
    expect(isValidTaxId(vat, country)).toBe(false);
  });
});

describe('isValidTaxId outside the EU', () => {
  it.each([
    ['US', '12-3456789'],
    ['GB', 'GB123456789'],
    ['CH', 'CHE-123.456.789'],
    ['NO', '974760673 MVA'],
    ['UA', '12'],
  ])('accepts in %s: %s', (country, taxId) => {
    expect(isValidTaxId(taxId, country)).toBe(true);
  });

  it.each([
    ['US', '1', 'one character'],
    ['US', 'A'.repeat(41), 'over 40 characters'],
    ['US', '123/456', 'a slash'],
    ['US', '--', 'no letter or digit'],
    ['US', '', 'nothing'],
  ])('refuses in %s: %s (%s)', (country, taxId) => {
    expect(isValidTaxId(taxId, country)).toBe(false);
  });
});

describe('isEuCountry', () => {
  it('knows the 27 member states by their ISO codes', () => {
    expect(['PL', 'DE', 'GR', 'IE', 'SE'].every(isEuCountry)).toBe(true);
    expect(['EL', 'GB', 'CH', 'NO', 'US'].some(isEuCountry)).toBe(false);
  });
});
