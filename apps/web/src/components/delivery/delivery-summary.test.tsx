import type { DeliveryOptions } from '@glowmarket/shared/logistics';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eur } from '../../test/money';
import { renderPage, setUpPageTests } from '../../test/render-page';
import { pathOf, stubFetch } from '../../test/stub-fetch';
import { DeliverySummary } from './delivery-summary';

const COMPANY = '0c000000-0000-4000-8000-0000000000aa';
const PRODUCT = '0b000000-0000-4000-8000-0000000000bb';

const options: DeliveryOptions = {
  available: true,
  cheapest: eur(399),
  freeFrom: null,
  options: [
    {
      id: 'e1',
      carrierName: 'InPost',
      kind: 'parcel_locker',
      cod: false,
      needsPoint: true,
      price: eur(399),
      freeFrom: null,
      deliveryDays: 1,
      estimatedDate: '2026-03-18',
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
      estimatedDate: '2026-03-17',
    },
  ],
};

setUpPageTests('logistics');

describe('DeliverySummary', () => {
  it("asks for the product's delivery times and shows when each option would arrive", async () => {
    const fetch = stubFetch({ 'GET /api/logistics/delivery-options?*': options });
    renderPage(<DeliverySummary companyId={COMPANY} productId={PRODUCT} />);

    fireEvent.click(await screen.findByText('All 2 delivery options'));
    expect(screen.getByText(/delivered by Wed, Mar 18/)).toBeTruthy();
    expect(screen.getByText(/ready at the seller's shop by Tue, Mar 17/)).toBeTruthy();
    const asked = fetch.mock.calls.map(([input]) => pathOf(input));
    expect(asked).toEqual([`/api/logistics/delivery-options?company=${COMPANY}&product=${PRODUCT}`]);
  });
});
