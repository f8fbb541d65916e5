import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createMeilisearchSandbox } from './meilisearch';

const KEY = 'master-key-of-the-tests';

async function startMeilisearch() {
  const sandbox = createMeilisearchSandbox({ basePath: '', masterKey: KEY });
  const server = createServer((request, response) => {
    if (!sandbox.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (method: string, path: string, body?: unknown, key: string | null = KEY) => {
    const response = await fetch(url + path, {
      method,
      headers: { ...(key && { authorization: `Bearer ${key}` }), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Sends a write and waits for its task to finish, answering the task. */
  const write = async (method: string, path: string, body?: unknown) => {
    const enqueued = await call(method, path, body);
    expect(enqueued.status).toBe(202);
    for (;;) {
      const task = await call('GET', `/tasks/${String(enqueued.body.taskUid)}`);
      if (task.body.status === 'succeeded' || task.body.status === 'failed') return task.body;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const ids = async (query: Record<string, unknown>) =>
    (
      (await call('POST', '/indexes/products/search', { matchingStrategy: 'all', ...query })).body.hits as {
        id: string;
      }[]
    ).map((hit) => hit.id);
  return { sandbox, call, write, ids };
}

const DOCUMENTS = [
  { id: 'a', title: 'Nawilżający krem do twarzy', brand: 'Hafermond', price: 3900, inStock: true, created: 3 },
  { id: 'b', title: 'Rose Hydrating Serum', brand: 'Rosa', price: 2500, inStock: false, created: 1 },
  { id: 'c', title: 'Krem z filtrem SPF 50', brand: 'Sole', price: 4500, inStock: true, created: 2 },
  { id: 'd', title: '面部 防晒乳', brand: 'Sole', price: 2500, inStock: true, created: 4 },
];

async function filledIndex() {
  const meili = await startMeilisearch();
  await meili.write('POST', '/indexes', { uid: 'products', primaryKey: 'id' });
  await meili.write('PATCH', '/indexes/products/settings', {
    searchableAttributes: ['title', 'brand'],
    filterableAttributes: ['price', 'inStock', 'brand'],
    sortableAttributes: ['price', 'created', 'id'],
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
    synonyms: { sunscreen: ['spf', 'krem z filtrem', '防晒'], 'krem z filtrem': ['sunscreen', 'spf'] },
  });
  await meili.write('POST', '/indexes/products/documents', DOCUMENTS);
  return meili;
}

describe('the Meilisearch sandbox', () => {
  it('answers /health to anyone and everything else only with the master key, in Meilisearch’s words', async () => {
    const meili = await startMeilisearch();
    expect(await meili.call('GET', '/health', undefined, null)).toEqual({
      status: 200,
      body: { status: 'available' },
    });
    expect(await meili.call('GET', '/indexes/products', undefined, null)).toMatchObject({
      status: 401,
      body: { code: 'missing_authorization_header', type: 'auth' },
    });
    expect(await meili.call('GET', '/indexes/products', undefined, 'wrong')).toMatchObject({
      status: 403,
      body: { code: 'invalid_api_key' },
    });
    expect(await meili.call('GET', '/indexes/products')).toMatchObject({
      status: 404,
      body: { code: 'index_not_found' },
    });
  });

  it('enqueues writes as tasks that later succeed or fail', async () => {
    const meili = await startMeilisearch();
    const enqueued = await meili.call('POST', '/indexes', { uid: 'products', primaryKey: 'id' });
    expect(enqueued).toMatchObject({ status: 202, body: { taskUid: 0, status: 'enqueued', type: 'indexCreation' } });
    expect(await meili.write('POST', '/indexes', { uid: 'products' })).toMatchObject({
      status: 'failed',
      error: { code: 'index_already_exists' },
    });
    expect((await meili.call('GET', '/tasks/0')).body).toMatchObject({ status: 'succeeded', indexUid: 'products' });
    expect(await meili.write('POST', '/swap-indexes', [{ indexes: ['products', 'missing'] }])).toMatchObject({
      status: 'failed',
      error: { code: 'index_not_found' },
    });
  });

  it('matches without case or diacritics, with typos from five letters, the last word as a prefix', async () => {
    const meili = await filledIndex();
    expect(await meili.ids({ q: 'nawilzajacy' })).toEqual(['a']);
    expect(await meili.ids({ q: 'KREM' })).toEqual(['a', 'c']);
    expect(await meili.ids({ q: 'hydrat' })).toEqual(['b']);
    expect(await meili.ids({ q: 'hydrat serum' })).toEqual([]);
    expect(await meili.ids({ q: 'serun' })).toEqual(['b']);
    // Four letters take no typo; a typo on the first letter counts twice.
    expect(await meili.ids({ q: 'rise' })).toEqual([]);
    expect(await meili.ids({ q: 'berum' })).toEqual([]);
    expect(await meili.ids({ q: 'rose serum', matchingStrategy: 'last' })).toEqual(['b']);
  });

  it('finds a synonym’s group, phrases and Chinese included', async () => {
    const meili = await filledIndex();
    expect((await meili.ids({ q: 'sunscreen' })).sort()).toEqual(['c', 'd']);
    expect(await meili.ids({ q: 'krem z filtrem' })).toEqual(['c']);
    expect(await meili.ids({ q: '防晒' })).toEqual(['d']);
  });

  it('filters and sorts as asked, and refuses attributes not declared for it', async () => {
    const meili = await filledIndex();
    expect(await meili.ids({ q: 'krem', filter: 'inStock = true AND price >= 4000' })).toEqual(['c']);
    expect(await meili.ids({ q: '', filter: 'brand = "sole"', sort: ['price:asc'] })).toEqual(['d', 'c']);
    expect(await meili.ids({ q: '', sort: ['price:desc', 'id:desc'] })).toEqual(['c', 'a', 'd', 'b']);
    expect(await meili.ids({ q: '', sort: ['created:desc'] })).toEqual(['d', 'a', 'c', 'b']);
    const refused = await meili.call('POST', '/indexes/products/search', { q: '', filter: 'title = x' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_search_filter' } });
    const unsortable = await meili.call('POST', '/indexes/products/search', { q: '', sort: ['brand:asc'] });
    expect(unsortable).toMatchObject({ status: 400, body: { code: 'invalid_search_sort' } });
  });

  it('pages by offset with an estimate, or by page number with an exhaustive total', async () => {
    const meili = await filledIndex();
    const byOffset = await meili.call('POST', '/indexes/products/search', {
      q: '',
      offset: 1,
      limit: 2,
      sort: ['id:asc'],
    });
    expect(byOffset.body).toMatchObject({
      hits: [{ id: 'b' }, { id: 'c' }],
      offset: 1,
      limit: 2,
      estimatedTotalHits: 4,
    });
    const byPage = await meili.call('POST', '/indexes/products/search', {
      q: '',
      page: 2,
      hitsPerPage: 3,
      sort: ['id:asc'],
    });
    expect(byPage.body).toMatchObject({ hits: [{ id: 'd' }], page: 2, hitsPerPage: 3, totalHits: 4, totalPages: 2 });
  });

  it('replaces and deletes documents, and swaps two indexes whole', async () => {
    const meili = await filledIndex();
    await meili.write('POST', '/indexes/products/documents', [{ ...DOCUMENTS[1], title: 'Night Cream' }]);
    expect(await meili.ids({ q: 'serum' })).toEqual([]);
    await meili.write('POST', '/indexes/products/documents/delete-batch', ['a', 'c']);
    await meili.write('DELETE', '/indexes/products/documents/d');
    expect(await meili.ids({ q: '' })).toEqual(['b']);

    await meili.write('POST', '/indexes/products-next/documents', [{ id: 'z', title: 'Fresh' }]);
    expect(await meili.write('POST', '/swap-indexes', [{ indexes: ['products', 'products-next'] }])).toMatchObject({
      status: 'succeeded',
    });
    expect(await meili.ids({ q: 'fresh' })).toEqual(['z']);
    expect([...(meili.sandbox.documentsOf('products-next')?.keys() ?? [])]).toEqual(['b']);
  });
});
