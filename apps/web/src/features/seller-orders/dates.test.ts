import { describe, expect, it } from 'vitest';
import { lastMonths, monthLabel } from './dates';

describe('lastMonths', () => {
  it('counts back twelve UTC months across the new year, the current one first', () => {
    const months = lastMonths(new Date('2026-02-10T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
  });

  it('takes the month in UTC, not the browser time zone', () => {
    // 23:30 on 31 January in UTC is already February east of Greenwich.
    expect(lastMonths(new Date('2026-01-31T23:30:00Z'), 1)).toEqual(['2026-01']);
  });
});

describe('monthLabel', () => {
  it('names the month in the UI language', () => {
    expect(monthLabel('2026-11', 'en-US')).toBe('November 2026');
  });
});
