import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Purchase } from '@glowmarket/shared/orders';
import type { PaymentMethodOption, PaymentOptions, StartedPayment } from '@glowmarket/shared/payments';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../lib/auth';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsBuyer } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { formatDeadline } from '../payment-deadline';
import { buyerOrder, GROUP } from '../order-fixtures';
import { PaymentSelectionPage } from './payment-selection-page';

const OLIVE = 'c0000000-0000-4000-8000-000000000002';
const PAYMENT = 'd0000000-0000-4000-8000-000000000001';
const STRIPE_PAGE = 'https://checkout.stripe.test/pay/cs_test_1';

const rose = buyerOrder();
const olive = buyerOrder({
  id: 'f0000000-0000-4000-8000-000000000002',
  number: 'GM-2026-000124',
  company: { id: OLIVE, name: 'Olive Soapworks' },
  total: eur(1350),
});
const purchase: Purchase = {
  id: GROUP,
  createdAt: '2026-11-03T10:00:00.000Z',
  orders: [rose, olive],
  total: eur(6647),
};
const onDelivery: Purchase = {
  ...purchase,
  orders: purchase.orders.map((order) => ({ ...order, paymentStatus: 'cod', payBy: null })),
};

/** Every method usable: card in euros, the Polish operators in złoty, Autopay per seller. */
const METHODS: PaymentMethodOption[] = [
  {
    method: 'stripe',
    available: true,
    reason: null,
    amount: { amount: 6647, currency: 'EUR' },
    perOrder: null,
    newWindow: true,
  },
  {
    method: 'przelewy24',
    available: true,
    reason: null,
    amount: { amount: 28312, currency: 'PLN' },
    perOrder: null,
    newWindow: true,
  },
  {
    method: 'autopay',
    available: true,
    reason: null,
    amount: { amount: 28312, currency: 'PLN' },
    perOrder: [
      { orderId: rose.id, number: rose.number, amount: { amount: 22562, currency: 'PLN' } },
      { orderId: olive.id, number: olive.number, amount: { amount: 5750, currency: 'PLN' } },
    ],
    newWindow: true,
  },
  {
    method: 'cod',
    available: true,
    reason: null,
    amount: { amount: 6647, currency: 'EUR' },
    perOrder: null,
    newWindow: false,
  },
];

/** The options answer, with some methods changed. */
function options(changes: Partial<Record<PaymentMethodOption['method'], Partial<PaymentMethodOption>>> = {}) {
  const methods = METHODS.map((option) => ({ ...option, ...changes[option.method] }));
  return { groupId: GROUP, methods } satisfies PaymentOptions;
}

function started(overrides: Partial<StartedPayment> = {}): StartedPayment {
  return {
    id: PAYMENT,
    groupId: GROUP,
    method: 'stripe',
    state: 'started',
    amount: { amount: 6647, currency: 'EUR' },
    createdAt: '2026-11-03T10:05:00.000Z',
    paidAt: null,
    flagReason: null,
    redirect: { kind: 'redirect', url: STRIPE_PAGE },
    newWindow: true,
    ...overrides,
  };
}

/** The window `window.open` gives the page: it follows where the page sends it. */
function paymentWindow() {
  const target = {
    closed: false,
    close: vi.fn(() => {
      target.closed = true;
    }),
    focus: vi.fn(),
    location: { replace: vi.fn() },
    document: document.implementation.createHTMLDocument(''),
  };
  return target;
}

