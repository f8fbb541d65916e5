import { describe, expect, it } from 'vitest';
import { isValidGtin } from './gtin';

describe('isValidGtin', () => {
  it.each(['4006381333931', '5901234123457', '96385074', '40170725', '5449000000996'])('accepts %s', (ean) => {
    expect(isValidGtin(ean)).toBe(true);
  });

  it.each(['4006381333932', '5901234123450', '96385075', '123456789012', '40063813339311', 'ABCDEFGH', ''])(
    'refuses %s',
    (ean) => {
      expect(isValidGtin(ean)).toBe(false);
    },
  );
});
