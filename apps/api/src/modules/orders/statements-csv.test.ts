import type { StatementList } from '@glowmarket/shared/orders';
import { describe, expect, it } from 'vitest';
import { statementsCsv } from './statements-csv';

function listOf(...names: string[]): StatementList {
  return {
    month: '2026-03',
    vatPercent: 23,
    items: names.map((name, index) => ({
      month: '2026-03',
      company: { id: `company-${index}`, name },
      orders: 2,
      gross: 4496,
      commission: 234,
      commissionVat: 54,
      payout: 4208,
    })),
  };
}

const linesOf = (csv: string) => csv.split('\r\n');

describe('statementsCsv', () => {
  it('writes the header and one semicolon-separated line per seller, amounts in euros with a dot', () => {
    expect(statementsCsv(listOf('Rose Lab', 'Citrus'))).toBe(
      'month;seller;orders;gross_eur;commission_eur;commission_vat_eur;payout_eur\r\n' +
        '2026-03;Rose Lab;2;44.96;2.34;0.54;42.08\r\n' +
        '2026-03;Citrus;2;44.96;2.34;0.54;42.08\r\n',
    );
  });

  it('writes only the header for a month without sales', () => {
    expect(statementsCsv(listOf())).toBe(
      'month;seller;orders;gross_eur;commission_eur;commission_vat_eur;payout_eur\r\n',
    );
  });

  it('writes a name a spreadsheet would run as a formula as text, with a leading apostrophe', () => {
    const lines = linesOf(statementsCsv(listOf('=HYPERLINK("http://x")', '+1', '@cmd', '-2+3', '\tTab')));
    expect(lines.slice(1, 6).map((line) => line.split(';')[1])).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `"'+1"`,
      `"'@cmd"`,
      `"'-2+3"`,
      `"'\tTab"`,
    ]);
  });

  it('writes a negative amount as a number, not as text', () => {
    const list = listOf('Rose Lab');
    list.items[0] = { ...list.items[0]!, payout: -1200 };
    expect(linesOf(statementsCsv(list))[1]).toBe('2026-03;Rose Lab;2;44.96;2.34;0.54;-12.00');
  });

  it('leaves ordinary names as they are, quoting only what the separator or quotes need', () => {
    const lines = linesOf(statementsCsv(listOf('Łąka & Co', 'Rose; Lab', 'The "Best" Soap', 'A=B')));
    expect(lines[1]).toBe('2026-03;Łąka & Co;2;44.96;2.34;0.54;42.08');
    expect(lines[2]).toBe('2026-03;"Rose; Lab";2;44.96;2.34;0.54;42.08');
    expect(lines[3]).toBe('2026-03;"The ""Best"" Soap";2;44.96;2.34;0.54;42.08');
    expect(lines[4]).toBe('2026-03;A=B;2;44.96;2.34;0.54;42.08');
  });
});
