import type { StatementList } from '@glowmarket/shared/orders';
import Papa from 'papaparse';

const COLUMNS = ['month', 'seller', 'orders', 'gross_eur', 'commission_eur', 'commission_vat_eur', 'payout_eur'];

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * What a spreadsheet would run as a formula: a field starting with =, +, @, tab or CR, or with a
 * minus that does not begin a plain amount (a negative payout stays a number).
 */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+\.\d{2}$))/;

/**
 * A statement list as CSV (semicolon-separated, amounts in euros with a dot), for spreadsheets.
 * A seller names its company itself, so a name a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR first) is written as text with a leading ' (papaparse's escapeFormulae).
 */
export function statementsCsv(list: StatementList): string {
  const rows = list.items.map((item) => [
    item.month,
    item.company.name,
    item.orders,
    euros(item.gross),
    euros(item.commission),
    euros(item.commissionVat),
    euros(item.payout),
  ]);
  // The header as the first row: papaparse writes an empty line for `{ fields, data: [] }`.
  return `${Papa.unparse([COLUMNS, ...rows], { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}
