import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm } from '../../db/factories/companies';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../../test/catalog';
import { multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/users';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await adminToken(testApp.app);
});
afterAll(() => testApp.close());

const configurationUrl = '/api/admin/site/configuration';

function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
}

async function configuration() {
  const response = await inject('GET', configurationUrl, admin);
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
}

/** A delivery method a price list may use: InPost's courier (the seed's carriers). */
async function courierMethodId(): Promise<string> {
  const response = await inject('GET', '/api/admin/logistics/carriers', admin);
  const carriers = response.json<{ items: { methods: { id: string; kind: string; active: boolean }[] }[] }>().items;
  const method = carriers
    .flatMap((carrier) => carrier.methods)
    .find((entry) => entry.kind === 'courier' && entry.active);
  if (!method) throw new Error('no courier method in the seed');
  return method.id;
}

const input = {
  defaultLanguage: 'pl-PL',
  defaultCurrency: 'PLN',
  headerTexts: { 'en-US': 'Cosmetics straight from the makers', 'pl-PL': 'Kosmetyki prosto od producentów' },
  bannerTexts: { 'en-US': 'Free delivery from 50 €', 'de-DE': '' },
  bannerIcon: 'truck',
  appStoreUrl: 'https://apps.apple.com/app/glowmarket/id0000000001',
  googlePlayUrl: '',
  defaultDeliveryPrices: [],
};

