import type { ProductInput, SellerProduct } from '@glowmarket/shared/catalog';
import { PAO_MONTHS } from '@glowmarket/shared/cosmetics';
import { COUNTRY_CODES } from '@glowmarket/shared/countries';
import { LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';

export const TEXT_FIELDS = [
  'title',
  'description',
  'action',
  'howToUse',
  'composition',
  'function',
  'precautions',
  'specialOffer',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The form's values: the API's input, with every language present (blank when not written). */
export type ProductFormValues = ProductInput & {
  translations: Record<LanguageCode, Record<TextField, string>>;
};

function blankTexts(): Record<TextField, string> {
  return {
    title: '',
    description: '',
    action: '',
    howToUse: '',
    composition: '',
    function: '',
    precautions: '',
    specialOffer: '',
  };
}

/** A new product: nothing written, new, in stock 0, ready in 2 days, shown once saved. */
export function emptyProductValues(): ProductFormValues {
  return {
    translations: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, blankTexts()])) as Record<
      LanguageCode,
      Record<TextField, string>
    >,
    // Not a valid price: the field starts empty and the schema asks for one.
    price: undefined as unknown as number,
    lastPrice: null,
    categoryId: '',
    subcategoryId: null,
    condition: 'new',
    erpCode: '',
    ean: '',
    productIndex: '',
    stock: 0,
    deliveryDays: 2,
    netContent: null,
    netUnit: null,
    active: true,
    responsiblePersonName: '',
    responsiblePersonAddress: '',
    cpnpReference: '',
    paoMonths: null,
    bestBefore: null,
    originCountry: null,
  };
}

/** A saved product as the form edits it. */
export function productFormValues(product: SellerProduct): ProductFormValues {
  const empty = emptyProductValues();
  return {
    ...empty,
    translations: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, { ...blankTexts(), ...product.translations[language] }]),
    ) as ProductFormValues['translations'],
    price: product.price,
    lastPrice: product.lastPrice,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    condition: product.condition,
    erpCode: product.erpCode ?? '',
    ean: product.ean ?? '',
    productIndex: product.productIndex ?? '',
    stock: product.stock,
    deliveryDays: product.deliveryDays,
    netContent: product.netContent,
    netUnit: product.netUnit,
    active: product.active,
    responsiblePersonName: product.responsiblePersonName ?? '',
    responsiblePersonAddress: product.responsiblePersonAddress ?? '',
    cpnpReference: product.cpnpReference ?? '',
    paoMonths: PAO_MONTHS.find((months) => months === product.paoMonths) ?? null,
    bestBefore: product.bestBefore,
    originCountry: COUNTRY_CODES.find((code) => code === product.originCountry) ?? null,
  };
}

/** Every field a server answer can name, as form paths (`translations.pl-PL.title`, `price`…). */
export const FORM_PATHS = [
  ...LANGUAGE_CODES.flatMap((language) => TEXT_FIELDS.map((field) => `translations.${language}.${field}` as const)),
  'price',
  'lastPrice',
  'categoryId',
  'subcategoryId',
  'condition',
  'erpCode',
  'ean',
  'productIndex',
  'stock',
  'deliveryDays',
  'netContent',
  'netUnit',
  'active',
  'responsiblePersonName',
  'responsiblePersonAddress',
  'cpnpReference',
  'paoMonths',
  'bestBefore',
  'originCountry',
] as const;

/** Languages whose title is blank, in the order of the tabs. */
export function languagesWithoutTitle(translations: ProductFormValues['translations']): LanguageCode[] {
  return LANGUAGE_CODES.filter((language) => !translations[language]?.title.trim());
}
