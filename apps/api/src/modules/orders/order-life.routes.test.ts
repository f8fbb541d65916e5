import type {
  BuyerOrderList,
  CustomerList,
  Purchase,
  SellerOrder,
  SellerOrderList,
  StatementList,
} from '@glowmarket/shared/orders';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { addToCart, checkout, placeOrder, prepareShop, stockOf } from '../../../test/orders';
import { startShipx } from '../../../test/shipx-server';
import { freePort } from '../../../test/ports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, mailDelivered, signUp } from '../../../test/users';
import { mailOutbox } from '../../lib/mail/mail.tables';
import { backgroundContext } from '../../plugins/request-context';

const SHIPX = { id: '4321', token: 'shipx-token-for-tests-0123456789' };

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;
let shipx: Awaited<ReturnType<typeof startShipx>>;
const clock = createTestClock(new Date('2026-03-14T10:00:00Z'));

beforeAll(async () => {
  shipx = await startShipx({ pageSize: 10, organization: SHIPX });
  testApp = await createTestApp(
    { shipxUrl: shipx.url, secretsKey: Buffer.alloc(32, 3), orderPaymentMinutes: 60 },
    { clock },
  );
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await shipx.close();
});

const app = () => testApp.app;

/** One buyer's purchase from one seller; answers both and the placed order. */
async function purchase(options: Parameters<typeof shop.sellerSelling>[0] & { quantity?: number }) {
  const seller = await shop.sellerSelling(options);
  const buyer = await signUp(app());
  await addToCart(app(), buyer.token, seller.productId, options.quantity ?? 1);
  const kind = options.delivery === 'locker' ? 'parcel_locker' : 'courier';
  const placed = await placeOrder(
    app(),
    buyer.token,
    checkout([
      {
        companyId: seller.companyId,
        optionId: seller.optionId,
        kind,
        ...(kind === 'parcel_locker' && { pointName: 'KRA012' }),
      },
    ]),
  );
  expect(placed.statusCode).toBe(201);
  const order = placed.json<Purchase>().orders[0]!;
  return { seller, buyer, order };
}

function move(token: string, id: string, body: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: `/api/seller/orders/${id}/status`,
    headers: bearer(token),
    payload: body,
  });
}

