import type { LabelInput } from '@glowmarket/shared/cosmetics';
import type { LanguageCode } from '@glowmarket/shared/i18n';

type Random = { next(): number; int(min: number, max: number): number; pick<T>(items: readonly T[]): T };

/**
 * What the demo adds to a product's ingredient list by kind, so that every free-from filter has
 * products on both sides: scent (with the allergens a label names), silicones, parabens, alcohol,
 * sulfated cleansers and the colourants of a make-up range.
 */
const SCENT = ['Parfum', 'Limonene', 'Linalool', 'Citronellol'];
const CLEANSING = ['Sodium Laureth Sulfate', 'Cocamidopropyl Betaine', 'Sodium Chloride'];
const COLOURS = 'May contain [+/- CI 77891, CI 77491, CI 77492, CI 77499]';

const PRECAUTIONS: Record<LanguageCode, string> = {
  'en-US': 'For external use only. Avoid contact with eyes; if it happens, rinse with water.',
  'pl-PL': 'Wyłącznie do użytku zewnętrznego. Unikać kontaktu z oczami; w razie kontaktu przemyć wodą.',
  'hr-HR': 'Samo za vanjsku upotrebu. Izbjegavati kontakt s očima; u slučaju kontakta isprati vodom.',
  'zh-CN': '仅供外用。避免接触眼睛；如不慎接触，请用清水冲洗。',
  'de-DE': 'Nur zur äußerlichen Anwendung. Kontakt mit den Augen vermeiden; bei Kontakt mit Wasser ausspülen.',
  'fr-FR': "Usage externe uniquement. Éviter le contact avec les yeux ; en cas de contact, rincer à l'eau.",
  'it-IT': 'Solo per uso esterno. Evitare il contatto con gli occhi; in caso di contatto, sciacquare con acqua.',
  'es-ES': 'Solo para uso externo. Evitar el contacto con los ojos; en caso de contacto, aclarar con agua.',
  'pt-BR': 'Somente para uso externo. Evite contato com os olhos; em caso de contato, enxágue com água.',
  'sv-SE': 'Endast för utvärtes bruk. Undvik kontakt med ögonen; skölj med vatten vid kontakt.',
  'no-NO': 'Kun til utvortes bruk. Unngå kontakt med øynene; skyll med vann ved kontakt.',
};

/** A demo product's extra ingredients, label particulars and precautions, drawn from its own generator. */
export function demoLabel(random: Random, typeKey: string) {
  const extra: string[] = [];
  if (/shampoo|shower|cleansing/.test(typeKey)) extra.push(...CLEANSING);
  if (random.next() < 0.15) extra.push('Alcohol Denat.');
  if (/conditioner|hair-mask|face-sun|powder/.test(typeKey) || random.next() < 0.15) extra.push('Dimethicone');
  if (random.next() < 0.1) extra.push('Methylparaben', 'Propylparaben');
  const scented = random.next() < 0.45;
  const closing = scented ? SCENT.slice(0, random.int(1, SCENT.length)) : [];
  const colours = /powder|mascara|lip/.test(typeKey) ? COLOURS : '';
  const fields: Required<{ [Key in keyof LabelInput]: NonNullable<LabelInput[Key]> | null }> = {
    responsiblePersonName: null,
    responsiblePersonAddress: null,
    cpnpReference: random.next() < 0.9 ? String(random.int(1_000_000, 4_999_999)) : null,
    paoMonths: random.pick([6, 12, 12, 24] as const),
    bestBefore: null,
    originCountry: random.next() < 0.1 ? random.pick(['KR', 'JP', 'US', 'CH'] as const) : null,
  };
  return {
    /** Placed after the base list (a list runs from most to least). */
    extra,
    closing: [...closing, ...(colours ? [colours] : [])],
    fields,
    precautions: (language: LanguageCode) => (random.next() < 0.5 ? PRECAUTIONS[language] : ''),
  };
}

/**
 * A demo product's stock in one or two batches, one of them a few weeks from its date now and
 * then, so the seller's stock page has something to warn about.
 */
export function demoBatches(random: Random, stock: number, today: Date) {
  if (stock === 0) return [];
  const day = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const code = () => `L${random.int(10, 99)}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 999)}`;
  if (stock < 6 || random.next() < 0.5)
    return [{ code: code(), expiresOn: day(random.int(200, 900)), quantity: stock }];
  const first = random.int(1, stock - 1);
  const soon = random.next() < 0.25;
  const older = code();
  return [
    { code: older, expiresOn: day(soon ? random.int(20, 80) : random.int(150, 400)), quantity: first },
    // A later batch of the same product never repeats the earlier one's code.
    {
      code: `${code()}${older.endsWith('0') ? '1' : '0'}`,
      expiresOn: day(random.int(450, 900)),
      quantity: stock - first,
    },
  ];
}
