import { z } from 'zod';
import { productImageSchema } from './catalog';
import { COUNTRY_CODES } from './countries';
import { LANGUAGE_CODES, type LanguageCode } from './i18n';
import { PHONE_PATTERN, reason } from './validation';

/** Monday first, as shops in Europe print their hours. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_SHOP_PHOTOS = 8;
/** Ranges one day may have (a lunch break makes two). */
export const MAX_RANGES_PER_DAY = 4;
/** How far the store locator looks around a point. */
export const MAX_LOCATOR_RADIUS_KM = 2000;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** "09:30" → 570. "24:00" (closing at midnight) → 1440. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export const timeRangeSchema = z
  .object({
    opens: z.string().refine((value) => TIME.test(value), reason('time')),
    closes: z.string().refine((value) => TIME.test(value), reason('time')),
  })
  .refine(
    (range) => !TIME.test(range.opens) || !TIME.test(range.closes) || minutesOf(range.closes) > minutesOf(range.opens),
    {
      path: ['closes'],
      ...reason('closingAfterOpening'),
    },
  );
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** One weekday: closed, or open in one or more ranges, in order and not overlapping. */
export const dayHoursSchema = z
  .object({
    open: z.boolean(),
    ranges: z.array(timeRangeSchema).max(MAX_RANGES_PER_DAY).default([]),
  })
  .superRefine((day, context) => {
    if (!day.open) return;
    if (day.ranges.length === 0) context.addIssue({ code: 'custom', path: ['ranges'], params: { reason: 'required' } });
    day.ranges.forEach((range, index) => {
      const previous = day.ranges[index - 1];
      if (previous && minutesOf(range.opens) < minutesOf(previous.closes)) {
        context.addIssue({ code: 'custom', path: ['ranges', index, 'opens'], params: { reason: 'hoursOverlap' } });
      }
    });
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Location = z.infer<typeof locationSchema>;

export const shopTranslationSchema = z.object({
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(5000).default(''),
});

const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** What a seller sends to add or change a shop (POST/PUT /api/seller/shops). */
export const shopInputSchema = z.object({
  /** Title (required in the company's language) and description per language. */
  translations: z.partialRecord(languageSchema, shopTranslationSchema),
  address: z.object({
    street: z.string().trim().min(1).max(200),
    postalCode: z.string().trim().min(1).max(20),
    city: z.string().trim().min(1).max(100),
    country: z.enum(COUNTRY_CODES),
  }),
  /** Null until the address is geocoded or the pin placed: 'Location is required'. */
  location: locationSchema.nullable().refine((value) => value !== null, reason('locationRequired')),
  hours: openingHoursSchema,
  showOnMap: z.boolean().default(true),
  pickup: z.boolean().default(false),
  phone: optionalText(30).refine((value) => value === undefined || PHONE_PATTERN.test(value), reason('phone')),
  email: optionalText(254).pipe(z.email().optional()),
});
export type ShopInput = z.input<typeof shopInputSchema>;

export const shopAddressSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** A shop in a list or on a map. */
export const shopSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  address: shopAddressSchema,
  location: locationSchema,
  /** The IANA time zone its hours are in, from its country. */
  timeZone: z.string(),
  hours: openingHoursSchema,
  pickup: z.boolean(),
  photo: productImageSchema.nullable(),
  company: z.object({ id: z.string(), name: z.string() }),
  /** From the point the list was asked around, in kilometres; null without one. */
  distanceKm: z.number().nullable(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** GET /api/shops/:id: a visible shop as a visitor sees it. */
export const shopDetailSchema = shopSummarySchema.extend({
  /** The language the texts are in (the visitor's, else the company's). */
  language: z.string(),
  description: z.string(),
  photos: z.array(productImageSchema),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/** A shop as its seller edits it: every language, and the switches. */
export const sellerShopSchema = z.object({
  id: z.string(),
  translations: z.record(z.string(), shopTranslationSchema),
  address: shopAddressSchema,
  location: locationSchema,
  timeZone: z.string(),
  hours: openingHoursSchema,
  showOnMap: z.boolean(),
  pickup: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  photos: z.array(productImageSchema),
  /** The title in the seller's language, for lists. */
  title: z.string(),
  updatedAt: z.string(),
});
export type SellerShop = z.infer<typeof sellerShopSchema>;

/** GET /api/shops: the store locator's query. */
export const shopsQuerySchema = z.object({
  /** The point to sort around; without one the list is by name. */
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().positive().max(MAX_LOCATOR_RADIUS_KM).default(MAX_LOCATOR_RADIUS_KM),
  openNow: z.stringbool().default(false),
  pickup: z.stringbool().default(false),
  company: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ShopsQuery = z.input<typeof shopsQuerySchema>;

export const shopListSchema = z.object({ items: z.array(shopSummarySchema) });
export type ShopList = z.infer<typeof shopListSchema>;

/** GET /api/geocode?q=…: where an address is. */
export const geocodeQuerySchema = z.object({ q: z.string().trim().min(3).max(300) });
export const geocodeResultSchema = z.object({
  location: locationSchema,
  /** How the geocoder names the place it found, to show the seller. */
  label: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** The time zone of a shop in a country: the country's main zone (its mainland's). */
export function timeZoneOf(country: string): string {
  return TIME_ZONES[country] ?? 'Europe/Warsaw';
}

const TIME_ZONES: Record<string, string> = {
  AD: 'Europe/Andorra',
  AL: 'Europe/Tirane',
  AT: 'Europe/Vienna',
  BA: 'Europe/Sarajevo',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  BY: 'Europe/Minsk',
  CH: 'Europe/Zurich',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  LI: 'Europe/Vaduz',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  MC: 'Europe/Monaco',
  MD: 'Europe/Chisinau',
  ME: 'Europe/Podgorica',
  MK: 'Europe/Skopje',
  MT: 'Europe/Malta',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  RS: 'Europe/Belgrade',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
  SM: 'Europe/San_Marino',
  TR: 'Europe/Istanbul',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
  CN: 'Asia/Shanghai',
  BR: 'America/Sao_Paulo',
};

// Open now, closes at, opens at

export type OpeningStatus =
  | { open: true; closesAt: { weekday: Weekday; time: string } | null }
  | { open: false; opensAt: { weekday: Weekday; time: string } | null };

/** The weekday and minute of the day at `now` on the shop's wall clock. */
export function wallClock(now: Date, timeZone: string): { weekday: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = part('weekday').toLowerCase() as Weekday;
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

const WEEK_MINUTES = 7 * 24 * 60;

/** The week's open ranges as minutes since Monday 00:00, joined where one ends as the next begins. */
function weekRanges(hours: OpeningHours): [number, number][] {
  const ranges: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    const dayHours = hours[day];
    if (!dayHours.open) return;
    for (const range of dayHours.ranges) {
      const start = index * 1440 + minutesOf(range.opens);
      const end = index * 1440 + minutesOf(range.closes);
      const last = ranges.at(-1);
      if (last && last[1] === start) last[1] = end;
      else ranges.push([start, end]);
    }
  });
  // Sunday until 24:00 and Monday from 00:00 are one stretch across the week's end.
  const first = ranges[0];
  const last = ranges.at(-1);
  if (first && last && ranges.length > 1 && first[0] === 0 && last[1] === WEEK_MINUTES) {
    ranges.pop();
    ranges[0] = [last[0] - WEEK_MINUTES, first[1]];
    ranges.push([last[0], first[1] + WEEK_MINUTES]);
  }
  return ranges;
}

/** A minute of the week as a weekday and "HH:MM"; an `end` at midnight is "24:00" of the day before. */
function pointInWeek(minute: number, end: boolean): { weekday: Weekday; time: string } {
  const wrapped = ((minute % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  const day = Math.floor(wrapped / 1440);
  let inDay = wrapped - day * 1440;
  let weekday = WEEKDAYS[day] ?? 'monday';
  // A stretch ending exactly at midnight closes at "24:00" of its day, not "00:00" of the next.
  if (inDay === 0 && end) {
    weekday = WEEKDAYS[(day + 6) % 7] ?? 'sunday';
    inDay = 1440;
  }
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return { weekday, time: `${hh}:${mm}` };
}

/**
 * Whether a shop is open at `now` on its own wall clock, and when that changes: "open, closes at
 * 02:00" late on a Saturday whose hours run into Sunday, "closed, opens Monday 09:00".
 */
export function openingStatus(hours: OpeningHours, timeZone: string, now: Date): OpeningStatus {
  const clock = wallClock(now, timeZone);
  const minute = WEEKDAYS.indexOf(clock.weekday) * 1440 + clock.minute;
  const ranges = weekRanges(hours);
  for (const [start, end] of ranges) {
    for (const shift of [0, WEEK_MINUTES, -WEEK_MINUTES]) {
      if (minute + shift >= start && minute + shift < end) {
        return { open: true, closesAt: end - start >= WEEK_MINUTES ? null : pointInWeek(end, true) };
      }
    }
  }
  const starts = ranges.map(([start]) => ((start % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES);
  if (starts.length === 0) return { open: false, opensAt: null };
  const next = starts.map((start) => (start > minute ? start : start + WEEK_MINUTES)).sort((a, b) => a - b)[0] ?? 0;
  return { open: false, opensAt: pointInWeek(next, false) };
}

/** Hours for a shop that is open on weekdays 9–17: the form's starting point. */
export function defaultOpeningHours(): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      day === 'saturday' || day === 'sunday'
        ? { open: false, ranges: [] }
        : { open: true, ranges: [{ opens: '09:00', closes: '17:00' }] },
    ]),
  ) as OpeningHours;
}

export const shopIdParamsSchema = z.object({ id: z.uuid() });
export const shopPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() });
export const shopPhotoOrderSchema = z.object({ photoIds: z.array(z.uuid()).max(MAX_SHOP_PHOTOS) });
export const sellerShopListSchema = z.object({ items: z.array(sellerShopSchema) });
