import type { Cart } from '@glowmarket/shared/cart';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@glowmarket/shared/orders';
import type { InvoiceDetails, Profile, ShippingAddress } from '@glowmarket/shared/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { signOut } from '../../../lib/auth';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsBuyer } from '../../../test/sign-in';
import { stubFetch, type FetchAnswer } from '../../../test/stub-fetch';
import { cartOf, chosen, courier, line, locker, OLIVE, ROSE, seller, SERUM, SOAP } from '../cart-fixtures';
import { CheckoutPage } from './checkout-page';

const GROUP = 'e0000000-0000-4000-8000-000000000001';

const lockerOption = locker({ price: eur(1299) });
// Olive's courier is free: its €4.50 reach the €4.00 threshold.
const courierOption = courier({ price: eur(0), free: true, freeFrom: eur(400) });

const roseInput = {
  company: { id: ROSE, name: 'Rose Lab' },
  lines: [line({ productId: SERUM, title: 'Rose serum', quantity: 2, unitPrice: eur(1999), lineTotal: eur(3998) })],
  subtotal: eur(3998),
  options: [lockerOption],
};
const oliveInput = {
  company: { id: OLIVE, name: 'Olive Soapworks' },
  lines: [line({ productId: SOAP, title: 'Olive soap', available: 5, unitPrice: eur(450), lineTotal: eur(450) })],
  subtotal: eur(450),
  options: [courierOption],
  freeDelivery: { reached: true, threshold: eur(400), remaining: null, percent: 100 },
};

const roseWithLocker = seller({
  ...roseInput,
  delivery: chosen(lockerOption, { point: { name: 'KRA01M', address: 'ul. Długa 1, 31-147 Kraków' } }),
});
const oliveByCourier = seller({ ...oliveInput, delivery: chosen(courierOption) });

/** Both sellers' deliveries chosen (in the cart or here): the quote is complete. */
const cart: Cart = cartOf([roseWithLocker, oliveByCourier]);

const profile: Profile = {
  id: 'u1',
  username: 'lena',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Nowak',
  phone: '+48 512 000 111',
  language: 'en-US',
  status: 'available',
  avatarUrl: null,
  permissions: ['user'],
  companyId: null,
  registeredAt: '2026-11-01T10:00:00.000Z',
  policyAcceptedAt: '2026-11-01T10:00:00.000Z',
  policyVersion: '2026-11-01',
};

const home: ShippingAddress = {
  id: 'a0000000-0000-4000-8000-000000000001',
  street: 'ul. Długa 12/4',
  city: 'Kraków',
  postalCode: '31-147',
  region: 'Małopolska',
  country: 'PL',
};

const group = { id: GROUP, createdAt: '2026-11-03T10:00:00.000Z', orders: [], total: eur(5747) };

setUpPageTests('cart', 'logistics', 'shops');

beforeEach(signInAsBuyer);
afterEach(() => {
  signOut();
  sessionStorage.clear();
});

/** The API as checkout meets it, with `routes` first (e.g. what POST /api/orders answers). */
function stubApi(routes: Record<string, FetchAnswer> = {}, invoices: InvoiceDetails[] = [], answer: Cart = cart) {
  return stubFetch({
    ...routes,
    'GET /api/cart': answer,
    'GET /api/users/me': profile,
    'GET /api/users/me/shipping-addresses': { items: [home] },
    'GET /api/users/me/invoice-details': { items: invoices },
  });
}

