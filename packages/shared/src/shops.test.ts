import { describe, expect, it } from 'vitest';
import { defaultOpeningHours, openingHoursSchema, openingStatus, shopInputSchema, type OpeningHours } from './shops';

const closed = { open: false, ranges: [] };
const open = (...ranges: [string, string][]) => ({
  open: true,
  ranges: ranges.map(([opens, closes]) => ({ opens, closes })),
});

/** A bar-like week: Friday and Saturday until 02:00 the next morning, written as two days' ranges. */
const lateWeekend: OpeningHours = {
  ...defaultOpeningHours(),
  friday: open(['18:00', '24:00']),
  saturday: open(['00:00', '02:00'], ['18:00', '24:00']),
  sunday: open(['00:00', '02:00']),
};

describe('opening status', () => {
  it('is open across midnight, closing at the end of the next morning’s range', () => {
    // Saturday 23:30 in Warsaw (UTC+1 in November) is 22:30 UTC.
    expect(openingStatus(lateWeekend, 'Europe/Warsaw', new Date('2026-11-28T22:30:00Z'))).toEqual({
      open: true,
      closesAt: { weekday: 'sunday', time: '02:00' },
    });
    // Sunday 01:59 local is still open; 02:00 is not.
    expect(openingStatus(lateWeekend, 'Europe/Warsaw', new Date('2026-11-29T00:59:00Z')).open).toBe(true);
    expect(openingStatus(lateWeekend, 'Europe/Warsaw', new Date('2026-11-29T01:00:00Z'))).toEqual({
      open: false,
      opensAt: { weekday: 'monday', time: '09:00' },
    });
  });

  it('reads the clock in the shop’s own time zone', () => {
    const hours = defaultOpeningHours(); // weekdays 09:00–17:00
    const now = new Date('2026-11-24T16:30:00Z'); // Tuesday: 17:30 in Warsaw, 16:30 in London, 18:30 in Helsinki
    expect(openingStatus(hours, 'Europe/Warsaw', now)).toEqual({
      open: false,
      opensAt: { weekday: 'wednesday', time: '09:00' },
    });
    expect(openingStatus(hours, 'Europe/London', now)).toEqual({
      open: true,
      closesAt: { weekday: 'tuesday', time: '17:00' },
    });
    expect(openingStatus(hours, 'Europe/Helsinki', now).open).toBe(false);
  });

  it('says a shop open every hour never closes, and one never open never opens', () => {
    const always = Object.fromEntries(
      Object.keys(defaultOpeningHours()).map((day) => [day, open(['00:00', '24:00'])]),
    ) as OpeningHours;
    expect(openingStatus(always, 'Europe/Paris', new Date())).toEqual({ open: true, closesAt: null });
    const never = Object.fromEntries(Object.keys(always).map((day) => [day, closed])) as unknown as OpeningHours;
    expect(openingStatus(never, 'Europe/Paris', new Date())).toEqual({ open: false, opensAt: null });
  });

  it('joins Sunday night and Monday morning across the week’s end', () => {
    const hours = { ...defaultOpeningHours(), sunday: open(['20:00', '24:00']), monday: open(['00:00', '03:00']) };
    // Sunday 22:00 in Lisbon (UTC+0 in November).
    expect(openingStatus(hours, 'Europe/Lisbon', new Date('2026-11-29T22:00:00Z'))).toEqual({
      open: true,
      closesAt: { weekday: 'monday', time: '03:00' },
    });
    // Monday 02:00: still in the same stretch.
    expect(openingStatus(hours, 'Europe/Lisbon', new Date('2026-11-30T02:00:00Z')).open).toBe(true);
  });
});

describe('opening hours validation', () => {
  const reasons = (hours: unknown) =>
    openingHoursSchema
      .safeParse(hours)
      .error?.issues.map(
        (issue) =>
          `${issue.path.join('.')}:${String((issue as { params?: { reason?: string } }).params?.reason ?? issue.code)}`,
      ) ?? [];

  it('accepts a week of ranges in order', () => {
    expect(reasons({ ...defaultOpeningHours(), monday: open(['08:00', '12:00'], ['13:00', '18:30']) })).toEqual([]);
  });

  it('wants the closing time after the opening time', () => {
    expect(reasons({ ...defaultOpeningHours(), monday: open(['18:00', '09:00']) })).toEqual([
      'monday.ranges.0.closes:closingAfterOpening',
    ]);
    expect(reasons({ ...defaultOpeningHours(), monday: open(['09:00', '09:00']) })).toEqual([
      'monday.ranges.0.closes:closingAfterOpening',
    ]);
  });

  it('refuses overlapping ranges, times that are not HH:MM and an open day without hours', () => {
    expect(reasons({ ...defaultOpeningHours(), friday: open(['08:00', '12:00'], ['11:00', '15:00']) })).toEqual([
      'friday.ranges.1.opens:hoursOverlap',
    ]);
    expect(reasons({ ...defaultOpeningHours(), friday: open(['8:00', '25:00']) })).toEqual([
      'friday.ranges.0.opens:time',
      'friday.ranges.0.closes:time',
    ]);
    expect(reasons({ ...defaultOpeningHours(), sunday: { open: true, ranges: [] } })).toEqual([
      'sunday.ranges:required',
    ]);
  });

  it('says "Location is required" when no location is set', () => {
    const result = shopInputSchema.safeParse({
      translations: { 'en-US': { title: 'Studio' } },
      address: { street: 'Nowy Świat 1', postalCode: '00-001', city: 'Warszawa', country: 'PL' },
      location: null,
      hours: defaultOpeningHours(),
    });
    expect(
      result.error?.issues.map((issue) => [
        issue.path.join('.'),
        (issue as { params?: { reason?: string } }).params?.reason,
      ]),
    ).toEqual([['location', 'locationRequired']]);
  });
});
