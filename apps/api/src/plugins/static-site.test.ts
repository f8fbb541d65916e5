import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../db/factories/companies';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from '../../test/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

const html = '<!doctype html><html><head><title>Glowmarket</title></head><body><div id="root"></div></body></html>';
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
  testApp = await createTestApp({ webDistDir });
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
