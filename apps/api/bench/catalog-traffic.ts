/**
 * What the catalog bench sends, drawn from the data at setup: the words of real titles and
 * compositions, broad and rare by how many products the search vector says they match; the
 * categories with their sizes; the anchors of deep pages, as page links carry them; prices and
 * filters that leave a handful of products; product ids. Each request is then a new draw.
 */
import { PAGE_SIZE } from '@glowmarket/shared/constants';
import { CURRENCIES } from '@glowmarket/shared/currencies';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../src/db/client';
import { pageAnchorsOf, type ListingSort } from '../src/modules/catalog/listings.repository';
import { normalizeForSearch, searchWords } from '../src/modules/catalog/search-text';
import { seededRandom } from './catalog-data';

type ListOrder = Exclude<ListingSort, 'relevance'>;

/** The deepest page the API serves (catalogQuerySchema). */
const MAX_PAGE = 2_000;
const ORDERS: readonly ListOrder[] = ['price_asc', 'price_desc', 'newest', 'rating'];
/** A rare word matches at most this many products: a product line's name, a brand, a Chinese compound. */
const RARE_AT_MOST = 100;
/** A broad word matches at least this many products (or 1% of a smaller catalog, and still twice a rare one's most). */
const BROAD_AT_LEAST = 1_000;
/** Lists whose last page is at least this deep are the big ones, read to the last page. */
const BIG_LIST_PAGES = 40;
/** How many of the biggest categories get page anchors, besides the whole catalog in every order. */
const ANCHORED_CATEGORIES = 6;

/** A word as the catalog writes it, the words that follow it in its text, and how many products it matches. */
export interface CatalogWord {
  text: string;
  following: string[];
  matches: number;
  /** The language of the title it comes from, or INCI for a composition. */
  source: string;
  /** The category of the product it was drawn from; none for a composition. */
  categoryId: string | undefined;
}

/** A list to read deep: a category, or the whole catalog (no category). */
interface DeepList {
  categoryId: string | undefined;
  size: number;
}

/** The anchors of every page of one list in one order, index 0 → page 2. */
interface AnchoredList extends DeepList {
  sort: ListOrder;
  anchors: string[];
}

export interface Traffic {
  total: number;
  categories: { id: string; size: number }[];
  ids: string[];
  broad: CatalogWord[];
  rare: CatalogWord[];
  /** Prices of sampled listings with their categories: bounds around one leave a handful of products. */
  prices: { categoryId: string; price: number }[];
  deepLists: DeepList[];
  anchored: AnchoredList[];
}

const lastPage = (size: number) => Math.max(1, Math.min(MAX_PAGE, Math.ceil(size / PAGE_SIZE)));

