import { createHash, timingSafeEqual } from 'node:crypto';
import { escapeXml } from '@glowmarket/shared/html';
import {
  NotificationRejected,
  type NoticeStatus,
  type NotificationAnswer,
  type PaymentNotice,
  type PaymentOperator,
  type PaymentRedirect,
  type PaymentStart,
} from './operator';

/**
 * Autopay (formerly Blue Media), paid per seller: each seller's ServiceID and shared key. The
 * browser posts a hashed form to `POST /payment`; Autopay reports the outcome with an ITN (base64
 * XML in the form field `transactions`) and expects a hashed XML confirmation back. Every message
 * is authenticated the same way: SHA-256 of its values in document order, `|`, the shared key.
 */

/** The statuses an ITN reports; a payment counts as paid only on SUCCESS. */
const STATUSES: Record<string, NoticeStatus> = { SUCCESS: 'paid', PENDING: 'pending', FAILURE: 'failed' };

/** A FAILURE whose `paymentStatusDetails` says the buyer gave the payment up rather than being declined. */
const CANCELLED_DETAILS = new Set(['CANCELLED']);

/** 0: the buyer picks the bank, BLIK or card on Autopay's page. */
const BUYER_CHOOSES_GATEWAY = '0';

/**
 * `sha256(value|value|…|key)` in hex. Empty values are left out, as Autopay's own plugins leave
 * out fields with no value; the start form leaves them out of the form too, so both agree.
 */
export function autopayHash(values: (string | number)[], key: string): string {
  const present = values.map(String).filter((value) => value !== '');
  return createHash('sha256')
    .update([...present, key].join('|'), 'utf8')
    .digest('hex');
}

/** 50000 → "500.00": Autopay's amounts are major units with a dot and two decimals. */
export function formatAutopayAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0)
    throw new RangeError(`an Autopay amount is a positive whole number of minor units, got ${minorUnits}`);
  const digits = String(minorUnits).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "500.00" → 50000, digit by digit: a float would turn some amounts into a cent less. */
export function parseAutopayAmount(text: string): number {
  const match = /^(\d{1,13})\.(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`not an Autopay amount: ${JSON.stringify(text)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

export interface AutopayOperator extends PaymentOperator {
  readonly name: 'autopay';
  /**
   * Whether the query of the buyer's return (`ServiceID`, `OrderID`, `Hash`) was signed by
   * Autopay for this service. It only proves where the buyer comes from: the order is marked paid
   * by the ITN, never by the return.
   */
  verifyReturn(query: Record<string, unknown>): boolean;
}

export function createAutopay(options: { baseUrl: string; serviceId: string; sharedKey: string }): AutopayOperator {
  const { serviceId, sharedKey } = options;
  const paymentUrl = new URL('payment', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`).href;

  return {
    name: 'autopay',

    async start(input: PaymentStart): Promise<PaymentRedirect> {
      // The documented order of the values in the hash; the return and ITN addresses are set
      // per service in Autopay's panel, so returnUrl, cancelUrl and notifyUrl are not sent.
      const ordered: [string, string][] = [
        ['ServiceID', serviceId],
        ['OrderID', input.paymentId],
        ['Amount', formatAutopayAmount(input.amount)],
        ['Description', input.description],
        ['GatewayID', BUYER_CHOOSES_GATEWAY],
        ['Currency', input.currency],
        ['CustomerEmail', input.customerEmail],
      ];
      const sent = ordered.filter(([, value]) => value !== '');
      const fields = Object.fromEntries(sent);
      fields.Hash = autopayHash(
        sent.map(([, value]) => value),
        sharedKey,
      );
      return { kind: 'form', action: paymentUrl, fields, operatorRef: null };
    },

    verifyReturn(query) {
      const { ServiceID, OrderID, Hash } = query;
      if (typeof ServiceID !== 'string' || typeof OrderID !== 'string' || typeof Hash !== 'string') return false;
      if (ServiceID !== serviceId || OrderID === '') return false;
      return sameHex(Hash, autopayHash([ServiceID, OrderID], sharedKey));
    },

    async readNotification({ rawBody }) {
      const list = readTransactionList(rawBody);
      if (list.serviceId !== serviceId) throw new NotificationRejected(`ITN for service ${list.serviceId}`);
      if (!sameHex(list.hash, autopayHash(list.hashedValues, sharedKey)))
        throw new NotificationRejected('ITN hash does not match');
      return list.transactions.map(noticeOf);
    },

    answer(notices: PaymentNotice[]): NotificationAnswer {
      const confirmed = notices.map((notice) => ({ orderId: notice.paymentId, confirmation: 'CONFIRMED' }));
      const hash = autopayHash(
        [serviceId, ...confirmed.flatMap(({ orderId, confirmation }) => [orderId, confirmation])],
        sharedKey,
      );
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>' +
        `<confirmationList><serviceID>${escapeXml(serviceId)}</serviceID><transactionsConfirmations>` +
        confirmed
          .map(
            ({ orderId, confirmation }) =>
              `<transactionConfirmed><orderID>${escapeXml(orderId)}</orderID>` +
              `<confirmation>${confirmation}</confirmation></transactionConfirmed>`,
          )
          .join('') +
        `</transactionsConfirmations><hash>${hash}</hash></confirmationList>`;
      return { status: 200, contentType: 'application/xml', body };
    },
  };
}

