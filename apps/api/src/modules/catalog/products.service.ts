import type {
  CatalogQuery,
  ProductCard,
  ProductDetail,
  ProductImage,
  SellerProduct,
  catalogQuerySchema,
  productInputSchema,
} from '@glowmarket/shared/catalog';
import { MAX_PRICE, MAX_PRODUCT_IMAGES } from '@glowmarket/shared/catalog';
import { MAX_COMPANY_FILE_BYTES, PAGE_SIZE } from '@glowmarket/shared/constants';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { afterCommit, inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { imageUrls, removeImageWidths, storeImageWidths } from '../../lib/images';
import type { DomainEvents } from '../../lib/events';
import { cacheTags, productTags, type ResponseCache } from '../../lib/response-cache';
import { highestBaseQuotedAtMost, lowestBaseQuotedAtLeast, money } from '../../lib/money';
import type { Storage } from '../../lib/storage';
import type { ProductRow } from './catalog.tables';
import * as categories from './categories.repository';
import { categoryName } from './categories.service';
import type { CurrenciesService, PriceQuote } from './currencies.service';
import * as listings from './listings.repository';
import * as repository from './products.repository';
import type { ImageRow } from './products.repository';
import { normalizeForSearch, searchWords } from './search-text';

type ProductValues = z.output<typeof productInputSchema>;
type CatalogFilter = z.output<typeof catalogQuerySchema>;
type Translations = ProductValues['translations'];

const THIRTY_DAYS_MS = 30 * 86_400_000;
/** Lists count up to this many matches; past it, the total is the planner's estimate ("12,000+"). */
const CATALOG_COUNT_CAP = 1_000;
/** Search ranks its newest this many matches, and counts no further. */
const SEARCH_CANDIDATES = 1_000;
/** How long an estimated total serves before the planner is asked again. */
const ESTIMATE_TTL_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The texts in `language` when the seller wrote a title there, else in the seller's default language. */
function pickTranslation<Text extends { language: string; title: string }>(
  rows: Text[],
  language: string,
  defaultLanguage: string,
) {
  const usable = rows.filter((row) => row.title.trim() !== '');
  return (
    usable.find((row) => row.language === language) ??
    usable.find((row) => row.language === defaultLanguage) ??
    usable[0]
  );
}

/**
 * Large totals by filter, kept for a while: such a total is shown rounded down as an estimate
 * ("12,000+"), so one a minute old serves as well as a new one, and a list costs one statement.
 */
function createEstimates(options: { ttlMs: number; maxEntries: number }) {
  const kept = new Map<string, { total: number; until: number }>();
  return {
    async of(filter: listings.ListingFilter, estimate: () => Promise<number>): Promise<number> {
      const key = JSON.stringify(filter);
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) return entry.total;
      const total = await estimate();
      kept.delete(key);
      kept.set(key, { total, until: Date.now() + options.ttlMs });
      const oldest = kept.keys().next().value;
      if (kept.size > options.maxEntries && oldest !== undefined) kept.delete(oldest);
      return total;
    },
  };
}

/** 12 345 as 12 000: an estimate says no more than it knows. */
function roundedDown(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  return Math.floor(estimate / unit) * unit;
}

function isDiscounted(product: { price: number; lastPrice: number | null }) {
  return product.lastPrice !== null && product.lastPrice > product.price;
}

/** The prices a storefront shows of a product, quoted in the visitor's currency. */
function quotedPrices(
  product: {
    price: number;
    lastPrice: number | null;
    lowestPrice30d: number | null;
    netContent: number | null;
    netUnit: 'ml' | 'g' | null;
  },
  quote: PriceQuote,
) {
  return {
    price: quote.price(product.price),
    lastPrice: product.lastPrice === null ? null : quote.price(product.lastPrice),
    lowestPrice30d:
      isDiscounted(product) && product.lowestPrice30d !== null ? quote.price(product.lowestPrice30d) : null,
    pricePerUnit:
      product.netContent && product.netUnit
        ? {
            ...quote.price(Math.round((product.price * 100) / product.netContent)),
            per: product.netUnit === 'ml' ? ('100ml' as const) : ('100g' as const),
          }
        : null,
  };
}

