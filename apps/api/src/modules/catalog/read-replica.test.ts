import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, namesOf } from '../../../test/catalog';
import { createSuiteDatabase, type TestDatabase } from '../../../test/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';
import { openDatabase } from '../../db/client';
import { categories, categoryNames } from './catalog.tables';

let replica: TestDatabase;
let replicaDir: string;
let testApp: TestApp;

/**
 * The replica is another database here, migrated and given a category of its own, so that every
 * answer shows which database it was read from.
 */
beforeAll(async () => {
  replica = await createSuiteDatabase();
  // On PGlite a folder, so that the app opens the same database the test filled.
  replicaDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-replica-'));
  const handle = await openDatabase({ databaseUrl: replica.databaseUrl, dataDir: replicaDir, poolMax: 1 });
  await handle.migrate();
  const [category] = await handle.db.insert(categories).values({}).returning({ id: categories.id });
  await handle.db.insert(categoryNames).values({ categoryId: category!.id, language: 'en-US', name: 'Replica only' });
  await handle.close();
  testApp = await createTestApp({}, { readReplica: { databaseUrl: replica.databaseUrl, dataDir: replicaDir } });
});

afterAll(async () => {
  await testApp.close();
  await replica.drop();
  rmSync(replicaDir, { recursive: true, force: true });
});

describe('a read replica (DATABASE_READ_URL)', () => {
  it("serves the storefront's catalog reads, while writes and the operator's views use the primary", async () => {
    const { app } = testApp;
    const token = await adminToken(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: bearer(token),
      payload: { names: namesOf('Primary only') },
    });
    expect(created.statusCode).toBe(201);

    const storefront = await app.inject({ method: 'GET', url: '/api/categories', headers: { 'x-language': 'en-US' } });
    expect(storefront.statusCode).toBe(200);
    const shown = storefront.json<{ name: string }[]>().map((category) => category.name);
    expect(shown).toContain('Replica only');
    expect(shown.join()).not.toContain('Primary only');

    const managed = await app.inject({ method: 'GET', url: '/api/admin/categories', headers: bearer(token) });
    expect(managed.statusCode).toBe(200);
    expect(managed.body).toContain('Primary only');
    expect(managed.body).not.toContain('Replica only');

    const products = await app.inject({ method: 'GET', url: '/api/products?page=1' });
    expect(products.statusCode).toBe(200);
  });
});
