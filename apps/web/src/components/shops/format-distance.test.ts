import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('shows kilometres with one decimal under ten, whole ones beyond', () => {
    expect(formatDistance(2.345, 'en-US')).toBe('2.3 km');
    expect(formatDistance(4, 'en-US')).toBe('4 km');
    expect(formatDistance(27.6, 'en-US')).toBe('28 km');
    expect(formatDistance(1234.4, 'en-US')).toBe('1,234 km');
  });

  it('shows metres, to the nearest ten, under a kilometre', () => {
    expect(formatDistance(0.347, 'en-US')).toBe('350 m');
    expect(formatDistance(0, 'en-US')).toBe('10 m');
    // 996 m rounds to 1,000 m: said as a kilometre.
    expect(formatDistance(0.996, 'en-US')).toBe('1 km');
  });

  it('writes numbers as the UI language does', () => {
    expect(formatDistance(2.345, 'pl-PL')).toBe('2,3 km');
    expect(formatDistance(12.5, 'de-DE')).toBe('13 km');
  });
});