/** A price bound as the visitor's currency shows it: as typed when typed in it, else quoted. */
function shownAmount(quote: PriceQuote, base: number, typedIn: PriceQuote, typed: number | undefined) {
  if (typedIn.currency === quote.currency && typed !== undefined) return money(typed, quote.currency);
  const { amount, currency } = quote.price(base);
  return money(amount, currency);
}

/** The columns search reads, from every language's texts. */
function searchColumns(translations: Translations) {
  const texts = Object.values(translations).filter((text) => text !== undefined);
  return {
    searchTitle: normalizeForSearch(texts.map((text) => text.title).join(' ')),
    searchBody: normalizeForSearch(
      texts
        .map((text) => [text.description, text.action, text.howToUse, text.composition, text.specialOffer].join(' '))
        .join(' '),
    ),
  };
}

/**
 * The tsquery for a visitor's words: each word as a prefix, or any known word close to it, so a
 * typo still finds ("serun" → "serum"). Words are letters and digits only, so the text is safe.
 */
async function buildTsQuery(ctx: RequestContext, q: string | undefined): Promise<string | undefined> {
  // One letter says too little to search by ("vitamin c"); two letters match only whole words.
  const words = [...new Set(searchWords(q ?? ''))].filter((word) => word.length > 1).slice(0, 8);
  if (words.length === 0) return undefined;
  const close = await repository.closestTerms(
    ctx.db,
    words.filter((word) => word.length >= 3),
  );
  return words
    .map((word) => {
      if (word.length === 2) return word;
      const alternatives = [`${word}:*`, ...(close.get(word) ?? []).filter((term) => term !== word)];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * What the catalog needs of the companies module (passed in app.ts): who sells, in which language
 * it writes, and whether it is approved, so that its products may show.
 */
/** Where a product's listing shows. */
function placeOf(
  product: Pick<ProductRow, 'id' | 'companyId' | 'categoryId' | 'subcategoryId'>,
): listings.ListingPlace {
  return { id: product.id, companyId: product.companyId, categoryIds: [product.categoryId, product.subcategoryId] };
}

export interface SellerDirectory {
  sellerOf(
    ctx: RequestContext,
    companyId: string,
  ): Promise<{ name: string; defaultLanguage: string; approved: boolean } | undefined>;
  namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>>;
}

export interface ProductsServiceDeps {
  storage: Storage;
  cache: ResponseCache;
  publicUrl: string;
  sellers: SellerDirectory;
  currencies: CurrenciesService;
}

export function createProductsService(deps: ProductsServiceDeps) {
  const presentImage = (image: Pick<ImageRow, 'id' | 'keyPrefix'>): ProductImage => imageUrls(deps.storage, image);

  async function presentSellerProduct(ctx: RequestContext, product: ProductRow): Promise<SellerProduct> {
    const [translations, images] = await Promise.all([
      repository.listTranslations(ctx.db, [product.id]),
      repository.listImages(ctx.db, [product.id]),
    ]);
    const byLanguage = Object.fromEntries(
      translations.map(({ productId: _productId, language, ...text }) => [language, text]),
    );
    return {
      id: product.id,
      translations: byLanguage,
      price: product.price,
      lastPrice: product.lastPrice,
      lowestPrice30d: product.lowestPrice30d,
      categoryId: product.categoryId,
      subcategoryId: product.subcategoryId,
      condition: product.condition,
      erpCode: product.erpCode,
      ean: product.ean,
      productIndex: product.productIndex,
      stock: product.stock,
      deliveryDays: product.deliveryDays,
      netContent: product.netContent,
      netUnit: product.netUnit,
      active: product.active,
      images: images.map(presentImage),
      missingTitles: LANGUAGE_CODES.filter((language) => !byLanguage[language]?.title),
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  }

  /** Checks shared by create and update; answers the columns to store. */
  async function prepare(ctx: RequestContext, input: ProductValues, exceptId?: string) {
    const companyId = ctx.actor.companyId;
    const company = companyId ? await deps.sellers.sellerOf(ctx, companyId) : undefined;
    if (!companyId || !company) throw new AppError('forbidden');
    if (!input.translations[company.defaultLanguage as keyof Translations]?.title) {
      throw new AppError('product_title_missing', {
        language: company.defaultLanguage,
        fields: [
          {
            field: `body.translations.${company.defaultLanguage}.title`,
            reason: 'nameRequired',
            message: VALIDATION_MESSAGES.nameRequired,
          },
        ],
      });
    }
    const category = await categories.findCategory(ctx.db, input.categoryId);
    if (!category || category.parentId !== null) throw new AppError('not_found', { field: 'categoryId' });
    if (input.subcategoryId && !(await categories.isSubcategoryOf(ctx.db, input.subcategoryId, input.categoryId))) {
      throw new AppError('subcategory_mismatch');
    }
    if (input.ean && (await repository.eanIsTaken(ctx.db, companyId, input.ean, exceptId)))
      throw new AppError('ean_taken');
    const hasOfferText = Object.values(input.translations).some((text) => Boolean(text?.specialOffer));
    return {
      companyId,
      columns: {
        categoryId: input.categoryId,
        subcategoryId: input.subcategoryId,
        condition: input.condition,
        erpCode: input.erpCode ?? null,
        ean: input.ean ?? null,
        productIndex: input.productIndex ?? null,
        price: input.price,
        lastPrice: input.lastPrice,
        stock: input.stock,
        deliveryDays: input.deliveryDays,
        netContent: input.netContent,
        netUnit: input.netUnit,
        active: input.active,
        isPublic: input.active && company.approved,
        isSpecialOffer: isDiscounted(input) || hasOfferText,
        defaultLanguage: company.defaultLanguage,
        ...searchColumns(input.translations),
      },
    };
  }

  const translationRows = (translations: Translations) =>
    Object.entries(translations)
      .filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined)
      .filter(([, text]) => Object.values(text).some((value) => value !== ''))
      .map(([language, text]) => ({ language, ...text }));

  async function saveTexts(ctx: RequestContext, productId: string, input: ProductValues) {
    await repository.replaceTranslations(ctx.db, productId, translationRows(input.translations));
    const { searchTitle, searchBody } = searchColumns(input.translations);
    await repository.addSearchTerms(ctx.db, searchWords(`${searchTitle} ${searchBody}`));
  }

  async function ownProduct(ctx: RequestContext, id: string): Promise<ProductRow> {
    const product = ctx.actor.companyId
      ? await repository.findCompanyProduct(ctx.db, ctx.actor.companyId, id)
      : undefined;
    if (!product) throw new AppError('not_found');
    return product;
  }

  const estimates = createEstimates({ ttlMs: ESTIMATE_TTL_MS, maxEntries: 2_000 });

  const removeImageFiles = (keyPrefix: string) => removeImageWidths(deps.storage, keyPrefix);

  /** Once the caller's transaction commits: clears the cached pages and lists these products show in. */
  function productsChanged(ctx: RequestContext, places: listings.ListingPlace[]) {
    afterCommit(ctx, () => deps.cache.invalidate(places.flatMap(productTags)));
  }

  /**
   * Once the caller's transaction commits: clears the pages of products whose stock changed. A page
   * shows how many are left, so every sale clears it; lists show only whether a product is in
   * stock, so they are cleared (productsChanged) only when that flips.
   */
  function stockChanged(ctx: RequestContext, productIds: string[]) {
    if (productIds.length > 0) afterCommit(ctx, () => deps.cache.invalidate(productIds.map(cacheTags.product)));
  }

  /**
   * Once the caller's transaction commits: clears the company's product pages, every list (its
   * products' cards) and the category tree (which shows approved sellers' own categories only).
   */
  function companyChanged(ctx: RequestContext, companyId: string) {
    afterCommit(ctx, () =>
      deps.cache.invalidate([cacheTags.companyProducts(companyId), cacheTags.lists, cacheTags.categories]),
    );
  }

  /** A card as the storefront shows it, from a listing row already in the caller's language. */
  function cardOf(row: listings.CardRow, quote: PriceQuote): ProductCard {
    return {
      id: row.id,
      title: row.title,
      ...quotedPrices(row, quote),
      condition: row.condition,
      inStock: row.inStock,
      specialOffer: row.isSpecialOffer,
      image: row.imageId && row.imageKey ? presentImage({ id: row.imageId, keyPrefix: row.imageKey }) : null,
      company: { id: row.companyId, name: row.companyName },
    };
  }

  /** Rewrites the listing rows of some of a company's products, or all of them, inside the caller's transaction. */
  async function refreshListings(ctx: RequestContext, companyId: string, productIds?: string[]) {
    const company = await deps.sellers.sellerOf(ctx, companyId);
    if (!company) return;
    await listings.refreshListings(ctx.db, productIds ? { productIds } : { companyId }, company.name);
  }

  return {
    /** The companies module's event: an approved company's active products show, others' do not. */
    async companyStatusChanged(ctx: RequestContext, event: DomainEvents['company.statusChanged']) {
      await repository.setCompanyProductsVisibility(ctx.db, event.companyId, event.status === 'approved');
      await refreshListings(ctx, event.companyId);
      companyChanged(ctx, event.companyId);
    },

    /** The companies module's event: cards show the seller's new name. */
    async companyRenamed(ctx: RequestContext, event: DomainEvents['company.renamed']) {
      await listings.renameCompany(ctx.db, event.companyId, event.name);
      companyChanged(ctx, event.companyId);
    },

    /** For the demo data, which backdates products after creating them: their listings as they are now. */
    async refreshCompanyListings(ctx: RequestContext, companyId: string) {
      await refreshListings(ctx, companyId);
      companyChanged(ctx, companyId);
    },

    // The storefront

    async listCatalog(ctx: RequestContext, query: CatalogFilter) {
      const [tsquery, quote, typedIn] = await Promise.all([
        buildTsQuery(ctx, query.q),
        deps.currencies.quoteFor(ctx),
        deps.currencies.quoteFor(ctx, query.priceCurrency ?? 'EUR'),
      ]);
      const sort = query.sort ?? (tsquery ? 'relevance' : 'newest');
      // Bounds typed in a currency select the prices shown in it as at least / at most that amount.
      const minPrice =
        query.minPrice === undefined
          ? undefined
          : lowestBaseQuotedAtLeast(money(query.minPrice, typedIn.currency), typedIn.scaledRate, MAX_PRICE).amount;
      const maxPrice =
        query.maxPrice === undefined
          ? undefined
          : highestBaseQuotedAtMost(money(query.maxPrice, typedIn.currency), typedIn.scaledRate, MAX_PRICE).amount;
      const filter: listings.ListingFilter = {
        tsquery,
        categoryId: query.category,
        subcategoryId: query.subcategory,
        companyId: query.company,
        minPrice,
        maxPrice,
        condition: query.condition,
        inStock: query.inStock,
        specialOffer: query.specialOffer,
      };
      const page = { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE };
      let found: { rows: listings.CardRow[]; total: number; estimated: boolean };
      if (sort === 'relevance' && tsquery) {
        const { rows, total } = await listings.relevancePage(
          ctx.db,
          { ...filter, tsquery },
          page,
          ctx.language,
          SEARCH_CANDIDATES,
        );
        found = { rows, total, estimated: total >= SEARCH_CANDIDATES };
      } else {
        const { rows, hasMore, counted } = await listings.listingPage(
          ctx.db,
          filter,
          sort === 'relevance' ? 'newest' : sort,
          page,
          ctx.language,
          CATALOG_COUNT_CAP,
        );
        if (counted <= CATALOG_COUNT_CAP) {
          found = { rows, total: counted, estimated: false };
        } else {
          // An estimate may fall short of what the pages hold: the next page stays reachable.
          const seen = page.offset + rows.length + (hasMore ? 1 : 0);
          const estimate = await estimates.of(filter, () => listings.estimateListings(ctx.db, filter));
          found = { rows, total: Math.max(roundedDown(Math.max(estimate, CATALOG_COUNT_CAP)), seen), estimated: true };
        }
      }
      return {
        items: found.rows.map((row) => cardOf(row, quote)),
        page: query.page,
        pageSize: PAGE_SIZE,
        total: found.total,
        totalIsEstimate: found.estimated,
        priceBounds: {
          min: minPrice === undefined ? null : shownAmount(quote, minPrice, typedIn, query.minPrice),
          max: maxPrice === undefined ? null : shownAmount(quote, maxPrice, typedIn, query.maxPrice),
        },
      };
    },

    /**
     * For the cart: each product's card in the caller's language and currency, its euro price,
     * what is in stock and whether it is still sold. Unknown ids are left out.
     */
    async forCart(ctx: RequestContext, ids: string[]) {
      const quote = await deps.currencies.quoteFor(ctx);
      const rows = await listings.saleCardsByIds(ctx.db, ids, ctx.language);
      return rows.map((row) => ({
        card: cardOf(row, quote),
        basePrice: row.basePrice,
        stock: row.stock,
        purchasable: row.purchasable,
        /** Working days until the seller sends it: its "Ships in N days". */
        dispatchDays: row.dispatchDays,
        quote,
      }));
    },

    /**
     * For placing an order, inside its transaction: takes every line's quantity, in product order
     * (so two orders never wait on each other's rows), or throws 'I don't have that quantity' for
     * the first line short, naming the product and what is left; the transaction then takes nothing.
     */
    async takeStock(ctx: RequestContext, lines: { productId: string; quantity: number }[]): Promise<void> {
      // Locked first, in id order, so concurrent orders queue instead of deadlocking; then every
      // line is checked and taken at once (a short line takes nothing: the transaction rolls back).
      const left = new Map(
        (
          await repository.lockForSale(
            ctx.db,
            lines.map((line) => line.productId),
          )
        ).map((row) => [row.id, row.isPublic ? row.stock : 0]),
      );
      const taken = new Map<string, number>();
      for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        const available = left.get(line.productId) ?? 0;
        if (available < line.quantity) {
          throw new AppError('insufficient_stock', { productId: line.productId, available });
        }
        left.set(line.productId, available - line.quantity);
        taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
      }
      const after = await repository.takeStocks(
        ctx.db,
        [...taken].map(([productId, quantity]) => ({ productId, quantity })),
      );
      // Every sale clears the product's page (it shows how many are left); the lists only when it sells out.
      stockChanged(
        ctx,
        after.map((row) => row.id),
      );
      for (const row of after.filter((product) => product.stock === 0)) {
        const soldOut = await listings.setInStock(ctx.db, row.id, false);
        if (soldOut) productsChanged(ctx, [soldOut]);
      }
    },

    /** For a cancelled or expired order, inside its transaction. */
    async returnStock(ctx: RequestContext, lines: { productId: string; quantity: number }[]): Promise<void> {
      // In the same order as takeStock locks rows, so the two never wait on each other in a circle.
      const ordered = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
      stockChanged(
        ctx,
        ordered.map((line) => line.productId),
      );
      for (const line of ordered) {
        await repository.returnStock(ctx.db, line.productId, line.quantity);
        const back = await listings.setInStock(ctx.db, line.productId, true);
        if (back) productsChanged(ctx, [back]);
      }
    },

    /** A public product: active, of an approved company. Anything else answers 404. */
    async getProduct(ctx: RequestContext, id: string): Promise<ProductDetail> {
      const [found, quote] = await Promise.all([
        UUID.test(id) ? listings.publicProductDetail(ctx.db, id) : undefined,
        deps.currencies.quoteFor(ctx),
      ]);
      if (!found) throw new AppError('not_found');
      const { product, texts, images, categoryNames: names } = found;
      const text = pickTranslation(texts, ctx.language, product.defaultLanguage);
      const nameOf = (categoryId: string) =>
        categoryName(
          Object.fromEntries(
            names.filter((row) => row.categoryId === categoryId).map((row) => [row.language, row.name]),
          ),
          ctx.language,
        );
      const presentedImages = images.map(presentImage);
      return {
        id,
        title: text?.title ?? '',
        ...quotedPrices(product, quote),
        condition: product.condition,
        inStock: product.stock > 0,
        specialOffer: product.isSpecialOffer,
        image: presentedImages[0] ?? null,
        company: { id: product.companyId, name: found.companyName },
        language: text?.language ?? product.defaultLanguage,
        description: text?.description ?? '',
        action: text?.action ?? '',
        howToUse: text?.howToUse ?? '',
        composition: text?.composition ?? '',
        specialOfferText: text?.specialOffer ?? '',
        stock: product.stock,
        deliveryDays: product.deliveryDays,
        netContent: product.netContent,
        netUnit: product.netUnit,
        ean: product.ean,
        category: { id: product.categoryId, name: nameOf(product.categoryId) },
        subcategory: product.subcategoryId ? { id: product.subcategoryId, name: nameOf(product.subcategoryId) } : null,
        images: presentedImages,
        createdAt: product.createdAt.toISOString(),
      };
    },

    async isPublic(ctx: RequestContext, id: string): Promise<boolean> {
      return UUID.test(id) && (await repository.findProduct(ctx.db, id))?.isPublic === true;
    },

    /** An SVG QR code of the product's address. */
    async getQrCode(ctx: RequestContext, id: string): Promise<string> {
      if (!(await this.isPublic(ctx, id))) throw new AppError('not_found');
      return QRCode.toString(`${deps.publicUrl}/products/${id}`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    },

    // The seller's products

    async listOwn(ctx: RequestContext, query: { q?: string | undefined; page: number }) {
      const companyId = ctx.actor.companyId;
      if (!companyId) throw new AppError('forbidden');
      const rows = await repository.listCompanyProducts(
        ctx.db,
        companyId,
        query.q,
        PAGE_SIZE,
        (query.page - 1) * PAGE_SIZE,
      );
      const ids = rows.map((row) => row.product.id);
      const [translations, images] = await Promise.all([
        repository.listTranslations(ctx.db, ids),
        repository.listImages(ctx.db, ids),
      ]);
      return {
        items: rows.map(({ product }) => {
          const own = translations.filter((translation) => translation.productId === product.id);
          const image = images.find((candidate) => candidate.productId === product.id);
          return {
            id: product.id,
            title: pickTranslation(own, ctx.language, product.defaultLanguage)?.title ?? '',
            price: product.price,
            stock: product.stock,
            active: product.active,
            ean: product.ean,
            erpCode: product.erpCode,
            missingTitles: LANGUAGE_CODES.filter(
              (language) => !own.some((row) => row.language === language && row.title),
            ),
            updatedAt: product.updatedAt.toISOString(),
            image: image ? presentImage(image) : null,
          };
        }),
        page: query.page,
        pageSize: PAGE_SIZE,
        total: rows[0]?.total ?? 0,
      };
    },

    async getOwn(ctx: RequestContext, id: string) {
      return presentSellerProduct(ctx, await ownProduct(ctx, id));
    },

    async create(ctx: RequestContext, input: ProductValues) {
      const { companyId, columns } = await prepare(ctx, input);
      const now = ctx.now();
      try {
        const product = await inTransaction(ctx, async (tx) => {
          const row = await repository.insertProduct(tx.db, { ...columns, companyId, lowestPrice30d: null });
          await repository.insertPriceHistory(tx.db, row.id, input.price, now);
          await saveTexts(tx, row.id, input);
          await refreshListings(tx, companyId, [row.id]);
          return row;
        });
        productsChanged(ctx, [placeOf(product)]);
        return await presentSellerProduct(ctx, product);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ean_taken');
        throw error;
      }
    },

    /** Every price change is recorded; the 30-day lowest is the lowest of the 30 days before it. */
    async update(ctx: RequestContext, id: string, input: ProductValues) {
      const existing = await ownProduct(ctx, id);
      const { companyId, columns } = await prepare(ctx, input, id);
      const now = ctx.now();
      try {
        const product = await inTransaction(ctx, async (tx) => {
          let lowestPrice30d = existing.lowestPrice30d;
          if (input.price !== existing.price) {
            lowestPrice30d = await repository.lowestPriceBetween(
              tx.db,
              id,
              new Date(now.getTime() - THIRTY_DAYS_MS),
              now,
            );
            await repository.insertPriceHistory(tx.db, id, input.price, now);
          }
          const row = await repository.updateProduct(tx.db, companyId, id, { ...columns, lowestPrice30d });
          await saveTexts(tx, id, input);
          await refreshListings(tx, companyId, [id]);
          return row;
        });
        if (!product) throw new AppError('not_found');
        // It may have moved to another category: the lists of both.
        productsChanged(ctx, [placeOf(existing), placeOf(product)]);
        return await presentSellerProduct(ctx, product);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ean_taken');
        throw error;
      }
    },

    async setActive(ctx: RequestContext, id: string, active: boolean) {
      const existing = await ownProduct(ctx, id);
      const company = await deps.sellers.sellerOf(ctx, existing.companyId);
      const product = await inTransaction(ctx, async (tx) => {
        const row = await repository.updateProduct(tx.db, existing.companyId, id, {
          active,
          isPublic: active && company?.approved === true,
        });
        await refreshListings(tx, existing.companyId, [id]);
        return row;
      });
      productsChanged(ctx, [placeOf(existing)]);
      return presentSellerProduct(ctx, product ?? existing);
    },

    async remove(ctx: RequestContext, id: string) {
      const product = await ownProduct(ctx, id);
      const images = await repository.listImages(ctx.db, [id]);
      if (!(await repository.deleteProduct(ctx.db, product.companyId, id))) throw new AppError('not_found');
      await Promise.all(images.map((image) => removeImageFiles(image.keyPrefix)));
      productsChanged(ctx, [placeOf(product)]);
    },

    /**
     * Re-encodes an upload to WebP in three widths; at most 10 images a product, even when uploads
     * arrive together: re-encoding is slow and runs outside the transaction; the count and the
     * insert run inside it with the product row locked, so parallel uploads take their turns there.
     */
    async addImage(ctx: RequestContext, id: string, bytes: Buffer) {
      const product = await ownProduct(ctx, id);
      // Answers a full product before the costly re-encoding; the locked count below is the one that holds.
      if ((await repository.countImages(ctx.db, id)) >= MAX_PRODUCT_IMAGES) throw new AppError('too_many_images');
      if (bytes.length > MAX_COMPANY_FILE_BYTES) throw new AppError('file_too_large_4mb');
      const keyPrefix = await storeImageWidths(deps.storage, 'products', bytes);
      try {
        await inTransaction(ctx, async (tx) => {
          if (!(await repository.lockCompanyProduct(tx.db, product.companyId, id))) throw new AppError('not_found');
          if ((await repository.countImages(tx.db, id)) >= MAX_PRODUCT_IMAGES) throw new AppError('too_many_images');
          await repository.insertImage(tx.db, id, keyPrefix);
          await refreshListings(tx, product.companyId, [id]);
        });
      } catch (error) {
        await removeImageFiles(keyPrefix);
        throw error;
      }
      productsChanged(ctx, [placeOf(product)]);
      return presentSellerProduct(ctx, product);
    },

    async removeImage(ctx: RequestContext, id: string, imageId: string) {
      const product = await ownProduct(ctx, id);
      const keyPrefix = await inTransaction(ctx, async (tx) => {
        const removed = await repository.deleteImage(tx.db, id, imageId);
        if (removed) await refreshListings(tx, product.companyId, [id]);
        return removed;
      });
      if (!keyPrefix) throw new AppError('not_found');
      await removeImageFiles(keyPrefix);
      productsChanged(ctx, [placeOf(product)]);
      return presentSellerProduct(ctx, product);
    },

    /** The images in the order given; the first is the product's main image. */
    async reorderImages(ctx: RequestContext, id: string, imageIds: string[]) {
      const product = await ownProduct(ctx, id);
      const current = await repository.listImages(ctx.db, [id]);
      const known = new Set(current.map((image) => image.id));
      if (imageIds.length !== known.size || !imageIds.every((imageId) => known.has(imageId))) {
        throw new AppError('validation_failed', {
          fields: [{ field: 'body.imageIds', reason: 'choose', message: VALIDATION_MESSAGES.choose }],
        });
      }
      await inTransaction(ctx, async (tx) => {
        for (const [position, imageId] of imageIds.entries())
          await repository.setImagePosition(tx.db, id, imageId, position);
        await refreshListings(tx, product.companyId, [id]);
      });
      productsChanged(ctx, [placeOf(product)]);
      return presentSellerProduct(ctx, product);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
export type { CatalogQuery };