async function myOrders(token: string) {
  return (await app().inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json<BuyerOrderList>();
}

describe("a seller's orders", () => {
  it('moves along placed → paid → packed → shipped (tracking) → delivered, and the buyer sees it', async () => {
    const { seller, buyer, order } = await purchase({ price: 2000, stock: 5, delivery: 'dpd', fee: 500 });

    const list = (
      await app().inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(seller.token) })
    ).json<SellerOrderList>();
    expect(list.items.map((item) => item.number)).toEqual([order.number]);
    expect(list.items[0]).toMatchObject({
      total: { amount: 2500, currency: 'EUR' },
      commissionPercent: 6,
      commission: { amount: 120 },
      payout: { amount: 2380 },
      contact: { firstName: 'Ada', email: 'ada@example.com' },
      nextStatuses: ['paid', 'cancelled'],
    });

    expect((await move(seller.token, order.id, { status: 'packed' })).json()).toMatchObject({
      code: 'order_status_not_allowed',
    });
    expect((await move(seller.token, order.id, { status: 'paid' })).json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
    });
    expect((await move(seller.token, order.id, { status: 'packed' })).statusCode).toBe(200);
    const untracked = await move(seller.token, order.id, { status: 'shipped' });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json()).toMatchObject({ code: 'tracking_number_required' });
    expect(
      (await move(seller.token, order.id, { status: 'shipped', trackingNumber: 'DPD-0001234567' })).json(),
    ).toMatchObject({ status: 'shipped', trackingNumber: 'DPD-0001234567', nextStatuses: ['delivered'] });

    const mine = await myOrders(buyer.token);
    expect(mine.items[0]).toMatchObject({ number: order.number, status: 'shipped', trackingNumber: 'DPD-0001234567' });
    expect(mine.items[0]).not.toHaveProperty('commission');

    await mailDelivered(app());
    const mails = await app()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer.email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mails[0]?.text).toContain('DPD-0001234567');
    expect(mails.some((mail) => mail.subject.includes(order.number))).toBe(true);

    expect((await move(seller.token, order.id, { status: 'delivered' })).json()).toMatchObject({
      status: 'delivered',
      nextStatuses: [],
    });
  });

  it('cancels before shipping: stock back, a paid order owes a refund', async () => {
    const { seller, order } = await purchase({ price: 1500, stock: 4, delivery: 'dpd', fee: 500, quantity: 3 });
    expect(await stockOf(app(), order.lines[0]!.productId!)).toBe(1);
    await move(seller.token, order.id, { status: 'paid' });
    expect((await move(seller.token, order.id, { status: 'cancelled' })).json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    });
    expect(await stockOf(app(), order.lines[0]!.productId!)).toBe(4);
    // Cancelled once: the second try is refused and gives nothing back.
    expect((await move(seller.token, order.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(app(), order.lines[0]!.productId!)).toBe(4);
  });

  it('packs a cash-on-delivery order unpaid and marks it paid on delivery', async () => {
    const { seller, order } = await purchase({ price: 1500, stock: 4, delivery: 'dpdCod', fee: 700 });
    expect(order).toMatchObject({ paymentStatus: 'cod', payBy: null });
    await move(seller.token, order.id, { status: 'packed' });
    await move(seller.token, order.id, { status: 'shipped', trackingNumber: 'COD123456' });
    expect((await move(seller.token, order.id, { status: 'delivered' })).json()).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
  });

  it("never shows one seller another seller's orders or customers", async () => {
    const { order } = await purchase({ price: 1000, stock: 2, delivery: 'dpd', fee: 500 });
    const other = await shop.sellerSelling({ price: 1000, stock: 2, delivery: 'dpd', fee: 500 });
    const headers = bearer(other.token);
    for (const request of [
      { method: 'GET' as const, url: `/api/seller/orders/${order.id}` },
      { method: 'POST' as const, url: `/api/seller/orders/${order.id}/status`, payload: { status: 'paid' } },
      { method: 'POST' as const, url: `/api/seller/orders/${order.id}/shipment` },
      { method: 'GET' as const, url: `/api/seller/orders/${order.id}/label` },
    ]) {
      const response = await app().inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(404);
    }
    const list = (await app().inject({ method: 'GET', url: '/api/seller/orders', headers })).json<SellerOrderList>();
    expect(list.total).toBe(0);
    const customers = (
      await app().inject({ method: 'GET', url: '/api/seller/customers', headers })
    ).json<CustomerList>();
    expect(customers.total).toBe(0);
    const buyer = await signUp(app());
    expect(
      (await app().inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
    expect(
      (await app().inject({ method: 'GET', url: `/api/orders/groups/${order.groupId}`, headers: bearer(buyer.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('finds orders by status, day and customer, and lists the customers', async () => {
    const { seller, order } = await purchase({ price: 1200, stock: 9, delivery: 'dpd', fee: 500 });
    const headers = bearer(seller.token);
    const find = async (query: string) =>
      (await app().inject({ method: 'GET', url: `/api/seller/orders?${query}`, headers })).json<SellerOrderList>()
        .total;
    expect(await find('status=placed')).toBe(1);
    expect(await find('status=paid')).toBe(0);
    expect(await find('q=lovelace')).toBe(1);
    expect(await find(`q=${order.number.slice(-6)}`)).toBe(1);
    expect(await find('q=nobody')).toBe(0);
    expect(await find('from=2026-03-14&to=2026-03-14')).toBe(1);
    expect(await find('from=2026-03-15')).toBe(0);
    const customers = (
      await app().inject({ method: 'GET', url: '/api/seller/customers?q=ada', headers })
    ).json<CustomerList>();
    expect(customers.items).toMatchObject([
      { firstName: 'Ada', lastName: 'Lovelace', orders: 1, spent: { amount: 1700 } },
    ]);
  });
});

describe('unpaid orders', () => {
  it('are cancelled when their time runs out, stock returned once even with two workers at once', async () => {
    const seller = await shop.sellerSelling({ price: 1000, stock: 30, delivery: 'dpd', fee: 500 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUp(app())));
    for (const buyer of buyers) {
      await addToCart(app(), buyer.token, seller.productId, 3);
      const placed = await placeOrder(
        app(),
        buyer.token,
        checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'courier' }]),
      );
      expect(placed.statusCode).toBe(201);
    }
    // One buyer chooses cash on delivery: refused until the seller offers DPD's COD variant, then
    // that order no longer waits for a payment.
    const [first] = (await myOrders(buyers[0]!.token)).items;
    const codChoice = () =>
      app().inject({
        method: 'POST',
        url: `/api/orders/groups/${first!.groupId}/payment`,
        headers: bearer(buyers[0]!.token),
        payload: { method: 'cod' },
      });
    expect((await codChoice()).json()).toMatchObject({ code: 'payment_method_unavailable' });
    await app().inject({
      method: 'POST',
      url: '/api/seller/logistics/prices',
      headers: bearer(seller.token),
      payload: { methodId: shop.methods.dpdCod, key: 'dpd-cod', price: 700, freeFrom: null, deliveryDays: 2 },
    });
    const chosen = await codChoice();
    expect(chosen.json<Purchase>().orders[0]).toMatchObject({ paymentStatus: 'cod', payBy: null });
    expect(await stockOf(app(), seller.productId)).toBe(18);

    const worker = (name: string) => app().scheduled.expireUnpaidOrders(backgroundContext(app(), name));
    expect(await worker('early')).toBe(0);
    clock.advance(61 * 60_000);
    const [a, b] = await Promise.all([worker('worker-a'), worker('worker-b')]);
    // Other tests' unpaid orders expire too; this seller's three do, once.
    expect(a + b).toBeGreaterThanOrEqual(3);
    const cancelled = await app().inject({
      method: 'GET',
      url: '/api/seller/orders?status=cancelled',
      headers: bearer(seller.token),
    });
    expect(cancelled.json<SellerOrderList>().total).toBe(3);
    expect(await stockOf(app(), seller.productId)).toBe(27);
    expect(await worker('again')).toBe(0);
    expect(await stockOf(app(), seller.productId)).toBe(27);
    expect((await myOrders(buyers[1]!.token)).items[0]).toMatchObject({ status: 'cancelled', payBy: null });
    expect((await myOrders(buyers[0]!.token)).items[0]).toMatchObject({ status: 'placed', paymentStatus: 'cod' });
  });
});

describe('ShipX shipments', () => {
  it('creates an InPost locker shipment, waits for its confirmation, offers the label and ships with its number', async () => {
    const { seller, order } = await purchase({ price: 3000, stock: 3, delivery: 'locker', fee: 0 });
    const headers = bearer(seller.token);
    const unset = await app().inject({ method: 'POST', url: `/api/seller/orders/${order.id}/shipment`, headers });
    expect(unset.json()).toMatchObject({ code: 'shipx_not_configured' });
    await app().inject({
      method: 'PUT',
      url: '/api/seller/operators/shipx',
      headers,
      payload: { settings: { organizationId: SHIPX.id }, secrets: { apiKey: SHIPX.token } },
    });
    await move(seller.token, order.id, { status: 'paid' });

    const created = await app().inject({ method: 'POST', url: `/api/seller/orders/${order.id}/shipment`, headers });
    expect(created.statusCode).toBe(200);
    const shipped = created.json<SellerOrder>();
    expect(shipped.shipment?.status).toBe('confirmed');
    expect(shipped.shipment?.trackingNumber).toMatch(/^\d{24}$/);
    expect(shipped.canCreateShipment).toBe(false);
    expect(shipx.shipments.at(-1)).toMatchObject({
      service: 'inpost_locker_standard',
      reference: order.number,
      custom_attributes: { target_point: 'KRA012' },
      receiver: { email: 'ada@example.com', phone: '600700800' },
    });

    const label = await app().inject({ method: 'GET', url: `/api/seller/orders/${order.id}/label`, headers });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await move(seller.token, order.id, { status: 'packed' });
    expect((await move(seller.token, order.id, { status: 'shipped' })).json()).toMatchObject({
      status: 'shipped',
      trackingNumber: shipped.shipment?.trackingNumber,
    });
  });

  it('is only for InPost orders', async () => {
    const { seller, order } = await purchase({ price: 3000, stock: 3, delivery: 'dpd', fee: 0 });
    const response = await app().inject({
      method: 'POST',
      url: `/api/seller/orders/${order.id}/shipment`,
      headers: bearer(seller.token),
    });
    expect(response.json()).toMatchObject({ code: 'shipment_not_possible' });
  });
});

/** On another app: a seller delivering to InPost lockers, and a buyer's locker order from it. */
async function lockerOrderOn(other: FastifyInstance) {
  const otherShop = await prepareShop(other);
  const seller = await otherShop.sellerSelling({ price: 3000, stock: 3, delivery: 'locker', fee: 0 });
  const buyer = await signUp(other);
  await addToCart(other, buyer.token, seller.productId, 1);
  const placed = await placeOrder(
    other,
    buyer.token,
    checkout([{ companyId: seller.companyId, optionId: seller.optionId, kind: 'parcel_locker', pointName: 'KRA012' }]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { seller, order: placed.json<Purchase>().orders[0]! };
}

describe('ShipX in the demo and without SHIPX_URL', () => {
  it('the demo ships through the ShipX sandbox it serves, on the keys the seller saved, and hands out the A6 label', async () => {
    const port = await freePort();
    const demo = await createTestApp({ demoMode: true, publicUrl: `http://127.0.0.1:${port}` });
    onTestFinished(() => demo.close());
    await demo.app.listen({ port, host: '127.0.0.1' });
    const { seller, order } = await lockerOrderOn(demo.app);
    const headers = bearer(seller.token);
    const createShipment = () =>
      demo.app.inject({ method: 'POST', url: `/api/seller/orders/${order.id}/shipment`, headers });

    const before = await createShipment();
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'shipx_not_configured' });

    const saved = await demo.app.inject({
      method: 'PUT',
      url: '/api/seller/operators/shipx',
      headers,
      payload: { settings: { organizationId: '73210' }, secrets: { apiKey: 'demo-shipx-token-0123456789abcdef' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const checked = await demo.app.inject({ method: 'POST', url: '/api/seller/operators/shipx/check', headers });
    expect(checked.json()).toMatchObject({ lastCheck: { result: 'ok' } });

    const created = await createShipment();
    expect(created.statusCode, created.body).toBe(200);
    const shipped = created.json<SellerOrder>();
    expect(shipped.shipment).toMatchObject({
      status: 'confirmed',
      trackingNumber: expect.stringMatching(/^\d{24}$/) as string,
    });
    expect(shipped.canCreateShipment).toBe(false);

    const label = await demo.app.inject({ method: 'GET', url: `/api/seller/orders/${order.id}/label`, headers });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const pdf = label.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`InPost ${shipped.shipment?.trackingNumber}`);
  });

  it('a marketplace with no ShipX says so, rather than asking the seller for keys already saved', async () => {
    const live = await createTestApp({ demoMode: false, shipxUrl: undefined, secretsKey: Buffer.alloc(32, 5) });
    onTestFinished(() => live.close());
    const { seller, order } = await lockerOrderOn(live.app);
    const headers = bearer(seller.token);
    await live.app.inject({
      method: 'PUT',
      url: '/api/seller/operators/shipx',
      headers,
      payload: { settings: { organizationId: '73210' }, secrets: { apiKey: 'live-shipx-token-0123456789abcdef' } },
    });

    const refused = await live.app.inject({ method: 'POST', url: `/api/seller/orders/${order.id}/shipment`, headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'shipx_unavailable' });
    // Nothing is served at the demo's ShipX address outside the demo.
    const sandbox = await live.app.inject({ method: 'GET', url: '/sandbox/shipx/v1/shipments/1' });
    expect(sandbox.statusCode).toBe(404);
  });
});

describe('totals, commission and statements', () => {
  it('match a hand-computed three-seller purchase in integer cents', async () => {
    const statementClock = '2026-03';
    // Rose: 3 × €12.99 = €38.97, courier €5.99 → €44.96; commission 6 % of 3897 = 233.82 → 234.
    // Citrus: 1 × €45.50 = €45.50, free locker from €40 → €45.50; commission 273.
    // Lotus: 2 × €0.35 = €0.70, courier €3.49 → €4.19; commission 4.2 → 4.
    const rose = await shop.sellerSelling({ price: 1299, stock: 10, delivery: 'dpd', fee: 599 });
    const citrus = await shop.sellerSelling({ price: 4550, stock: 10, delivery: 'locker', fee: 399, freeFrom: 4000 });
    const lotus = await shop.sellerSelling({ price: 35, stock: 10, delivery: 'dpd', fee: 349 });
    const buyer = await signUp(app());
    await addToCart(app(), buyer.token, rose.productId, 3);
    await addToCart(app(), buyer.token, citrus.productId, 1);
    await addToCart(app(), buyer.token, lotus.productId, 2);
    const placed = await placeOrder(
      app(),
      buyer.token,
      checkout([
        { companyId: rose.companyId, optionId: rose.optionId, kind: 'courier' },
        { companyId: citrus.companyId, optionId: citrus.optionId, kind: 'parcel_locker', pointName: 'KRA012' },
        { companyId: lotus.companyId, optionId: lotus.optionId, kind: 'courier' },
      ]),
    );
    const group = placed.json<Purchase>();
    const byCompany = new Map(group.orders.map((order) => [order.company.id, order.total.amount]));
    expect([byCompany.get(rose.companyId), byCompany.get(citrus.companyId), byCompany.get(lotus.companyId)]).toEqual([
      4496, 4550, 419,
    ]);
    expect(group.total.amount).toBe(4496 + 4550 + 419);

    const statements = (
      await app().inject({
        method: 'GET',
        url: `/api/admin/statements?month=${statementClock}`,
        headers: bearer(shop.admin),
      })
    ).json<StatementList>();
    expect(statements.vatPercent).toBe(23);
    const row = (companyId: string) => statements.items.find((item) => item.company.id === companyId);
    // VAT 23 % on 234 = 53.82 → 54; on 273 = 62.79 → 63; on 4 = 0.92 → 1.
    expect(row(rose.companyId)).toMatchObject({ gross: 4496, commission: 234, commissionVat: 54, payout: 4208 });
    expect(row(citrus.companyId)).toMatchObject({ gross: 4550, commission: 273, commissionVat: 63, payout: 4214 });
    expect(row(lotus.companyId)).toMatchObject({ gross: 419, commission: 4, commissionVat: 1, payout: 414 });

    const own = await app().inject({
      method: 'GET',
      url: `/api/seller/statements?month=${statementClock}&format=csv`,
      headers: bearer(rose.token),
    });
    expect(own.headers['content-type']).toMatch(/^text\/csv/);
    const csv = own.body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/;1;44\.96;2\.34;0\.54;42\.08$/);

    const admin = (
      await app().inject({
        method: 'GET',
        url: `/api/admin/orders?company=${citrus.companyId}`,
        headers: bearer(shop.admin),
      })
    ).json<SellerOrderList>();
    expect(admin.totals).toMatchObject({ count: 1, gross: { amount: 4550 }, commission: { amount: 273 } });

    const vat = await app().inject({
      method: 'PUT',
      url: '/api/admin/statements/vat',
      headers: bearer(shop.admin),
      payload: { percent: 8 },
    });
    expect(vat.json()).toEqual({ percent: 8 });
    const forbidden = await app().inject({
      method: 'GET',
      url: `/api/admin/statements?month=${statementClock}`,
      headers: bearer(rose.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
