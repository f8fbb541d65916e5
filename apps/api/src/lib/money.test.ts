import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  convertFromBase,
  divideRounded,
  highestBaseQuotedAtMost,
  lowestBaseQuotedAtLeast,
  money,
  percentOf,
  RATE_SCALE,
  scaleRate,
  subtract,
} from './money';

const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });
const weights = fc
  .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
  .filter((list) => list.some((w) => w > 0));

describe('money', () => {
  it('rounds a division half away from zero, exactly', () => {
    expect([5n, 15n, 25n, -5n, -15n, 14n, -14n].map((n) => divideRounded(n, 10n))).toEqual([
      1n,
      2n,
      3n,
      -1n,
      -2n,
      1n,
      -1n,
    ]);
    const magnitude = (x: bigint) => (x < 0n ? -x : x);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const q = divideRounded(n, d);
          // Within half the divisor of the exact value; an exact half goes away from zero.
          const error = magnitude(n - q * d);
          expect(2n * error <= d).toBe(true);
          if (2n * error === d) expect(magnitude(q) * d > magnitude(n)).toBe(true);
        },
      ),
    );
  });

  it('splits an amount into parts that add up to it, each within a cent of its share', () => {
    fc.assert(
      fc.property(cents, weights, (amount, parts) => {
        const split = allocate(money(amount, 'EUR'), parts);
        expect(split.reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
        const total = parts.reduce((a, b) => a + b, 0);
        split.forEach((part, index) => {
          const share = (amount * (parts[index] ?? 0)) / total;
          expect(Math.abs(part.amount - share)).toBeLessThan(1);
        });
      }),
    );
    expect(allocate(money(100, 'EUR'), [1, 1, 1]).map((part) => part.amount)).toEqual([34, 33, 33]);
  });

  it('splits a total into commission and payout without losing a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, basisPoints) => {
          const total = money(amount, 'PLN');
          const commission = percentOf(total, basisPoints);
          const payout = subtract(total, commission);
          expect(commission.amount + payout.amount).toBe(amount);
          expect(Math.abs(commission.amount - (amount * basisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
    expect(percentOf(money(1299, 'EUR'), 600).amount).toBe(78); // 77.94 → 78
  });

  it('quotes a euro price in another currency exactly as the stored rate says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000 * RATE_SCALE }),
        (amount, rate) => {
          const quoted = convertFromBase(money(amount, 'EUR'), 'SEK', rate);
          // The quote is the stored-rate arithmetic, amount × rate / scale, rounded to the cent.
          expect(BigInt(quoted.amount)).toBe(divideRounded(BigInt(amount) * BigInt(rate), BigInt(RATE_SCALE)));
          expect(Math.abs(quoted.amount - (amount * rate) / RATE_SCALE)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
    expect(convertFromBase(money(1299, 'EUR'), 'PLN', scaleRate(4.27)).amount).toBe(5547);
    // An exact half goes away from zero, for small amounts and for those past a double's whole numbers.
    expect(convertFromBase(money(1, 'EUR'), 'PLN', RATE_SCALE / 2).amount).toBe(1);
    expect(convertFromBase(money(-1, 'EUR'), 'PLN', RATE_SCALE / 2).amount).toBe(-1);
    expect(convertFromBase(money(9_007_199_255, 'EUR'), 'PLN', RATE_SCALE + RATE_SCALE / 2).amount).toBe(
      13_510_798_883,
    );
  });

  const CEILING = 10_000_000;
  it('turns a price bound in another currency into the base bound that selects the same prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CEILING }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: RATE_SCALE / 100, max: 100 * RATE_SCALE }),
        (price, bound, rate) => {
          const shown = convertFromBase(money(price, 'EUR'), 'PLN', rate).amount;
          const lowest = lowestBaseQuotedAtLeast(money(bound, 'PLN'), rate, CEILING).amount;
          const highest = highestBaseQuotedAtMost(money(bound, 'PLN'), rate, CEILING).amount;
          // A product passes "from" exactly when its shown price does, and "up to" likewise.
          expect(price >= lowest).toBe(shown >= bound);
          expect(price <= highest).toBe(shown <= bound);
        },
      ),
    );
    expect(lowestBaseQuotedAtLeast(money(5547, 'PLN'), scaleRate(4.27), CEILING).amount).toBe(1299);
    expect(highestBaseQuotedAtMost(money(5547, 'PLN'), scaleRate(4.27), CEILING).amount).toBe(1299);
    // Bounds beyond every price there can be, even at the smallest rate, stay whole and safe.
    expect(lowestBaseQuotedAtLeast(money(Number.MAX_SAFE_INTEGER, 'PLN'), 1, CEILING).amount).toBe(CEILING + 1);
    expect(highestBaseQuotedAtMost(money(Number.MAX_SAFE_INTEGER, 'SEK'), 1, CEILING).amount).toBe(CEILING);
  });

  it('refuses fractions of a cent and mixed currencies', () => {
    expect(() => money(12.5, 'EUR')).toThrow(RangeError);
    expect(() => subtract(money(1, 'EUR'), money(1, 'PLN'))).toThrow(RangeError);
  });
});
