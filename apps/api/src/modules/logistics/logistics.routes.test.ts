import { setTimeout } from 'node:timers/promises';
import type {
  Carrier,
  DeliveryOptions,
  DeliveryPriceInput,
  ParcelPointList,
  ParcelPointsStatus,
  SellerLogistics,
} from '@glowmarket/shared/logistics';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, sellerWithCompany } from '../../../test/catalog';
import { createTestClock } from '../../../test/clock';
import { startShipx, type FakePoint } from '../../../test/shipx-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';
import { parcelPoints } from './logistics.tables';

const KRAKOW = { latitude: 50.0614, longitude: 19.9366 };

/** Seven lockers going east from Kraków's market square, about 0.7 km apart, and two in Warsaw. */
const POINTS: FakePoint[] = [
  ...Array.from({ length: 7 }, (_, index) => ({
    name: `KRA${String(index + 1).padStart(3, '0')}`,
    latitude: KRAKOW.latitude,
    longitude: KRAKOW.longitude + 0.01 * (index + 1),
    city: 'Kraków',
    postCode: `31-${String(100 + index)}`,
    street: `Długa ${index + 1}`,
    description: `Przy sklepie ${index + 1}`,
  })),
  {
    name: 'WAW001',
    latitude: 52.2297,
    longitude: 21.0122,
    city: 'Warszawa',
    postCode: '00-001',
    street: 'Marszałkowska 1',
    description: 'Przy metrze',
  },
  {
    name: 'WAW002',
    latitude: 52.24,
    longitude: 21.02,
    city: 'Warszawa',
    postCode: '00-002',
    street: 'Marszałkowska 2',
    description: 'Przy kiosku',
  },
];

let shipx: Awaited<ReturnType<typeof startShipx>>;
let testApp: TestApp;
let admin: string;
const clock = createTestClock(new Date('2026-11-24T12:00:00Z'));

beforeAll(async () => {
  shipx = await startShipx({ pageSize: 3 });
  shipx.setPoints(POINTS);
  // ShipX set and an empty points table: the app synchronises once it is ready.
  testApp = await createTestApp({ shipxUrl: shipx.url }, { clock });
  await testApp.app.ready();
  admin = await adminToken(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await shipx.close();
});

const get = <T>(url: string, token?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } }).then((r) => ({
    status: r.statusCode,
    body: r.json<T>(),
  }));

async function pointsStatus(): Promise<ParcelPointsStatus> {
  return (await get<ParcelPointsStatus>('/api/admin/logistics/parcel-points', admin)).body;
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await setTimeout(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function carriers(): Promise<Carrier[]> {
  return (await get<{ items: Carrier[] }>('/api/admin/logistics/carriers', admin)).body.items;
}

async function methodId(carrierName: string, kind: string, cod = false): Promise<string> {
  const carrier = (await carriers()).find((candidate) => candidate.name === carrierName);
  const method = carrier?.methods.find((candidate) => candidate.kind === kind && candidate.cod === cod);
  if (!method) throw new Error(`no ${carrierName} ${kind} method`);
  return method.id;
}

function addPrice(token: string, input: DeliveryPriceInput) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/seller/logistics/prices',
    headers: bearer(token),
    payload: input,
  });
}