describe('the operator configuration', () => {
  it('answers the settings as they start', async () => {
    expect(await configuration()).toMatchObject({
      defaultLanguage: 'en-US',
      defaultCurrency: 'EUR',
      headerTexts: {},
      bannerTexts: {},
      bannerIcon: 'sparkles',
      titleImageUrl: null,
      defaultDeliveryPrices: [],
    });
  });

  it('shows saved settings in the public site answer at once', async () => {
    const saved = await inject('PUT', configurationUrl, admin, input);
    expect(saved.statusCode).toBe(200);
    // An empty language is left out: it falls back to the default language's text.
    expect(saved.json()).toMatchObject({ bannerTexts: { 'en-US': 'Free delivery from 50 €' }, googlePlayUrl: '' });
    expect(Object.keys(saved.json<{ bannerTexts: object }>().bannerTexts)).toEqual(['en-US']);

    const site = await inject('GET', '/api/site');
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({
      defaultLanguage: 'pl-PL',
      defaultCurrency: { code: 'PLN' },
      headerTexts: input.headerTexts,
      bannerTexts: { 'en-US': 'Free delivery from 50 €' },
      bannerIcon: 'truck',
      appStoreUrl: input.appStoreUrl,
      // No link set: the store button is hidden.
      googlePlayUrl: null,
      titleImageUrl: null,
      // The answer's older fields stay as they were.
      portalName: 'Glowmarket',
      commissionPercent: 6,
      owner: { country: 'PL' },
    });
  });

  it('gives a visitor who asks for no language or currency of ours the default ones at once', async () => {
    await inject('PUT', '/api/admin/currencies', admin, { rates: { PLN: 4, SEK: 11 } });
    const { categoryId } = await createCategoryTree(testApp.app, admin, 'Sun care');
    const { token } = await sellerWithCompany(testApp.app);
    const id = await addProduct(testApp.app, token, productInput(categoryId, { price: 1000 }));
    const visit = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
    const priceOf = async (headers?: Record<string, string>) =>
      (await visit(`/api/products/${id}`, headers)).json<{ price: { currency: string } }>().price.currency;
    const categoryName = async (headers?: Record<string, string>) =>
      (await visit('/api/categories', headers))
        .json<{ id: string; name: string }[]>()
        .find((category) => category.id === categoryId)?.name;

    expect((await inject('PUT', configurationUrl, admin, { ...input, defaultCurrency: 'EUR' })).statusCode).toBe(200);
    expect(await priceOf()).toBe('EUR');
    expect((await inject('PUT', configurationUrl, admin, { ...input, defaultCurrency: 'SEK' })).statusCode).toBe(200);
    expect(await priceOf()).toBe('SEK');
    // A visitor's own choice still wins.
    expect(await priceOf({ 'x-currency': 'PLN' })).toBe('PLN');
    expect(await priceOf({ cookie: 'glowmarket.currency=EUR' })).toBe('EUR');

    // The browser's language when it is one of ours; else the default one.
    expect(await categoryName({ 'accept-language': 'ja-JP' })).toBe('Sun care (pl-PL)');
    expect(await categoryName({ 'accept-language': 'de-DE,ja;q=0.5' })).toBe('Sun care (de-DE)');
    expect(await categoryName({ 'x-language': 'fr-FR' })).toBe('Sun care (fr-FR)');
  });

  it('refuses anyone but the operator', async () => {
    const { token } = await sellerWithCompany(testApp.app);
    expect((await inject('GET', configurationUrl, token)).statusCode).toBe(403);
    const refused = await inject('PUT', configurationUrl, token, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await inject('PUT', configurationUrl, undefined, input)).statusCode).toBe(401);
  });

  it('refuses invalid input with a message per field and changes nothing', async () => {
    const before = await configuration();
    const response = await inject('PUT', configurationUrl, admin, {
      ...input,
      defaultLanguage: 'xx-XX',
      bannerIcon: 'rocket',
      appStoreUrl: 'javascript:alert(1)',
      googlePlayUrl: 'http://play.google.com/store/apps',
      headerTexts: { 'en-US': 'x'.repeat(121) },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { fields: { field: string; message: string }[] } }>();
    expect(body.code).toBe('validation_failed');
    const fields = body.details.fields.map((entry) => entry.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.defaultLanguage',
        'body.bannerIcon',
        'body.appStoreUrl',
        'body.googlePlayUrl',
        'body.headerTexts.en-US',
      ]),
    );
    for (const entry of body.details.fields) expect(entry.message).toBeTruthy();
    expect(await configuration()).toEqual(before);
  });

  it('refuses a default delivery price for a method no price list may use', async () => {
    const methodId = await courierMethodId();
    const entry = { methodId, price: 1299, freeFrom: 10000, deliveryDays: 2 };
    const response = await inject('PUT', configurationUrl, admin, {
      ...input,
      defaultDeliveryPrices: [entry, { ...entry, methodId: '00000000-0000-4000-8000-000000000000' }, entry],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: {
        fields: [
          { field: 'body.defaultDeliveryPrices.1.methodId', reason: 'choose' },
          { field: 'body.defaultDeliveryPrices.2.methodId', reason: 'format' },
        ],
      },
    });
    const negative = await inject('PUT', configurationUrl, admin, {
      ...input,
      defaultDeliveryPrices: [{ ...entry, price: -1 }],
    });
    expect(negative.statusCode).toBe(400);
  });

  it('starts a newly registered seller with the default delivery price list', async () => {
    const methodId = await courierMethodId();
    const saved = await inject('PUT', configurationUrl, admin, {
      ...input,
      defaultDeliveryPrices: [{ methodId, price: 1299, freeFrom: 15000, deliveryDays: 2 }],
    });
    expect(saved.statusCode).toBe(200);

    const { token } = await signUp(testApp.app);
    const registered = await inject('POST', '/api/companies', token, companyForm());
    expect(registered.statusCode).toBe(201);
    const logistics = await inject('GET', '/api/seller/logistics', token);
    expect(logistics.statusCode).toBe(200);
    const entries = logistics.json<{ entries: { key: string; method: { id: string } }[] }>().entries;
    expect(entries.map((entry) => [entry.key, entry.method.id])).toEqual([['default-1', methodId]]);
    expect(entries[0]).toMatchObject({
      price: { amount: 1299, currency: 'EUR' },
      freeFrom: { amount: 15000, currency: 'EUR' },
      deliveryDays: 2,
    });
  });

  it('keeps an uploaded title picture as WebP and shows it on the site', async () => {
    const png = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#e8b4c8' } })
      .png()
      .toBuffer();
    const upload = multipartFile('file', 'title.png', 'image/png', png, bearer(admin));
    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/site/title-image', ...upload });
    expect(response.statusCode).toBe(200);
    const url = response.json<{ titleImageUrl: string }>().titleImageUrl;
    expect(url).toMatch(/^\/uploads\/site\/title\/[0-9a-f-]+\.webp$/);
    expect((await inject('GET', '/api/site')).json()).toMatchObject({ titleImageUrl: url });

    const removed = await inject('DELETE', '/api/admin/site/title-image', admin);
    expect(removed.json()).toMatchObject({ titleImageUrl: null });
  });

  it('refuses a title picture that is not an image, or too large', async () => {
    const text = multipartFile('file', 'title.png', 'image/png', Buffer.from('not a picture'), bearer(admin));
    const notImage = await testApp.app.inject({ method: 'POST', url: '/api/admin/site/title-image', ...text });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ code: 'unsupported_image' });

    const large = multipartFile('file', 'title.png', 'image/png', Buffer.alloc(4 * 1024 * 1024 + 1), bearer(admin));
    const tooLarge = await testApp.app.inject({ method: 'POST', url: '/api/admin/site/title-image', ...large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'file_too_large_4mb' });
  });
});