/** How many public listings each word of the search vectors is in (ts_stat's document count). */
async function wordMatches(db: Database): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select word, ndoc::int as matches from ts_stat('select search_vector from catalog_listings where is_public')`,
  );
  return new Map(rowsOf<{ word: string; matches: number }>(result).map((row) => [row.word, row.matches]));
}

/**
 * The words of `text` a visitor could search for, each with the two after it: a word of three
 * letters or more that search reads as one word ("SPF50+" is one, "anti-age" two) and that the
 * search vectors hold.
 */
function wordsOf(text: string, matches: Map<string, number>, source: string, categoryId?: string): CatalogWord[] {
  const tokens = text
    .split(/\s+/)
    // As typed: "(SPF" is "SPF", "Aqua," is "Aqua".
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => token.length > 0);
  return tokens.flatMap((token, index) => {
    const [word, ...more] = searchWords(token);
    const count = word === undefined ? undefined : matches.get(word);
    if (word === undefined || more.length > 0 || word.length < 3 || count === undefined) return [];
    return [{ text: token, following: tokens.slice(index + 1, index + 3), matches: count, source, categoryId }];
  });
}

/** Each category's public listings, and the whole catalog's. */
async function categorySizes(db: Database) {
  const categories = rowsOf<{ id: string; size: number }>(
    await db.execute(sql`select category_id as id, count(*)::int as size from catalog_listings where is_public
      group by 1 order by 2 desc`),
  );
  return { categories, total: categories.reduce((sum, category) => sum + category.size, 0) };
}

/** Draws the traffic from the catalog in `db`; `seed` fixes which lists get page anchors. */
export async function drawTraffic(db: Database, seed: number): Promise<Traffic> {
  const random = seededRandom(seed);
  const { categories, total } = await categorySizes(db);
  const matches = await wordMatches(db);
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select product_id as id from catalog_listings where is_public order by random() limit 20000`),
  ).map((row) => row.id);
  const sample = rowsOf<{ categoryId: string; price: number; titles: Record<string, string> }>(
    await db.execute(sql`select category_id as "categoryId", price, titles from catalog_listings where is_public
      order by random() limit 3000`),
  );
  const compositions = rowsOf<{ composition: string }>(
    await db.execute(sql`select distinct composition from product_translations where composition <> '' limit 500`),
  );
  const words = [
    ...sample.flatMap((listing) =>
      Object.entries(listing.titles).flatMap(([language, title]) =>
        wordsOf(title, matches, language, listing.categoryId),
      ),
    ),
    ...compositions.flatMap((row) => wordsOf(row.composition, matches, 'INCI')),
  ];
  const broadAtLeast = Math.max(2 * RARE_AT_MOST, Math.min(BROAD_AT_LEAST, Math.ceil(total / 100)));
  const broad = words.filter((word) => word.matches >= broadAtLeast);
  const rare = words.filter((word) => word.matches <= RARE_AT_MOST);
  if (broad.length === 0 || rare.length === 0) {
    throw new Error(`the catalog's search vectors hold no ${broad.length === 0 ? 'broad' : 'rare'} words`);
  }

  const sizes = [
    { categoryId: undefined, size: total },
    ...categories.map((c) => ({ categoryId: c.id, size: c.size })),
  ];
  const big = sizes.filter((list) => lastPage(list.size) >= BIG_LIST_PAGES);
  const deepLists = big.length > 1 ? big : sizes.slice(0, 4);
  const anchoredLists = [
    ...ORDERS.map((sort) => ({ ...deepLists[0]!, sort })),
    ...deepLists.slice(1, 1 + ANCHORED_CATEGORIES).map((list) => ({ ...list, sort: random.pick(ORDERS) })),
  ];
  const anchored: AnchoredList[] = [];
  for (const list of anchoredLists) {
    const anchors = await pageAnchorsOf(db, { categoryId: list.categoryId }, list.sort, PAGE_SIZE);
    // Page 2 to the last one the API serves; an anchor past the last row would only open an empty page.
    const linked = anchors.slice(0, lastPage(list.size) - 1);
    if (linked.length > 0) anchored.push({ ...list, anchors: linked });
  }
  return {
    total,
    categories,
    ids,
    broad,
    rare,
    prices: sample.map(({ categoryId, price }) => ({ categoryId, price })),
    deepLists,
    anchored,
  };
}

/**
 * "2 143 broad words (1 026–68 566 products each; 310 Polish, 290 English, 12 INCI)": how many
 * distinct words a pool holds, by source. A pool keeps each word as often as the sample held it,
 * so that common words are searched more often.
 */
export function describeWords(name: string, words: CatalogWord[]): string {
  const counts = words.map((word) => word.matches);
  const distinct = (source?: string) =>
    new Set(
      words
        .filter((word) => source === undefined || word.source === source)
        .map((word) => normalizeForSearch(word.text)),
    ).size;
  return (
    `${distinct()} ${name} words (${Math.min(...counts)}–${Math.max(...counts)} products each; ` +
    `${distinct('pl-PL')} Polish, ${distinct('en-US')} English, ${distinct('INCI')} INCI)`
  );
}

const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code);
export type RequestKind =
  'list' | 'deepByLink' | 'deepByNumber' | 'search' | 'rareInCategory' | 'fewResults' | 'detail';

