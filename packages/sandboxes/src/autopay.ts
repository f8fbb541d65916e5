import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeXml } from '@glowmarket/shared/html';
import {
  deliver,
  outcomeOf,
  pathBelow,
  plainHandler,
  readBody,
  redirectTo,
  requestUrl,
  sendHtml,
  type Delivery,
  type SandboxHandler,
} from './http';
import { messagePage, notAcceptedPage, onItsWayPage, paymentPage } from './pages';

/**
 * Autopay's side of a payment, for one service: `POST /payment` takes the browser's form, checks
 * its Hash and answers the page where the buyer would pick a bank. Its buttons post to
 * `/pay/{remoteID}/outcome`: Pay sends an ITN with SUCCESS, Fail one with FAILURE (REJECTED),
 * Cancel one with FAILURE (CANCELLED) — Autopay reports a payment the buyer gave up as failed, with
 * why in `paymentStatusDetails` — each answered with a confirmationList hashed with the key,
 * CONFIRMED for the order; then the browser goes to the service's return address with `ServiceID`, `OrderID` and
 * `Hash = sha256(ServiceID|OrderID|key)`. The hashes are computed here on their own, not borrowed
 * from the adapter, so a mistake in the adapter's field order shows up as a refused form or a
 * rejected ITN.
 */

/** The start form's fields in the order their values enter the Hash. */
const FORM_FIELDS = ['ServiceID', 'OrderID', 'Amount', 'Description', 'GatewayID', 'Currency', 'CustomerEmail'];

export interface ItnTransaction {
  orderID: string;
  remoteID: string;
  /** As Autopay writes it: "500.00". */
  amount: string;
  currency: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILURE';
  /** Why, as `paymentStatusDetails`: by default AUTHORIZED for SUCCESS, REJECTED for FAILURE, none for PENDING. */
  details?: string;
  /** Fields Autopay appends after the documented ones (startAmount, customerNumber, …). */
  extra?: Record<string, string>;
}

/** What the marketplace answered to an ITN, read as Autopay reads it. */
export interface ItnConfirmation {
  contentType: string;
  serviceID: string;
  confirmations: { orderID: string; confirmation: string }[];
  /** The answer's hash matches `H(serviceID|orderID|confirmation|…|key)`. */
  hashValid: boolean;
}

/** A payment started on the sandbox's page, and how it ended. */
export interface AutopayPayment {
  remoteID: string;
  /** The start form as received. */
  fields: Record<string, string>;
  status: 'open' | 'SUCCESS' | 'FAILURE' | 'CANCELLED';
}

const hashOf = (values: string[], key: string) =>
  createHash('sha256')
    .update([...values.filter((value) => value !== ''), key].join('|'))
    .digest('hex');

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** "2020-06-21T17:12:38Z" → "20200621171238". */
const paymentDateOf = (date: Date) => date.toISOString().slice(0, 19).replace(/\D/g, '');

/** Autopay's transaction ids: short, upper-case letters and digits. */
const remoteIdOf = () =>
  randomBytes(8)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase();

/** "129.99" → 12999 for the page; the form's Amount was checked to have a dot and two decimals. */
const minorUnitsOf = (amount: string) => Number(amount.replace('.', ''));

/** An ITN body with its XML changed and its hash left as it was: what a forger can send. */
export function editItn(body: string, edit: (xml: string) => string): string {
  const xml = Buffer.from(new URLSearchParams(body).get('transactions') ?? '', 'base64').toString('utf8');
  return new URLSearchParams({ transactions: Buffer.from(edit(xml), 'utf8').toString('base64') }).toString();
}

export interface AutopaySandboxOptions {
  /** Where the sandbox's paths start on its server: '' on a server of its own, '/sandbox/autopay' in the app. */
  basePath: string;
  /** The one service this sandbox plays Autopay for. */
  keys: { serviceId: string; sharedKey: string };
  /** The service's ITN address, as set in Autopay's panel; without it the page's buttons cannot notify. */
  notifyUrl?: string;
  /** The service's return address, as set in Autopay's panel; without it the buyer stays on a sandbox page. */
  returnUrl?: string;
}

export type AutopaySandbox = ReturnType<typeof createAutopaySandbox>;

