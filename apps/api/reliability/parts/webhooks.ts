/**
 * Operators deliver a notification at least once: again after a timeout, twice from two of their
 * workers, late and out of order, to whichever instance the load balancer picks. This part pays
 * 100 purchases with the demo's three operators, delivers every notification of every payment
 * three times, shuffled, a few at a time to both instances, and compares what that left with what
 * one clean delivery leaves: a control set of the same kinds of payment, each notification
 * delivered once, in order, before the replay starts.
 *
 * The notifications are signed as the operators sign them, with the demo sandboxes' keys. Stripe's
 * and Autopay's are checked by their signature alone, so they go to either instance. Przelewy24's
 * count only once the instance has confirmed them with P24 (`transaction/verify`), and each
 * instance's demo sandbox knows only the transactions registered through it: a Przelewy24
 * notification goes to the instance its payment started on, as the one real P24 would accept it
 * from either.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRIVACY_POLICY_VERSION } from '@glowmarket/shared/users';
import { emptyBuyerCarts, insertCartLines, json, type Product } from '../../bench/checkout-data';
import { rowsOf, type Database } from '../../src/db/client';
import { randomToken, sha256 } from '../../src/lib/crypto';
import { hashPassword } from '../../src/lib/passwords';
import type { Cluster, Instance } from '../cluster';
import {
  autopayNotification,
  autopayRemoteId,
  DEMO_KEYS,
  przelewy24Notification,
  stripeNotification,
  type SignedNotification,
} from '../operator-notifications';
import type { Part, PartResult } from '../part';

const PAYMENTS = 100;
/** Each kind twice, delivered once in order: what a clean delivery leaves. */
const CONTROLS_PER_KIND = 2;
const DELIVERIES = 3;
/** Deliveries in flight at once. */
const BATCH = 8;
const TIME_LIMIT_S = 90;
const REQUEST_TIMEOUT_MS = 20_000;
const SESSION_AGENT = 'reliability:webhooks';

/**
 * What the operator tells about one payment, in the order it happens. Each kind ends paid; the
 * earlier notices (a delayed method still on its way, a pending or failed transfer) must never
 * win over the payment when they arrive after it.
 */
const KINDS = {
  'stripe card': { method: 'stripe', notices: ['paid'] },
  'stripe delayed': { method: 'stripe', notices: ['processing', 'async_succeeded'] },
  'autopay transfer': { method: 'autopay', notices: ['SUCCESS'] },
  'autopay pending first': { method: 'autopay', notices: ['PENDING', 'SUCCESS'] },
  'autopay failed, then paid': { method: 'autopay', notices: ['FAILURE', 'SUCCESS'] },
  'przelewy24 transfer': { method: 'przelewy24', notices: ['paid'] },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

interface Buyer {
  id: string;
  email: string;
  token: string;
}

interface Purchase {
  kind: Kind;
  buyer: Buyer;
  /** The instance the purchase was placed and its payment started on. */
  home: Instance;
  groupId: string;
  orderId: string;
  orderNumber: string;
  paymentId: string;
  reference: string;
  amount: number;
  currency: string;
  /** Przelewy24's order id of the transaction, from the sandbox the payment was registered with. */
  p24OrderId?: number;
}

interface Notification extends SignedNotification {
  purchase: Purchase;
}

/** Everything a payment left that a second delivery could change. */
interface EndState {
  orders: string;
  payment: string;
  shares: string;
  notifications: string;
  mails: number;
}

class Http {
  requests = 0;
  serverErrors: string[] = [];

  async send(
    instance: Instance,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string },
  ) {
    this.requests += 1;
    const response = await fetch(`${instance.url}${path}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status >= 500) {
      this.serverErrors.push(
        `${init.method ?? 'GET'} ${path} on ${instance.name}: ${response.status} ${text.slice(0, 300)}`,
      );
    }
    return { status: response.status, text };
  }

  async json<T>(instance: Instance, path: string, token: string, body: unknown, key: string): Promise<T> {
    const answer = await this.send(instance, path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    if (answer.status !== 201) throw new Error(`POST ${path} on ${instance.name}: ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text) as T;
  }
}

/** Runs `work` on every item, `size` at a time. */
async function inBatches<T>(items: T[], size: number, work: (item: T, index: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
  }
}

