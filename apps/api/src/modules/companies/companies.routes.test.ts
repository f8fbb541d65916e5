import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm, createCompany } from '../../db/factories/companies';
import { createUser } from '../../db/factories/users';
import { inBrowserChunks, multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, logIn, signUp } from '../../../test/users';

let testApp: TestApp;
let app: TestApp['app'];
let adminToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  const admin = await createUser(app.db, { isAdmin: true });
  adminToken = await logIn(app, admin.user.email, admin.password);
});
afterAll(() => testApp.close());

async function registerCompany(token: string, overrides: Parameters<typeof companyForm>[0] = {}) {
  return app.inject({ method: 'POST', url: '/api/companies', headers: bearer(token), payload: companyForm(overrides) });
}

/** A buyer who registered a company: its token (now a seller's) and the company id. */
async function newSeller(overrides: Parameters<typeof companyForm>[0] = {}) {
  const { token } = await signUp(app);
  const response = await registerCompany(token, overrides);
  expect(response.statusCode).toBe(201);
  return { token, companyId: response.json<{ id: string }>().id };
}

const approve = (companyId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/companies/${companyId}/status`,
    headers: bearer(adminToken),
    payload: { action: 'approve' },
  });

async function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#e64980' } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
}

/** A PNG of random pixels: it does not compress, so 1600×1400 is about 6.7 MB. */
async function noiseImage() {
  const [width, height] = [1600, 1400];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function storedFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('POST /api/companies', () => {
  it('registers a pending company and makes its user a seller', async () => {
    const { token } = await signUp(app);
    const response = await registerCompany(token, {
      nip_tax: '526-025-02-74',
      iban: 'pl61 1090 1014 0000 0712 1981 2874',
    });
    expect(response.statusCode).toBe(201);
    const company = response.json<Record<string, unknown>>();
    expect(company).toMatchObject({
      status: 'pending',
      companyNameShort: 'Różana Manufaktura',
      nip_tax: '5260250274',
      iban: 'PL61109010140000071219812874',
      commission: { percent: 6, source: 'site' },
      approvedAt: null,
    });

    const status = await app.inject({ method: 'GET', url: '/api/users/status', headers: bearer(token) });
    expect(status.json()).toMatchObject({ user: { companyId: company.id, permissions: ['user', 'seller'] } });
  });

  it('needs a logged-in user', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/companies', payload: companyForm() });
    expect(response.statusCode).toBe(401);
  });

  it("says 'Please fill in all required fields' when some are missing", async () => {
    const { token } = await signUp(app);
    const response = await registerCompany(token, { companyName: '', iban: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please fill in all required fields',
      code: 'company_required_fields',
      details: {
        fields: expect.arrayContaining([
          expect.objectContaining({ field: 'body.companyName', reason: 'required' }),
        ]) as unknown,
      },
    });
  });

  it.each([
    ['nip_tax', { nip_tax: '5260250275' }, 'nip'],
    ['id_Tax', { id_Tax: 'DE12345678' }, 'vatNumber'],
    ['iban', { iban: 'PL61109010140000071219812875' }, 'iban'],
    ['bic', { bic: 'BREX1LPW' }, 'bic'],
    ['webPage', { webPage: 'ftp://rozana.example' }, 'url'],
    ['contactEmail', { contactEmail: 'biuro@' }, 'email'],
    ['publicPhone', { publicPhone: 'call us' }, 'phone'],
  ] as const)('refuses an invalid %s', async (field, overrides, reason) => {
    const { token } = await signUp(app);
    const response = await registerCompany(token, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [expect.objectContaining({ field: `body.${field}`, reason })] as unknown },
    });
  });

  it('accepts a foreign company whose local tax number is not a NIP', async () => {
    const { token } = await signUp(app);
    const response = await registerCompany(token, {
      companyAddress: { street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
      nip_tax: '27/123/45678',
      id_Tax: 'DE 123 456 789',
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id_Tax: 'DE123456789', nip_tax: '27/123/45678' });
  });

  it('refuses a tax number another company has: 409', async () => {
    const first = await newSeller();
    const nip = (
      await app.inject({ method: 'GET', url: `/api/seller/companies/${first.companyId}`, headers: bearer(first.token) })
    ).json<{
      nip_tax: string;
    }>().nip_tax;
    const { token } = await signUp(app);
    const response = await registerCompany(token, { nip_tax: nip });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'company_nip_taken' });
  });

  it('refuses a second company for the same user', async () => {
    const { token } = await newSeller();
    const response = await registerCompany(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'company_exists' });
  });
});

describe('company files', () => {
  it('re-encodes the logo and photos to WebP', async () => {
    const { token, companyId } = await newSeller();
    const logo = await app.inject({
      method: 'POST',
      url: `/api/seller/companies/${companyId}/logo`,
      ...multipartFile('file', 'logo.png', 'image/png', await image(1200, 800), bearer(token)),
    });
    expect(logo.statusCode).toBe(200);
    const { logoUrl } = logo.json<{ logoUrl: string }>();
    const stored = await app.inject({ method: 'GET', url: logoUrl });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512 });

    const removedLogo = await app.inject({
      method: 'DELETE',
      url: `/api/seller/companies/${companyId}/logo`,
      headers: bearer(token),
    });
    expect(removedLogo.json()).toMatchObject({ logoUrl: null });
    expect((await app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);

    const photo = await app.inject({
      method: 'POST',
      url: `/api/seller/companies/${companyId}/photos`,
      ...multipartFile('file', 'workshop.jpg', 'image/jpeg', await image(800, 600, 'jpeg'), bearer(token)),
    });
    const photos = photo.json<{ photos: { id: string }[] }>().photos;
    expect(photos).toHaveLength(1);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/seller/companies/${companyId}/photos/${photos[0]?.id}`,
      headers: bearer(token),
    });
    expect(removed.json()).toMatchObject({ photos: [] });
  });

  it("refuses a file over 4 MB with 413 and 'File size exceeds 4 MB'", async () => {
    const { token, companyId } = await newSeller();
    const response = await app.inject({
      method: 'POST',
      url: `/api/seller/companies/${companyId}/logo`,
      ...multipartFile('file', 'huge.png', 'image/png', randomBytes(4 * 1024 * 1024 + 1), bearer(token)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'File size exceeds 4 MB', code: 'file_too_large_4mb' });
  });

  it('stores at most 8 photos when 20 uploads arrive at once; the others answer 422 and leave no file', async () => {
    const { token, companyId } = await newSeller();
    const photosDir = path.join(testApp.config.uploadsDir, 'companies', 'photos');
    const filesBefore = storedFiles(photosDir);
    const png = await image(400, 300);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/seller/companies/${companyId}/photos`,
          ...multipartFile('file', 'photo.png', 'image/png', png, bearer(token)),
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(8);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(12);
    for (const response of refused) expect(response.json()).toMatchObject({ code: 'too_many_photos' });
    const company = await app.inject({
      method: 'GET',
      url: `/api/seller/companies/${companyId}`,
      headers: bearer(token),
    });
    expect(company.json<{ photos: unknown[] }>().photos).toHaveLength(8);
    expect(storedFiles(photosDir)).toHaveLength(filesBefore.length + 8);
  });

  it.each(['logo', 'photos'])('answers 400 upload_incomplete to a %s upload cut off mid-file', async (route) => {
    const { token, companyId } = await newSeller();
    const { payload, headers } = multipartFile('file', 'photo.png', 'image/png', await image(800, 600), bearer(token));
    const response = await app.inject({
      method: 'POST',
      url: `/api/seller/companies/${companyId}/${route}`,
      headers,
      // The body stops in the middle of the file: no closing boundary ever comes.
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'upload_incomplete' });
  });

  it('refuses a real image over 4 MB with 413 file_too_large_4mb every time', async () => {
    const { token, companyId } = await newSeller();
    const huge = await noiseImage();
    expect(huge.length).toBeGreaterThan(4 * 1024 * 1024);
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/seller/companies/${companyId}/photos`,
        ...inBrowserChunks(multipartFile('file', 'huge.png', 'image/png', huge, bearer(token))),
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(413);
      expect(response.json()).toEqual({ error: 'File size exceeds 4 MB', code: 'file_too_large_4mb' });
    }
  });

  it('refuses a file that is not an image', async () => {
    const { token, companyId } = await newSeller();
    const response = await app.inject({
      method: 'POST',
      url: `/api/seller/companies/${companyId}/photos`,
      ...multipartFile('file', 'notes.txt', 'text/plain', Buffer.from('hello'), bearer(token)),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('visibility', () => {
  it('keeps pending companies out of public view until approved', async () => {
    const { companyId } = await newSeller({ companyNameShort: 'Lumen Apothecary' });
    expect((await app.inject({ method: 'GET', url: `/api/companies/${companyId}` })).statusCode).toBe(404);
    const before = await app.inject({ method: 'GET', url: '/api/companies?q=Lumen' });
    expect(before.json()).toMatchObject({ items: [], total: 0 });

    expect((await approve(companyId)).json()).toMatchObject({ status: 'approved' });

    const page = await app.inject({ method: 'GET', url: `/api/companies/${companyId}` });
    expect(page.statusCode).toBe(200);
    const company = page.json<Record<string, unknown>>();
    expect(company).toMatchObject({ companyNameShort: 'Lumen Apothecary', publicEmail: 'sklep@rozana.example' });
    for (const secret of ['iban', 'bic', 'nip_tax', 'id_Tax', 'contactEmail', 'contactPhone', 'contactPerson']) {
      expect(company, secret).not.toHaveProperty(secret);
    }
    const after = await app.inject({ method: 'GET', url: '/api/companies?q=lumen' });
    expect(after.json()).toMatchObject({ items: [{ id: companyId }], total: 1, pageSize: 50 });
  });

  it('hides a suspended company again, and reinstating shows it', async () => {
    const { companyId } = await newSeller();
    await approve(companyId);
    const suspend = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyId}/status`,
      headers: bearer(adminToken),
      payload: { action: 'suspend' },
    });
    expect(suspend.json()).toMatchObject({ status: 'suspended' });
    expect((await app.inject({ method: 'GET', url: `/api/companies/${companyId}` })).statusCode).toBe(404);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyId}/status`,
      headers: bearer(adminToken),
      payload: { action: 'approve' },
    });
    expect(again.statusCode).toBe(409);
    const reinstate = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyId}/status`,
      headers: bearer(adminToken),
      payload: { action: 'reinstate' },
    });
    expect(reinstate.json()).toMatchObject({ status: 'approved' });
  });

  it("shows the description in the visitor's language, else the company's own", async () => {
    const { companyId } = await newSeller();
    await approve(companyId);
    const polish = await app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}`,
      headers: { 'x-language': 'pl-PL' },
    });
    expect(polish.json()).toMatchObject({
      descriptionLanguage: 'pl-PL',
      description: expect.stringContaining('płatków róży') as string,
    });
    const german = await app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}`,
      headers: { 'x-language': 'de-DE' },
    });
    expect(german.json()).toMatchObject({ descriptionLanguage: 'pl-PL' });
  });

  it('lists approved companies 50 to a page, in a stable order', async () => {
    const fresh = await createTestApp();
    try {
      for (let index = 0; index < 53; index++) {
        await createCompany(fresh.app.db, { shortName: `Brand ${String(index).padStart(2, '0')}` });
      }
      await createCompany(fresh.app.db, { shortName: 'Hidden Pending', status: 'pending', approvedAt: null });
      const first = (await fresh.app.inject({ method: 'GET', url: '/api/companies' })).json<{
        items: { companyNameShort: string }[];
        total: number;
      }>();
      const second = (await fresh.app.inject({ method: 'GET', url: '/api/companies?page=2' })).json<{
        items: { companyNameShort: string }[];
      }>();
      expect(first.total).toBe(53);
      expect(first.items).toHaveLength(50);
      expect(second.items.map((item) => item.companyNameShort)).toEqual(['Brand 50', 'Brand 51', 'Brand 52']);
    } finally {
      await fresh.close();
    }
  });
});

describe('private data', () => {
  it("answers 404 to another seller reading or editing a company's private data", async () => {
    const owner = await newSeller();
    const stranger = await newSeller();
    const read = await app.inject({
      method: 'GET',
      url: `/api/seller/companies/${owner.companyId}`,
      headers: bearer(stranger.token),
    });
    expect(read.statusCode).toBe(404);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/seller/companies/${owner.companyId}`,
      headers: bearer(stranger.token),
      payload: companyForm({ companyNameShort: 'Taken Over' }),
    });
    expect(edit.statusCode).toBe(404);
    const logo = await app.inject({
      method: 'POST',
      url: `/api/seller/companies/${owner.companyId}/logo`,
      ...multipartFile('file', 'logo.png', 'image/png', await image(100, 100), bearer(stranger.token)),
    });
    expect(logo.statusCode).toBe(404);
    const own = await app.inject({
      method: 'GET',
      url: `/api/seller/companies/${owner.companyId}`,
      headers: bearer(owner.token),
    });
    expect(own.json()).toMatchObject({ companyNameShort: 'Różana Manufaktura' });
  });

  it('lets the seller edit its company', async () => {
    const { token, companyId } = await newSeller();
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/seller/companies/${companyId}`,
      headers: bearer(token),
      payload: companyForm({
        companyNameShort: 'Różana',
        descriptions: { 'de-DE': 'Naturkosmetik aus Rosenblättern.' },
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      companyNameShort: 'Różana',
      descriptions: { 'de-DE': 'Naturkosmetik aus Rosenblättern.' },
    });
  });

  it('lets an admin read and edit any company', async () => {
    const { companyId } = await newSeller();
    const read = await app.inject({
      method: 'GET',
      url: `/api/admin/companies/${companyId}`,
      headers: bearer(adminToken),
    });
    expect(read.json()).toMatchObject({ iban: 'PL61109010140000071219812874' });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${companyId}`,
      headers: bearer(adminToken),
      payload: companyForm({ companyNameShort: 'Corrected Name' }),
    });
    expect(edit.json()).toMatchObject({ companyNameShort: 'Corrected Name' });
  });

  it('keeps buyers and sellers out of the admin area', async () => {
    const { token } = await signUp(app);
    const seller = await newSeller();
    expect((await app.inject({ method: 'GET', url: '/api/admin/companies' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/companies', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/companies', headers: bearer(seller.token) })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/seller/companies/${seller.companyId}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('admin list', () => {
  it('filters by status and searches by name or tax number', async () => {
    const { companyId } = await newSeller({ companyNameShort: 'Orchid Lab', nip_tax: '7740001454' });
    const pending = await app.inject({
      method: 'GET',
      url: '/api/admin/companies?status=pending&q=orchid',
      headers: bearer(adminToken),
    });
    expect(pending.json()).toMatchObject({ items: [{ id: companyId, status: 'pending', nip_tax: '7740001454' }] });
    const byNip = await app.inject({
      method: 'GET',
      url: '/api/admin/companies?q=7740001454',
      headers: bearer(adminToken),
    });
    expect(byNip.json()).toMatchObject({ items: [{ id: companyId }] });
    const approved = await app.inject({
      method: 'GET',
      url: '/api/admin/companies?status=approved&q=orchid',
      headers: bearer(adminToken),
    });
    expect(approved.json()).toMatchObject({ items: [] });
  });
});

describe('commission', () => {
  it('is the site rate unless the operator sets one for the company, and the seller sees it', async () => {
    const { token, companyId } = await newSeller();
    const site = await app.inject({
      method: 'PUT',
      url: '/api/admin/site/commission',
      headers: bearer(adminToken),
      payload: { percent: 7.5 },
    });
    expect(site.json()).toEqual({ percent: 7.5 });
    const own = async () =>
      (await app.inject({ method: 'GET', url: `/api/seller/companies/${companyId}`, headers: bearer(token) })).json<{
        commission: unknown;
      }>().commission;
    expect(await own()).toEqual({ percent: 7.5, source: 'site' });

    await app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${companyId}/commission`,
      headers: bearer(adminToken),
      payload: { percent: 4.25 },
    });
    expect(await own()).toEqual({ percent: 4.25, source: 'company' });

    await app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${companyId}/commission`,
      headers: bearer(adminToken),
      payload: { percent: null },
    });
    expect(await own()).toEqual({ percent: 7.5, source: 'site' });

    const invalid = await app.inject({
      method: 'PUT',
      url: '/api/admin/site/commission',
      headers: bearer(adminToken),
      payload: { percent: 120 },
    });
    expect(invalid.statusCode).toBe(400);
    await app.inject({
      method: 'PUT',
      url: '/api/admin/site/commission',
      headers: bearer(adminToken),
      payload: { percent: 6 },
    });
  });
});
