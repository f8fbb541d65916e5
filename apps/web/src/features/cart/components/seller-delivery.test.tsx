import type { Cart } from '@glowmarket/shared/cart';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../../../components/cart/use-cart';
import { forgetCartToken, storeCartToken } from '../../../lib/cart-token';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { cartOf, chosen, courier, LOCKER, locker, OLIVE, pickup, ROSE, seller, SHOP } from '../cart-fixtures';
import { DeliveryTotals, SellerDelivery } from './seller-delivery';

const options = [courier({ freeFrom: eur(10000) }), locker({ price: eur(1299), freeFrom: eur(15000) }), pickup()];

/** Rose Lab's part of a cart: €87.60 of products, nothing chosen yet, €12.40 short of free delivery. */
const roseInput = {
  company: { id: ROSE, name: 'Rose Lab' },
  subtotal: eur(8760),
  options,
  freeDelivery: { reached: false, threshold: eur(10000), remaining: eur(1240), percent: 87 },
};
const rose = seller(roseInput);

const notConfigured = seller({ company: { id: ROSE, name: 'Rose Lab' }, subtotal: eur(8760), options: [] });

/** The seller's delivery as the page shows it: read from the cached cart, as the cart and checkout pages do. */
function RoseDelivery() {
  const cart = useCart();
  const part = cart.data?.sellers[0];
  return part ? <SellerDelivery seller={part} /> : null;
}

setUpPageTests('cart', 'logistics', 'shops');
// A visitor's cart, found by its token.
beforeEach(() => storeCartToken('t'.repeat(43)));
afterEach(() => forgetCartToken());

