import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, logIn, PASSWORD, signUp, someIp } from '../../../test/users';

let testApp: TestApp;
let app: TestApp['app'];
beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const address = { street: 'ul. Długa 12/4', city: 'Kraków', postalCode: '31-147', region: 'Małopolska', country: 'PL' };
const invoice = {
  entityName: 'Studio Urody Lena',
  taxId: 'PL5252248481',
  street: 'ul. Floriańska 3',
  city: 'Kraków',
  postalCode: '31-019',
  country: 'PL',
};

function call(token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url: `/api/users/me${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe('/api/users/me', () => {
  it('requires a session', async () => {
    for (const url of ['', '/shipping-addresses', '/invoice-details', '/export']) {
      const response = await app.inject({ method: 'GET', url: `/api/users/me${url}` });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('shows and edits the profile', async () => {
    const { token, email } = await signUp(app);
    const profile = await call(token, 'GET', '');
    expect(profile.json()).toMatchObject({
      email,
      firstName: 'Lena',
      policyVersion: '2026-11-01',
      permissions: ['user'],
    });

    const edited = await call(token, 'PATCH', '', {
      firstName: 'Helena',
      lastName: 'Nowak',
      phone: '+48 512 000 111',
      language: 'pl-PL',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Helena', language: 'pl-PL' });

    const invalid = await call(token, 'PATCH', '', {
      firstName: '',
      lastName: 'Nowak',
      phone: 'call me',
      language: 'xx-XX',
    });
    expect(invalid.statusCode).toBe(400);
    expect((await call(token, 'GET', '')).json()).toMatchObject({ firstName: 'Helena' });
  });
});

describe('shipping addresses', () => {
  it('adds, lists, edits and removes', async () => {
    const { token } = await signUp(app);
    const created = await call(token, 'POST', '/shipping-addresses', address);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    expect((await call(token, 'GET', '/shipping-addresses')).json()).toEqual({ items: [{ id, ...address }] });

    const edited = await call(token, 'PATCH', `/shipping-addresses/${id}`, { ...address, city: 'Wieliczka' });
    expect(edited.json()).toMatchObject({ id, city: 'Wieliczka' });

    expect((await call(token, 'DELETE', `/shipping-addresses/${id}`)).statusCode).toBe(204);
    expect((await call(token, 'GET', '/shipping-addresses')).json()).toEqual({ items: [] });
  });

  it('refuses incomplete addresses and unknown countries', async () => {
    const { token } = await signUp(app);
    const response = await call(token, 'POST', '/shipping-addresses', { street: '', city: 'Kraków', country: 'XX' });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json<{ details: { fields: { field: string }[] } }>()
      .details.fields.map((problem) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['body.street', 'body.postalCode', 'body.country']));
  });

  it("hides one user's addresses from another: 404 on read, change and removal", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const { id } = (await call(owner.token, 'POST', '/shipping-addresses', address)).json<{ id: string }>();

    expect((await call(stranger.token, 'GET', '/shipping-addresses')).json()).toEqual({ items: [] });
    const change = await call(stranger.token, 'PATCH', `/shipping-addresses/${id}`, { ...address, city: 'Elsewhere' });
    expect(change.statusCode).toBe(404);
    expect((await call(stranger.token, 'DELETE', `/shipping-addresses/${id}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '/shipping-addresses')).json()).toEqual({ items: [{ id, ...address }] });
  });
});

describe('invoice details', () => {
  it('adds, lists, edits and removes', async () => {
    const { token } = await signUp(app);
    const created = await call(token, 'POST', '/invoice-details', invoice);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await call(token, 'GET', '/invoice-details')).json()).toEqual({ items: [{ id, ...invoice }] });
    expect(
      (await call(token, 'PATCH', `/invoice-details/${id}`, { ...invoice, entityName: 'Lena Beauty' })).json(),
    ).toMatchObject({
      entityName: 'Lena Beauty',
    });
    expect((await call(token, 'DELETE', `/invoice-details/${id}`)).statusCode).toBe(204);
  });

  it('refuses a tax ID that does not fit the country: a NIP by its checksum, an EU VAT number by its format', async () => {
    const { token } = await signUp(app);
    const problems = async (payload: object) => {
      const response = await call(token, 'POST', '/invoice-details', payload);
      expect(response.statusCode).toBe(400);
      return response.json<{ details: { fields: { field: string; reason: string }[] } }>().details.fields;
    };
    expect(await problems({ ...invoice, taxId: '5252248482' })).toEqual([
      expect.objectContaining({ field: 'body.taxId', reason: 'nip' }),
    ]);
    expect(await problems({ ...invoice, taxId: 'DE12345678', country: 'DE' })).toEqual([
      expect.objectContaining({ field: 'body.taxId', reason: 'taxId' }),
    ]);
    const german = await call(token, 'POST', '/invoice-details', {
      ...invoice,
      taxId: 'DE 123 456 789',
      country: 'DE',
    });
    expect(german.statusCode).toBe(201);
  });

  it("hides one user's invoice details from another", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const { id } = (await call(owner.token, 'POST', '/invoice-details', invoice)).json<{ id: string }>();
    expect((await call(stranger.token, 'GET', '/invoice-details')).json()).toEqual({ items: [] });
    expect((await call(stranger.token, 'PATCH', `/invoice-details/${id}`, invoice)).statusCode).toBe(404);
    expect((await call(stranger.token, 'DELETE', `/invoice-details/${id}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '/invoice-details')).json<{ items: unknown[] }>().items).toHaveLength(1);
  });
});

describe('password change', () => {
  it('asks the current password', async () => {
    const { token } = await signUp(app);
    const response = await call(token, 'PUT', '/password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: 'Amber-Orchid-77',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'wrong_password' });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { token, email } = await signUp(app);
    const other = await logIn(app, email, PASSWORD);
    const response = await call(token, 'PUT', '/password', {
      currentPassword: PASSWORD,
      newPassword: 'Amber-Orchid-77',
    });
    expect(response.statusCode).toBe(200);
    expect((await call(token, 'GET', '')).statusCode).toBe(200);
    expect((await call(other, 'GET', '')).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'Amber-Orchid-77' },
      remoteAddress: someIp(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('avatar', () => {
  it('is set from an image and removed', async () => {
    const { token } = await signUp(app);
    const jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#ffd8a8' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } })
      .toBuffer();
    const set = await call(token, 'PUT', '/avatar', { avatar: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    expect(set.statusCode).toBe(200);
    const { avatarUrl } = set.json<{ avatarUrl: string }>();
    const image = await app.inject({ method: 'GET', url: avatarUrl });
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();

    const removed = await call(token, 'DELETE', '/avatar');
    expect(removed.json()).toMatchObject({ avatarUrl: null });
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('answers everything stored about the user as a JSON file', async () => {
    const { token, email } = await signUp(app);
    await call(token, 'POST', '/shipping-addresses', address);
    await call(token, 'POST', '/invoice-details', invoice);
    const response = await call(token, 'GET', '/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const data = response.json<Record<string, unknown>>();
    expect(data).toMatchObject({
      profile: { email },
      shippingAddresses: [expect.objectContaining({ city: 'Kraków' })],
      invoiceDetails: [expect.objectContaining({ entityName: 'Studio Urody Lena' })],
    });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|token/i);
  });
});
