import { phoneSchema } from '@glowmarket/shared/users';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('keeps a leading plus, digits and single spaces', () => {
    expect(formatPhone('+48 600 700 800')).toBe('+48 600 700 800');
    expect(formatPhone('+48   600  700')).toBe('+48 600 700');
  });

  it('drops letters and a plus that is not at the start', () => {
    expect(formatPhone('+48 6a0b0 7+00')).toBe('+48 600 700');
    expect(formatPhone('tel: 600')).toBe('600');
  });

  it('turns brackets, dashes, dots and slashes into single spaces', () => {
    expect(formatPhone('+1 (555) 123-4567')).toBe('+1 555 123 4567');
    expect(formatPhone('030/1234.5678')).toBe('030 1234 5678');
  });

  it('removes spaces between the plus and the first digit', () => {
    expect(formatPhone(' +  48 600')).toBe('+48 600');
  });

  it('stops at the longest length the schema accepts', () => {
    expect(formatPhone(`+${'1'.repeat(40)}`)).toHaveLength(25);
  });

  it('produces numbers the shared phone schema accepts', () => {
    for (const typed of ['+48 600 700 800', '+1 (555) 123-4567', '0049-30-1234567', `+${'9'.repeat(40)}`]) {
      expect(phoneSchema.safeParse(formatPhone(typed)).success, typed).toBe(true);
    }
  });

  it('leaves a number still being typed as it is, trailing space included', () => {
    expect(formatPhone('+48 ')).toBe('+48 ');
    expect(formatPhone('+')).toBe('+');
  });
});
