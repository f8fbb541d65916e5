import type { ProductSort } from '@glowmarket/shared/catalog';

/**
 * Where a page of a list starts: the sort key and product id of the row before it (the last row
 * of the page before). A page link carries it (`after=`), so that the database seeks to the page
 * instead of counting its way there. It is opaque to the browser: base64url of
 * `[sort, key, id]`, where the key is the sort column as PostgreSQL prints it.
 */
export interface PageAnchor {
  sort: Exclude<ProductSort, 'relevance'>;
  /** The sort column's value: a price or rating as digits, a creation time as timestamptz text. */
  key: string;
  productId: string;
}

const SORTS = new Set(['price_asc', 'price_desc', 'newest', 'rating']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INTEGER = /^-?\d{1,12}$/;
/** As PostgreSQL prints a timestamptz with the session in UTC: "2026-11-27 21:07:20.123456+00". */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00$/;

export function encodeAnchor(anchor: PageAnchor): string {
  return Buffer.from(JSON.stringify([anchor.sort, anchor.key, anchor.productId])).toString('base64url');
}

/** The anchor a link carried, or undefined when it is not one of ours (the page number serves then). */
export function decodeAnchor(text: string): PageAnchor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
  const [sort, key, productId] = parsed as unknown[];
  if (typeof sort !== 'string' || !SORTS.has(sort) || typeof key !== 'string' || typeof productId !== 'string') {
    return undefined;
  }
  if (!UUID.test(productId)) return undefined;
  if (!(sort === 'newest' ? TIMESTAMP : INTEGER).test(key)) return undefined;
  return { sort: sort as PageAnchor['sort'], key, productId };
}
