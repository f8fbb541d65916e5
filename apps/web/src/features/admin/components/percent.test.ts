import { commissionPercentSchema } from '@glowmarket/shared/companies';
import { describe, expect, it } from 'vitest';
import { parsePercent } from './percent';

describe('parsePercent', () => {
  it('takes a percentage from 0 to 100 with up to two decimals', () => {
    expect(parsePercent(6, commissionPercentSchema)).toEqual({ success: true, percent: 6 });
    expect(parsePercent(4.55, commissionPercentSchema)).toEqual({ success: true, percent: 4.55 });
    expect(parsePercent('0', commissionPercentSchema)).toEqual({ success: true, percent: 0 });
  });

  it('reads a decimal comma', () => {
    expect(parsePercent('4,5', commissionPercentSchema)).toEqual({ success: true, percent: 4.5 });
  });

  it('refuses an empty field and values outside 0 to 100', () => {
    expect(parsePercent('', commissionPercentSchema).success).toBe(false);
    expect(parsePercent(-1, commissionPercentSchema).success).toBe(false);
    expect(parsePercent(100.5, commissionPercentSchema).success).toBe(false);
  });
});