/** Where the app is, to see where placing an order leads. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

function renderCheckout() {
  return renderPage(
    <>
      <CheckoutPage />
      <CurrentAddress />
    </>,
    { path: '/checkout' },
  );
}

const placeButton = () => screen.findByRole('button', { name: 'Place order' });

/** The place button once the sellers' deliveries are loaded and it can be clicked. */
async function readyPlaceButton(): Promise<HTMLButtonElement> {
  const button = (await placeButton()) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** What the place button says about itself: why it is disabled, or why the last try failed. */
async function placeButtonProblem(): Promise<string> {
  const button = await placeButton();
  await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy());
  const id = button.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

describe('CheckoutPage', () => {
  it('places the order with one Idempotency-Key, sent again when the buyer retries, then goes to payment', async () => {
    const sent: { key: string | null; body: unknown }[] = [];
    stubApi({
      'POST /api/orders': (_path, init) => {
        sent.push({ key: new Headers(init?.headers).get(IDEMPOTENCY_HEADER), body: JSON.parse(init?.body as string) });
        // The first answer is lost on the way; the retry gets the purchase.
        if (sent.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return Response.json(group, { status: 201 });
      },
    });
    renderCheckout();

    // Each seller's part with its delivery, and the totals, all as the cart's quote has them.
    const rose = await screen.findByRole('region', { name: 'Rose Lab' });
    expect(within(rose).getByText('2 × €19.99')).toBeTruthy();
    expect(within(rose).getByRole('radio', { name: 'InPost · parcel locker' })).toHaveProperty('checked', true);
    expect(within(rose).getAllByText('KRA01M, ul. Długa 1, 31-147 Kraków')).toHaveLength(1);
    expect(within(rose).getByText('Estimated delivery: Tue, Dec 1')).toBeTruthy();
    expect(within(rose).getByText('€52.97')).toBeTruthy();
    const olive = screen.getByRole('region', { name: 'Olive Soapworks' });
    expect(within(olive).getAllByText('Free delivery').length).toBeGreaterThan(0);
    expect(screen.getByText('€57.47')).toBeTruthy();

    fireEvent.click(await readyPlaceButton());
    expect(await placeButtonProblem()).toBe('Failed to place order.');
    fireEvent.click(await readyPlaceButton());

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe(
        `/payment-selection?group=${GROUP}`,
      ),
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toEqual({
      // No deliveries: the server places with the ones kept on the cart.
      contact: { firstName: 'Lena', lastName: 'Nowak', email: 'lena@example.com', phone: '+48 512 000 111' },
      shippingAddress: {
        street: 'ul. Długa 12/4',
        city: 'Kraków',
        postalCode: '31-147',
        region: 'Małopolska',
        country: 'PL',
      },
      invoice: null,
    });
  });

  it('lets the buyer ask for a VAT invoice only once its details are complete, with a valid tax ID', async () => {
    const bodies: { invoice: unknown }[] = [];
    stubApi({
      'POST /api/orders': (_path, init) => {
        bodies.push(JSON.parse(init?.body as string) as { invoice: unknown });
        return Response.json(group, { status: 201 });
      },
    });
    renderCheckout();

    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    // Its hint is part of its label while it cannot be turned on.
    const toggle = within(invoice).getByRole('switch', { name: /^I want a VAT invoice/ });
    expect((toggle as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(within(invoice).getByRole('textbox', { name: 'Company or full name' }), {
      target: { value: 'Studio Urody Lena' },
    });
    const taxId = within(invoice).getByRole('textbox', { name: 'Tax ID' });
    fireEvent.change(taxId, { target: { value: '526-025-02-75' } });
    fireEvent.blur(taxId);
    fireEvent.change(within(invoice).getByRole('textbox', { name: 'Street and number' }), {
      target: { value: 'ul. Floriańska 3' },
    });
    fireEvent.change(within(invoice).getByRole('textbox', { name: 'Postal code' }), { target: { value: '31-019' } });
    fireEvent.change(within(invoice).getByRole('textbox', { name: 'City' }), { target: { value: 'Kraków' } });
    const country = within(invoice).getByRole('combobox', { name: 'Country' });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Pola' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Poland' }));

    // Everything is there, but the NIP's check digit is wrong.
    expect(await within(invoice).findByText('This is not a valid NIP: check the ten digits.')).toBeTruthy();
    expect((toggle as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(taxId, { target: { value: '526-025-02-74' } });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    fireEvent.click(await readyPlaceButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.invoice).toEqual({
      entityName: 'Studio Urody Lena',
      taxId: '526-025-02-74',
      street: 'ul. Floriańska 3',
      city: 'Kraków',
      postalCode: '31-019',
      country: 'PL',
    });
  });

  it('chooses a seller’s delivery right here; Place order waits, saying why, until every seller has one', async () => {
    let answer = cartOf([roseWithLocker, seller(oliveInput)]);
    const chosenHere: unknown[] = [];
    const fetch = stubFetch({
      'PUT /api/cart/deliveries': (_path, init) => {
        chosenHere.push(JSON.parse(init?.body as string));
        answer = cart;
        return Response.json(cart);
      },
      'POST /api/orders': () => Response.json(group, { status: 201 }),
      'GET /api/cart': () => Response.json(answer),
      'GET /api/users/me': profile,
      'GET /api/users/me/shipping-addresses': { items: [home] },
      'GET /api/users/me/invoice-details': { items: [] },
    });
    renderCheckout();

    const olive = await screen.findByRole('region', { name: 'Olive Soapworks' });
    expect(within(olive).getByText('No shipping method selected!')).toBeTruthy();
    const place = (await placeButton()) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(await placeButtonProblem()).toBe('Choose a delivery for each seller first.');
    fireEvent.click(place);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(olive).getByRole('radio', { name: 'DPD · courier' }));
    await waitFor(() =>
      expect(chosenHere).toEqual([{ companyId: OLIVE, optionId: courierOption.id, kind: 'courier' }]),
    );
    expect(await screen.findByText('€57.47')).toBeTruthy();
    fireEvent.click(await readyPlaceButton());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe(
        `/payment-selection?group=${GROUP}`,
      ),
    );
  });

  it('shows a refusal in its own words, naming the product that is short', async () => {
    stubApi({
      'POST /api/orders': () =>
        Response.json(
          {
            code: 'insufficient_stock',
            error: "I don't have that quantity",
            details: { productId: SERUM, available: 1 },
          },
          { status: 422 },
        ),
    });
    renderCheckout();

    fireEvent.click(await readyPlaceButton());
    expect(await placeButtonProblem()).toBe("Rose serum: I don't have that quantity");
    // And in a toast, as every refusal.
    const toast = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Rose serum'));
    expect(toast?.textContent).toContain("Rose serum: I don't have that quantity");
  });

  it('names the seller whose parcel locker went out of service meanwhile', async () => {
    stubApi({
      'POST /api/orders': () =>
        Response.json(
          {
            code: 'parcel_point_retired',
            error: 'This parcel locker is no longer in service. Choose another one.',
            details: { companyId: ROSE, pointName: 'KRA01M' },
          },
          { status: 422 },
        ),
    });
    renderCheckout();

    fireEvent.click(await readyPlaceButton());
    expect(await placeButtonProblem()).toBe(
      'Rose Lab: This parcel locker is no longer in service. Choose another one.',
    );
  });

  it('sends a buyer with an empty cart to the catalog', async () => {
    stubFetch({
      'GET /api/cart': cartOf([]),
      'GET /api/users/me': profile,
      'GET /api/users/me/shipping-addresses': { items: [] },
      'GET /api/users/me/invoice-details': { items: [] },
    });
    renderCheckout();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe('/catalog');
  });
});
