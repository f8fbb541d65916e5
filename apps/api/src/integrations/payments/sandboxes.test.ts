import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaymentSandbox, sandboxKeys, sandboxOperatorUrls } from '@glowmarket/sandboxes';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAutopay } from './autopay';
import {
  NotificationRejected,
  type PaymentNotice,
  type PaymentOperator,
  type PaymentOperatorName,
  type PaymentRedirect,
  type PaymentStart,
} from './operator';
import { createPrzelewy24, Przelewy24Error } from './przelewy24';
import { createStripe } from './stripe';

/**
 * The app in sandbox mode, reduced to what takes part in a payment: one server whose requests go
 * to the payment sandbox first, as the app mounts it, and otherwise to a stand-in for the
 * marketplace's notification endpoints, which reads each notification with the adapter and
 * answers as the payments module will. They share one origin because the sandbox's pages, its
 * Stripe API and the webhooks all live at the app's public URL.
 */
async function startApp() {
  const deliveries: { operator: PaymentOperatorName; notices: PaymentNotice[] | NotificationRejected }[] = [];
  /** How the marketplace answers: as it should, down, or (Autopay) 200 without confirming anything. */
  const marketplace = { mode: 'working' as 'working' | 'down' | 'unconfirmed' };

  function standIn(request: IncomingMessage, response: ServerResponse) {
    const notify = /^\/api\/payments\/notify\/(stripe|autopay|przelewy24)$/.exec(request.url ?? '');
    if (!notify || request.method !== 'POST') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('marketplace: not found');
      return;
    }
    const operator = notify[1] as PaymentOperatorName;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (marketplace.mode === 'down') {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Service unavailable"}');
        return;
      }
      const adapter = adapters[operator];
      adapter.readNotification({ headers: request.headers, rawBody: Buffer.concat(chunks) }).then(
        (notices) => {
          deliveries.push({ operator, notices });
          if (marketplace.mode === 'unconfirmed') {
            response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
            return;
          }
          const answer = adapter.answer(notices);
          response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
        },
        (error: unknown) => {
          if (error instanceof NotificationRejected) deliveries.push({ operator, notices: error });
          response.writeHead(error instanceof NotificationRejected ? 400 : 500).end();
        },
      );
    });
  }

  const server = createServer((request, response) => {
    // The sandbox and the adapters are made below, once the port is known, before any request.
    if (!sandbox.handle(request, response)) standIn(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const keys = sandboxKeys();
  const sandbox = createPaymentSandbox({ publicUrl, keys });
  const urls = sandboxOperatorUrls(publicUrl);
  const stripe = createStripe({ ...keys.stripe, ...urls.stripe });
  const autopay = createAutopay({ ...keys.autopay, ...urls.autopay });
  const przelewy24 = createPrzelewy24({ ...keys.przelewy24, ...urls.przelewy24 });
  const adapters: Record<PaymentOperatorName, PaymentOperator> = { stripe, autopay, przelewy24 };
  const startInput = (operator: PaymentOperatorName, paymentId = `pay_${operator}_1`): PaymentStart => ({
    paymentId,
    amount: 12_550,
    currency: 'PLN',
    description: 'Glowmarket order GM-2025-17',
    customerEmail: 'anna@example.com',
    returnUrl: `${publicUrl}/orders/GM-2025-17/paid`,
    cancelUrl: `${publicUrl}/orders/GM-2025-17/pay`,
    notifyUrl: `${publicUrl}/api/payments/notify/${operator}`,
    idempotencyKey: `start-${paymentId}`,
    language: 'en-GB',
  });
  return { publicUrl, adapters, autopay, deliveries, marketplace, startInput };
}

/** The buyer's browser arriving at the operator: a GET of the redirect, or the form it submits. */
async function openPaymentPage(redirect: PaymentRedirect) {
  const response =
    redirect.kind === 'redirect'
      ? await fetch(redirect.url)
      : await fetch(redirect.action, { method: 'POST', body: new URLSearchParams(redirect.fields) });
  return { status: response.status, html: await response.text() };
}

const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's buttons as a person sees them: their labels, and what pressing one submits. */
function buttonsOf(html: string, origin: string) {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page:\n${html}`);
  const buttons = [...html.matchAll(/<button type="submit" name="outcome" value="([^"]+)"[^>]*>([^<]+)<\/button>/g)];
  return {
    labels: buttons.map(([, , label]) => label),
    /** Presses the button labelled `label`; the answer is not followed, so its redirect can be read. */
    press(label: string) {
      const button = buttons.find(([, , text]) => text === label);
      if (!button) throw new Error(`no button "${label}"`);
      return fetch(new URL(decodeAttribute(action), origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: button[1]! }),
        redirect: 'manual',
      });
    },
  };
}

const OPERATORS: [PaymentOperatorName, string][] = [
  ['stripe', 'Stripe'],
  ['autopay', 'Autopay'],
  ['przelewy24', 'Przelewy24'],
];

describe('the payment sandbox', () => {
  it.each(OPERATORS)(
    'shows %s’s payment page: what is paid, that no money moves, and three choices',
    async (name, title) => {
      const app = await startApp();
      const redirect = await app.adapters[name].start(app.startInput(name));

      const page = await openPaymentPage(redirect);

      expect(page.status).toBe(200);
      expect(page.html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(page.html).toContain(`<title>Payment sandbox — ${title}</title>`);
      expect(page.html).toContain(`<h1>Payment sandbox — ${title}</h1>`);
      expect(page.html).toContain('125.50 PLN');
      expect(page.html).toContain('Glowmarket order GM-2025-17');
      expect(page.html).toContain('No money moves.');
      expect(buttonsOf(page.html, app.publicUrl).labels).toEqual(['Pay (success)', 'Cancel', 'Fail']);
      // The app's CSP runs no inline script; the page needs none.
      expect(page.html).not.toMatch(/<script|\son\w+=/i);
    },
  );

  // Each button: the notifications the marketplace reads with its adapter, and where the browser goes.
  const outcomes: [
    PaymentOperatorName,
    string,
    PaymentNotice['status'][],
    'returnUrl' | 'cancelUrl' | 'autopay return',
  ][] = [
    ['stripe', 'Pay (success)', ['paid'], 'returnUrl'],
    ['stripe', 'Cancel', ['cancelled'], 'cancelUrl'],
    ['stripe', 'Fail', ['failed'], 'returnUrl'],
    ['autopay', 'Pay (success)', ['paid'], 'autopay return'],
    ['autopay', 'Cancel', ['cancelled'], 'autopay return'],
    ['autopay', 'Fail', ['failed'], 'autopay return'],
    ['przelewy24', 'Pay (success)', ['paid'], 'returnUrl'],
    ['przelewy24', 'Cancel', [], 'returnUrl'],
    ['przelewy24', 'Fail', [], 'returnUrl'],
  ];
  it.each(outcomes)(
    '%s, “%s”: the marketplace reads %j from a signed notification and the buyer goes to the %s',
    async (name, label, statuses, destination) => {
      const app = await startApp();
      const input = app.startInput(name);
      const page = await openPaymentPage(await app.adapters[name].start(input));

      const pressed = await buttonsOf(page.html, app.publicUrl).press(label);

      expect(pressed.status).toBe(303);
      const location = pressed.headers.get('location')!;
      if (destination === 'autopay return') {
        const back = new URL(location);
        expect(`${back.origin}${back.pathname}`).toBe(`${app.publicUrl}/api/payments/return/autopay`);
        expect(back.searchParams.get('OrderID')).toBe(input.paymentId);
        expect(app.autopay.verifyReturn(Object.fromEntries(back.searchParams))).toBe(true);
      } else expect(location).toBe(input[destination]);

      const notices = app.deliveries.flatMap((delivery) => {
        expect(delivery.operator).toBe(name);
        if (delivery.notices instanceof Error) throw delivery.notices;
        return delivery.notices;
      });
      expect(notices).toEqual(
        statuses.map((status): unknown =>
          expect.objectContaining({ paymentId: input.paymentId, status, amount: 12_550, currency: 'PLN' }),
        ),
      );
    },
  );

  it.each(OPERATORS)('ends a %s payment once: the page and its buttons then only say it is over', async (name) => {
    const app = await startApp();
    const redirect = await app.adapters[name].start(app.startInput(name));
    const page = await openPaymentPage(redirect);
    const buttons = buttonsOf(page.html, app.publicUrl);
    expect((await buttons.press('Pay (success)')).status).toBe(303);
    const delivered = app.deliveries.length;

    const again = await buttons.press('Fail');

    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment is over');
    expect(app.deliveries).toHaveLength(delivered);
    if (redirect.kind === 'redirect') expect((await fetch(redirect.url)).status).toBe(409);
  });

  it.each(OPERATORS)(
    'tells the buyer when the marketplace does not accept %s’s notification, and lets them press again',
    async (name) => {
      const app = await startApp();
      const input = app.startInput(name);
      const page = await openPaymentPage(await app.adapters[name].start(input));
      const buttons = buttonsOf(page.html, app.publicUrl);
      app.marketplace.mode = 'down';

      const refused = await buttons.press('Pay (success)');

      expect(refused.status).toBe(502);
      const html = await refused.text();
      expect(html).toContain('The marketplace did not accept the notification');
      expect(html).toContain('HTTP 503');
      expect(html).toContain('role="alert"');

      app.marketplace.mode = 'working';
      const retried = await buttons.press('Pay (success)');
      expect(retried.status).toBe(303);
      expect(app.deliveries.flatMap((delivery) => delivery.notices as PaymentNotice[])).toEqual([
        expect.objectContaining({ paymentId: input.paymentId, status: 'paid' }),
      ]);
    },
  );

  it('counts an Autopay ITN as delivered only when the marketplace confirms it with the hashed confirmationList', async () => {
    const app = await startApp();
    const page = await openPaymentPage(await app.adapters.autopay.start(app.startInput('autopay')));
    app.marketplace.mode = 'unconfirmed';

    const refused = await buttonsOf(page.html, app.publicUrl).press('Pay (success)');

    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain('did not confirm the ITN');
  });

  it('lets the marketplace finish what each operator expects after a payment: Stripe’s refund, P24’s verify', async () => {
    const app = await startApp();
    for (const name of ['stripe', 'przelewy24'] as const) {
      const page = await openPaymentPage(await app.adapters[name].start(app.startInput(name)));
      await buttonsOf(page.html, app.publicUrl).press('Pay (success)');
    }
    const [stripePaid, p24Paid] = app.deliveries.flatMap((delivery) => delivery.notices as PaymentNotice[]);

    await app.adapters.stripe.refund!({
      operatorRef: stripePaid!.operatorRef,
      amount: 550,
      idempotencyKey: 'refund-1',
    });
    await app.adapters.przelewy24.confirm!(p24Paid!);
    await expect(app.adapters.przelewy24.confirm!({ ...p24Paid!, amount: 1 })).rejects.toMatchObject({
      status: 400,
      message: 'Incorrect amount',
    });
  });

  it('answers Stripe’s API at the app’s root only for the sandbox’s key, and leaves every other path to the app', async () => {
    const app = await startApp();
    const post = (path: string, authorization?: string) =>
      fetch(`${app.publicUrl}${path}`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
        body: new URLSearchParams({ mode: 'payment' }),
      });

    const sandboxKey = await post('/v1/checkout/sessions', `Bearer ${sandboxKeys().stripe.secretKey}`);
    expect(sandboxKey.status).toBe(400);
    expect(await sandboxKey.json()).toMatchObject({ error: { code: 'parameter_missing', param: 'success_url' } });

    for (const answer of [
      await post('/v1/checkout/sessions', 'Bearer sk_live_somebodyElse'),
      await post('/v1/refunds'),
      await post('/api/payments/other'),
    ])
      expect(await answer.text()).toBe('marketplace: not found');

    const unknown = await fetch(`${app.publicUrl}/sandbox/elsewhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('/sandbox/stripe, /sandbox/autopay and /sandbox/przelewy24');
  });

  it.each([
    ['Cancel', 0],
    ['Fail', 0],
    ['Pay (success)', 1],
  ] as const)(
    'answers what became of a Przelewy24 transaction after “%s”: status %i, as P24’s API does',
    async (label, status) => {
      const app = await startApp();
      const input = app.startInput('przelewy24');
      const page = await openPaymentPage(await app.adapters.przelewy24.start(input));
      const keys = sandboxKeys().przelewy24;
      const ask = (sessionId: string, authorization = `Basic ${btoa(`${keys.posId}:${keys.apiKey}`)}`) =>
        fetch(`${app.publicUrl}/sandbox/przelewy24/api/v1/transaction/by/sessionId/${sessionId}`, {
          headers: { authorization },
        });
      expect(((await (await ask(input.paymentId)).json()) as { data: { status: number } }).data.status).toBe(0);

      await buttonsOf(page.html, app.publicUrl).press(label);

      const answer = await ask(input.paymentId);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        data: { sessionId: input.paymentId, status, amount: 12_550, currency: 'PLN' },
        responseCode: 0,
      });
      expect(await app.adapters.przelewy24.lookUp!(input.paymentId)).toMatchObject({
        status: status === 0 ? 'unpaid' : 'paid',
      });
      if (status === 1) {
        // Verified by the marketplace, the payment is made.
        const [paid] = app.deliveries.flatMap((delivery) => delivery.notices as PaymentNotice[]);
        await app.adapters.przelewy24.confirm!(paid!);
        expect(((await (await ask(input.paymentId)).json()) as { data: { status: number } }).data.status).toBe(2);
      }

      const unknown = await ask('pay_nobody');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Transaction not exist', code: 404 });
      expect((await ask(input.paymentId, 'Basic bm9ib2R5Om5vdGhpbmc=')).status).toBe(401);
    },
  );

  it('refuses a Przelewy24 transaction that would notify anywhere but the marketplace', async () => {
    const app = await startApp();

    const start = app.adapters.przelewy24.start({
      ...app.startInput('przelewy24'),
      notifyUrl: 'http://169.254.169.254/latest/meta-data',
    });

    await expect(start).rejects.toBeInstanceOf(Przelewy24Error);
    await expect(start).rejects.toMatchObject({ status: 400, message: expect.stringContaining('urlStatus') as string });
  });
});
