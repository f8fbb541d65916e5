import type { Cart } from '@glowmarket/shared/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetCartToken, storeCartToken } from '../../../lib/cart-token';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { cartOf, chosen, courier, CREAM, line, OLIVE, ROSE, seller, SERUM, SOAP } from '../cart-fixtures';
import { CartPage } from './cart-page';

// Parsed with the API's own schema, so the fixture is an answer the server could give.
const cart: Cart = cartOf([
  seller({
    company: { id: ROSE, name: 'Rose Lab' },
    lines: [
      line({
        productId: SERUM,
        title: 'Rose serum',
        quantity: 2,
        available: 10,
        unitPrice: eur(1999),
        previousUnitPrice: eur(1799),
        lineTotal: eur(3998),
      }),
      line({
        productId: CREAM,
        title: 'Night cream',
        available: 0,
        purchasable: false,
        unitPrice: eur(2500),
        lineTotal: eur(2500),
      }),
    ],
    // What can no longer be bought counts in no total.
    subtotal: eur(3998),
  }),
  seller({
    company: { id: OLIVE, name: 'Olive Soapworks' },
    lines: [line({ productId: SOAP, title: 'Olive soap', available: 1, unitPrice: eur(450), lineTotal: eur(450) })],
    subtotal: eur(450),
  }),
]);

const emptyCart: Cart = cartOf([]);

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
    // The serum's line and the seller's subtotal: the night cream counts in no total.
    expect(within(rose).getAllByText('€39.98')).toHaveLength(2);
    expect(within(rose).getByText('No longer available')).toBeTruthy();
    expect(within(rose).queryByText('Olive soap')).toBeNull();

    const olive = screen.getByRole('region', { name: 'Olive Soapworks' });
    expect(within(olive).getByRole('button', { name: 'Remove Olive soap' })).toBeTruthy();
    expect(within(olive).getAllByText('€4.50')).toHaveLength(2);

    expect(screen.getByText('€44.48')).toBeTruthy();
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

  it("takes a typed quantity as it is, and above the stock says 'I don't have that quantity' with what is left", async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/cart': cart,
      'PUT /api/cart/lines/*': (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json(
          {
            code: 'insufficient_stock',
            error: "I don't have that quantity",
            details: { productId: SERUM, available: 9 },
          },
          { status: 422 },
        );
      },
    });
    renderPage(<CartPage />, { path: '/cart' });
    const input = await screen.findByRole('textbox', { name: 'Quantity of Rose serum' });
    fireEvent.change(input, { target: { value: '90' } });
    fireEvent.blur(input);
    // 90 is sent, not cut down to 9 (or to the stock).
    await waitFor(() => expect(sent).toEqual([{ quantity: 90 }]));
    expect(await screen.findByText("I don't have that quantity: only 9 left")).toBeTruthy();
    // The line stays as it was.
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

  it('goes on to checkout before any delivery is chosen: checkout can choose them too', async () => {
    stubFetch({ 'GET /api/cart': cart });
    renderPage(<CartPage />, { path: '/cart' });
    const go = await screen.findByRole('link', { name: 'Go to checkout' });
    expect(go.getAttribute('href')).toBe('/checkout');
    expect(document.getElementById(go.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Choose a delivery for each seller.',
    );
  });

  it('shows the deliveries and the total with them as the quote has them', async () => {
    const option = courier();
    const [rose, olive] = cart.sellers;
    if (!rose || !olive) throw new Error('two sellers');
    const complete = cartOf([
      seller({ ...rose, delivery: chosen(option), deliveryPrice: eur(999), total: eur(3998 + 999) }),
      seller({ ...olive, delivery: chosen(option), deliveryPrice: eur(999), total: eur(450 + 999) }),
    ]);
    stubFetch({ 'GET /api/cart': complete });
    renderPage(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Total with delivery')).toBeTruthy();
    expect(screen.getByText('€19.98')).toBeTruthy();
    expect(screen.getByText('€64.46')).toBeTruthy();
  });
});
