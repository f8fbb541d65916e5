import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes the date the way the UI language does', () => {
    expect(formatDate('2026-11-01T10:00:00Z', 'en-US')).toBe('November 1, 2026');
    expect(formatDate('2026-11-01T10:00:00Z', 'de-DE')).toBe('1. November 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('soon', 'en-US')).toBe('');
  });
});