/** Where the router is: paying later leads elsewhere. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

const PATH = `/payment-selection?group=${GROUP}`;
const OPTIONS_PATH = `/api/payments/options?group=${GROUP}`;

setUpPageTests('orders', 'logistics');

beforeEach(signInAsBuyer);
afterEach(() => {
  signOut();
  vi.useRealTimers();
});

const body = (init: RequestInit | undefined): unknown => JSON.parse(init?.body as string);

describe('PaymentSelectionPage', () => {
  it("lists the purchase's orders and total, then pays on delivery", async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      [`POST /api/orders/groups/${GROUP}/payment`]: (_path, init) => {
        sent.push(body(init));
        return Response.json(onDelivery);
      },
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });

    const summary = await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(summary).getByText('Order GM-2026-000123')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Olive Soapworks' }).getAttribute('href')).toBe(
      `/company/${OLIVE}`,
    );
    expect(within(summary).getByText('€52.97')).toBeTruthy();
    expect(within(summary).getByText('€66.47')).toBeTruthy();

    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Thank you, your purchase is confirmed')).toBeTruthy();
    expect(sent).toEqual([{ method: 'cod' }]);
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    // Each order's payment badge, beside its status.
    expect(within(summary).getAllByText('Payment: on delivery')).toHaveLength(2);
  });

  it('lists each method with its amount, and says why the ones this purchase cannot use are off', async () => {
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options({
        przelewy24: { available: false, reason: 'switched_off' },
        autopay: { available: false, reason: 'not_configured', perOrder: [], amount: { amount: 0, currency: 'PLN' } },
        cod: { available: false, reason: 'no_cod_delivery' },
      }),
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });

    const card = await screen.findByRole('radio', { name: /Card \(Stripe\)/ });
    expect(card.textContent).toContain('€66.47');
    expect(card.textContent).toContain('Opens in a new window.');
    expect(card.hasAttribute('disabled')).toBe(false);
    // The first method that can be used is the one chosen.
    expect(card.getAttribute('aria-checked')).toBe('true');

    const p24 = screen.getByRole('radio', { name: /Przelewy24/ });
    expect(p24.hasAttribute('disabled')).toBe(true);
    expect(p24.textContent).toContain('Switched off by the marketplace.');
    const autopay = screen.getByRole('radio', { name: /Autopay/ });
    expect(autopay.hasAttribute('disabled')).toBe(true);
    expect(autopay.textContent).toContain('Not available from the sellers of this purchase.');
    const cod = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(cod.hasAttribute('disabled')).toBe(true);
    expect(cod.textContent).toContain('Only for cash-on-delivery deliveries');

    // Paying later says until when the products stay reserved, in the UI language.
    const later = screen.getByRole('radio', { name: /Pay later/ });
    expect(later.textContent).toMatch(
      new RegExp(`until ${formatDeadline(rose.payBy ?? '', 'en-US')}\\. Pay before then`),
    );
  });

  it('pays by card: opens the window first, starts the payment with a key, and follows it until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const steps: string[] = [];
    const target = paymentWindow();
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      steps.push('window');
      return target as unknown as Window;
    });
    const starts: { key: string | null; body: unknown }[] = [];
    let asked = 0;
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': (_path, init) => {
        steps.push('start');
        starts.push({ key: new Headers(init?.headers).get(IDEMPOTENCY_HEADER), body: body(init) });
        return Response.json(started(), { status: 201 });
      },
      [`GET /api/payments/${PAYMENT}`]: () => {
        asked += 1;
        return Response.json(
          asked === 1 ? started() : { ...started(), state: 'paid', paidAt: '2026-11-03T10:06:00.000Z' },
        );
      },
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });

    fireEvent.click(await screen.findByRole('radio', { name: /Card \(Stripe\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();
    expect(screen.getByText(/Finish it in the window that opened/)).toBeTruthy();
    // Popup blockers allow a window only in the click itself: it opens before the payment starts.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(steps).toEqual(['window', 'start']);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(starts[0]?.body).toEqual({ groupId: GROUP, method: 'stripe' });
    expect(target.location.replace).toHaveBeenCalledWith(STRIPE_PAGE);

    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText('Thank you — your payment is confirmed')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Thank you — your payment is confirmed')).toBeTruthy();
    expect(screen.getByText(/We received €66\.47\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('lets the buyer continue in this tab when the browser blocks the payment window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': () => Response.json(started(), { status: 201 }),
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Your browser is blocking new windows (payment opens in a new window).'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Continue in this tab' }).getAttribute('href')).toBe(STRIPE_PAGE);

    fireEvent.click(within(alert).getByRole('button', { name: 'Pay another way' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it("pays one seller's order with Autopay, posting the operator's form in the payment window", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const target = paymentWindow();
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    const starts: unknown[] = [];
    const form = {
      kind: 'form' as const,
      action: 'https://testpay.autopay.test/payment',
      fields: { ServiceID: '101', Hash: 'c0ffee' },
    };
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': (_path, init) => {
        starts.push(body(init));
        return Response.json(
          started({ method: 'autopay', amount: { amount: 5750, currency: 'PLN' }, redirect: form }),
          {
            status: 201,
          },
        );
      },
      [`GET /api/payments/${PAYMENT}`]: started({ method: 'autopay' }),
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });

    const autopay = await screen.findByRole('radio', { name: /Autopay/ });
    fireEvent.click(autopay);
    const which = await screen.findByRole('radiogroup', { name: "Which seller's order to pay" });
    fireEvent.click(within(which).getByRole('radio', { name: /GM-2026-000124 from Olive Soapworks: PLN.57\.50/ }));
    expect(autopay.textContent).toMatch(/PLN.57\.50/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();
    expect(starts).toEqual([{ groupId: GROUP, method: 'autopay', orderId: olive.id }]);
    const posted = target.document.querySelector('form');
    expect(posted?.getAttribute('method')).toBe('post');
    expect(posted?.getAttribute('action')).toBe(form.action);
    const fields = Object.fromEntries(
      [...(posted?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.value]),
    );
    expect(fields).toEqual(form.fields);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows a cancel reported by the payment window at once, and retries with a new key', async () => {
    const target = paymentWindow();
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    const keys: (string | null)[] = [];
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': (_path, init) => {
        keys.push(new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
        return Response.json(started(), { status: 201 });
      },
      [`GET /api/payments/${PAYMENT}`]: started(),
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();

    // What /payment-result announces in the payment window after the operator's cancel link.
    const channel = new BroadcastChannel('glowmarket-payments');
    channel.postMessage({ type: 'glowmarket-payment', paymentId: PAYMENT, state: 'cancelled' });
    channel.close();

    expect(await screen.findByText('Payment was cancelled.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('follows the payment by its id when the payment window is out of reach, and reports a decline with its ways on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const target = paymentWindow();
    // The operator's page on another origin under Cross-Origin-Opener-Policy: this tab loses the
    // window at once, and it reads as closed here while the buyer is still paying there.
    target.location.replace.mockImplementation(() => {
      target.closed = true;
    });
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    const p24 = started({ method: 'przelewy24', amount: { amount: 28312, currency: 'PLN' } });
    let asked = 0;
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': () => Response.json(p24, { status: 201 }),
      [`GET /api/payments/${PAYMENT}`]: () => {
        asked += 1;
        return Response.json(asked < 3 ? p24 : { ...p24, state: 'failed' });
      },
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('radio', { name: /Przelewy24/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(
      await screen.findByText(/no longer sees the payment window, but it keeps checking the payment/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the payment window' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(asked).toBe(3);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it("keeps asking about the payment while this tab is hidden behind the operator's window", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(window, 'open').mockReturnValue(paymentWindow() as unknown as Window);
    let asked = 0;
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': () => Response.json(started(), { status: 201 }),
      [`GET /api/payments/${PAYMENT}`]: () => {
        asked += 1;
        return Response.json(asked === 1 ? started() : { ...started(), state: 'paid' });
      },
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();
    await waitFor(() => expect(asked).toBe(1));

    focusManager.setFocused(false);
    try {
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(await screen.findByText('Thank you — your payment is confirmed')).toBeTruthy();
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it('shows why a payment could not start, and closes the window it opened', async () => {
    const target = paymentWindow();
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [OPTIONS_PATH]: options(),
      'POST /api/payments': () =>
        Response.json(
          { code: 'payment_method_unavailable', error: 'Payment method unavailable', details: {} },
          { status: 409 },
        ),
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment method is not available for this purchase.',
    );
    expect(target.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('leads to My orders when the buyer pays later, changing nothing', async () => {
    const fetch = stubFetch({ [`GET /api/orders/groups/${GROUP}`]: purchase, [OPTIONS_PATH]: options() });
    renderPage(
      <>
        <PaymentSelectionPage />
        <CurrentPath />
      </>,
      { path: PATH },
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Pay later/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status', { name: 'Current path' })).textContent).toBe('/userorders');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says no payment is needed when every order is paid on delivery', async () => {
    stubFetch({ [`GET /api/orders/groups/${GROUP}`]: onDelivery });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    expect(await screen.findByText('No payment needed now')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
  });

  it('answers an unknown purchase with a way to My orders', async () => {
    stubFetch({});
    renderPage(<PaymentSelectionPage />, { path: PATH });
    expect(await screen.findByText('Purchase not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
  });

  it('answers an address without a purchase the same way, without asking the server', async () => {
    const fetch = stubFetch({});
    renderPage(<PaymentSelectionPage />, { path: '/payment-selection' });
    expect(await screen.findByText('Purchase not found')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
