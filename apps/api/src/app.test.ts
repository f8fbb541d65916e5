import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  // A production server asked for its documentation (API_DOCS=true).
  testApp = await createTestApp({ bodyLimitBytes: 4096 }, { env: { API_DOCS: 'true' } });
  // A route that fails unexpectedly, to see what leaves the server when something breaks.
  testApp.app.get('/api/__boom', () => {
    throw new Error('secret internal detail: connection string postgres://x');
  });
});
afterAll(() => testApp.close());

describe('error answers', () => {
  it('answers a malformed JSON body with 400 and a JSON error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/reports',
      headers: { 'content-type': 'application/json' },
      payload: '{"reason": "fraud",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/reports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'other', description: 'x'.repeat(10_000), reporterEmail: 'a@b.co' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'not_found' });
  });

  it('lists every invalid field with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/reports',
      payload: { reason: 'nonsense', description: 'short', reporterEmail: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { fields: { field: string }[] } }>();
    expect(body.code).toBe('validation_failed');
    expect(body.details.fields.map((problem) => problem.field).sort()).toEqual([
      'body.description',
      'body.reason',
      'body.reporterEmail',
    ]);
  });

  it('answers an unexpected failure with 500, the request id and nothing internal', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/__boom',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side.',
      code: 'internal_error',
      requestId: 'req-42',
    });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBe('req-42');
  });
});

describe('health and documentation', () => {
  it('reports a healthy database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', version: '1.1.5' });
  });

  it('publishes an OpenAPI 3.1 document describing the routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/site', '/api/health', '/api/site/reports']),
    );
  });

  it('serves the browsable documentation', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it('is served by a production server only when API_DOCS=true, and by the demo unless API_DOCS=false', async () => {
    const served = async (env: Record<string, string>) => {
      const other = await createTestApp({}, { env });
      try {
        const docs = await other.app.inject({ method: 'GET', url: '/api/docs/' });
        const document = await other.app.inject({ method: 'GET', url: '/api/openapi.json' });
        expect(docs.statusCode).toBe(document.statusCode);
        return docs.statusCode;
      } finally {
        await other.close();
      }
    };
    expect(await served({})).toBe(404);
    expect(await served({ DEMO_MODE: 'true' })).toBe(200);
    expect(await served({ DEMO_MODE: 'true', API_DOCS: 'false' })).toBe(404);
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keeps operators' windows apart, and lets the payment window post Autopay's start form to Autopay", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'self';");

    const withAutopay = await createTestApp({ autopayUrl: 'https://testpay.autopay.eu/' });
    const demo = await createTestApp({ demoMode: true, publicUrl: 'http://127.0.0.1:3999' });
    try {
      for (const [app, origin] of [
        [withAutopay, 'https://testpay.autopay.eu'],
        // The demo's Autopay sandbox lives at the public address, whatever name the shop is open under.
        [demo, 'http://127.0.0.1:3999'],
      ] as const) {
        const answer = await app.app.inject({ method: 'GET', url: '/api/health' });
        expect(String(answer.headers['content-security-policy'])).toContain(`form-action 'self' ${origin};`);
      }
    } finally {
      await withAutopay.close();
      await demo.close();
    }
  });
});

describe('transport headers', () => {
  it('limits browser features with a Permissions-Policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it('sends HSTS over HTTPS only, where the protocol comes from a trusted proxy', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ trustProxy: true });
    try {
      const secure = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});

describe('values the database cannot store', () => {
  it('refuses a NUL character in a JSON body with 400 naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a\u0000b@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'body.email', reason: 'forbiddenCharacter' }] },
    });
  });

  it('refuses a NUL character in a key or in a query string', async () => {
    const key = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/recover-password',
      payload: { email: 'ana@example.com', ['x\u0000']: 1 },
    });
    expect(key.statusCode).toBe(400);
    const query = await testApp.app.inject({ method: 'GET', url: '/api/companies?q=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ details: { fields: [{ field: 'querystring.q' }] } });
  });

  it.each(['minPrice', 'maxPrice'])('refuses %s beyond a 32-bit integer with 400 naming it', async (name) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${name}=2147483648` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: { fields: [{ field: `querystring.${name}`, reason: 'tooBig' }] },
    });
  });
});

describe('guards', () => {
  it.each([
    ['PUT', '/api/admin/currencies', { rates: { XXX: -1 } }],
    ['POST', '/api/seller/categories', { names: 7 }],
    ['PATCH', '/api/users/me', { firstName: 12 }],
  ])('answer %s %s from a visitor with 401 before looking at the body', async (method, url, payload) => {
    const response = await testApp.app.inject({ method: method as 'PUT', url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please log in.', code: 'unauthorized' });
  });
});
