import { COUNTRY_CODES, type CountryCode } from '@glowmarket/shared/countries';
import { LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';
import {
  defaultOpeningHours,
  MAX_RANGES_PER_DAY,
  WEEKDAYS,
  type Location,
  type OpeningHours,
  type SellerShop,
  type TimeRange,
} from '@glowmarket/shared/shops';
import type { Path } from 'react-hook-form';

export interface ShopTexts {
  title: string;
  description: string;
}

/**
 * The editor's values: the API's input with every language present (blank when not written), the
 * optional contact as strings, and a country that may still be unchosen ('').
 */
export interface ShopFormValues {
  translations: Record<LanguageCode, ShopTexts>;
  address: { street: string; postalCode: string; city: string; country: CountryCode | '' };
  location: Location | null;
  hours: OpeningHours;
  showOnMap: boolean;
  pickup: boolean;
  phone: string;
  email: string;
}

function blankTexts(): ShopTexts {
  return { title: '', description: '' };
}

/** The range a day gets when it is opened or given one more: 09:00–17:00, or after the last one. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { opens: '09:00', closes: '17:00' };
  // A second range after a break: an hour after the last one closes, for two hours, within the day.
  const [hours = 17] = last.closes.split(':').map(Number);
  const opens = Math.min(hours + 1, 22);
  const closes = Math.min(opens + 2, 23);
  return { opens: `${String(opens).padStart(2, '0')}:00`, closes: `${String(closes).padStart(2, '0')}:00` };
}

/** Whether a day may get one more range. */
export function canAddRange(ranges: readonly TimeRange[]): boolean {
  return ranges.length < MAX_RANGES_PER_DAY;
}

/** A new shop: nothing written, open on weekdays 9–17, on the map, no pickup, in the company's country. */
export function emptyShopValues(country: CountryCode | null = null): ShopFormValues {
  return {
    translations: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, blankTexts()])) as Record<
      LanguageCode,
      ShopTexts
    >,
    address: { street: '', postalCode: '', city: '', country: country ?? '' },
    location: null,
    hours: defaultOpeningHours(),
    showOnMap: true,
    pickup: false,
    phone: '',
    email: '',
  };
}

/** A saved shop as the editor edits it; a closed day keeps no ranges, so none can be hidden and wrong. */
export function shopFormValues(shop: SellerShop): ShopFormValues {
  return {
    translations: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, { ...blankTexts(), ...shop.translations[language] }]),
    ) as Record<LanguageCode, ShopTexts>,
    address: {
      street: shop.address.street,
      postalCode: shop.address.postalCode,
      city: shop.address.city,
      country: COUNTRY_CODES.find((code) => code === shop.address.country) ?? '',
    },
    location: { latitude: shop.location.latitude, longitude: shop.location.longitude },
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const dayHours = shop.hours[day];
        return [
          day,
          { open: dayHours.open, ranges: dayHours.open ? dayHours.ranges.map((range) => ({ ...range })) : [] },
        ];
      }),
    ) as OpeningHours,
    showOnMap: shop.showOnMap,
    pickup: shop.pickup,
    phone: shop.phone ?? '',
    email: shop.email ?? '',
  };
}

/** Every field a server answer can name, as form paths (`translations.pl-PL.title`, `hours.monday.ranges.0.opens`…). */
export const FORM_PATHS: readonly Path<ShopFormValues>[] = [
  ...LANGUAGE_CODES.flatMap((language) => [
    `translations.${language}.title` as const,
    `translations.${language}.description` as const,
  ]),
  'address.street',
  'address.postalCode',
  'address.city',
  'address.country',
  'location',
  ...WEEKDAYS.flatMap((day) => [
    `hours.${day}.open` as const,
    `hours.${day}.ranges` as const,
    ...Array.from({ length: MAX_RANGES_PER_DAY }, (_, index) => [
      `hours.${day}.ranges.${index}.opens` as const,
      `hours.${day}.ranges.${index}.closes` as const,
    ]).flat(),
  ]),
  'showOnMap',
  'pickup',
  'phone',
  'email',
];

/** Languages whose title is blank, in the order of the tabs. */
export function languagesWithoutTitle(translations: ShopFormValues['translations']): LanguageCode[] {
  return LANGUAGE_CODES.filter((language) => !translations[language]?.title.trim());
}

/** The language a form path belongs to (`translations.de-DE.title` → de-DE), to open its tab. */
export function languageOfPath(path: string): LanguageCode | undefined {
  const match = /^translations\.([^.]+)\./.exec(path);
  return LANGUAGE_CODES.find((language) => language === match?.[1]);
}

/**
 * What the geocoder is asked: "street, postal code city, CC". The country as its code lets the
 * offline gazetteer keep to that country; a Nominatim server reads it as well.
 */
export function geocodeQuery(address: ShopFormValues['address']): string {
  const town = [address.postalCode.trim(), address.city.trim()].filter(Boolean).join(' ');
  return [address.street.trim(), town, address.country].filter(Boolean).join(', ');
}

/** "52.229676" from a coordinate, at most six decimals (about 10 cm), without trailing zeros. */
export function formatCoordinate(value: number | undefined): string {
  return value === undefined ? '' : String(Number(value.toFixed(6)));
}

/** A typed coordinate ("52,23" or "52.23") within ±`limit`, else undefined. */
export function parseCoordinate(text: string, limit: number): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : undefined;
}
