import type { Cart, CartSeller } from '@glowmarket/shared/cart';
import type { DeliveryOptions } from '@glowmarket/shared/logistics';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { DELIVERY_CHOICE_KEY, writeDeliveryChoice } from '../delivery-choice';
import { DeliveryTotals, SellerDelivery } from './seller-delivery';

const ROSE = 'c0000000-0000-4000-8000-000000000001';
const OLIVE = 'c0000000-0000-4000-8000-000000000002';
const COURIER = 'd0000000-0000-4000-8000-000000000001';
const LOCKER = 'd0000000-0000-4000-8000-000000000002';

const seller = (id: string, name: string, subtotal: number): CartSeller => ({
  company: { id, name },
  lines: [],
  subtotal: eur(subtotal),
});

const roseOptions: DeliveryOptions = {
  available: true,
  cheapest: eur(999),
  freeFrom: eur(10000),
  options: [
    {
      id: COURIER,
      carrierName: 'DPD',
      kind: 'courier',
      cod: false,
      needsPoint: false,
      price: eur(999),
      freeFrom: eur(10000),
      deliveryDays: 2,
    },
    {
      id: LOCKER,
      carrierName: 'InPost',
      kind: 'parcel_locker',
      cod: false,
      needsPoint: true,
      price: eur(1299),
      freeFrom: eur(15000),
      deliveryDays: 1,
    },
    {
      id: null,
      carrierName: 'Store pickup',
      kind: 'store_pickup',
      cod: false,
      needsPoint: false,
      price: eur(0),
      freeFrom: null,
      deliveryDays: 0,
    },
  ],
};
const notConfigured: DeliveryOptions = { available: false, cheapest: null, freeFrom: null, options: [] };

setUpPageTests('cart', 'logistics', 'shops');
afterEach(() => sessionStorage.clear());

describe('SellerDelivery', () => {
  it('lists the seller’s options with their prices and times, and what is missing for free delivery', async () => {
    stubFetch({ [`GET /api/logistics/delivery-options?company=${ROSE}`]: roseOptions });
    renderPage(<SellerDelivery seller={seller(ROSE, 'Rose Lab', 8760)} />);

    const group = await screen.findByRole('radiogroup', { name: 'Delivery from Rose Lab' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([COURIER, LOCKER, 'store_pickup']);
    expect(within(group).getByRole('radio', { name: 'DPD · courier' })).toBeTruthy();
    expect(within(group).getByText('€9.99 · 2 days')).toBeTruthy();
    expect(within(group).getByText('€12.99 · 1 day')).toBeTruthy();
    expect(within(group).getByText("free · collect at the seller's shop")).toBeTruthy();
    // Nothing chosen yet: the lowest threshold, 100 € − 87.60 €.
    expect(screen.getByText('€12.40 more for free delivery from this seller')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress towards free delivery' })).toBeTruthy();

    // The locker's own threshold once it is chosen: 150 € − 87.60 €.
    fireEvent.click(within(group).getByRole('radio', { name: 'InPost · parcel locker' }));
    expect(await screen.findByText('€62.40 more for free delivery from this seller')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a parcel locker' })).toBeTruthy();
  });

  it('keeps the chosen option in sessionStorage for checkout', async () => {
    stubFetch({ [`GET /api/logistics/delivery-options?company=${ROSE}`]: roseOptions });
    renderPage(<SellerDelivery seller={seller(ROSE, 'Rose Lab', 8760)} />);

    fireEvent.click(await screen.findByRole('radio', { name: 'DPD · courier' }));
    expect(JSON.parse(sessionStorage.getItem(DELIVERY_CHOICE_KEY) ?? '')).toEqual({
      [ROSE]: { optionId: COURIER, kind: 'courier' },
    });
    expect(screen.getByRole('radio', { name: 'DPD · courier' })).toHaveProperty('checked', true);
  });

  it('shows delivery as free once the subtotal reaches the threshold', async () => {
    stubFetch({ [`GET /api/logistics/delivery-options?company=${ROSE}`]: roseOptions });
    renderPage(<SellerDelivery seller={seller(ROSE, 'Rose Lab', 10000)} />);

    expect(await screen.findByText('free · 2 days')).toBeTruthy();
    expect(screen.getByText('Free delivery')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when the seller offers store pickup without a shop to collect from', async () => {
    writeDeliveryChoice(ROSE, { optionId: null, kind: 'store_pickup' });
    stubFetch({
      [`GET /api/logistics/delivery-options?company=${ROSE}`]: roseOptions,
      'GET /api/shops?*': { items: [] },
    });
    renderPage(<SellerDelivery seller={seller(ROSE, 'Rose Lab', 8760)} />);

    expect(await screen.findByText('This seller has no shop to collect from.')).toBeTruthy();
  });

  it('offers nothing to choose from a seller without delivery prices', async () => {
    stubFetch({ [`GET /api/logistics/delivery-options?company=${ROSE}`]: notConfigured });
    renderPage(<SellerDelivery seller={seller(ROSE, 'Rose Lab', 8760)} />);

    expect(await screen.findByText('This seller cannot deliver yet: it has not set its delivery prices.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('DeliveryTotals', () => {
  const cart: Cart = {
    cartToken: null,
    itemCount: 2,
    sellers: [seller(ROSE, 'Rose Lab', 8760), seller(OLIVE, 'Olive Soapworks', 450)],
    total: eur(9210),
  };
  const routes = {
    [`GET /api/logistics/delivery-options?company=${ROSE}`]: roseOptions,
    [`GET /api/logistics/delivery-options?company=${OLIVE}`]: roseOptions,
  };

  it('asks for a delivery for each seller until every seller has one', async () => {
    writeDeliveryChoice(ROSE, { optionId: COURIER, kind: 'courier' });
    stubFetch(routes);
    renderPage(<DeliveryTotals cart={cart} />);

    expect(await screen.findByText('€9.99')).toBeTruthy();
    expect(screen.getByText('Choose a delivery for each seller.')).toBeTruthy();
    expect(screen.queryByText('Total with delivery')).toBeNull();
  });

  it('adds the chosen deliveries to the total', async () => {
    writeDeliveryChoice(ROSE, { optionId: COURIER, kind: 'courier' });
    writeDeliveryChoice(OLIVE, { optionId: LOCKER, kind: 'parcel_locker', pointName: 'KRA01M' });
    stubFetch(routes);
    renderPage(<DeliveryTotals cart={cart} />);

    // 9.99 € + 12.99 €, then 92.10 € + 22.98 €.
    expect(await screen.findByText('€22.98')).toBeTruthy();
    expect(screen.getByText('Total with delivery')).toBeTruthy();
    expect(screen.getByText('€115.08')).toBeTruthy();
  });
});
