import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultOpeningHours, type ShopInput, type ShopSummary } from '@glowmarket/shared/shops';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, sellerWithCompany } from '../../../test/catalog';
import { createTestClock } from '../../../test/clock';
import { multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';

/** A local server speaking Nominatim's /search?format=jsonv2 as the real one does. */
async function startNominatim() {
  const requests: { url: string; userAgent: string | undefined }[] = [];
  let failing = false;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ url: url.pathname + url.search, userAgent: request.headers['user-agent'] });
    if (failing) {
      response.writeHead(503).end('overloaded');
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    const places = q.includes('Piotrkowska')
      ? [{ lat: '51.7592', lon: '19.4560', display_name: 'Piotrkowska 100, Łódź, Polska', place_id: 1 }]
      : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    fail: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let nominatim: Awaited<ReturnType<typeof startNominatim>>;
let testApp: TestApp;
// Tuesday 24 November 2026, 12:00 UTC: 13:00 in Warsaw, 12:00 in Lisbon.
const clock = createTestClock(new Date('2026-11-24T12:00:00Z'));

beforeAll(async () => {
  nominatim = await startNominatim();
  testApp = await createTestApp({ geocoderUrl: nominatim.url }, { clock });
});

afterAll(async () => {
  await testApp.close();
  await nominatim.close();
});

function shopInput(overrides: Partial<ShopInput> = {}): ShopInput {
  return {
    translations: { 'en-US': { title: 'Rose studio', description: 'Facials and our whole range.' } },
    address: { street: 'Piotrkowska 100', postalCode: '90-004', city: 'Łódź', country: 'PL' },
    location: { latitude: 51.7592, longitude: 19.456 },
    hours: defaultOpeningHours(),
    showOnMap: true,
    pickup: true,
    phone: '+48 600 700 800',
    email: 'studio@example.com',
    ...overrides,
  };
}

async function addShop(token: string, input: ShopInput = shopInput()) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/seller/shops',
    headers: bearer(token),
    payload: input,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const fieldsOf = (body: { details?: { fields?: { field: string; reason: string }[] } }) =>
  body.details?.fields?.map((field) => `${field.field}:${field.reason}`) ?? [];

describe('a seller’s shops', () => {
  it('adds a shop, shows it to visitors and lists it for its seller', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const id = await addShop(seller.token);

    const own = await testApp.app.inject({ method: 'GET', url: '/api/seller/shops', headers: bearer(seller.token) });
    expect(own.json<{ items: { id: string; title: string; timeZone: string }[] }>().items).toEqual([
      expect.objectContaining({ id, title: 'Rose studio', timeZone: 'Europe/Warsaw' }),
    ]);
    const page = await testApp.app.inject({ method: 'GET', url: `/api/shops/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      title: 'Rose studio',
      description: 'Facials and our whole range.',
      pickup: true,
      phone: '+48 600 700 800',
      address: { city: 'Łódź', country: 'PL' },
    });
  });

  it('checks the hours: closing after opening, ranges in order, HH:MM', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const hours = {
      ...defaultOpeningHours(),
      monday: { open: true, ranges: [{ opens: '18:00', closes: '09:00' }] },
      tuesday: {
        open: true,
        ranges: [
          { opens: '08:00', closes: '12:00' },
          { opens: '11:30', closes: '16:00' },
        ],
      },
      wednesday: { open: true, ranges: [{ opens: '9', closes: '17:00' }] },
    };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(seller.token),
      payload: shopInput({ hours }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual([
      'body.hours.monday.ranges.0.closes:closingAfterOpening',
      'body.hours.tuesday.ranges.1.opens:hoursOverlap',
      'body.hours.wednesday.ranges.0.opens:time',
    ]);
  });

  it('says "Location is required" without a location, and wants a title in the company’s language', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const noLocation = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(seller.token),
      payload: shopInput({ location: null }),
    });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json<{ details: { fields: unknown[] } }>().details.fields).toEqual([
      expect.objectContaining({ field: 'body.location', reason: 'locationRequired', message: 'Location is required' }),
    ]);
    const noTitle = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(seller.token),
      payload: shopInput({ translations: { 'pl-PL': { title: 'Studio' } } }),
    });
    expect(fieldsOf(noTitle.json())).toEqual(['body.translations.en-US.title:required']);
  });

  it('answers 404 for another seller’s shop: read, edit, delete, photos', async () => {
    const owner = await sellerWithCompany(testApp.app);
    const other = await sellerWithCompany(testApp.app);
    const id = await addShop(owner.token);
    const calls = [
      { method: 'GET' as const, url: `/api/seller/shops/${id}` },
      { method: 'PUT' as const, url: `/api/seller/shops/${id}`, payload: shopInput() },
      { method: 'DELETE' as const, url: `/api/seller/shops/${id}` },
      { method: 'PUT' as const, url: `/api/seller/shops/${id}/photos/order`, payload: { photoIds: [] } },
    ];
    for (const call of calls) {
      const response = await testApp.app.inject({ ...call, headers: bearer(other.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const still = await testApp.app.inject({
      method: 'GET',
      url: `/api/seller/shops/${id}`,
      headers: bearer(owner.token),
    });
    expect(still.statusCode).toBe(200);
  });

  it('takes photos up to 2 MB as WebP, refuses a 3 MB one with its message, reorders and deletes', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const id = await addShop(seller.token);
    const upload = (bytes: Buffer) => {
      const body = multipartFile('file', 'front.png', 'image/png', bytes, bearer(seller.token));
      return testApp.app.inject({ method: 'POST', url: `/api/seller/shops/${id}/photos`, ...body });
    };
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d88' } })
      .png()
      .toBuffer();
    expect((await upload(png)).statusCode).toBe(201);
    const second = await upload(png);
    const photos = second.json<{ photos: { id: string; large: string }[] }>().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]?.large).toMatch(/^\/uploads\/shops\/.+-1600\.webp$/);

    const tooBig = await upload(Buffer.alloc(3 * 1024 * 1024, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'File size exceeds 2 MB', code: 'file_too_large_2mb' });

    const [first, last] = photos.map((photo) => photo.id);
    const reordered = await testApp.app.inject({
      method: 'PUT',
      url: `/api/seller/shops/${id}/photos/order`,
      headers: bearer(seller.token),
      payload: { photoIds: [last, first] },
    });
    expect(reordered.json<{ photos: { id: string }[] }>().photos.map((photo) => photo.id)).toEqual([last, first]);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/seller/shops/${id}/photos/${last}`,
      headers: bearer(seller.token),
    });
    expect(removed.json<{ photos: { id: string }[] }>().photos.map((photo) => photo.id)).toEqual([first]);
  });

  it('deletes a shop, after which visitors get 404', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const id = await addShop(seller.token);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/seller/shops/${id}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/shops/${id}` })).statusCode).toBe(404);
  });

  it('hides a shop that is off the map, and every shop of a suspended company', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const hidden = await addShop(seller.token, shopInput({ showOnMap: false }));
    const shown = await addShop(seller.token);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/shops/${hidden}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/shops/${shown}` })).statusCode).toBe(200);

    const admin = await adminToken(testApp.app);
    const suspended = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${seller.companyId}/status`,
      headers: bearer(admin),
      payload: { action: 'suspend' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/shops/${shown}` })).statusCode).toBe(404);
    const list = await testApp.app.inject({ method: 'GET', url: `/api/shops?company=${seller.companyId}` });
    expect(list.json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('geocoding', () => {
  it('asks the Nominatim-compatible geocoder once per address, politely, and keeps the answer', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const ask = (q: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/geocode?q=${encodeURIComponent(q)}`,
        headers: bearer(seller.token),
      });
    const found = await ask('Piotrkowska 100, 90-004 Łódź, PL');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      location: { latitude: 51.7592, longitude: 19.456 },
      label: 'Piotrkowska 100, Łódź, Polska',
    });
    const before = nominatim.requests.length;
    expect((await ask('piotrkowska 100,  90-004 LODZ, pl')).statusCode).toBe(200);
    expect(nominatim.requests.length).toBe(before);
    expect(nominatim.requests[0]?.url).toMatch(/^\/search\?format=jsonv2&limit=1&q=Piotrkowska/);
    expect(nominatim.requests[0]?.userAgent).toMatch(/^Glowmarket\/\S+ \(http/);
  });

  it('answers "Error fetching geocode" when nothing is found or the geocoder fails', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const ask = (q: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/geocode?q=${encodeURIComponent(q)}`,
        headers: bearer(seller.token),
      });
    const unknown = await ask('Nowhere street 1, Atlantis');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ error: 'Error fetching geocode', code: 'geocode_not_found' });
    nominatim.fail(true);
    try {
      const failed = await ask('Another street 2, Łódź');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: 'Error fetching geocode', code: 'geocode_failed' });
    } finally {
      nominatim.fail(false);
    }
  });

  it('finds a town offline with the embedded gazetteer when no geocoder is configured', async () => {
    const offline = await createTestApp();
    try {
      const seller = await sellerWithCompany(offline.app);
      const response = await offline.app.inject({
        method: 'GET',
        url: `/api/geocode?q=${encodeURIComponent('ul. Floriańska 10, 31-019 Kraków, PL')}`,
        headers: bearer(seller.token),
      });
      expect(response.json()).toEqual({
        location: { latitude: expect.closeTo(50.06, 1) as number, longitude: expect.closeTo(19.94, 1) as number },
        label: 'Kraków, PL',
      });
    } finally {
      await offline.close();
    }
  });
});

