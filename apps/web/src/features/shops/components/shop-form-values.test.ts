import { defaultOpeningHours, shopInputSchema, type SellerShop } from '@glowmarket/shared/shops';
import { describe, expect, it } from 'vitest';
import {
  canAddRange,
  emptyShopValues,
  FORM_PATHS,
  formatCoordinate,
  geocodeQuery,
  languageOfPath,
  languagesWithoutTitle,
  nextRange,
  parseCoordinate,
  shopFormValues,
} from './shop-form-values';

const hours = defaultOpeningHours();

const saved: SellerShop = {
  id: 's1',
  translations: { 'pl-PL': { title: 'Salon na Floriańskiej', description: 'Przy Rynku.' } },
  address: { street: 'ul. Floriańska 10', postalCode: '31-019', city: 'Kraków', country: 'PL' },
  location: { latitude: 50.0634, longitude: 19.9394 },
  timeZone: 'Europe/Warsaw',
  hours: {
    ...hours,
    saturday: { open: true, ranges: [{ opens: '10:00', closes: '14:00' }] },
    // Closed, with ranges the server kept from before.
    monday: { open: false, ranges: [{ opens: '09:00', closes: '17:00' }] },
  },
  showOnMap: false,
  pickup: true,
  phone: null,
  email: 'salon@example.com',
  photos: [],
  title: 'Salon na Floriańskiej',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('shop form values', () => {
  it('start a new shop blank in every language, open on weekdays, on the map, in the given country', () => {
    const values = emptyShopValues('DE');
    expect(Object.keys(values.translations)).toHaveLength(11);
    expect(languagesWithoutTitle(values.translations)).toHaveLength(11);
    expect(values.address.country).toBe('DE');
    expect(values.location).toBeNull();
    expect(values.hours.monday).toEqual({ open: true, ranges: [{ opens: '09:00', closes: '17:00' }] });
    expect(values.hours.sunday.open).toBe(false);
    expect(values.showOnMap).toBe(true);
    expect(values.pickup).toBe(false);
    expect(emptyShopValues().address.country).toBe('');
  });

  it('take a saved shop: blanks for the missing languages, empty strings for nulls, no ranges on closed days', () => {
    const values = shopFormValues(saved);
    expect(values.translations['pl-PL'].title).toBe('Salon na Floriańskiej');
    expect(values.translations['en-US']).toEqual({ title: '', description: '' });
    expect(languagesWithoutTitle(values.translations)).not.toContain('pl-PL');
    expect(values.address).toEqual(saved.address);
    expect(values.location).toEqual(saved.location);
    expect(values.hours.monday).toEqual({ open: false, ranges: [] });
    expect(values.hours.saturday.ranges).toEqual([{ opens: '10:00', closes: '14:00' }]);
    expect(values.phone).toBe('');
    expect(values.email).toBe('salon@example.com');
    expect(values.showOnMap).toBe(false);
    expect(values.pickup).toBe(true);
  });

  it('go back to what the API takes, unchanged', () => {
    const parsed = shopInputSchema.parse(shopFormValues(saved));
    expect(parsed.translations['pl-PL']).toEqual(saved.translations['pl-PL']);
    expect(parsed.address).toEqual(saved.address);
    expect(parsed.location).toEqual(saved.location);
    expect(parsed.hours.saturday).toEqual(saved.hours.saturday);
    expect(parsed.phone).toBeUndefined();
    expect(parsed.email).toBe('salon@example.com');
    expect(parsed.pickup).toBe(true);
  });

  it('are refused without a location, with the reason the form words as "Location is required"', () => {
    const result = shopInputSchema.safeParse({ ...shopFormValues(saved), location: null });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === 'location');
    expect(issue).toMatchObject({ params: { reason: 'locationRequired' } });
  });

  it('name every field the server can point at as a form path', () => {
    expect(FORM_PATHS).toContain('translations.de-DE.title');
    expect(FORM_PATHS).toContain('address.country');
    expect(FORM_PATHS).toContain('location');
    expect(FORM_PATHS).toContain('hours.sunday.ranges.3.closes');
    expect(new Set(FORM_PATHS).size).toBe(FORM_PATHS.length);
    expect(languageOfPath('translations.de-DE.title')).toBe('de-DE');
    expect(languageOfPath('address.city')).toBeUndefined();
  });
});

describe('opening ranges', () => {
  it('start at 09:00–17:00 and follow the last one after a break', () => {
    expect(nextRange([])).toEqual({ opens: '09:00', closes: '17:00' });
    expect(nextRange([{ opens: '09:00', closes: '13:00' }])).toEqual({ opens: '14:00', closes: '16:00' });
    expect(nextRange([{ opens: '09:00', closes: '23:00' }])).toEqual({ opens: '22:00', closes: '23:00' });
  });

  it('are at most four a day', () => {
    const range = { opens: '09:00', closes: '10:00' };
    expect(canAddRange([range, range, range])).toBe(true);
    expect(canAddRange([range, range, range, range])).toBe(false);
  });
});

describe('location helpers', () => {
  it('ask the geocoder for "street, postal code city, country code"', () => {
    expect(geocodeQuery(shopFormValues(saved).address)).toBe('ul. Floriańska 10, 31-019 Kraków, PL');
    expect(geocodeQuery({ street: ' ', postalCode: '', city: 'Lyon', country: 'FR' })).toBe('Lyon, FR');
  });

  it('show coordinates with at most six decimals and read them with a comma or a point', () => {
    expect(formatCoordinate(50.06340123456)).toBe('50.063401');
    expect(formatCoordinate(19.5)).toBe('19.5');
    expect(formatCoordinate(undefined)).toBe('');
    expect(parseCoordinate('50,0634', 90)).toBe(50.0634);
    expect(parseCoordinate(' -19.5 ', 180)).toBe(-19.5);
    expect(parseCoordinate('91', 90)).toBeUndefined();
    expect(parseCoordinate('north', 90)).toBeUndefined();
    expect(parseCoordinate('', 90)).toBeUndefined();
  });
});
