import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../db/factories/companies';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../test/catalog';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/users';

// As the built index.html has them: a default title and description, on lines of their own.
const html = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>Glowmarket</title>
    <meta
      name="description"
      content="Cosmetics straight from their makers."
    />
    <link rel="stylesheet" href="/assets/index-3f9a1c.css" />
  </head>
  <body><div id="root"></div></body>
</html>`;
const publicUrl = 'https://glow.example';
const script = `console.log(${JSON.stringify('glow '.repeat(400))});`;

let webDistDir: string;
let testApp: TestApp;

beforeAll(async () => {
  // A built web app in miniature: the HTML, one hashed asset and its pre-compressed twin.
  webDistDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-dist-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), html);
  writeFileSync(path.join(webDistDir, 'assets/index-3f9a1c.js'), script);
  writeFileSync(path.join(webDistDir, 'assets/index-3f9a1c.js.gz'), gzipSync(script));
  testApp = await createTestApp({ webDistDir, publicUrl });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/index', '/rules', '/policy', '/regular', '/contact', '/rules/'])(
    'answers %s with the app',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a path no page has with 404 and the app, which shows its not-found page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers the page of an approved company with 200, and of a pending or unknown one with 404', async () => {
    const approved = await createCompany(testApp.app.db);
    const pending = await createCompany(testApp.app.db, { status: 'pending', approvedAt: null });
    expect((await testApp.app.inject({ method: 'GET', url: `/company/${approved.id}` })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: `/company/${pending.id}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/company/not-an-id' })).statusCode).toBe(404);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/company/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('answers the page of an active product with 200, and of an inactive or unknown one with 404', async () => {
    const admin = await adminToken(testApp.app);
    const { categoryId } = await createCategoryTree(testApp.app, admin);
    const seller = await sellerWithCompany(testApp.app);
    const active = await addProduct(testApp.app, seller.token, productInput(categoryId));
    const hidden = await addProduct(testApp.app, seller.token, productInput(categoryId, { active: false }));
    expect((await testApp.app.inject({ method: 'GET', url: `/products/${active}` })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: `/products/${hidden}` })).statusCode).toBe(404);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect((await testApp.app.inject({ method: 'GET', url: '/products/not-an-id' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with JSON, never with the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a missing asset with a plain 404, not the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });
});

/** The text of an HTML attribute or element as a browser reads it. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What a crawler that runs no script reads from a page's HTML. */
function readHead(body: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(body)?.[1] ?? '';
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescapeHtml(match[1] ?? ''));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)].map((match) => ({
    key: match[2] ?? '',
    content: unescapeHtml(match[3] ?? ''),
  }));
  const scripts = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return {
    titles,
    descriptions: metas.filter((meta) => meta.key === 'description').map((meta) => meta.content),
    property: (key: string) => metas.find((meta) => meta.key === key)?.content,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    jsonLd: scripts.map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>),
  };
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2255c' } })
    .png()
    .toBuffer();

