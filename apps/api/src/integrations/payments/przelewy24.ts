import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  NotificationRejected,
  type IncomingNotification,
  type NotificationAnswer,
  type PaymentLookup,
  type PaymentNotice,
  type PaymentOperator,
  type PaymentRedirect,
  type PaymentStart,
} from './operator';

/**
 * Przelewy24's REST API v1 for the marketplace's own account: `POST /api/v1/transaction/register`
 * gives a token and the buyer pays on `{host}/trnRequest/{token}`; P24 then posts a JSON
 * notification to `urlStatus`, and the payment is P24's only once the marketplace has called
 * `PUT /api/v1/transaction/verify`. P24 notifies nothing for a payment that did not happen
 * (declined, cancelled): `GET /api/v1/transaction/by/sessionId/{sessionId}` tells it once the buyer
 * is back. Every call is HTTP Basic `posId:apiKey`; every message carries a `sign` made with the
 * CRC key.
 */

/** P24 refused or could not be reached; `message` is P24's `error` text. */
export class Przelewy24Error extends Error {
  override readonly name = 'Przelewy24Error';
  constructor(
    /** P24's HTTP status; 502 for no or an unreadable answer, 504 for a timeout. */
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * P24's checksum: SHA-384 hex of the fields as JSON, in the order given, with nothing escaped
 * that need not be (PHP's `JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES`, which is what
 * `JSON.stringify` writes anyway), so the key order of `fields` is part of the signature.
 */
export function p24Sign(fields: Record<string, string | number>): string {
  return createHash('sha384').update(JSON.stringify(fields), 'utf8').digest('hex');
}

const notificationSchema = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1),
  amount: z.number().int().nonnegative(),
  originAmount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  orderId: z.number().int().positive(),
  methodId: z.number().int(),
  statement: z.string(),
  sign: z.string(),
});

const registeredSchema = z.object({ data: z.object({ token: z.string().min(1) }) });
const verifiedSchema = z.object({ data: z.object({ status: z.literal('success') }) });
/** P24's `status` of a transaction: 0 no payment, 1 advance payment (paid, not verified), 2 payment made, 3 returned. */
const transactionSchema = z.object({
  data: z.object({ status: z.number().int().min(0).max(3), orderId: z.number().int().nonnegative() }),
});
const errorSchema = z.object({ error: z.unknown().optional() });

/** The languages P24's payment page speaks (ISO 639-1, except P24's `se` for Swedish). */
const P24_LANGUAGES = new Set([
  'bg',
  'cs',
  'de',
  'en',
  'es',
  'fr',
  'hr',
  'hu',
  'it',
  'nl',
  'pl',
  'pt',
  'se',
  'sk',
  'ro',
]);

const FETCH_TIMEOUT_MS = 30_000;

