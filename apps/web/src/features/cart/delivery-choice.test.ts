import type { DeliveryOption } from '@glowmarket/shared/logistics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_CHOICE_KEY,
  deliveryCost,
  findChosenOption,
  readDeliveryChoices,
  writeDeliveryChoice,
} from './delivery-choice';

const ROSE = 'c0000000-0000-4000-8000-000000000001';
const OLIVE = 'c0000000-0000-4000-8000-000000000002';
const COURIER = 'd0000000-0000-4000-8000-000000000001';

/** A zloty amount quoted from a euro base, as the API answers a visitor paying in PLN. */
const pln = (amount: number, base: number) => ({
  amount,
  currency: 'PLN' as const,
  base: { amount: base, currency: 'EUR' as const },
});

const courier: DeliveryOption = {
  id: COURIER,
  carrierName: 'DPD',
  kind: 'courier',
  cod: false,
  needsPoint: false,
  price: pln(4300, 1000),
  freeFrom: pln(43000, 10000),
  deliveryDays: 2,
};
const pickup: DeliveryOption = {
  id: null,
  carrierName: 'Store pickup',
  kind: 'store_pickup',
  cod: false,
  needsPoint: false,
  price: pln(0, 0),
  freeFrom: null,
  deliveryDays: 0,
};

describe('the stored delivery choices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('keeps each seller’s choice under glowmarket.delivery, by company id, until it is forgotten', () => {
    expect(readDeliveryChoices()).toEqual({});
    writeDeliveryChoice(ROSE, { optionId: COURIER, kind: 'courier' });
    writeDeliveryChoice(OLIVE, { optionId: null, kind: 'store_pickup', shopId: 'shop-1' });
    expect(JSON.parse(sessionStorage.getItem(DELIVERY_CHOICE_KEY) ?? '')).toEqual({
      [ROSE]: { optionId: COURIER, kind: 'courier' },
      [OLIVE]: { optionId: null, kind: 'store_pickup', shopId: 'shop-1' },
    });
    writeDeliveryChoice(ROSE, null);
    expect(readDeliveryChoices()).toEqual({ [OLIVE]: { optionId: null, kind: 'store_pickup', shopId: 'shop-1' } });
  });

  it('reads what it cannot make sense of as no choice', () => {
    sessionStorage.setItem(DELIVERY_CHOICE_KEY, '{not json');
    expect(readDeliveryChoices()).toEqual({});
    sessionStorage.setItem(DELIVERY_CHOICE_KEY, JSON.stringify({ [ROSE]: { optionId: 7, kind: 'drone' } }));
    expect(readDeliveryChoices()).toEqual({});
  });

  it('keeps the choice in memory when the browser refuses storage', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    expect(() => writeDeliveryChoice(ROSE, { optionId: COURIER, kind: 'courier' })).not.toThrow();
    expect(readDeliveryChoices()).toEqual({ [ROSE]: { optionId: COURIER, kind: 'courier' } });
  });
});

describe('the chosen option and its cost', () => {
  it('finds the option still offered, store pickup by its kind', () => {
    expect(findChosenOption([courier, pickup], { optionId: null, kind: 'store_pickup' })).toBe(pickup);
    expect(findChosenOption([courier, pickup], { optionId: COURIER, kind: 'courier' })).toBe(courier);
    expect(findChosenOption([pickup], { optionId: COURIER, kind: 'courier' })).toBeNull();
    expect(findChosenOption([courier], null)).toBeNull();
  });

  it('costs nothing once the subtotal reaches the threshold in euros, whatever the quoted amounts', () => {
    expect(deliveryCost(courier, pln(42990, 9999))).toBe(4300);
    // 100 € reached although the quoted zloty amount is a little under the quoted threshold.
    expect(deliveryCost(courier, pln(42990, 10000))).toBe(0);
    expect(deliveryCost(pickup, pln(100, 25))).toBe(0);
  });
});