export function createAutopaySandbox(options: AutopaySandboxOptions) {
  const { basePath } = options;
  const { serviceId, sharedKey } = options.keys;
  const forms: { fields: Record<string, string>; accepted: boolean }[] = [];
  const payments = new Map<string, AutopayPayment>();
  const ending = new Set<string>();

  /** Why Autopay refuses the form, or undefined when it takes it. */
  function refusal(fields: Record<string, string>): string | undefined {
    const unknown = Object.keys(fields).filter((name) => name !== 'Hash' && !FORM_FIELDS.includes(name));
    if (unknown.length > 0) return `unsupported fields: ${unknown.join(', ')}`;
    for (const name of ['ServiceID', 'OrderID', 'Amount', 'Hash']) if (!fields[name]) return `${name} is required`;
    if (fields.ServiceID !== serviceId) return 'unknown ServiceID';
    if (!/^\d+\.\d{2}$/.test(fields.Amount!)) return 'Amount needs a dot and two decimals';
    const expected = hashOf(
      FORM_FIELDS.map((name) => fields[name] ?? ''),
      sharedKey,
    );
    return fields.Hash === expected ? undefined : 'INVALID_HASH';
  }

  /**
   * The form body of an ITN about these transactions: `transactions` = base64 of the XML, hashed
   * over its values in document order. `serviceId` sends it for another service (hashed right).
   */
  function itnBody(transactions: ItnTransaction[], overrides: { serviceId?: string } = {}): string {
    const service = overrides.serviceId ?? serviceId;
    const values = [service];
    const transactionXml = transactions.map((transaction) => {
      const fields: [string, string][] = [
        ['orderID', transaction.orderID],
        ['remoteID', transaction.remoteID],
        ['amount', transaction.amount],
        ['currency', transaction.currency],
        ['gatewayID', '106'],
        ['paymentDate', paymentDateOf(new Date())],
        ['paymentStatus', transaction.status],
        // A pending payment has no details yet: the element is left out.
        [
          'paymentStatusDetails',
          transaction.details ?? { SUCCESS: 'AUTHORIZED', PENDING: '', FAILURE: 'REJECTED' }[transaction.status],
        ],
        ...Object.entries(transaction.extra ?? {}),
      ];
      const sent = fields.filter(([, value]) => value !== '');
      values.push(...sent.map(([, value]) => value));
      const inner = sent.map(([name, value]) => `      <${name}>${escapeXml(value)}</${name}>`).join('\n');
      return `    <transaction>\n${inner}\n    </transaction>`;
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<transactionList>',
      `  <serviceID>${escapeXml(service)}</serviceID>`,
      '  <transactions>',
      ...transactionXml,
      '  </transactions>',
      `  <hash>${hashOf(values, sharedKey)}</hash>`,
      '</transactionList>',
    ].join('\n');
    return new URLSearchParams({ transactions: Buffer.from(xml, 'utf8').toString('base64') }).toString();
  }

  function postItn(url: string, body: string): Promise<Delivery> {
    return deliver(url, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  }

  /** Posts a raw ITN body as Autopay does and returns the answer as it came; throws when nobody answers. */
  async function notifyRaw(url: string, body: string) {
    const answer = await postItn(url, body);
    if (!answer.reached) throw new Error(`the ITN was not delivered: ${answer.error}`);
    return { status: answer.status, contentType: answer.contentType, body: answer.body };
  }

  /** The marketplace's answer to an ITN, read as Autopay reads it. */
  function readConfirmation(answer: { contentType: string; body: string }): ItnConfirmation {
    const text = (name: string, xml: string) =>
      unescapeXml(new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '');
    const confirmations = [...answer.body.matchAll(/<transactionConfirmed>([\s\S]*?)<\/transactionConfirmed>/g)].map(
      ([, inner]) => ({ orderID: text('orderID', inner!), confirmation: text('confirmation', inner!) }),
    );
    const service = text('serviceID', answer.body);
    const expected = hashOf(
      [service, ...confirmations.flatMap(({ orderID, confirmation }) => [orderID, confirmation])],
      sharedKey,
    );
    return {
      contentType: answer.contentType,
      serviceID: service,
      confirmations,
      hashValid: text('hash', answer.body) === expected,
    };
  }

  const pagePath = (remoteID: string) => `${basePath}/pay/${encodeURIComponent(remoteID)}`;

  function refusalPage(response: ServerResponse, status: number, reason: string) {
    sendHtml(
      response,
      status,
      messagePage({ operator: 'Autopay', heading: 'Transaction error', text: reason, error: true }),
    );
  }

  function showPage(response: ServerResponse, payment: AutopayPayment) {
    if (payment.status !== 'open') {
      sendHtml(response, 409, finishedPage(payment));
      return;
    }
    const { fields } = payment;
    const currency = fields.Currency ?? 'PLN';
    sendHtml(
      response,
      200,
      paymentPage({
        operator: 'Autopay',
        amount: minorUnitsOf(fields.Amount!),
        currency,
        description: fields.Description ?? '',
        reference: payment.remoteID,
        // Autopay's own page is in Polish: "Order {OrderID}: {Amount} {Currency}".
        record: { text: `Zamówienie ${fields.OrderID!}: ${fields.Amount!} ${currency}`, lang: 'pl' },
        action: `${pagePath(payment.remoteID)}/outcome`,
        hints: {
          success: 'The bank pays: Autopay sends an ITN with SUCCESS, then the buyer returns to the shop.',
          cancel:
            'The buyer leaves the payment: Autopay sends an ITN with FAILURE (CANCELLED), then the buyer returns to the shop.',
          failure: 'The bank declines: Autopay sends an ITN with FAILURE, then the buyer returns to the shop.',
        },
      }),
    );
  }

  function returnUrlOf(payment: AutopayPayment): string | undefined {
    if (!options.returnUrl) return undefined;
    const url = new URL(options.returnUrl);
    const orderId = payment.fields.OrderID!;
    url.searchParams.set('ServiceID', serviceId);
    url.searchParams.set('OrderID', orderId);
    url.searchParams.set('Hash', hashOf([serviceId, orderId], sharedKey));
    return url.href;
  }

  function finishedPage(payment: AutopayPayment): string {
    const back = returnUrlOf(payment);
    return messagePage({
      operator: 'Autopay',
      heading: 'This payment is over',
      text: `Payment ${payment.remoteID} ended as ${payment.status}; it cannot be paid again.`,
      ...(back ? { link: { href: back, label: 'Back to the shop' } } : {}),
    });
  }

  async function startPayment(request: IncomingMessage, response: ServerResponse) {
    const fields = Object.fromEntries(new URLSearchParams((await readBody(request)).toString('utf8')));
    const refused = refusal(fields);
    forms.push({ fields, accepted: refused === undefined });
    if (refused) return refusalPage(response, 400, refused);
    const payment: AutopayPayment = { remoteID: remoteIdOf(), fields, status: 'open' };
    payments.set(payment.remoteID, payment);
    showPage(response, payment);
  }

  /** The payment page's button: the ITN, then the browser to the return address. */
  async function endPayment(request: IncomingMessage, response: ServerResponse, remoteID: string) {
    const outcome = outcomeOf(await readBody(request));
    const payment = payments.get(remoteID);
    if (!payment) return refusalPage(response, 404, 'There is no payment at this address.');
    if (!outcome) return refusalPage(response, 400, 'Choose one of the buttons on the payment page.');
    if (ending.has(remoteID)) return sendHtml(response, 409, onItsWayPage('Autopay', pagePath(remoteID)));
    if (payment.status !== 'open') return sendHtml(response, 409, finishedPage(payment));

    if (!options.notifyUrl)
      return refusalPage(response, 503, 'This sandbox was started without an ITN address, so it cannot notify.');
    const status = outcome === 'success' ? 'SUCCESS' : 'FAILURE';
    const orderID = payment.fields.OrderID!;
    ending.add(remoteID);
    try {
      const delivery = await postItn(
        options.notifyUrl,
        itnBody([
          {
            orderID,
            remoteID,
            amount: payment.fields.Amount!,
            currency: payment.fields.Currency ?? 'PLN',
            status,
            ...(outcome === 'cancel' && { details: 'CANCELLED' }),
          },
        ]),
      );
      if (!delivery.reached || delivery.status !== 200)
        return sendHtml(response, 502, notAcceptedPage('Autopay', delivery, pagePath(remoteID)));
      // Autopay sends the ITN again until it is confirmed: an answer that does not confirm is a refusal.
      const confirmation = readConfirmation(delivery);
      const confirmed =
        confirmation.hashValid &&
        confirmation.serviceID === serviceId &&
        confirmation.confirmations.some((c) => c.orderID === orderID && c.confirmation === 'CONFIRMED');
      if (!confirmed)
        return sendHtml(
          response,
          502,
          notAcceptedPage(
            'Autopay',
            delivery,
            pagePath(remoteID),
            'it did not confirm the ITN with a confirmationList hashed with the key',
          ),
        );
      payment.status = outcome === 'cancel' ? 'CANCELLED' : status;
    } finally {
      ending.delete(remoteID);
    }

    const back = returnUrlOf(payment);
    if (back) redirectTo(response, back);
    else sendHtml(response, 200, finishedPage(payment));
  }

  const handle: SandboxHandler = plainHandler(
    async (request, response) => {
      const below = pathBelow(requestUrl(request).pathname, basePath);
      const method = request.method ?? 'GET';
      if (below === '/payment' && method === 'POST') return startPayment(request, response);
      const page = below === undefined ? null : /^\/pay\/([^/]+)(\/outcome)?$/.exec(below);
      const payment = page ? payments.get(decodeURIComponent(page[1]!)) : undefined;
      if (page && !page[2] && method === 'GET' && payment) return showPage(response, payment);
      if (page?.[2] && method === 'POST') return endPayment(request, response, decodeURIComponent(page[1]!));
      refusalPage(response, 404, 'There is nothing at this address.');
    },
    (response, status) =>
      refusalPage(response, status, status === 413 ? 'The form is too large.' : 'Unexpected error.'),
  );

  return {
    handle,
    /** Every form posted to `/payment`, in order, and whether Autopay took it. */
    forms,
    /** The payments whose form was taken, by remoteID. */
    payments,
    itnBody,
    notifyRaw,
    readConfirmation,

    /** Sends a correctly hashed ITN and reads the confirmation; throws unless answered 200. */
    async notify(url: string, transactions: ItnTransaction | ItnTransaction[]): Promise<ItnConfirmation> {
      const answer = await notifyRaw(url, itnBody([transactions].flat()));
      if (answer.status !== 200) throw new Error(`the ITN was answered ${answer.status}: ${answer.body}`);
      return readConfirmation(answer);
    },
  };
}
