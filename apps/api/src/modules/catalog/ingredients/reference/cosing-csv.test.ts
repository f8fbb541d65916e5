import { describe, expect, it } from 'vitest';
import { BASE_INCI, DEMO_ACTIVES } from '../../../../db/seed/demo-catalog';
import { lookupKeys, parseInci } from '../inci';
import { LABELLED_FRAGRANCE_ALLERGENS } from './annex-iii-allergens';
import { parseCosingCsv } from './cosing-csv';
import { readStarterReference } from './import';

/** The official export's shape: a BOM, lines about the file, then the header; CRLF line ends. */
const OFFICIAL_SAMPLE = [
  '\uFEFFCosmetic ingredient database - Ingredients and Fragrance inventory',
  '"Date: 01/03/2024, extracted from the CosIng database"',
  '',
  'COSING Ref No,INCI name,INN name,Ph. Eur. Name,CAS No,EC No,Chem/IUPAC Name / Description,Restriction,Function,Update Date',
  '34089,GLYCERIN,,Glycerol,56-81-5,200-289-5,Glycerin,,"HUMECTANT, SKIN PROTECTING, VISCOSITY CONTROLLING",05/04/2023',
  '75191,"1,2-HEXANEDIOL",,,6920-22-5,230-029-6,"Hexane-1,2-diol",,"SKIN CONDITIONING, SOLVENT",',
  '58123,Sodium  laureth sulfate ,,,,,"Sodium ""laureth"" sulfate",,"CLEANSING, FOAMING,SURFACTANT",',
  ',CI 77891,,,13463-67-7,236-675-5,Titanium dioxide,IV/143,COLORANT,',
  ',,,,,,,,,',
  '',
].join('\r\n');

describe('reading the CosIng export', () => {
  it('skips the lines before the header and reads quoted fields, BOM and CRLF as the file has them', () => {
    expect(parseCosingCsv(OFFICIAL_SAMPLE)).toEqual([
      {
        cosingRef: '34089',
        inciName: 'GLYCERIN',
        functions: ['HUMECTANT', 'SKIN PROTECTING', 'VISCOSITY CONTROLLING'],
      },
      { cosingRef: '75191', inciName: '1,2-HEXANEDIOL', functions: ['SKIN CONDITIONING', 'SOLVENT'] },
      { cosingRef: '58123', inciName: 'SODIUM LAURETH SULFATE', functions: ['CLEANSING', 'FOAMING', 'SURFACTANT'] },
      { cosingRef: null, inciName: 'CI 77891', functions: ['COLORANT'] },
    ]);
  });

  it('reads the same rows from LF line ends and without a preamble', () => {
    const bare = OFFICIAL_SAMPLE.replace(/^[\s\S]*?(?=COSING Ref No)/, '').replace(/\r\n/g, '\n');
    expect(parseCosingCsv(bare)).toEqual(parseCosingCsv(OFFICIAL_SAMPLE));
  });

  it('refuses a file that is not the export, saying why', () => {
    expect(() => parseCosingCsv('name,functions\nGLYCERIN,HUMECTANT\n')).toThrow(/COSING Ref No/);
  });
});

describe('the starter extract', () => {
  const rows = readStarterReference();
  const names = new Set(rows.map((row) => row.inciName));

  it('is in the official layout, one row per name, each with its functions', () => {
    expect(rows.length).toBeGreaterThanOrEqual(400);
    expect(rows.length).toBeLessThanOrEqual(700);
    expect(names.size).toBe(rows.length);
    expect(rows.filter((row) => row.functions.length === 0)).toEqual([]);
  });

  it('knows every ingredient of the demo catalogue', () => {
    const demoNames = [...BASE_INCI.ml, ...BASE_INCI.g, ...DEMO_ACTIVES.map((active) => active.inci)].flatMap((inci) =>
      parseInci(inci).map((entry) => entry.name),
    );
    expect(demoNames).toContain('Ceramide EOP');
    const unknown = demoNames.filter((name) => !lookupKeys(name).some((key) => names.has(key)));
    expect(unknown).toEqual([]);
  });

  it('holds every labelled fragrance allergen and the names labels use most', () => {
    expect([...LABELLED_FRAGRANCE_ALLERGENS].filter((name) => !names.has(name))).toEqual([]);
    const common = [
      'AQUA',
      'PARFUM',
      'DIMETHICONE',
      'CYCLOPENTASILOXANE',
      'METHYLPARABEN',
      'PROPYLPARABEN',
      'ALCOHOL DENAT.',
      'SODIUM LAURETH SULFATE',
      'SODIUM LAURYL SULFATE',
      'COCAMIDOPROPYL BETAINE',
      'CI 77891',
      'CI 77491',
      'CI 77492',
      'CI 77499',
      'MICA',
      'TITANIUM DIOXIDE',
      'ZINC OXIDE',
      '1,2-HEXANEDIOL',
      'SODIUM BENZOATE',
      'POTASSIUM SORBATE',
      'TOCOPHERYL ACETATE',
      'BUTYLENE GLYCOL',
      'CARBOMER',
      'SODIUM HYDROXIDE',
      'DISODIUM EDTA',
      'SODIUM CHLORIDE',
    ];
    expect(common.filter((name) => !names.has(name))).toEqual([]);
  });
});