export function createPrzelewy24(options: {
  baseUrl: string;
  merchantId: number;
  posId: number;
  crcKey: string;
  apiKey: string;
}): PaymentOperator {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const authorization = `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const message = timedOut ? 'Przelewy24 did not answer in time' : 'Przelewy24 is unreachable';
      throw new Przelewy24Error(timedOut ? 504 : 502, message, { cause: error });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorSchema.safeParse(answer);
      const text = parsed.success ? parsed.data.error : undefined;
      // P24 puts a message in `error`, or for some validation failures an object of them.
      const message = typeof text === 'string' ? text : text ? JSON.stringify(text) : undefined;
      throw new Przelewy24Error(response.status, message ?? `Przelewy24 answered ${response.status}`);
    }
    return answer;
  }

  return {
    name: 'przelewy24',

    async start(input: PaymentStart): Promise<PaymentRedirect> {
      // P24 has one way back for paid and cancelled alike (`urlReturn`), and no idempotency key:
      // the payments module's session id is what makes a transaction one. `waitForResult` keeps the
      // buyer on P24's page until the bank has answered, so a buyer back at `urlReturn` has paid or
      // has not: what `lookUp` then reads is the outcome, not a transfer still on its way.
      const answer = await call('POST', 'api/v1/transaction/register', {
        merchantId: options.merchantId,
        posId: options.posId,
        sessionId: input.paymentId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        email: input.customerEmail,
        country: 'PL',
        language: p24Language(input.language),
        urlReturn: input.returnUrl,
        urlStatus: input.notifyUrl,
        waitForResult: true,
        sign: p24Sign({
          sessionId: input.paymentId,
          merchantId: options.merchantId,
          amount: input.amount,
          currency: input.currency,
          crc: options.crcKey,
        }),
      });
      const parsed = registeredSchema.safeParse(answer);
      if (!parsed.success) throw new Przelewy24Error(502, 'Przelewy24 registered a transaction without a token');
      const token = parsed.data.data.token;
      return { kind: 'redirect', url: `${base}trnRequest/${encodeURIComponent(token)}`, operatorRef: token };
    },

    async readNotification({ rawBody }: IncomingNotification): Promise<PaymentNotice[]> {
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new NotificationRejected('The Przelewy24 notification is not JSON');
      }
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) throw new NotificationRejected('The Przelewy24 notification lacks a field');
      const notification = parsed.data;
      if (notification.merchantId !== options.merchantId || notification.posId !== options.posId)
        throw new NotificationRejected('The Przelewy24 notification is for another merchant');
      const expected = p24Sign({
        merchantId: notification.merchantId,
        posId: notification.posId,
        sessionId: notification.sessionId,
        amount: notification.amount,
        originAmount: notification.originAmount,
        currency: notification.currency,
        orderId: notification.orderId,
        methodId: notification.methodId,
        statement: notification.statement,
        crc: options.crcKey,
      });
      if (!sameHex(notification.sign, expected))
        throw new NotificationRejected('The Przelewy24 notification sign is wrong');
      // P24 notifies only a payment the buyer made; it counts once `confirm` has verified it.
      return [
        {
          eventId: String(notification.orderId),
          paymentId: notification.sessionId,
          operatorRef: String(notification.orderId),
          status: 'paid',
          amount: notification.amount,
          currency: notification.currency,
        },
      ];
    },

    answer(): NotificationAnswer {
      return { status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'success' }) };
    },

    async confirm(notice: PaymentNotice): Promise<void> {
      const orderId = Number(notice.operatorRef);
      if (!Number.isSafeInteger(orderId) || orderId <= 0)
        throw new Przelewy24Error(400, `Not a Przelewy24 order id: ${notice.operatorRef}`);
      const answer = await call('PUT', 'api/v1/transaction/verify', {
        merchantId: options.merchantId,
        posId: options.posId,
        sessionId: notice.paymentId,
        amount: notice.amount,
        currency: notice.currency,
        orderId,
        sign: p24Sign({
          sessionId: notice.paymentId,
          orderId,
          amount: notice.amount,
          currency: notice.currency,
          crc: options.crcKey,
        }),
      });
      if (!verifiedSchema.safeParse(answer).success)
        throw new Przelewy24Error(502, `Przelewy24 did not verify order ${orderId}`);
    },

    async lookUp(paymentId: string): Promise<PaymentLookup> {
      let answer: unknown;
      try {
        answer = await call('GET', `api/v1/transaction/by/sessionId/${encodeURIComponent(paymentId)}`);
      } catch (error) {
        // "Transaction not exist": nobody paid anything under this session id.
        if (error instanceof Przelewy24Error && error.status === 404) return { status: 'unpaid', operatorRef: null };
        throw error;
      }
      const parsed = transactionSchema.safeParse(answer);
      if (!parsed.success) throw new Przelewy24Error(502, `Przelewy24 answered no transaction state for ${paymentId}`);
      const { status, orderId } = parsed.data.data;
      return { status: status === 0 ? 'unpaid' : 'paid', operatorRef: orderId > 0 ? String(orderId) : null };
    },
  };
}

/** 'pl-PL' → 'pl', 'sv-SE' → 'se'; a language P24's page does not speak gets English. */
function p24Language(language: string): string {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const code = primary === 'sv' ? 'se' : primary;
  return P24_LANGUAGES.has(code) ? code : 'en';
}

/** Compares two hex digests in constant time; a sign of another length is simply wrong. */
function sameHex(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
