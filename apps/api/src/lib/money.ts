import { MINOR_DIGITS, type CurrencyCode } from '@glowmarket/shared/currencies';

/**
 * Money on the server: whole minor units (cents, grosze, öre) with their ISO currency, and
 * integer arithmetic only. Exchange rates are integers too: units of a currency one euro buys,
 * times RATE_SCALE, so 4.2735 PLN/EUR is stored as 4 273 500. Every division rounds one way:
 * half away from zero, the rule buyers expect from a till. Splitting never loses a cent.
 */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export const RATE_SCALE = 1_000_000;

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money needs whole minor units, got ${amount}`);
  return { amount, currency };
}

/** numerator / denominator rounded half away from zero, exactly (BigInt, no floating point). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // Adding half the divisor before the integer division rounds half up on the magnitude.
  const quotient = (n + d / 2n) / d;
  return negative ? -quotient : quotient;
}

/** A rate as the operator types it (4.2735) as the stored integer (4 273 500). */
export function scaleRate(rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`a rate must be positive, got ${rate}`);
  return Math.round(rate * RATE_SCALE);
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`cannot mix ${a.currency} and ${b.currency}`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

export function multiply(price: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`a quantity is whole, got ${quantity}`);
  return money(price.amount * quantity, price.currency);
}

/** A share in basis points (600 = 6 %), rounded half away from zero: the marketplace commission. */
export function percentOf(total: Money, basisPoints: number): Money {
  return money(Number(divideRounded(BigInt(total.amount) * BigInt(basisPoints), 10_000n)), total.currency);
}

/**
 * An amount of the base currency (EUR) in `to`, at a stored rate (units of `to` per euro, times
 * RATE_SCALE). Checkout calls this inside its transaction with the rate it then stores on the order.
 */
export function convertFromBase(base: Money, to: CurrencyCode, scaledRate: number): Money {
  if (base.currency !== 'EUR') throw new RangeError(`convertFromBase takes EUR, got ${base.currency}`);
  const digits = MINOR_DIGITS[to] - MINOR_DIGITS.EUR;
  const denominator = RATE_SCALE * 10 ** Math.max(-digits, 0);
  // A product within a double's whole numbers is exact, and so is the division below; a catalog
  // page quotes every card, so most prices take this path and only larger ones take BigInt's.
  const numerator = base.amount * scaledRate * 10 ** Math.max(digits, 0);
  if (Number.isSafeInteger(numerator)) return money(divideRoundedWhole(numerator, denominator), to);
  const exact = BigInt(base.amount) * BigInt(scaledRate) * 10n ** BigInt(Math.max(digits, 0));
  return money(Number(divideRounded(exact, BigInt(denominator))), to);
}

/** divideRounded for safe integers and a positive divisor, in doubles: the remainder is exact. */
function divideRoundedWhole(numerator: number, denominator: number): number {
  const magnitude = Math.abs(numerator);
  let quotient = Math.floor(magnitude / denominator);
  let remainder = magnitude - quotient * denominator;
  // The quotient of two safe integers is within one of the true one: the remainder says which.
  if (remainder < 0) [quotient, remainder] = [quotient - 1, remainder + denominator];
  if (remainder >= denominator) [quotient, remainder] = [quotient + 1, remainder - denominator];
  const rounded = quotient + (2 * remainder >= denominator ? 1 : 0);
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * The lowest base amount whose quote in `bound.currency` is at least `bound`: a visitor's "from
 * 50 zł" as the euro-cent bound that selects exactly the prices shown as 50 zł or more. Base
 * amounts above `ceiling` (the highest price there can be) are not looked at.
 */
export function lowestBaseQuotedAtLeast(bound: Money, scaledRate: number, ceiling: number): Money {
  const quote = (amount: number) => convertFromBase(money(amount, 'EUR'), bound.currency, scaledRate).amount;
  if (quote(ceiling) < bound.amount) return money(ceiling + 1, 'EUR');
  let amount = Math.min(Math.max(approximateBase(bound, scaledRate), 0), ceiling);
  while (quote(amount) < bound.amount) amount += 1;
  while (amount > 0 && quote(amount - 1) >= bound.amount) amount -= 1;
  return money(amount, 'EUR');
}

/** The highest base amount, at most `ceiling`, whose quote is at most `bound` ("up to 200 zł"). */
export function highestBaseQuotedAtMost(bound: Money, scaledRate: number, ceiling: number): Money {
  const quote = (amount: number) => convertFromBase(money(amount, 'EUR'), bound.currency, scaledRate).amount;
  if (quote(ceiling) <= bound.amount) return money(ceiling, 'EUR');
  let amount = Math.min(Math.max(approximateBase(bound, scaledRate), 0), ceiling);
  // A quote of 0 is 0, never above a bound, so this stops at 0 at the latest.
  while (quote(amount) > bound.amount) amount -= 1;
  while (quote(amount + 1) <= bound.amount) amount += 1;
  return money(amount, 'EUR');
}

/** An amount of another currency back in the base currency, near enough to start a search from. */
function approximateBase(shown: Money, scaledRate: number): number {
  const digits = BigInt(MINOR_DIGITS[shown.currency] - MINOR_DIGITS.EUR);
  const numerator = BigInt(shown.amount) * BigInt(RATE_SCALE) * 10n ** (digits < 0n ? -digits : 0n);
  const denominator = BigInt(scaledRate) * 10n ** (digits > 0n ? digits : 0n);
  return Number(divideRounded(numerator, denominator));
}

/**
 * Splits `total` in proportion to `weights` so that the parts add up to exactly the total: each
 * part gets its rounded-down share, and the cents left over go one by one to the largest
 * remainders (ties to the earlier part). Used to spread a discount or a payment over orders.
 */
export function allocate(total: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('weights are whole and not negative');
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError('weights must not all be zero');
  const sign = total.amount < 0 ? -1n : 1n;
  const amount = BigInt(Math.abs(total.amount));
  const shares = weights.map((weight, index) => {
    const exact = amount * BigInt(weight);
    return { index, floor: exact / BigInt(sum), remainder: exact % BigInt(sum) };
  });
  let left = amount - shares.reduce((a, share) => a + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((share) => money(Number(share.floor * sign), total.currency));
}

/** An amount as a buyer is shown it, and the base (EUR) amount it was quoted from. */
export interface ShownMoney extends Money {
  base: Money;
}

/** Two shown amounts added: in minor units of the shown currency, and their base amounts beside. */
export function addShown(a: ShownMoney, b: ShownMoney): ShownMoney {
  return { ...add(a, b), base: add(a.base, b.base) };
}

/** A shown unit price times a quantity: what a line shows is what its unit shows, that many times. */
export function multiplyShown(price: ShownMoney, quantity: number): ShownMoney {
  return { ...multiply(price, quantity), base: multiply(price.base, quantity) };
}

/**
 * One seller's part of a purchase as the buyer is shown it: each line its shown unit price times
 * its quantity, the items the sum of the lines, the delivery at its shown price, the total the
 * sum of the two; a purchase is the sum of its parts. Rounding happens once per price (`quote`),
 * never on a sum, so every sum a buyer sees adds up, and the cart's quote, the placed orders and
 * their payment agree to the minor unit. The cart (through logistics' delivery quote) and the
 * placed orders both use this, in every currency.
 */
export function shownPart(
  quote: (baseAmount: number) => ShownMoney,
  part: { lines: readonly { unitBase: number; quantity: number }[]; deliveryBase: number },
): { lines: ShownMoney[]; items: ShownMoney; delivery: ShownMoney; total: ShownMoney } {
  const lines = part.lines.map((line) => multiplyShown(quote(line.unitBase), line.quantity));
  const items = lines.reduce(addShown, quote(0));
  const delivery = quote(part.deliveryBase);
  return { lines, items, delivery, total: addShown(items, delivery) };
}
