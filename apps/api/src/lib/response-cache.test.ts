import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheTags, createResponseCache, preferredEncoding, productTags } from './response-cache';

const json = JSON.stringify({ items: Array.from({ length: 40 }, (_, index) => ({ id: index, title: 'Rose cream' })) });

describe('response cache', () => {
  it('clears only the answers tagged with what changed', () => {
    const cache = createResponseCache({ maxEntries: 100, ttlMs: 60_000 });
    const roseTags = productTags({ id: 'rose', companyId: 'peony', categoryIds: ['face', 'creams'] });
    cache.set('rose page', json, [cacheTags.product('rose'), cacheTags.companyProducts('peony')]);
    cache.set('iris page', json, [cacheTags.product('iris'), cacheTags.companyProducts('lotus')]);
    cache.set('face list', json, [cacheTags.lists, cacheTags.categoryLists('face')]);
    cache.set('hair list', json, [cacheTags.lists, cacheTags.categoryLists('hair')]);
    cache.set('peony list', json, [cacheTags.lists, cacheTags.companyLists('peony')]);
    cache.set('lotus list', json, [cacheTags.lists, cacheTags.companyLists('lotus')]);
    cache.set('everything', json, [cacheTags.lists, cacheTags.allLists]);
    cache.set('tree', json, [cacheTags.categories]);

    cache.invalidate(roseTags);
    const kept = [
      'rose page',
      'iris page',
      'face list',
      'hair list',
      'peony list',
      'lotus list',
      'everything',
      'tree',
    ].filter((key) => cache.get(key) !== undefined);
    expect(kept).toEqual(['iris page', 'hair list', 'lotus list', 'tree']);

    cache.invalidate([cacheTags.companyProducts('lotus'), cacheTags.lists]);
    expect(cache.get('iris page')).toBeUndefined();
    expect(cache.get('hair list')).toBeUndefined();
    expect(cache.get('tree')?.body).toBe(json);

    cache.invalidate();
    expect(cache.get('tree')).toBeUndefined();
  });

  it('compresses an answer once per encoding and keeps the bytes', () => {
    const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('list', json, [cacheTags.lists]);
    const answer = cache.get('list');
    const br = answer?.encoded('br');
    const gzip = answer?.encoded('gzip');
    expect(brotliDecompressSync(br!).toString()).toBe(json);
    expect(gunzipSync(gzip!).toString()).toBe(json);
    expect(br!.length).toBeLessThan(json.length / 4);
    expect(cache.get('list')?.encoded('br')).toBe(br);
  });

  it('forgets the oldest used answer past its size, and every answer after its time', () => {
    const cache = createResponseCache({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', '"a"', [cacheTags.lists]);
    cache.set('b', '"b"', [cacheTags.lists]);
    cache.get('a');
    cache.set('c', '"c"', [cacheTags.lists]);
    expect(['a', 'b', 'c'].filter((key) => cache.get(key))).toEqual(['a', 'c']);

    const off = createResponseCache({ maxEntries: 2, ttlMs: 0 });
    expect(off.set('a', '"a"', []).body).toBe('"a"');
    expect(off.get('a')).toBeUndefined();
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
  ])('Accept-Encoding %j is answered in %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