describe('the store locator', () => {
  let companyId: string;
  const ids: Record<string, string> = {};
  const towns = {
    // Around Kraków (50.0614, 19.9366): 0, ~9 km, ~50 km, ~250 km (Warsaw).
    krakow: { latitude: 50.0614, longitude: 19.9366 },
    wieliczka: { latitude: 49.9874, longitude: 20.0647 },
    tarnow: { latitude: 50.0121, longitude: 20.9858 },
    warsaw: { latitude: 52.2298, longitude: 21.0118 },
  };

  beforeAll(async () => {
    const seller = await sellerWithCompany(testApp.app);
    companyId = seller.companyId;
    const lateWeekend = {
      ...defaultOpeningHours(),
      tuesday: { open: true, ranges: [{ opens: '18:00', closes: '24:00' }] },
      wednesday: { open: true, ranges: [{ opens: '00:00', closes: '02:00' }] },
    };
    for (const [name, location] of Object.entries(towns).reverse()) {
      ids[name] = await addShop(
        seller.token,
        shopInput({
          translations: { 'en-US': { title: name } },
          location,
          pickup: name !== 'tarnow',
          hours: name === 'wieliczka' ? lateWeekend : defaultOpeningHours(),
        }),
      );
    }
  });

  const list = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/shops?company=${companyId}&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: ShopSummary[] }>().items;
  };

  it('lists the nearest first around a point, with distances, within the radius', async () => {
    const around = await list('latitude=50.0614&longitude=19.9366');
    expect(around.map((shop) => shop.title)).toEqual(['krakow', 'wieliczka', 'tarnow', 'warsaw']);
    expect(around.map((shop) => Math.round(shop.distanceKm ?? -1))).toEqual([0, 12, 75, 253]);
    const nearWarsaw = await list('latitude=52.2&longitude=21.0');
    expect(nearWarsaw[0]?.title).toBe('warsaw');
    const close = await list('latitude=50.0614&longitude=19.9366&radiusKm=60');
    expect(close.map((shop) => shop.title)).toEqual(['krakow', 'wieliczka']);
  });

  it('filters by pickup and by open now, on each shop’s clock, across midnight', async () => {
    expect((await list('latitude=50.06&longitude=19.93&pickup=true')).map((shop) => shop.title)).toEqual([
      'krakow',
      'wieliczka',
      'warsaw',
    ]);
    // Tuesday 13:00 in Poland: the 9–17 shops are open, the evening one is not.
    expect((await list('latitude=50.06&longitude=19.93&openNow=true')).map((shop) => shop.title)).toEqual([
      'krakow',
      'tarnow',
      'warsaw',
    ]);
    // Wednesday 01:30 in Poland (00:30 UTC): only the one open from Tuesday 18:00 until 02:00.
    clock.advance(12.5 * 3_600_000);
    try {
      expect((await list('openNow=true')).map((shop) => shop.title)).toEqual(['wieliczka']);
    } finally {
      clock.advance(-12.5 * 3_600_000);
    }
  });

  it('refuses a point off the globe', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/shops?latitude=95&longitude=10' });
    expect(response.statusCode).toBe(400);
  });
});
