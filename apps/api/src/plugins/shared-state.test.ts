import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startPrivateRedis, testRedisUrl } from '../../test/redis';
import { createResponseCache, type ResponseCache } from '../lib/response-cache';
import { shareInvalidations } from '../lib/shared-cache';
import { sharedStatePlugin } from './shared-state';

const opened: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

/** One instance's cache, its clearings shared through Redis under the marketplace of `databaseUrl`. */
async function instanceCache(databaseUrl: string): Promise<ResponseCache> {
  const app: FastifyInstance = Fastify();
  opened.push(app);
  await app.register(sharedStatePlugin, { redisUrl: testRedisUrl(), databaseUrl, dataDir: './data' });
  await app.ready();
  return shareInvalidations(createResponseCache({ maxEntries: 100, ttlMs: 60_000 }), app.sharedState!, app.log);
}

async function eventually(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

describe('state shared by instances through Redis', () => {
  it("clears a product's answers on every instance when one instance changes it, and nothing else", async () => {
    const marketplace = `postgres://db.example/shop_${randomUUID().slice(0, 8)}`;
    const [first, second] = [await instanceCache(marketplace), await instanceCache(marketplace)];
    const otherMarketplace = await instanceCache(`postgres://db.example/other_${randomUUID().slice(0, 8)}`);
    for (const cache of [first, second, otherMarketplace]) {
      cache.set('product:p1:en', '{"name":"Rose cream"}', ['product:p1']);
      cache.set('product:p2:en', '{"name":"Lily soap"}', ['product:p2']);
    }

    first.invalidate(['product:p1']);

    expect(first.get('product:p1:en')).toBeUndefined();
    expect(await eventually(() => second.get('product:p1:en') === undefined)).toBe(true);
    expect(second.get('product:p2:en')?.body).toBe('{"name":"Lily soap"}');
    expect(otherMarketplace.get('product:p1:en')?.body).toBe('{"name":"Rose cream"}');

    second.invalidate();
    expect(await eventually(() => first.get('product:p2:en') === undefined)).toBe(true);
  });
});

describe('readiness, and Redis going away', () => {
  let testApp: TestApp | undefined;
  afterAll(() => testApp?.close());

  it('is ready with its database, Redis and job runner; without Redis it is not ready, and logins still answer', async () => {
    const redis = await startPrivateRedis();
    opened.push({ close: () => redis.kill() });
    testApp = await createTestApp({}, { env: { REDIS_URL: redis.url } });
    const { app } = testApp;

    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up', redis: 'up', jobs: 'running' });

    await redis.kill();
    const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not_ready', database: 'up', redis: 'down' });
    // Liveness is the process's own: a load balancer must not restart an instance for Redis.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Limits count in this process meanwhile: a wrong password is still a wrong password, not a 500.
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('says it has no Redis to wait for when none is set', async () => {
    const alone = await createTestApp();
    opened.push(alone);
    const ready = await alone.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', redis: 'not_configured', jobs: 'running' });
  });

  it('does not start on a REDIS_URL nothing answers at, and says which setting is wrong', async () => {
    const gone = await startPrivateRedis();
    await gone.kill();
    await expect(createTestApp({}, { env: { REDIS_URL: gone.url } })).rejects.toThrow(/REDIS_URL/);
  });
});