describe('carriers and methods', () => {
  it('start with the pickup-point carrier, two couriers with COD, InPost and store pickup', async () => {
    const list = await carriers();
    const describe = (name: string) =>
      list
        .find((carrier) => carrier.name === name)
        ?.methods.map((method) => `${method.kind}${method.cod ? '+cod' : ''}${method.needsPoint ? '+point' : ''}`);
    expect(describe('InPost')).toEqual(['courier', 'parcel_locker+point']);
    expect(describe('DPD')).toEqual(['courier', 'courier+cod']);
    expect(describe('DHL')).toEqual(['courier', 'courier+cod']);
    expect(describe('Orlen Paczka')).toEqual(['pickup_point+point', 'pickup_point+cod+point']);
    expect(describe('Store pickup')).toEqual(['store_pickup']);
  });

  it('are kept by the operator: add, rename, a method each; names and methods once', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logistics/carriers',
      headers: bearer(admin),
      payload: { name: 'GLS' },
    });
    expect(created.statusCode).toBe(201);
    const gls = created.json<{ items: Carrier[] }>().items.find((carrier) => carrier.name === 'GLS');
    expect(gls).toMatchObject({ active: true, methods: [] });

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logistics/carriers',
      headers: bearer(admin),
      payload: { name: 'gls' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'carrier_name_taken' });

    const method = { kind: 'courier', cod: true };
    const url = `/api/admin/logistics/carriers/${gls?.id}/methods`;
    const added = await testApp.app.inject({ method: 'POST', url, headers: bearer(admin), payload: method });
    expect(added.statusCode).toBe(201);
    const twice = await testApp.app.inject({ method: 'POST', url, headers: bearer(admin), payload: method });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'delivery_method_exists' });

    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/logistics/carriers/${gls?.id}`,
      headers: bearer(admin),
      payload: { name: 'GLS Poland', active: false },
    });
    expect(renamed.json<{ items: Carrier[] }>().items.find((carrier) => carrier.id === gls?.id)).toMatchObject({
      name: 'GLS Poland',
      active: false,
      // A method of a carrier switched off is offered nowhere.
      methods: [{ kind: 'courier', cod: true, active: false }],
    });
  });

  it('are the operator’s: a seller is refused', async () => {
    const { token } = await sellerWithCompany(testApp.app);
    expect((await get('/api/admin/logistics/carriers', token)).status).toBe(403);
    expect((await get('/api/admin/logistics/carriers')).status).toBe(401);
  });
});

describe('a seller’s price list', () => {
  it('refuses a key already in the list, but another seller may use it', async () => {
    const first = await sellerWithCompany(testApp.app);
    const second = await sellerWithCompany(testApp.app);
    const entry = { methodId: await methodId('DPD', 'courier'), key: 'DPD-1', price: 599, deliveryDays: 2 };

    expect((await addPrice(first.token, entry)).statusCode).toBe(201);
    const duplicate = await addPrice(first.token, { ...entry, key: ' DPD-1 ', price: 699 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'delivery_key_exists',
      error: 'This key already exists in the list...',
    });
    expect((await addPrice(second.token, entry)).statusCode).toBe(201);

    // Changing another entry to the taken key is refused the same way, and nothing is lost.
    const other = await addPrice(first.token, { ...entry, key: 'DPD-2' });
    const otherId = other.json<SellerLogistics>().entries.find((row) => row.key === 'DPD-2')?.id;
    const clash = await testApp.app.inject({
      method: 'PUT',
      url: `/api/seller/logistics/prices/${otherId}`,
      headers: bearer(first.token),
      payload: { ...entry, key: 'DPD-1' },
    });
    expect(clash.statusCode).toBe(409);
    const list = (await get<SellerLogistics>('/api/seller/logistics', first.token)).body;
    expect(list.entries.map((row) => [row.key, row.price.amount])).toEqual([
      ['DPD-1', 599],
      ['DPD-2', 599],
    ]);
  });

  it('is its own: another seller’s entry answers 404 to read, change and delete', async () => {
    const owner = await sellerWithCompany(testApp.app);
    const stranger = await sellerWithCompany(testApp.app);
    const entry = { methodId: await methodId('DHL', 'courier'), key: 'DHL', price: 649, deliveryDays: 2 };
    const id = (await addPrice(owner.token, entry)).json<SellerLogistics>().entries[0]?.id;

    const theirs = (await get<SellerLogistics>('/api/seller/logistics', stranger.token)).body;
    expect(theirs.entries).toEqual([]);
    const url = `/api/seller/logistics/prices/${id}`;
    const change = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: bearer(stranger.token),
      payload: { ...entry, price: 1 },
    });
    expect(change.statusCode).toBe(404);
    const remove = await testApp.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) });
    expect(remove.statusCode).toBe(404);
    const mine = (await get<SellerLogistics>('/api/seller/logistics', owner.token)).body;
    expect(mine.entries.map((row) => row.price.amount)).toEqual([649]);
  });

  it('takes only methods buyers are offered, and whole money', async () => {
    const { token } = await sellerWithCompany(testApp.app);
    const storePickup = await addPrice(token, {
      methodId: await methodId('Store pickup', 'store_pickup'),
      key: 'SHOP',
      price: 0,
      deliveryDays: 0,
    });
    expect(storePickup.statusCode).toBe(400);
    expect(storePickup.json()).toMatchObject({ details: { fields: [{ field: 'body.methodId', reason: 'choose' }] } });
    const fractional = await addPrice(token, {
      methodId: await methodId('DPD', 'courier'),
      key: 'X',
      price: 5.99,
      deliveryDays: 1,
    });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json()).toMatchObject({ details: { fields: [{ field: 'body.price', reason: 'wholeNumber' }] } });
  });

  it('decides whether the seller is configured, for the seller and the operator', async () => {
    const { token, companyId } = await sellerWithCompany(testApp.app);
    const unconfigured = async () =>
      (await get<{ items: { id: string }[] }>('/api/admin/logistics/unconfigured-sellers', admin)).body.items.map(
        (seller) => seller.id,
      );
    expect((await get('/api/seller/logistics/status', token)).body).toEqual({ configured: false });
    expect(await unconfigured()).toContain(companyId);

    const locker = await methodId('InPost', 'parcel_locker');
    await addPrice(token, { methodId: locker, key: 'LOCKER', price: 399, deliveryDays: 1 });
    expect((await get('/api/seller/logistics/status', token)).body).toEqual({ configured: true });
    expect(await unconfigured()).not.toContain(companyId);

    // The operator switches the method off: the list no longer delivers anything.
    const off = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/logistics/methods/${locker}`,
      headers: bearer(admin),
      payload: { needsPoint: true, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get('/api/seller/logistics/status', token)).body).toEqual({ configured: false });
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/logistics/methods/${locker}`,
      headers: bearer(admin),
      payload: { needsPoint: true, active: true },
    });
  });
});

describe('delivery options a buyer sees', () => {
  it('say delivery is not available until the seller has a price list', async () => {
    const { companyId } = await sellerWithCompany(testApp.app);
    const options = await get<DeliveryOptions>(`/api/logistics/delivery-options?company=${companyId}`);
    expect(options.body).toEqual({ available: false, cheapest: null, freeFrom: null, options: [] });
  });

  it('show the cheapest delivery and the lowest threshold in the buyer’s currency, and store pickup', async () => {
    const { token, companyId } = await sellerWithCompany(testApp.app);
    await addPrice(token, {
      methodId: await methodId('DPD', 'courier'),
      key: 'DPD',
      price: 599,
      freeFrom: 9900,
      deliveryDays: 2,
    });
    await addPrice(token, {
      methodId: await methodId('InPost', 'parcel_locker'),
      key: 'LOCKER',
      price: 399,
      freeFrom: 14900,
      deliveryDays: 1,
    });
    const shop = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(token),
      payload: {
        translations: { 'en-US': { title: 'Studio', description: '' } },
        address: { street: 'Długa 1', postalCode: '31-147', city: 'Kraków', country: 'PL' },
        location: KRAKOW,
        hours: defaultOpeningHours(),
        showOnMap: true,
        pickup: true,
      },
    });
    expect(shop.statusCode).toBe(201);

    const euros = (await get<DeliveryOptions>(`/api/logistics/delivery-options?company=${companyId}`)).body;
    expect(euros).toMatchObject({
      available: true,
      cheapest: { amount: 399, currency: 'EUR' },
      freeFrom: { amount: 9900, currency: 'EUR' },
    });
    expect(euros.options.map((option) => [option.kind, option.price.amount, option.deliveryDays])).toEqual([
      ['parcel_locker', 399, 1],
      ['courier', 599, 2],
      ['store_pickup', 0, 0],
    ]);

    const zloty = (
      await get<DeliveryOptions>(`/api/logistics/delivery-options?company=${companyId}`, undefined, {
        'x-currency': 'PLN',
      })
    ).body;
    expect(zloty.cheapest).toMatchObject({ currency: 'PLN', base: { amount: 399, currency: 'EUR' } });
    expect(zloty.cheapest?.amount).toBeGreaterThan(399);
  });

  it('answer 404 for a company that is not selling', async () => {
    const pending = await sellerWithCompany(testApp.app, 'pending');
    expect((await get(`/api/logistics/delivery-options?company=${pending.companyId}`)).status).toBe(404);
  });
});

describe('parcel lockers from ShipX', () => {
  it('are imported once each from every page, then updated and retired by the next sync', async () => {
    await until(async () => (await pointsStatus()).points === POINTS.length, 'the first sync');
    const pageRequests = shipx.requests.filter((url) => url.pathname === '/v1/points');
    expect(pageRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const url of pageRequests) {
      expect(url.searchParams.get('type')).toBe('parcel_locker');
      expect(url.searchParams.get('status')).toBe('Operating');
      expect(Number(url.searchParams.get('per_page'))).toBeGreaterThan(0);
    }
    const rows = await testApp.app.db.select().from(parcelPoints);
    expect(rows.map((row) => row.name).sort()).toEqual(POINTS.map((point) => point.name).sort());

    // KRA002 moves its description, WAW002 closes; the rest are as they were.
    shipx.setPoints(
      POINTS.filter((point) => point.name !== 'WAW002').map((point) =>
        point.name === 'KRA002' ? { ...point, description: 'Przy wejściu do galerii' } : point,
      ),
    );
    clock.advance(3_600_000);
    const sync = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logistics/parcel-points/sync',
      headers: bearer(admin),
    });
    expect(sync.statusCode).toBe(202);
    await until(async () => (await pointsStatus()).points === POINTS.length - 1, 'the second sync');

    const after = new Map((await testApp.app.db.select().from(parcelPoints)).map((row) => [row.name, row]));
    expect(after.size).toBe(POINTS.length);
    expect(after.get('WAW002')?.retiredAt).toEqual(clock.now());
    expect(after.get('KRA002')).toMatchObject({ description: 'Przy wejściu do galerii', changedAt: clock.now() });
    expect(after.get('KRA003')?.changedAt).toEqual(new Date('2026-11-24T12:00:00Z'));
    expect((await get('/api/logistics/parcel-points/WAW002')).status).toBe(404);
    expect((await get('/api/logistics/parcel-points/kra002')).body).toMatchObject({
      name: 'KRA002',
      address: { line1: 'Długa 2', line2: '31-101 Kraków' },
      description: 'Przy wejściu do galerii',
      openingHours: '24/7',
    });
  });

  it('are found nearest first around a position, a town or a postal code', async () => {
    await until(async () => (await pointsStatus()).points === POINTS.length - 1, 'the lockers');
    // From just east of KRA004: KRA004, then KRA005 and KRA003, …
    const near = (
      await get<ParcelPointList>(
        `/api/logistics/parcel-points?latitude=${KRAKOW.latitude}&longitude=${KRAKOW.longitude + 0.041}&limit=4`,
      )
    ).body;
    expect(near.items.map((point) => point.name)).toEqual(['KRA004', 'KRA005', 'KRA003', 'KRA006']);
    const distances = near.items.map((point) => point.distanceKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeCloseTo(0.07, 1);

    const town = (await get<ParcelPointList>('/api/logistics/parcel-points?q=krakow')).body;
    expect(town.center?.label).toBe('Kraków');
    expect(town.items.slice(0, 7).every((point) => point.city === 'Kraków')).toBe(true);
    expect(town.items.at(-1)?.name).toBe('WAW001');

    const postal = (await get<ParcelPointList>('/api/logistics/parcel-points?q=31106&limit=1')).body;
    expect(postal.items.map((point) => point.name)).toEqual(['KRA007']);

    const nowhere = await get<ParcelPointList>('/api/logistics/parcel-points?q=99-999');
    expect(nowhere.body).toEqual({ center: null, items: [] });
    expect((await get('/api/logistics/parcel-points')).status).toBe(400);
  });
});
