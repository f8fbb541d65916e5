import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Autopay's side of a payment, for one service: `POST /payment` takes the browser's form, checks
 * its Hash and answers the page where the buyer would pick a bank; `notify` plays the ITN Autopay
 * sends afterwards. The hash is computed here on its own, not borrowed from the adapter, so a
 * mistake in the adapter's field order shows up as a refused form or a rejected ITN.
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

const hashOf = (values: string[], key: string) =>
  createHash('sha256')
    .update([...values.filter((value) => value !== ''), key].join('|'))
    .digest('hex');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** "2020-06-21T17:12:38Z" → "20200621171238". */
const paymentDateOf = (date: Date) => date.toISOString().slice(0, 19).replace(/\D/g, '');

/** An ITN body with its XML changed and its hash left as it was: what a forger can send. */
export function editItn(body: string, edit: (xml: string) => string): string {
  const xml = Buffer.from(new URLSearchParams(body).get('transactions') ?? '', 'base64').toString('utf8');
  return new URLSearchParams({ transactions: Buffer.from(edit(xml), 'utf8').toString('base64') }).toString();
}

export async function startAutopay(options: { serviceId: string; sharedKey: string }) {
  const forms: { fields: Record<string, string>; accepted: boolean }[] = [];

  /** Why Autopay refuses the form, or undefined when it takes it. */
  function refusal(fields: Record<string, string>): string | undefined {
    const unknown = Object.keys(fields).filter((name) => name !== 'Hash' && !FORM_FIELDS.includes(name));
    if (unknown.length > 0) return `unsupported fields: ${unknown.join(', ')}`;
    for (const name of ['ServiceID', 'OrderID', 'Amount', 'Hash']) if (!fields[name]) return `${name} is required`;
    if (fields.ServiceID !== options.serviceId) return 'unknown ServiceID';
    if (!/^\d+\.\d{2}$/.test(fields.Amount!)) return 'Amount needs a dot and two decimals';
    const expected = hashOf(
      FORM_FIELDS.map((name) => fields[name] ?? ''),
      options.sharedKey,
    );
    return fields.Hash === expected ? undefined : 'INVALID_HASH';
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/payment') {
        response.writeHead(404).end();
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const refused = refusal(fields);
      forms.push({ fields, accepted: refused === undefined });
      const page = refused
        ? `<h1>Błąd transakcji</h1><p>${escapeXml(refused)}</p>`
        : `<h1>Wybierz sposób płatności</h1><p>Zamówienie ${escapeXml(fields.OrderID!)}: ` +
          `${escapeXml(fields.Amount!)} ${escapeXml(fields.Currency ?? 'PLN')}</p>`;
      response
        .writeHead(refused ? 400 : 200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="pl"><head><title>Autopay</title></head><body>${page}</body></html>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  /**
   * The form body of an ITN about these transactions: `transactions` = base64 of the XML, hashed
   * over its values in document order. `serviceId` sends it for another service (hashed right).
   */
  function itnBody(transactions: ItnTransaction[], overrides: { serviceId?: string } = {}): string {
    const serviceId = overrides.serviceId ?? options.serviceId;
    const values = [serviceId];
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
        ['paymentStatusDetails', { SUCCESS: 'AUTHORIZED', PENDING: '', FAILURE: 'REJECTED' }[transaction.status]],
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
      `  <serviceID>${escapeXml(serviceId)}</serviceID>`,
      '  <transactions>',
      ...transactionXml,
      '  </transactions>',
      `  <hash>${hashOf(values, options.sharedKey)}</hash>`,
      '</transactionList>',
    ].join('\n');
    return new URLSearchParams({ transactions: Buffer.from(xml, 'utf8').toString('base64') }).toString();
  }

  /** Posts a raw ITN body as Autopay does and returns the answer as it came. */
  async function notifyRaw(url: string, body: string) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  }

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every form posted to `/payment`, in order, and whether Autopay took it. */
    forms,
    itnBody,
    notifyRaw,

    /** Sends a correctly hashed ITN and reads the confirmation; throws unless answered 200. */
    async notify(url: string, transactions: ItnTransaction | ItnTransaction[]): Promise<ItnConfirmation> {
      const answer = await notifyRaw(url, itnBody([transactions].flat()));
      if (answer.status !== 200) throw new Error(`the ITN was answered ${answer.status}: ${answer.body}`);
      const text = (name: string, xml: string) =>
        unescapeXml(new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '');
      const confirmations = [...answer.body.matchAll(/<transactionConfirmed>([\s\S]*?)<\/transactionConfirmed>/g)].map(
        ([, inner]) => ({ orderID: text('orderID', inner!), confirmation: text('confirmation', inner!) }),
      );
      const serviceID = text('serviceID', answer.body);
      const expected = hashOf(
        [serviceID, ...confirmations.flatMap(({ orderID, confirmation }) => [orderID, confirmation])],
        options.sharedKey,
      );
      return {
        contentType: answer.contentType,
        serviceID,
        confirmations,
        hashValid: text('hash', answer.body) === expected,
      };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
