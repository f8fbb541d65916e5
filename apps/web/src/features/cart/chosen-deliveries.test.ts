import type { CartSeller } from '@glowmarket/shared/cart';
import type { DeliveryOption } from '@glowmarket/shared/logistics';
import { deliveryChoiceSchema } from '@glowmarket/shared/orders';
import { describe, expect, it } from 'vitest';
import { eur } from '../../test/money';
import { isChoiceComplete, orderDeliveries, type SellerDeliveryState } from './chosen-deliveries';

const ROSE = 'c0000000-0000-4000-8000-000000000001';
const LOCKER = 'd0000000-0000-4000-8000-000000000002';
const SHOP = 'f0000000-0000-4000-8000-000000000001';

const locker: DeliveryOption = {
  id: LOCKER,
  carrierName: 'InPost',
  kind: 'parcel_locker',
  cod: false,
  needsPoint: true,
  price: eur(1299),
  freeFrom: null,
  deliveryDays: 1,
};
const pickup: DeliveryOption = {
  ...locker,
  id: null,
  carrierName: 'Store pickup',
  kind: 'store_pickup',
  needsPoint: false,
};
const seller: CartSeller = { company: { id: ROSE, name: 'Rose Lab' }, lines: [], subtotal: eur(3998) };

function state(option: DeliveryOption, choice: SellerDeliveryState['choice']): SellerDeliveryState {
  const complete = choice !== null && isChoiceComplete(option, choice);
  return { seller, pending: false, failed: false, choice, option, complete, cost: 0 };
}

describe('isChoiceComplete', () => {
  it('wants a locker for a locker method and a shop for store pickup', () => {
    expect(isChoiceComplete(locker, { optionId: LOCKER, kind: 'parcel_locker' })).toBe(false);
    expect(isChoiceComplete(locker, { optionId: LOCKER, kind: 'parcel_locker', pointName: 'KRA01M' })).toBe(true);
    expect(isChoiceComplete(pickup, { optionId: null, kind: 'store_pickup' })).toBe(false);
    expect(isChoiceComplete(pickup, { optionId: null, kind: 'store_pickup', shopId: SHOP })).toBe(true);
  });
});

describe('orderDeliveries', () => {
  it('sends only what the API’s strict schema takes: the locker’s address stays behind', () => {
    const [delivery] = orderDeliveries([
      state(locker, { optionId: LOCKER, kind: 'parcel_locker', pointName: 'KRA01M', pointAddress: 'ul. Długa 1' }),
    ]);
    expect(delivery).toEqual({ companyId: ROSE, optionId: LOCKER, kind: 'parcel_locker', pointName: 'KRA01M' });
    expect(deliveryChoiceSchema.safeParse(delivery).success).toBe(true);
  });

  it('leaves out a seller whose delivery is not complete', () => {
    expect(orderDeliveries([state(pickup, { optionId: null, kind: 'store_pickup' })])).toEqual([]);
  });
});
