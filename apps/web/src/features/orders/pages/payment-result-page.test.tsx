import type { Payment } from '@glowmarket/shared/payments';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../lib/auth';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsBuyer } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { GROUP } from '../order-fixtures';
import { PaymentResultPage } from './payment-result-page';

const PAYMENT = 'd0000000-0000-4000-8000-000000000001';
/** Where the page reads the payment the operator sent the buyer back with. */
const RESULT = `/api/payments/${PAYMENT}/result`;

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT,
    groupId: GROUP,
    method: 'przelewy24',
    state: 'started',
    amount: { amount: 28312, currency: 'PLN' },
    createdAt: '2026-11-03T10:05:00.000Z',
    paidAt: null,
    flagReason: null,
    ...overrides,
  };
}

/** What the page announces to the tab the buyer paid from. */
function listenForAnnouncements() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel('glowmarket-payments');
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { heard, close: () => channel.close() };
}

setUpPageTests('orders');

beforeEach(signInAsBuyer);
afterEach(() => {
  signOut();
  vi.useRealTimers();
});

describe('PaymentResultPage', () => {
  it("says a cancelled payment was cancelled, offers to try again or pay another way, and tells the buyer's other tab", async () => {
    const listener = listenForAnnouncements();
    stubFetch({ [RESULT]: payment() });
    renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}&cancelled=1` });

    expect(await screen.findByText('Payment was cancelled.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}&method=przelewy24`,
    );
    expect(screen.getByRole('link', { name: 'Pay another way' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}`,
    );
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
    // Not opened by another of this site's tabs: there is no window to close.
    expect(screen.queryByRole('button', { name: 'Close this window' })).toBeNull();
    await waitFor(() =>
      expect(listener.heard).toEqual([{ type: 'glowmarket-payment', paymentId: PAYMENT, state: 'cancelled' }]),
    );
    listener.close();
  });

  it('waits while the operator confirms, then thanks the buyer with the amount paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    stubFetch({
      [RESULT]: () => {
        asked += 1;
        return Response.json(
          asked === 1 ? payment({ state: 'pending' }) : payment({ state: 'paid', paidAt: '2026-11-03T10:06:00.000Z' }),
        );
      },
    });
    renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}` });

    expect(await screen.findByText('Checking your payment…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Thank you — your payment is confirmed')).toBeTruthy();
    expect(screen.getByText(/We received PLN.283\.12\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
  });

  it('offers to close the payment window it was opened in', async () => {
    // The tab the buyer paid from, on this site.
    Object.defineProperty(window, 'opener', {
      configurable: true,
      value: { location: { origin: window.location.origin }, postMessage: vi.fn() },
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    try {
      stubFetch({ [RESULT]: payment({ state: 'paid' }) });
      renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}` });
      fireEvent.click(await screen.findByRole('button', { name: 'Close this window' }));
      expect(close).toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'opener', { configurable: true, value: null });
    }
  });

  it('offers to try the same method again, or another, after a failed payment', async () => {
    stubFetch({ [RESULT]: payment({ state: 'failed' }) });
    renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}` });

    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}&method=przelewy24`,
    );
    expect(screen.getByRole('link', { name: 'Pay another way' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}`,
    );
  });

  it('shows a payment Przelewy24 declined as soon as the server has asked P24, without waiting for a notification', async () => {
    const asked: string[] = [];
    stubFetch({
      [RESULT]: (path) => {
        asked.push(path);
        return Response.json(payment({ state: 'failed' }));
      },
    });
    renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}` });

    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByText(/was declined or not completed, so nothing was charged/)).toBeTruthy();
    expect(asked).toEqual([RESULT]);
  });

  it('works on another host name than the shop, where the session is not: the payment is found by its id', async () => {
    signOut();
    const listener = listenForAnnouncements();
    stubFetch({ [RESULT]: payment({ state: 'failed' }) });
    renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}` });

    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}&method=przelewy24`,
    );
    expect(screen.getByRole('link', { name: 'Pay another way' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}`,
    );
    expect(screen.getByText(/If you paid from another tab, it shows this result too/)).toBeTruthy();
    expect(screen.queryByText('You are no longer logged in')).toBeNull();
    await waitFor(() =>
      expect(listener.heard).toEqual([{ type: 'glowmarket-payment', paymentId: PAYMENT, state: 'failed' }]),
    );
    listener.close();
  });

  it("answers another buyer's or an unknown payment with a way to My orders", async () => {
    stubFetch({});
    renderPage(<PaymentResultPage />, { path: `/payment-result?payment=${PAYMENT}` });
    expect(await screen.findByText('Payment not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
  });
});
