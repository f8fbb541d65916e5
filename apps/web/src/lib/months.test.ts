import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from './months';

describe('recentMonths', () => {
  it('counts back from the UTC month, across the new year', () => {
    // Still 31 December in New York, already February's first hours nowhere: UTC decides.
    expect(recentMonths(new Date('2026-02-01T00:30:00Z'), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(recentMonths(new Date('2026-01-31T23:59:59Z'), 2)).toEqual(['2026-01', '2025-12']);
  });

  it('takes the month in UTC, not the browser time zone', () => {
    // 23:30 on 31 January in UTC is already February east of Greenwich.
    expect(recentMonths(new Date('2026-01-31T23:30:00Z'), 1)).toEqual(['2026-01']);
  });

  it('offers a year by default', () => {
    const months = recentMonths(new Date('2026-11-24T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.at(0)).toBe('2026-11');
    expect(months.at(-1)).toBe('2025-12');
  });
});

describe('monthLabel', () => {
  it('names the month in the UI language', () => {
    expect(monthLabel('2026-11', 'en-US')).toBe('November 2026');
    expect(monthLabel('2026-01', 'de-DE')).toBe('Januar 2026');
  });
});