describe('SellerDelivery', () => {
  it('lists the options with their prices for this order and their times, and what is missing for free delivery', async () => {
    stubFetch({ 'GET /api/cart': cartOf([rose]) });
    renderPage(<RoseDelivery />);

    const group = await screen.findByRole('radiogroup', { name: 'Delivery from Rose Lab' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([options[0]?.id, LOCKER, 'store_pickup']);
    expect(within(group).getByRole('radio', { name: 'DPD · courier' })).toBeTruthy();
    expect(within(group).getByText('€9.99 · 2 days')).toBeTruthy();
    expect(within(group).getByText('€12.99 · 1 day')).toBeTruthy();
    expect(within(group).getByText("free · collect at the seller's shop")).toBeTruthy();
    expect(screen.getByText('€12.40 more for free delivery from this seller')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress towards free delivery' }).getAttribute('aria-valuenow'),
    ).toBe('87');
  });

  it('keeps the chosen option on the cart and shows the cart’s answer: the locker to choose, its own threshold', async () => {
    const sent: unknown[] = [];
    let cart = cartOf([rose]);
    stubFetch({
      'GET /api/cart': () => Response.json(cart),
      'PUT /api/cart/deliveries': (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        const option = options[1];
        if (!option) throw new Error('the locker is an option');
        cart = cartOf([
          {
            ...rose,
            delivery: chosen(option, { complete: false }),
            deliveryPrice: eur(1299),
            total: eur(8760 + 1299),
            freeDelivery: { reached: false, threshold: eur(15000), remaining: eur(6240), percent: 58 },
          },
        ]);
        return Response.json(cart);
      },
    });
    renderPage(<RoseDelivery />);

    fireEvent.click(await screen.findByRole('radio', { name: 'InPost · parcel locker' }));
    expect(await screen.findByText('€62.40 more for free delivery from this seller')).toBeTruthy();
    expect(sent).toEqual([{ companyId: ROSE, optionId: LOCKER, kind: 'parcel_locker' }]);
    expect(screen.getByRole('radio', { name: 'InPost · parcel locker' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Choose a parcel locker' })).toBeTruthy();
    expect(screen.getByText('Estimated delivery: Tue, Dec 1')).toBeTruthy();
  });

  it('says so when the cart refuses the choice, and keeps the one it had', async () => {
    stubFetch({
      'GET /api/cart': cartOf([rose]),
      'PUT /api/cart/deliveries': () =>
        Response.json(
          { code: 'delivery_type_unavailable', error: 'Provider did not include this type of delivery' },
          { status: 422 },
        ),
    });
    renderPage(<RoseDelivery />);

    fireEvent.click(await screen.findByRole('radio', { name: 'DPD · courier' }));
    expect(await screen.findByText('Provider did not include this type of delivery')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'DPD · courier' })).toHaveProperty('checked', false));
  });

  it('shows free delivery once the items reach the threshold, as the cart answers it', async () => {
    const reached = seller({
      ...roseInput,
      subtotal: eur(10000),
      options: [courier({ price: eur(0), free: true, freeFrom: eur(10000) })],
      freeDelivery: { reached: true, threshold: eur(10000), remaining: null, percent: 100 },
    });
    stubFetch({ 'GET /api/cart': cartOf([reached]) });
    renderPage(<RoseDelivery />);

    expect(await screen.findByText('free · 2 days')).toBeTruthy();
    expect(screen.getByText('Free delivery')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('collects from the chosen shop, with its hours and when the order is ready', async () => {
    const option = pickup();
    const atShop = seller({
      ...roseInput,
      options: [option],
      delivery: chosen(option, {
        shop: { id: SHOP, name: 'Rose studio', address: 'Piotrkowska 100, 90-004 Łódź, PL' },
      }),
    });
    stubFetch({
      'GET /api/cart': cartOf([atShop]),
      'GET /api/shops?*': {
        items: [
          {
            id: SHOP,
            title: 'Rose studio',
            address: { street: 'Piotrkowska 100', postalCode: '90-004', city: 'Łódź', country: 'PL' },
            location: { latitude: 51.76, longitude: 19.46 },
            timeZone: 'Europe/Warsaw',
            hours: defaultOpeningHours(),
            pickup: true,
            photo: null,
            company: { id: ROSE, name: 'Rose Lab' },
            distanceKm: null,
          },
        ],
      },
    });
    renderPage(<RoseDelivery />);

    const shop = await screen.findByRole('combobox', { name: 'Shop to collect from' });
    await waitFor(() => expect((shop as HTMLInputElement).value).toBe('Rose studio, Piotrkowska 100, 90-004 Łódź'));
    expect(screen.getByText('Ready to collect: Mon, Nov 30')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('keeps a pickup point’s code once the buyer leaves the field', async () => {
    const option = courier({ carrierName: 'DPD', kind: 'pickup_point', needsPoint: true });
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/cart': cartOf([
        seller({ ...roseInput, options: [option], delivery: chosen(option, { complete: false }) }),
      ]),
      'PUT /api/cart/deliveries': (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json(cartOf([rose]));
      },
    });
    renderPage(<RoseDelivery />);

    const code = await screen.findByRole('textbox', { name: 'Pickup point code' });
    fireEvent.change(code, { target: { value: ' pl12345 ' } });
    fireEvent.blur(code);
    await waitFor(() =>
      expect(sent).toEqual([{ companyId: ROSE, optionId: option.id, kind: 'pickup_point', pointName: 'pl12345' }]),
    );
  });

  it('says so when the seller offers store pickup without a shop to collect from', async () => {
    const option = pickup();
    stubFetch({
      'GET /api/cart': cartOf([
        seller({ ...roseInput, options: [option], delivery: chosen(option, { complete: false }) }),
      ]),
      'GET /api/shops?*': { items: [] },
    });
    renderPage(<RoseDelivery />);

    expect(await screen.findByText('This seller has no shop to collect from.')).toBeTruthy();
  });

  it('says when the chosen parcel locker went out of service', async () => {
    const option = locker();
    const retired = chosen(option, {
      point: { name: 'KRA01M', address: 'ul. Długa 1, 31-147 Kraków' },
      complete: false,
      problem: 'parcel_point_retired',
    });
    stubFetch({ 'GET /api/cart': cartOf([seller({ ...roseInput, options: [option], delivery: retired })]) });
    renderPage(<RoseDelivery />);

    expect(await screen.findByText('This parcel locker is no longer in service. Choose another one.')).toBeTruthy();
    expect(screen.getByText('KRA01M')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
  });

  it('offers nothing to choose from a seller without delivery prices', async () => {
    stubFetch({ 'GET /api/cart': cartOf([notConfigured]) });
    renderPage(<RoseDelivery />);

    expect(await screen.findByText('This seller cannot deliver yet: it has not set its delivery prices.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('DeliveryTotals', () => {
  const olive = { company: { id: OLIVE, name: 'Olive Soapworks' }, subtotal: eur(450), options };

  it('asks for a delivery for each seller until every seller has a complete one', () => {
    const option = courier();
    const cart: Cart = cartOf([seller({ ...roseInput, delivery: chosen(option) }), seller(olive)]);
    renderPage(<DeliveryTotals cart={cart} />);

    expect(screen.getByText('€9.99')).toBeTruthy();
    expect(screen.getByText('Choose a delivery for each seller.')).toBeTruthy();
    expect(screen.queryByText('Total with delivery')).toBeNull();
  });

  it('says what is missing when every seller has a method but not yet its locker', () => {
    const cart = cartOf([
      seller({ ...roseInput, delivery: chosen(courier()) }),
      seller({ ...olive, delivery: chosen(locker(), { complete: false }) }),
    ]);
    renderPage(<DeliveryTotals cart={cart} />);

    expect(screen.getByText("Choose the parcel locker, pickup point or shop for each seller's delivery.")).toBeTruthy();
  });

  it('shows the deliveries and the total with them as the server quoted them', () => {
    const lockerOption = locker({ price: eur(1299) });
    const cart = cartOf([
      seller({ ...roseInput, delivery: chosen(courier()) }),
      seller({ ...olive, delivery: chosen(lockerOption, { point: { name: 'KRA01M', address: '' } }) }),
    ]);
    renderPage(<DeliveryTotals cart={cart} />);

    // 9.99 € + 12.99 €, then 92.10 € + 22.98 €, all from the answer.
    expect(screen.getByText('€22.98')).toBeTruthy();
    expect(screen.getByText('Total with delivery')).toBeTruthy();
    expect(screen.getByText('€115.08')).toBeTruthy();
  });
});
