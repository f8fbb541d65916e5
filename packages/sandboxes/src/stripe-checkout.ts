import type { IncomingMessage, ServerResponse } from 'node:http';
import { outcomeOf, readBody, redirectTo, sendHtml, type SandboxOutcome } from './http';
import { messagePage, notAcceptedPage, onItsWayPage, paymentPage } from './pages';
import type { Json, StripeAccount } from './stripe-account';
import { accepted, deliverEvent, settleSession, type CheckoutOutcome } from './stripe-events';

/**
 * Checkout's payment page, `GET /pay/{id}`, and its buttons, `POST /pay/{id}/outcome`: a button
 * sends the session's events to the account's webhook, then the browser back to the shop.
 */

/**
 * The events each button of the payment page makes Stripe send, in order. A failure is a delayed
 * method (a bank debit) declined after checkout: Stripe completes the session unpaid, then fails it.
 */
const PAGE_EVENTS: Record<SandboxOutcome, CheckoutOutcome[]> = {
  success: ['paid'],
  cancel: ['expired'],
  failure: ['processing', 'async_failed'],
};

function finishedPage(session: Json): string {
  const back = session.status === 'expired' ? session.cancel_url : session.success_url;
  return messagePage({
    operator: 'Stripe',
    heading: 'This payment is over',
    text: `This checkout session is ${String(session.status)} (${String(session.payment_status)}); it cannot be paid again.`,
    ...(typeof back === 'string' ? { link: { href: back, label: 'Back to the shop' } } : {}),
  });
}

export function createStripeCheckout(account: StripeAccount) {
  const { options, sessions, descriptions } = account;
  /** Sessions whose button was pressed and whose events are on their way. */
  const ending = new Set<string>();
  const pagePath = (id: string) => `${options.basePath}/pay/${encodeURIComponent(id)}`;

  function showPage(response: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) {
      sendHtml(
        response,
        404,
        messagePage({
          operator: 'Stripe',
          heading: 'Something went wrong',
          text: 'There is no checkout session at this address.',
        }),
      );
      return;
    }
    if (session.status !== 'open') {
      sendHtml(response, 409, finishedPage(session));
      return;
    }
    sendHtml(
      response,
      200,
      paymentPage({
        operator: 'Stripe',
        amount: Number(session.amount_total),
        currency: String(session.currency),
        description: descriptions.get(id) ?? '',
        reference: id,
        record: { text: `Pay ${String(session.amount_total)} ${String(session.currency)}` },
        action: `${pagePath(id)}/outcome`,
        hints: {
          success:
            'The card is charged: Stripe sends checkout.session.completed (paid) and the buyer returns to success_url.',
          cancel: 'The buyer gives up: Stripe sends checkout.session.expired and the buyer returns to cancel_url.',
          failure:
            'A bank debit declined after checkout: Stripe sends checkout.session.completed (unpaid), then ' +
            'checkout.session.async_payment_failed, and the buyer returns to success_url.',
        },
      }),
    );
  }

  /** The payment page's button: the session's events to the webhook, then the browser back to the shop. */
  async function endCheckout(request: IncomingMessage, response: ServerResponse, id: string) {
    const outcome = outcomeOf(await readBody(request));
    const session = sessions.get(id);
    if (!session || !outcome) {
      sendHtml(
        response,
        session ? 400 : 404,
        messagePage({
          operator: 'Stripe',
          heading: 'Something went wrong',
          text: session ? 'Choose one of the buttons on the payment page.' : 'There is no checkout session here.',
          ...(session ? { link: { href: pagePath(id), label: 'Back to the payment page' } } : {}),
        }),
      );
      return;
    }
    if (ending.has(id)) {
      sendHtml(response, 409, onItsWayPage('Stripe', pagePath(id)));
      return;
    }
    if (session.status !== 'open') {
      sendHtml(response, 409, finishedPage(session));
      return;
    }
    const { webhookSecret } = options.keys;
    const { notifyUrl } = options;
    if (!webhookSecret || !notifyUrl) {
      sendHtml(
        response,
        503,
        messagePage({
          operator: 'Stripe',
          heading: 'No webhook endpoint',
          text: 'This sandbox was started without a webhook endpoint and secret, so it cannot tell the marketplace.',
          error: true,
        }),
      );
      return;
    }

    ending.add(id);
    try {
      // The session changes only once the marketplace took every event: otherwise the buyer may press again.
      const before = structuredClone(session);
      for (const step of PAGE_EVENTS[outcome]) {
        const delivery = await deliverEvent(settleSession(sessions, id, step), notifyUrl, webhookSecret);
        if (!accepted(delivery)) {
          sessions.set(id, before);
          sendHtml(response, 502, notAcceptedPage('Stripe', delivery, pagePath(id)));
          return;
        }
      }
      const back = outcome === 'cancel' ? session.cancel_url : session.success_url;
      if (typeof back === 'string') redirectTo(response, back);
      else sendHtml(response, 200, finishedPage(session));
    } finally {
      ending.delete(id);
    }
  }

  return { showPage, endCheckout };
}
