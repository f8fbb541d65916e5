import Papa from 'papaparse';
import { inciKey } from '../inci';

/** One ingredient of the reference list, as the inventory describes it. */
export interface ReferenceRow {
  cosingRef: string | null;
  /** Upper-case, single spaces: the key labels are looked up by. */
  inciName: string;
  /** Upper-case function names in the inventory's order ("SKIN CONDITIONING", "EMOLLIENT"). */
  functions: string[];
}

/**
 * The columns of the CosIng export ("COSING_Ingredients-Fragrance Inventory_v2.csv") this list
 * reads; the others (INN, Ph. Eur., CAS, EC, description, restriction, date) it keeps out.
 */
const REF = 'COSING Ref No';
const NAME = 'INCI name';
const FUNCTION = 'Function';

/**
 * The export starts with a few lines about itself (title, date, disclaimer) before its header;
 * the header is found by its first column rather than by counting lines, which changed between
 * versions of the download.
 */
function fromHeader(text: string): string {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines.findIndex((line) =>
    line
      .replace(/^\uFEFF?"?/, '')
      .toLowerCase()
      .startsWith(REF.toLowerCase()),
  );
  // Read by an operator's command, not answered to a request: a plain message says what is wrong.
  if (header < 0) throw new Error(`not a CosIng export: no line starts with "${REF}"`);
  return lines.slice(header).join('\n');
}

/** "SKIN CONDITIONING, EMOLLIENT" → ["SKIN CONDITIONING", "EMOLLIENT"]. */
function functionsOf(field: string | undefined): string[] {
  const names = (field ?? '').split(/[,;]/).map(inciKey).filter(Boolean);
  return [...new Set(names)];
}

/** The rows of an official CosIng CSV export (or of an extract in its layout), in file order. */
export function parseCosingCsv(text: string): ReferenceRow[] {
  const parsed = Papa.parse<Record<string, string | undefined>>(fromHeader(text), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim(),
  });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new Error(`CosIng export, data row ${(fatal.row ?? 0) + 1}: ${fatal.message}`);
  const rows: ReferenceRow[] = [];
  for (const record of parsed.data) {
    const inciName = inciKey(record[NAME] ?? '');
    if (!inciName) continue;
    const cosingRef = record[REF]?.trim() || null;
    rows.push({ cosingRef, inciName, functions: functionsOf(record[FUNCTION]) });
  }
  return rows;
}
