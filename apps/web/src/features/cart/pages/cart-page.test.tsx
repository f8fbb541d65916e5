import { cartSchema, type Cart } from '@glowmarket/shared/cart';
import type { DeliveryOptions } from '@glowmarket/shared/logistics';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetCartToken, storeCartToken } from '../../../lib/cart-token';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { writeDeliveryChoice } from '../delivery-choice';
import { CartPage } from './cart-page';

const SERUM = '0a000000-0000-4000-8000-000000000001';
const CREAM = '0a000000-0000-4000-8000-000000000002';
const SOAP = '0a000000-0000-4000-8000-000000000003';

// Parsed with the API's own schema, so the fixture is an answer the server could give.
const cart: Cart = cartSchema.parse({
  cartToken: null,
  itemCount: 4,
  sellers: [
    {
      company: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Rose Lab' },
      lines: [
        {
          productId: SERUM,
          title: 'Rose serum',
          image: null,
          quantity: 2,
          available: 10,
          purchasable: true,
          unitPrice: eur(1999),
          previousUnitPrice: eur(1799),
          lineTotal: eur(3998),
        },
        {
          productId: CREAM,
          title: 'Night cream',
          image: null,
          quantity: 1,
          available: 0,
          purchasable: false,
          unitPrice: eur(2500),
          previousUnitPrice: null,
          lineTotal: eur(2500),
        },
      ],
      subtotal: eur(6498),
    },
    {
      company: { id: 'c0000000-0000-4000-8000-000000000002', name: 'Olive Soapworks' },
      lines: [
        {
          productId: SOAP,
          title: 'Olive soap',
          image: null,
          quantity: 1,
          available: 1,
          purchasable: true,
          unitPrice: eur(450),
          previousUnitPrice: null,
          lineTotal: eur(450),
        },
      ],
      subtotal: eur(450),
    },
  ],
  total: eur(6948),
});

const emptyCart: Cart = { cartToken: null, itemCount: 0, sellers: [], total: eur(0) };

setUpPageTests('cart');

const TOKEN = 't'.repeat(43);

// A visitor who has added something: the stored token finds their cart.
beforeEach(() => storeCartToken(TOKEN));
afterEach(() => {
  forgetCartToken();
  sessionStorage.clear();
});

describe('CartPage', () => {
  it('groups the lines by seller with their subtotals, and shows the total', async () => {
    const fetch = stubFetch({ 'GET /api/cart': cart });
    renderPage(<CartPage />, { path: '/cart' });

    const rose = await screen.findByRole('region', { name: 'Rose Lab' });
    expect(within(rose).getByRole('link', { name: 'Rose serum' }).getAttribute('href')).toBe(`/products/${SERUM}`);
    expect(within(rose).getByRole('link', { name: 'Rose Lab' }).getAttribute('href')).toBe(
      '/company/c0000000-0000-4000-8000-000000000001',
    );
    expect(within(rose).getByText('€19.99 each')).toBeTruthy();
    expect(within(rose).getByText('Price changed: was €17.99')).toBeTruthy();
    expect(within(rose).getByText('€39.98')).toBeTruthy();
    expect(within(rose).getByText('No longer available')).toBeTruthy();
    expect(within(rose).getByText('€64.98')).toBeTruthy();
    expect(within(rose).queryByText('Olive soap')).toBeNull();

    const olive = screen.getByRole('region', { name: 'Olive Soapworks' });
    expect(within(olive).getByRole('button', { name: 'Remove Olive soap' })).toBeTruthy();
    expect(within(olive).getAllByText('€4.50')).toHaveLength(2);

    expect(screen.getByText('€69.48')).toBeTruthy();
    expect(screen.getByText('Choose a delivery for each seller.')).toBeTruthy();
    // The stored visitor token finds the cart.
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('x-cart-token')).toBe(TOKEN);
  });

  it('sends a changed quantity as a number', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/cart': cart,
      [`PUT /api/cart/lines/${SERUM}`]: (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json(cart);
      },
    });
    renderPage(<CartPage />, { path: '/cart' });
    const input = await screen.findByRole('textbox', { name: 'Quantity of Rose serum' });
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    await waitFor(() => expect(sent).toEqual([{ quantity: 3 }]));
  });

  it('says so when the seller does not have that many', async () => {
    stubFetch({
      'GET /api/cart': cart,
      'PUT /api/cart/lines/*': () =>
        Response.json(
          { code: 'insufficient_stock', error: 'Not enough in stock', details: { productId: SERUM, available: 2 } },
          { status: 422 },
        ),
    });
    renderPage(<CartPage />, { path: '/cart' });
    const input = await screen.findByRole('textbox', { name: 'Quantity of Rose serum' });
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    expect(await screen.findByText("I don't have that quantity")).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
  });

  it('shows an empty cart with a way to the catalog', async () => {
    stubFetch({ 'GET /api/cart': emptyCart });
    renderPage(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe('/catalog');
    expect(screen.queryByRole('button', { name: 'Empty cart' })).toBeNull();
  });

  it('shows a visitor who never added anything an empty cart without asking the server', async () => {
    forgetCartToken();
    const fetch = stubFetch({ 'GET /api/cart': cart });
    renderPage(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks before emptying the cart', async () => {
    let emptied = false;
    stubFetch({
      'GET /api/cart': () => Response.json(emptied ? emptyCart : cart),
      'DELETE /api/cart': () => {
        emptied = true;
        return Response.json(emptyCart);
      },
    });
    renderPage(<CartPage />, { path: '/cart' });
    fireEvent.click(await screen.findByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(emptied).toBe(true);
  });

  it('goes on to checkout once every seller has a delivery, and says what is missing until then', async () => {
    const courier: DeliveryOptions = {
      available: true,
      cheapest: eur(999),
      freeFrom: null,
      options: [
        {
          id: 'd0000000-0000-4000-8000-000000000001',
          carrierName: 'DPD',
          kind: 'courier',
          cod: false,
          needsPoint: false,
          price: eur(999),
          freeFrom: null,
          deliveryDays: 2,
        },
      ],
    };
    const choice = { optionId: 'd0000000-0000-4000-8000-000000000001', kind: 'courier' } as const;
    writeDeliveryChoice('c0000000-0000-4000-8000-000000000001', choice);
    stubFetch({ 'GET /api/cart': cart, 'GET /api/logistics/delivery-options*': courier });
    renderPage(<CartPage />, { path: '/cart' });

    const waiting = await screen.findByRole('button', { name: 'Go to checkout' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(waiting.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('Choose a delivery for each seller.');

    act(() => writeDeliveryChoice('c0000000-0000-4000-8000-000000000002', choice));
    const go = await screen.findByRole('link', { name: 'Go to checkout' });
    expect(go.getAttribute('href')).toBe('/checkout');
  });
});