/** Fisher–Yates with a seeded generator, so a failing run can be read again in the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Buyers made by SQL, verified, each with a session as login makes it. */
async function makeBuyers(db: Database, count: number): Promise<Buyer[]> {
  const run = randomUUID().slice(0, 8);
  const passwordHash = await hashPassword(`Webhooks-${run}-42`);
  const emails = Array.from({ length: count }, (_, index) => `webhooks-${run}-${index}@example.com`);
  const users = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      insert into users (username, email, first_name, last_name, phone, password_hash, language, policy_accepted_at, policy_version, verified_at)
      select e.email, e.email, 'Webhook', 'Buyer', '+48 600 700 800', ${passwordHash}, 'en-US', now(), ${PRIVACY_POLICY_VERSION}, now()
      from json_to_recordset(${json(emails.map((email) => ({ email })))}) as e(email text)
      returning id, email`),
  );
  const buyers = users.map((user) => ({ ...user, token: randomToken() }));
  await db.execute(sql`
    insert into user_sessions (user_id, token_hash, expires_at, user_agent)
    select user_id, token_hash, now() + interval '1 day', ${SESSION_AGENT}
    from json_to_recordset(${json(buyers.map((buyer) => ({ user_id: buyer.id, token_hash: sha256(buyer.token) })))})
      as s(user_id uuid, token_hash text)`);
  return buyers;
}

/**
 * A product of an approved demo seller with a courier delivery paid online, with stock enough for
 * every purchase of this part (added on top of what it had, so other parts' counts still hold).
 */
async function productToBuy(db: Database, count: number) {
  const [found] = rowsOf<Product & { optionId: string; stock: number }>(
    await db.execute(sql`
      select p.id, p.company_id as "companyId", p.price, p.stock, d.id as "optionId"
      from products p
      join companies c on c.id = p.company_id and c.status = 'approved'
      join delivery_prices d on d.company_id = p.company_id
      join delivery_methods m on m.id = d.method_id and m.kind = 'courier' and not m.cod and m.active
      where p.active and p.is_public
      order by p.stock desc, p.id
      limit 1`),
  );
  if (!found) throw new Error('the demo data has no product with a courier delivery paid online');
  await db.execute(sql`update products set stock = stock + ${count} where id = ${found.id}`);
  return found;
}

/** Places the purchase and starts its payment, on its home instance. */
async function placeAndStart(
  http: Http,
  db: Database,
  purchase: Omit<Purchase, 'groupId' | 'orderId' | 'orderNumber' | 'paymentId' | 'reference' | 'amount' | 'currency'>,
  offer: { companyId: string; optionId: string },
) {
  const { buyer, home } = purchase;
  const method = KINDS[purchase.kind].method;
  const placed = await http.json<{ id: string; orders: { id: string; number: string }[] }>(
    home,
    '/api/orders',
    buyer.token,
    {
      deliveries: [{ companyId: offer.companyId, optionId: offer.optionId, kind: 'courier' }],
      contact: { firstName: 'Webhook', lastName: 'Buyer', email: buyer.email, phone: '+48 600 700 800' },
      shippingAddress: { street: 'Długa 1', city: 'Kraków', postalCode: '31-147', country: 'PL' },
      invoice: null,
    },
    randomUUID(),
  );
  const order = placed.orders[0]!;
  const started = await http.json<{ id: string }>(
    home,
    '/api/payments',
    buyer.token,
    { groupId: placed.id, method, ...(method === 'autopay' && { orderId: order.id }) },
    randomUUID(),
  );
  const [row] = rowsOf<{ reference: string; amount: number; currency: string }>(
    await db.execute(sql`select reference, amount, currency from payments where id = ${started.id}`),
  );
  if (!row) throw new Error(`payment ${started.id} was answered but not stored`);
  const full: Purchase = {
    ...purchase,
    groupId: placed.id,
    orderId: order.id,
    orderNumber: order.number,
    paymentId: started.id,
    ...row,
  };
  if (method === 'przelewy24') full.p24OrderId = await p24OrderIdOf(http, home, row.reference);
  return full;
}

/** Przelewy24's order id of the transaction registered for the payment, as P24's API tells it. */
async function p24OrderIdOf(http: Http, instance: Instance, reference: string): Promise<number> {
  const { posId, apiKey } = DEMO_KEYS.przelewy24;
  const answer = await http.send(instance, `/sandbox/przelewy24/api/v1/transaction/by/sessionId/${reference}`, {
    headers: { authorization: `Basic ${Buffer.from(`${posId}:${apiKey}`).toString('base64')}` },
  });
  if (answer.status !== 200) throw new Error(`Przelewy24 knows no transaction ${reference}: ${answer.status}`);
  return (JSON.parse(answer.text) as { data: { orderId: number } }).data.orderId;
}

/** The payment's notifications, in the order the operator sends them. */
function notificationsOf(purchase: Purchase): Notification[] {
  const kind = KINDS[purchase.kind];
  const signed =
    kind.method === 'stripe'
      ? kind.notices.map((outcome) => stripeNotification(purchase, outcome))
      : kind.method === 'autopay'
        ? kind.notices.map((status) => autopayNotification(purchase, status))
        : [przelewy24Notification(purchase)];
  return signed.map((notification) => ({ ...notification, purchase }));
}

/** Operators count a notification delivered once it is answered 200; anything else they send again. */
async function deliver(http: Http, instance: Instance, notification: Notification): Promise<string | undefined> {
  const answer = await http.send(instance, notification.path, {
    method: 'POST',
    headers: { 'content-type': notification.contentType, ...notification.headers },
    body: notification.body,
  });
  if (answer.status === 200) return undefined;
  const { purchase } = notification;
  return `a ${purchase.kind} notification of payment ${purchase.paymentId} was answered ${answer.status} by ${instance.name}: ${answer.text.slice(0, 200)}`;
}

// ── The end state ────────────────────────────────────────────────────────────────────────────

async function endStates(db: Database, purchases: Purchase[]): Promise<Map<string, EndState>> {
  const keys = json(
    purchases.map((purchase) => ({
      payment_id: purchase.paymentId,
      order_id: purchase.orderId,
      email: purchase.buyer.email,
      number: purchase.orderNumber,
    })),
  );
  const rows = rowsOf<{ paymentId: string } & EndState>(
    await db.execute(sql`
      with k as (select * from json_to_recordset(${keys}) as k(payment_id uuid, order_id uuid, email text, number text)),
      mails as (
        select j.data from jobs.job j where j.name = 'mail'
        union all
        select a.data from jobs.archive a where a.name = 'mail'
      )
      select k.payment_id as "paymentId",
        (select o.status || '/' || o.payment_status || '/' || (o.paid_at is not null) from orders o where o.id = k.order_id) as orders,
        (select p.state || '/' || p.amount || ' ' || p.currency || '/' || coalesce(p.operator_ref, '-') || '/'
            || coalesce(p.flag_reason, '-') || '/' || coalesce(p.refund_amount::text, '-') || ' ' || coalesce(p.refund_state, '-')
            || '/' || (p.paid_at is not null)
          from payments p where p.id = k.payment_id) as payment,
        (select string_agg(s.amount || ' ' || coalesce(s.outcome, '-'), ',') from payment_orders s where s.payment_id = k.payment_id) as shares,
        (select count(*) || ' stored, ' || coalesce(sum(n.amount) filter (where n.state = 'paid'), 0) || ' paid'
          from payment_notifications n where n.payment_id = k.payment_id) as notifications,
        (select count(*)::int from mails m
          where m.data->>'to' = k.email or position(k.number in (m.data->>'subject') || (m.data->>'text')) > 0) as mails
      from k`),
  );
  return new Map(rows.map(({ paymentId, ...state }) => [paymentId, state]));
}

/** The state with what differs from payment to payment of a kind (amounts, references) taken out. */
function shapeOf(state: EndState, purchase: Purchase): EndState {
  const generic = (text: string) =>
    text
      .replaceAll(purchase.reference, '<reference>')
      .replaceAll(autopayRemoteId(purchase), '<reference>')
      .replaceAll(String(purchase.p24OrderId ?? '<none>'), '<p24 order>')
      .replace(new RegExp(`\\b${purchase.amount}\\b`, 'g'), '<amount>');
  return {
    orders: state.orders,
    payment: generic(state.payment),
    shares: generic(state.shares),
    notifications: generic(state.notifications),
    mails: state.mails,
  };
}

function differences(expected: EndState, found: EndState): string[] {
  return (Object.keys(expected) as (keyof EndState)[])
    .filter((field) => expected[field] !== found[field])
    .map((field) => `${field} ${String(found[field])} (one delivery: ${String(expected[field])})`);
}

export const webhooksPart: Part = {
  name: 'webhooks',
  timeLimitSeconds: TIME_LIMIT_S,

  async run(cluster: Cluster): Promise<PartResult> {
    const began = Date.now();
    const deadline = began + (TIME_LIMIT_S - 10) * 1000;
    const http = new Http();
    const violations: string[] = [];
    const { db } = cluster;

    const controls = KIND_NAMES.length * CONTROLS_PER_KIND;
    const buyers = await makeBuyers(db, PAYMENTS + controls);
    const offer = await productToBuy(db, buyers.length);
    const carts = await emptyBuyerCarts(db, buyers);
    await insertCartLines(
      db,
      carts.map((cartId) => ({ cartId, product: offer, quantity: 1 })),
    );

    // Controls first in the list, so their kinds are known before any replayed payment.
    const purchases: Purchase[] = [];
    await inBatches(buyers, BATCH, async (buyer, index) => {
      const kind = KIND_NAMES[index % KIND_NAMES.length]!;
      purchases[index] = await placeAndStart(http, db, { kind, buyer, home: cluster.pick(index) }, offer);
    });
    const clean = purchases.slice(0, controls);
    const replayed = purchases.slice(controls);

    // One clean delivery: each notification once, in the operator's order.
    const cleanBaseline = await endStates(db, clean);
    for (const purchase of clean) {
      for (const notification of notificationsOf(purchase)) {
        const refused = await deliver(http, purchase.home, notification);
        if (refused) violations.push(`clean delivery: ${refused}`);
      }
    }
    const cleanAfter = await endStates(db, clean);
    const expectedByKind = new Map<Kind, EndState>();
    for (const purchase of clean) {
      const before = cleanBaseline.get(purchase.paymentId)!;
      const after = cleanAfter.get(purchase.paymentId)!;
      const shape = shapeOf({ ...after, mails: after.mails - before.mails }, purchase);
      const known = expectedByKind.get(purchase.kind);
      if (!known) expectedByKind.set(purchase.kind, shape);
      else if (differences(known, shape).length > 0)
        violations.push(
          `two clean deliveries of ${purchase.kind} ended differently: ${differences(known, shape).join('; ')}`,
        );
      if (!after.payment.startsWith('paid/') || after.orders.split('/')[1] !== 'paid')
        violations.push(`a clean delivery of ${purchase.kind} left payment ${after.payment}, order ${after.orders}`);
    }

    // Every notification three times, shuffled, to both instances in turn, a batch at a time.
    const baseline = await endStates(db, replayed);
    const deliveries = shuffled(
      replayed
        .flatMap((purchase) => notificationsOf(purchase))
        .flatMap((notification) => Array.from({ length: DELIVERIES }, () => notification)),
      20_261_127,
    );
    let refusals = 0;
    let unfinished = 0;
    await inBatches(deliveries, BATCH, async (notification, index) => {
      if (Date.now() > deadline) {
        unfinished += 1;
        return;
      }
      const { purchase } = notification;
      const instance = KINDS[purchase.kind].method === 'przelewy24' ? purchase.home : cluster.pick(index);
      const refused = await deliver(http, instance, notification);
      if (refused) {
        refusals += 1;
        if (refusals <= 10) violations.push(refused);
      }
    });
    if (unfinished > 0)
      violations.push(`${unfinished} of ${deliveries.length} deliveries were not sent within ${TIME_LIMIT_S - 10} s`);
    if (refusals > 10) violations.push(`…and ${refusals - 10} more notifications were not answered 200`);

    const after = await endStates(db, replayed);
    let differing = 0;
    for (const purchase of replayed) {
      const before = baseline.get(purchase.paymentId)!;
      const found = after.get(purchase.paymentId)!;
      const shape = shapeOf({ ...found, mails: found.mails - before.mails }, purchase);
      const found_ = differences(expectedByKind.get(purchase.kind)!, shape);
      if (found_.length === 0) continue;
      differing += 1;
      if (differing <= 20)
        violations.push(
          `${purchase.kind} payment ${purchase.paymentId} after ${DELIVERIES} deliveries: ${found_.join('; ')}`,
        );
    }
    if (differing > 20) violations.push(`…and ${differing - 20} more payments ended otherwise than after one delivery`);
    violations.push(...http.serverErrors.slice(0, 10).map((error) => `5xx: ${error}`));

    return {
      name: 'webhooks',
      rounds: 1,
      requests: http.requests,
      violations,
      lostOrders: 0,
      duplicatedOrders: 0,
      seconds: (Date.now() - began) / 1000,
      figures: {
        payments: replayed.length,
        deliveries: deliveries.length - unfinished,
        differing,
        // Mails a paid card payment queues (the buyer's and the seller's): one clean delivery's count.
        mailsPerPayment: expectedByKind.get('stripe card')?.mails ?? 0,
        '5xx': http.serverErrors.length,
      },
    };
  },
};

export default webhooksPart;