/** Hex digests compared in constant time; a length mismatch says nothing about the key. */
function sameHex(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

// ── The ITN ──────────────────────────────────────────────────────────────────────────────────

interface ItnTransaction {
  orderId: string;
  remoteId: string;
  amount: string;
  currency: string;
  paymentStatus: string;
  /** Why, where Autopay says it (REJECTED, CANCELLED, …); absent for a pending payment. */
  paymentStatusDetails: string | undefined;
}

interface TransactionList {
  serviceId: string;
  transactions: ItnTransaction[];
  hash: string;
  /** Every value of the document but the hash, in document order: what the hash covers. */
  hashedValues: string[];
}

/** The form body → the checked `transactionList`; anything else is NotificationRejected. */
function readTransactionList(rawBody: Buffer): TransactionList {
  const form = new URLSearchParams(rawBody.toString('utf8'));
  const encoded = form.getAll('transactions');
  if (encoded.length !== 1) throw new NotificationRejected('ITN without one `transactions` field');
  // Whitespace is dropped: MIME encoders wrap base64 in lines, and it never carries data.
  const base64 = encoded[0]!.replace(/\s+/g, '');
  if (base64 === '' || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw new NotificationRejected('ITN `transactions` is not base64');

  let root: XmlElement;
  try {
    const xml = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(base64, 'base64'));
    root = parseXml(xml);
  } catch (error) {
    throw new NotificationRejected(`ITN is not readable XML: ${(error as Error).message}`, { cause: error });
  }

  if (root.name !== 'transactionList') throw new NotificationRejected(`ITN root is <${root.name}>`);
  const serviceId = leafValue(root, 'serviceID');
  const hash = leafValue(root, 'hash');
  const container = only(root, 'transactions');
  const transactions = container.children.map((transaction) => {
    if (transaction.name !== 'transaction')
      throw new NotificationRejected(`<transactions> holds a <${transaction.name}>`);
    return {
      orderId: leafValue(transaction, 'orderID'),
      remoteId: leafValue(transaction, 'remoteID'),
      amount: leafValue(transaction, 'amount'),
      currency: leafValue(transaction, 'currency'),
      paymentStatus: leafValue(transaction, 'paymentStatus'),
      paymentStatusDetails: optionalLeafValue(transaction, 'paymentStatusDetails'),
    };
  });
  if (transactions.length === 0) throw new NotificationRejected('ITN without transactions');

  const hashedValues: string[] = [];
  const collect = (element: XmlElement) => {
    if (element.children.length === 0) hashedValues.push(element.text);
    else element.children.forEach(collect);
  };
  root.children.filter((child) => child.name !== 'hash').forEach(collect);
  return { serviceId, transactions, hash, hashedValues };
}

function noticeOf(transaction: ItnTransaction): PaymentNotice {
  const known = STATUSES[transaction.paymentStatus];
  if (!known) throw new NotificationRejected(`ITN payment status ${transaction.paymentStatus}`);
  const status =
    known === 'failed' && CANCELLED_DETAILS.has(transaction.paymentStatusDetails ?? '') ? 'cancelled' : known;
  let amount: number;
  try {
    amount = parseAutopayAmount(transaction.amount);
  } catch (error) {
    throw new NotificationRejected((error as Error).message, { cause: error });
  }
  return {
    eventId: `${transaction.remoteId}:${transaction.paymentStatus}`,
    paymentId: transaction.orderId,
    operatorRef: transaction.remoteId,
    status,
    amount,
    currency: transaction.currency,
  };
}

function only(parent: XmlElement, name: string): XmlElement {
  const found = parent.children.filter((child) => child.name === name);
  if (found.length !== 1) throw new NotificationRejected(`<${parent.name}> needs one <${name}>, has ${found.length}`);
  return found[0]!;
}

/** The text of an optional child without children of its own; undefined when it is not there. */
function optionalLeafValue(parent: XmlElement, name: string): string | undefined {
  return parent.children.some((child) => child.name === name) ? leafValue(parent, name) : undefined;
}

/** The text of a required child without children of its own. */
function leafValue(parent: XmlElement, name: string): string {
  const element = only(parent, name);
  if (element.children.length > 0 || element.text === '')
    throw new NotificationRejected(`<${parent.name}><${name}> has no value`);
  return element.text;
}

// ── A small strict XML reader ────────────────────────────────────────────────────────────────

/**
 * An element with either child elements or text. Autopay's messages are that simple, so the
 * reader refuses what they never hold — attributes, mixed content, comments, CDATA, DOCTYPE
 * (and with it any entity expansion) — rather than guess at it.
 */
interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const MAX_DEPTH = 16;
const NAME = '[A-Za-z_][A-Za-z0-9_.-]*';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function parseXml(source: string): XmlElement {
  let at = /^<\?xml\s[^?]*\?>/.exec(source)?.[0].length ?? 0;
  const fail: (what: string) => never = (what) => {
    throw new SyntaxError(`${what} at ${at}`);
  };
  const skipSpace = () => {
    at += /^\s*/.exec(source.slice(at))![0].length;
  };

  function element(depth: number): XmlElement {
    if (depth > MAX_DEPTH) fail('elements nested too deep');
    const open = new RegExp(`<(${NAME})\\s*(/?)>`, 'y');
    open.lastIndex = at;
    const tag = open.exec(source) ?? fail('expected an element');
    at = open.lastIndex;
    const name = tag[1]!;
    if (tag[2]) return { name, children: [], text: '' };

    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      const next = source.indexOf('<', at);
      if (next < 0) fail(`<${name}> is not closed`);
      text += source.slice(at, next);
      at = next;
      if (!source.startsWith('</', at)) {
        children.push(element(depth + 1));
        continue;
      }
      const close = new RegExp(`</(${NAME})\\s*>`, 'y');
      close.lastIndex = at;
      const end = close.exec(source);
      if (end?.[1] !== name) fail(`expected </${name}>`);
      at = close.lastIndex;
      break;
    }
    if (children.length === 0) return { name, children, text: decodeText(text) };
    if (text.trim() !== '') fail(`<${name}> mixes text and elements`);
    return { name, children, text: '' };
  }

  skipSpace();
  const root = element(0);
  skipSpace();
  if (at !== source.length) fail('content after the root element');
  return root;
}

/** The five named entities and character references; a bare `&` is an error, as in XML. */
function decodeText(raw: string): string {
  return raw.replace(/&([^;&]*);|&/g, (whole, reference: string | undefined) => {
    if (reference === undefined) throw new SyntaxError('bare & in text');
    const named = ENTITIES[reference];
    if (named !== undefined) return named;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(reference);
    if (!numeric) throw new SyntaxError(`unknown entity ${whole}`);
    // fromCodePoint throws a RangeError above U+10FFFF.
    return String.fromCodePoint(numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]));
  });
}