/** The request paths of each kind, each call a new draw from `traffic`. */
export function requestPaths(traffic: Traffic, seed: number): Record<RequestKind, () => string> {
  const random = seededRandom(seed);
  const { pick } = random;

  /** A word as a visitor types it: often without diacritics, sometimes cut short, or with a letter wrong or missing. */
  const typed = (word: string): string => {
    let text = random.next() < 0.6 ? normalizeForSearch(word) : word.toLowerCase();
    const roll = random.next();
    if (text.length >= 5 && roll < 0.3) {
      const at = random.int(1, text.length - 2);
      text =
        roll < 0.15
          ? text.slice(0, at) + text.slice(at + 1)
          : text.slice(0, at) + pick([...'aeiourstn']) + text.slice(at + 1);
    } else if (text.length >= 6 && roll < 0.4) {
      text = text.slice(0, random.int(4, text.length - 1));
    }
    return text;
  };
  /** One to three words as typed: the drawn word, and the one or two after it in its text. */
  const typedWords = (word: CatalogWord): string => {
    const roll = random.next();
    const count = roll < 0.6 ? 0 : roll < 0.9 ? 1 : 2;
    return [word.text, ...word.following.slice(0, count)].map(typed).join(' ');
  };
  const query = (parts: Record<string, string | number | undefined>) =>
    '/api/products?' +
    Object.entries(parts)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
      .join('&');
  const euros = (cents: number, round: (value: number) => number) => round(cents / 100) * 100;
  const rareInCategories = traffic.rare.filter((word) => word.categoryId !== undefined);

  return {
    list: () => {
      const category = pick(traffic.categories);
      const [low, high] = [pick(traffic.prices).price, pick(traffic.prices).price].sort((a, b) => a - b);
      const ranged = random.next() < 0.3;
      return query({
        category: category.id,
        sort: pick(ORDERS),
        minPrice: ranged ? euros(low!, Math.floor) : undefined,
        maxPrice: ranged ? euros(high!, Math.ceil) : undefined,
        page: random.int(1, Math.min(BIG_LIST_PAGES, lastPage(category.size))),
      });
    },
    deepByLink: () => {
      const list = pick(traffic.anchored);
      const index = random.int(0, list.anchors.length - 1);
      return query({ category: list.categoryId, sort: list.sort, page: index + 2, after: list.anchors[index] });
    },
    deepByNumber: () => {
      const list = pick(traffic.deepLists);
      return query({ category: list.categoryId, sort: pick(ORDERS), page: random.int(1, lastPage(list.size)) });
    },
    search: () => {
      const word = pick(random.next() < 0.5 ? traffic.broad : traffic.rare);
      return query({ q: typedWords(word), page: random.next() < 0.1 ? random.int(2, 5) : undefined });
    },
    rareInCategory: () => {
      const word = pick(rareInCategories);
      return query({
        q: typedWords(word),
        category: word.categoryId,
        sort: random.next() < 0.3 ? pick(ORDERS) : undefined,
      });
    },
    fewResults: () => {
      const { categoryId, price } = pick(traffic.prices);
      const roll = random.next();
      if (roll < 0.4) {
        const spread = random.int(0, 5);
        return query({ category: categoryId, sort: pick(ORDERS), minPrice: price - spread, maxPrice: price + spread });
      }
      if (roll < 0.7) {
        return query({ category: categoryId, specialOffer: 'true', minRating: random.int(3, 4), sort: pick(ORDERS) });
      }
      return query({ category: categoryId, condition: 'damaged', inStock: 'true', minRating: 4, sort: pick(ORDERS) });
    },
    detail: () => `/api/products/${pick(traffic.ids)}`,
  };
}

/** One request kind: each request a new draw, with a visitor's language, currency and browser compression. */
export function varied(path: () => string, random = seededRandom(Date.now())): Request[] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: path(),
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'x-language': random.pick(LANGUAGE_CODES),
          'x-currency': random.pick(CURRENCY_CODES),
        },
      }),
    },
  ];
}