describe('the first HTML of a product, company and shop page', () => {
  const hostileTitle = 'Rose <b>"Serum"</b> & Co </script><script>alert(1)</script>';

  it('carries the product’s title, description, Open Graph tags with the price, and its JSON-LD', async () => {
    const admin = await adminToken(testApp.app);
    const { categoryId } = await createCategoryTree(testApp.app, admin);
    const seller = await sellerWithCompany(testApp.app);
    const description = `A light serum with rose water. ${'It hydrates and smooths every skin type. '.repeat(8)}`;
    const id = await addProduct(
      testApp.app,
      seller.token,
      productInput(categoryId, {
        price: 3990,
        translations: {
          'en-US': { title: hostileTitle, description, action: '', howToUse: '', composition: '', specialOffer: '' },
        },
      }),
    );
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/seller/products/${id}/images`,
      ...multipartFile('file', 'photo.png', 'image/png', await png(), bearer(seller.token)),
    });
    expect(uploaded.statusCode).toBe(200);

    const response = await testApp.app.inject({ method: 'GET', url: `/products/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const head = readHead(response.body);
    const url = `${publicUrl}/products/${id}`;
    expect(head.titles).toEqual([`${hostileTitle} · Glowmarket`]);
    // The shell's own description gives way to the product's, cut near 160 characters.
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/^A light serum with rose water\. It hydrates/);
    expect(head.descriptions[0]?.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(url);
    expect(head.property('og:title')).toBe(hostileTitle);
    expect(head.property('og:description')).toBe(head.descriptions[0]);
    expect(head.property('og:type')).toBe('product');
    expect(head.property('og:url')).toBe(url);
    expect(head.property('og:image')).toMatch(/^https:\/\/glow\.example\/uploads\/.+\.webp$/);
    expect(head.property('product:price:amount')).toBe('39.90');
    expect(head.property('product:price:currency')).toBe('EUR');

    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: hostileTitle,
      image: [head.property('og:image')],
      offers: {
        '@type': 'Offer',
        price: '39.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', url: `${publicUrl}/company/${seller.companyId}` },
      },
    });
    // The hostile title never becomes markup: no element of its own, no early end of the script.
    expect(response.body).not.toContain('<b>');
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('writes the texts in the visitor’s language, else in the product’s own', async () => {
    const admin = await adminToken(testApp.app);
    const { categoryId } = await createCategoryTree(testApp.app, admin, 'Body care');
    const seller = await sellerWithCompany(testApp.app);
    const text = { action: '', howToUse: '', composition: '', specialOffer: '' };
    const bilingual = await addProduct(
      testApp.app,
      seller.token,
      productInput(categoryId, {
        translations: {
          'en-US': { title: 'Shea butter', description: 'Rich and soft.', ...text },
          'pl-PL': { title: 'Masło shea', description: 'Bogate i miękkie.', ...text },
        },
      }),
    );
    const page = async (url: string, acceptLanguage: string) =>
      readHead((await testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage } })).body);

    const polish = await page(`/products/${bilingual}`, 'pl-PL,pl;q=0.9,en;q=0.8');
    expect(polish.titles).toEqual(['Masło shea · Glowmarket']);
    expect(polish.descriptions).toEqual(['Bogate i miękkie.']);
    expect(polish.property('og:locale')).toBe('pl_PL');
    const english = await page(`/products/${bilingual}`, 'en-GB,en;q=0.9');
    expect(english.property('og:title')).toBe('Shea butter');
    // Nothing written in German: the product's own language.
    const german = await page(`/products/${bilingual}`, 'de-DE');
    expect(german.property('og:title')).toBe('Shea butter');
    expect(german.property('og:locale')).toBe('en_US');
  });

  it('carries the company’s name, description and Organization JSON-LD', async () => {
    const company = await createCompany(testApp.app.db, {
      shortName: 'Smilje & <More>',
      descriptions: { 'en-US': 'Immortelle oils from the Dalmatian coast.' },
    });
    const response = await testApp.app.inject({ method: 'GET', url: `/company/${company.id}` });
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    const url = `${publicUrl}/company/${company.id}`;
    expect(head.titles).toEqual(['Smilje & <More> · Glowmarket']);
    expect(head.descriptions).toEqual(['Immortelle oils from the Dalmatian coast.']);
    expect(head.property('og:title')).toBe('Smilje & <More>');
    expect(head.property('og:type')).toBe('website');
    expect(head.property('og:url')).toBe(url);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        '@id': url,
        name: company.name,
        alternateName: 'Smilje & <More>',
        description: 'Immortelle oils from the Dalmatian coast.',
      }),
    ]);
    expect(response.body).not.toContain('<More>');
  });

  it('carries the shop’s title, address and LocalBusiness JSON-LD with its photo', async () => {
    const seller = await sellerWithCompany(testApp.app);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/seller/shops',
      headers: bearer(seller.token),
      payload: {
        translations: { 'en-US': { title: 'Rose studio', description: 'Facials and our whole range. Free samples.' } },
        address: { street: 'Piotrkowska 100', postalCode: '90-004', city: 'Łódź', country: 'PL' },
        location: { latitude: 51.7592, longitude: 19.456 },
        hours: defaultOpeningHours(),
        showOnMap: true,
        pickup: true,
        phone: '+48 600 700 800',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const photo = await testApp.app.inject({
      method: 'POST',
      url: `/api/seller/shops/${id}/photos`,
      ...multipartFile('file', 'shop.png', 'image/png', await png(), bearer(seller.token)),
    });
    expect(photo.statusCode).toBe(201);

    const response = await testApp.app.inject({ method: 'GET', url: `/shops/${id}` });
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    const url = `${publicUrl}/shops/${id}`;
    expect(head.titles).toEqual(['Rose studio · Glowmarket']);
    expect(head.descriptions).toEqual(['Facials and our whole range. Free samples.']);
    expect(head.property('og:url')).toBe(url);
    expect(head.property('og:image')).toMatch(/^https:\/\/glow\.example\/uploads\/.+\.webp$/);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': url,
      name: 'Rose studio',
      telephone: '+48 600 700 800',
      image: [head.property('og:image')],
      address: { streetAddress: 'Piotrkowska 100', addressLocality: 'Łódź' },
    });
  });

  it('serves every other page, and a missing subject’s 404, with the shell as built in the visitor’s language and currency', async () => {
    const shell = html.replace('<html lang="en-US">', '<html lang="en-US" data-currency="EUR">');
    for (const url of ['/', '/catalog', '/shops', '/no-such-page']) {
      expect((await testApp.app.inject({ method: 'GET', url })).body, url).toBe(shell);
    }
    const missing = await testApp.app.inject({ method: 'GET', url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(shell);
    const missingShop = await testApp.app.inject({ method: 'GET', url: '/shops/00000000-0000-4000-8000-000000000000' });
    expect(missingShop.statusCode).toBe(404);
    expect(missingShop.body).toBe(shell);
  });

  it('starts the app in the language and currency the visitor chose, else their browser’s language', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/catalog',
      headers: { 'accept-language': 'pl-PL,en;q=0.5', cookie: 'glowmarket.currency=SEK' },
    });
    expect(page.body).toContain('<html lang="pl-PL" data-currency="SEK">');
  });
});
