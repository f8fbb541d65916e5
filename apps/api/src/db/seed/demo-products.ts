import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@glowmarket/shared/catalog';
import { postalAddress } from '@glowmarket/shared/companies';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type { RequestContext } from '../../lib/context';
import type { ResponseCache } from '../../lib/response-cache';
import type { Storage } from '../../lib/storage';
import { insertCategory, replaceCategoryNames } from '../../modules/catalog/categories.repository';
import { productImages, productPriceHistory, products } from '../../modules/catalog/catalog.tables';
import { productBatches } from '../../modules/catalog/cosmetics.tables';
import { companies } from '../../modules/companies/companies.tables';
import { createCurrenciesService } from '../../modules/pricing/currencies.service';
import { createProductsService } from '../../modules/catalog/products.service';
import { createSynonymGroups } from '../../modules/catalog/synonym-groups';
import type { Database } from '../client';
import { companyForm, createCompany, randomNip } from '../factories/companies';
import { DEMO_BRANDS, type DemoBrand } from './demo-brands';
import {
  BASE_INCI,
  DEMO_ACTIVES,
  DEMO_CATEGORIES,
  DEMO_PRODUCT_TYPES,
  DESCRIPTION_TEMPLATES,
  SPECIAL_OFFER_LINES,
  TITLE_TEMPLATES,
} from './demo-catalog';
import { DEMO_COMPANY } from './demo-accounts';
import { demoBatches, demoLabel } from './demo-labels';
import { seedDemoShops } from './demo-shops';
import { drawLogo, packshot, PACKSHOT_VIEWS, type PackshotSubject } from './demo-images';

export const DEMO_PRODUCT_COUNT = 300;
const IMAGE_WIDTHS = [320, 800, 1600] as const;
const DAY_MS = 86_400_000;
/** Rows per multi-row insert, well under PostgreSQL's 65 535 parameters. */
const INSERT_BATCH = 500;

/** A small deterministic generator, so every fresh demo shop looks the same. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** A GTIN-13 with the country prefix and a correct check digit. */
function gtin13(prefix: string, random: ReturnType<typeof generator>): string {
  const body = (prefix + String(random.int(0, 999_999_999)).padStart(12 - prefix.length, '0')).slice(0, 12);
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const GS1_PREFIX: Record<string, string> = {
  PL: '590',
  FR: '340',
  DE: '400',
  IT: '800',
  SE: '730',
  HR: '385',
  ES: '840',
  PT: '560',
  NO: '700',
};

/** One soft background per pack shape keeps the number of drawings small. */
const SHAPES = [...new Set(DEMO_PRODUCT_TYPES.map((type) => type.shape))];
const hueOf = (shape: string) => (SHAPES.indexOf(shape as (typeof SHAPES)[number]) * 360) / SHAPES.length;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The demo seller's own brand (its company is created with the demo accounts, see seed.ts). */
const DEMO_SELLER_BRAND: DemoBrand = {
  key: 'rozana-manufaktura',
  shortName: DEMO_COMPANY.shortName,
  legalName: DEMO_COMPANY.name,
  street: DEMO_COMPANY.street,
  postalCode: DEMO_COMPANY.postalCode,
  city: DEMO_COMPANY.city,
  country: 'PL',
  defaultLanguage: 'pl-PL',
  webPage: DEMO_COMPANY.webPage,
  contactEmail: DEMO_COMPANY.contactEmail,
  contactPerson: DEMO_COMPANY.contactPerson,
  contactPhone: DEMO_COMPANY.contactPhone,
  publicEmail: DEMO_COMPANY.publicEmail,
  publicPhone: DEMO_COMPANY.publicPhone,
  iban: companyForm().iban,
  bic: companyForm().bic ?? '',
  accent: '#c2255c',
  monogram: 'RM',
  description: DEMO_COMPANY.descriptions,
};

const subjectOf = (brand: DemoBrand, type: (typeof DEMO_PRODUCT_TYPES)[number]): PackshotSubject => ({
  shape: type.shape,
  texture: type.texture,
  accent: brand.accent,
  monogram: brand.monogram,
  hue: hueOf(type.shape),
});

/**
 * Starts drawing every picture the demo catalog uses (each brand's packs seen from the front and
 * opened, each texture) and keeps them in memory. The server calls it before opening a new
 * database, so the drawing runs beside PostgreSQL's initialisation; the seed calls it again and
 * finds the work under way.
 */
export function drawDemoPackshots(): void {
  for (const brand of [...DEMO_BRANDS, DEMO_SELLER_BRAND]) {
    for (const type of DEMO_PRODUCT_TYPES) {
      // A failure surfaces where the seed awaits the same drawing.
      for (const view of PACKSHOT_VIEWS)
        void packshot(subjectOf(brand, type), view, IMAGE_WIDTHS).catch(() => undefined);
    }
  }
}

/** A company's logo, stored as an uploaded one is (companies/logos/<uuid>.webp). */
async function storeDemoLogo(storage: Storage, brand: DemoBrand): Promise<string> {
  const key = `companies/logos/${randomUUID()}.webp`;
  await storage.put(key, await drawLogo(brand.accent, brand.monogram));
  return key;
}

/**
 * The demo catalog: categories, six approved manufacturers besides the demo seller's (each with
 * its own addresses and logo), and 300 products with texts in all 11 languages, three pictures
 * each, prices with history, some on offer.
 * Products go through the products service, as a seller's would. `db` is meant to be the
 * caller's transaction (one commit instead of thousands is most of the speed of a first start).
 */
export async function seedDemoCatalog(
  db: Database,
  deps: { storage: Storage; cache: ResponseCache; publicUrl: string; extraCompanyIds: string[] },
) {
  const random = generator(20261121);
  const subcategories = new Map<string, { categoryId: string; subcategoryId: string }>();
  for (const [position, category] of DEMO_CATEGORIES.entries()) {
    const row = await insertCategory(db, { parentId: null, companyId: null, position });
    await replaceCategoryNames(db, row.id, category.names);
    for (const [childPosition, child] of category.children.entries()) {
      const childRow = await insertCategory(db, { parentId: row.id, companyId: null, position: childPosition });
      await replaceCategoryNames(db, childRow.id, child.names);
      subcategories.set(child.key, { categoryId: row.id, subcategoryId: childRow.id });
    }
  }

  const brands: (DemoBrand & { companyId: string })[] = [];
  for (const brand of DEMO_BRANDS) {
    const company = await createCompany(db, {
      name: brand.legalName,
      shortName: brand.shortName,
      street: brand.street,
      postalCode: brand.postalCode,
      city: brand.city,
      country: brand.country,
      nipTax: brand.country === 'PL' ? randomNip() : `${brand.country}-${random.int(10_000_000, 99_999_999)}`,
      webPage: brand.webPage,
      iban: brand.iban,
      bic: brand.bic,
      contactPerson: brand.contactPerson,
      contactEmail: brand.contactEmail,
      contactPhone: brand.contactPhone,
      publicEmail: brand.publicEmail,
      publicPhone: brand.publicPhone,
      defaultLanguage: brand.defaultLanguage,
      logoKey: await storeDemoLogo(deps.storage, brand),
      descriptions: brand.description,
    });
    brands.push({ ...brand, companyId: company.id });
  }
  for (const companyId of deps.extraCompanyIds) {
    await db
      .update(companies)
      .set({ logoKey: await storeDemoLogo(deps.storage, DEMO_SELLER_BRAND) })
      .where(eq(companies.id, companyId));
    brands.push({ ...DEMO_SELLER_BRAND, companyId });
  }

  // Every demo company is approved; the seed knows them, so it answers for the companies module.
  const sellerOf = (companyId: string) => brands.find((brand) => brand.companyId === companyId);
  const service = createProductsService({
    storage: deps.storage,
    cache: deps.cache,
    publicUrl: deps.publicUrl,
    currencies: createCurrenciesService({ cache: deps.cache }),
    // The seed writes products and never searches: the groups are never loaded.
    synonyms: createSynonymGroups(db, { warn: () => undefined }),
    sellers: {
      sellerOf: async (_ctx, companyId) => {
        const brand = sellerOf(companyId);
        return (
          brand && {
            name: brand.shortName,
            defaultLanguage: brand.defaultLanguage,
            approved: true,
            legalName: brand.legalName,
            address: postalAddress(brand),
          }
        );
      },
      namesOf: async (_ctx, ids) => new Map(ids.map((id) => [id, sellerOf(id)?.shortName ?? ''])),
    },
  });
  const log = pino({ level: 'silent' });
  const contextOf = (brand: (typeof brands)[number]): RequestContext => ({
    db,
    actor: { userId: undefined, companyId: brand.companyId, roles: ['user', 'seller'], sessionId: undefined },
    language: brand.defaultLanguage,
    currency: 'EUR',
    requestId: 'seed',
    ip: '127.0.0.1',
    log,
    now: () => new Date(),
    // The caller's transaction (see above): the service joins it rather than nesting savepoints.
    inTransaction: true,
  });
  const now = Date.now();
  const seeded: string[] = [];
  const history: (typeof productPriceHistory.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const batchRows: (typeof productBatches.$inferInsert)[] = [];
  // Its own sequence: the label data leaves the rest of the demo as it was.
  const labels = generator(20261128);
  // Drawn on sharp's threads while the products are written, unless the server started it earlier.
  drawDemoPackshots();

  for (let index = 0; index < DEMO_PRODUCT_COUNT; index++) {
    const brand = brands[index % brands.length]!;
    const type = random.pick(DEMO_PRODUCT_TYPES);
    const active = random.pick(DEMO_ACTIVES);
    const place = subcategories.get(type.subcategory);
    if (!place) continue;
    const size = random.pick(type.sizes);
    const [low, high] = type.priceRange;
    const price = Math.max(190, Math.round(random.int(low, high) / 100) * 100 - 10);
    const onOffer = random.next() < 0.2;
    const lastPrice = onOffer ? Math.round((price * random.int(115, 140)) / 100 / 10) * 10 : null;
    const description = random.pick(DESCRIPTION_TEMPLATES);
    const offerLine = random.pick(SPECIAL_OFFER_LINES);
    const label = demoLabel(labels, type.key);
    const inci = [
      ...BASE_INCI[type.unit].slice(0, 3),
      active.inci,
      ...BASE_INCI[type.unit].slice(3),
      ...label.extra,
      ...label.closing,
    ].join(', ');
    const translations: ProductInput['translations'] = {};
    for (const language of LANGUAGE_CODES) {
      translations[language] = {
        title: fill(TITLE_TEMPLATES[language], { type: type.names[language], active: active.inTitle[language] }),
        description: fill(description[language], {
          brand: brand.shortName,
          type: type.names[language],
          active: active.inTitle[language],
          action: active.action[language],
          size: `${size} ${type.unit}`,
        }),
        action: active.action[language],
        howToUse: type.howToUse[language],
        composition: inci,
        specialOffer: onOffer ? offerLine[language] : '',
        function: '',
        precautions: label.precautions(language),
      };
    }
    const roll = random.next();
    const input = {
      translations,
      price,
      lastPrice,
      categoryId: place.categoryId,
      subcategoryId: place.subcategoryId,
      condition: roll < 0.94 ? 'new' : roll < 0.98 ? 'damaged' : 'used',
      erpCode: `${brand.key.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
      ean: gtin13(GS1_PREFIX[brand.country] ?? '590', random),
      productIndex: `${type.key}-${size}${type.unit}`,
      stock: random.next() < 0.08 ? 0 : random.int(3, 140),
      deliveryDays: random.int(1, 5),
      netContent: size,
      netUnit: type.unit,
      active: true,
      ...label.fields,
    } satisfies ProductInput;
    const product = await service.create(contextOf(brand), input as Parameters<typeof service.create>[1]);

    // A history that reads like a real shop's: listed weeks ago, discounted a few days ago.
    const createdAt = new Date(now - random.int(2, 90) * DAY_MS);
    await db
      .update(products)
      .set({ createdAt, updatedAt: createdAt, lowestPrice30d: lastPrice })
      .where(eq(products.id, product.id));
    seeded.push(product.id);
    batchRows.push(
      ...demoBatches(labels, input.stock, new Date(now)).map((batch) => ({ ...batch, productId: product.id })),
    );
    history.push(
      ...(lastPrice
        ? [
            { productId: product.id, price: lastPrice, effectiveFrom: createdAt },
            { productId: product.id, price, effectiveFrom: new Date(now - random.int(1, 5) * DAY_MS) },
          ]
        : [{ productId: product.id, price, effectiveFrom: createdAt }]),
    );

    for (const [position, view] of PACKSHOT_VIEWS.entries()) {
      const images = await packshot(subjectOf(brand, type), view, IMAGE_WIDTHS);
      const keyPrefix = `products/${randomUUID()}`;
      await Promise.all(IMAGE_WIDTHS.map((width) => deps.storage.put(`${keyPrefix}-${width}.webp`, images[width]!)));
      imageRows.push({ productId: product.id, keyPrefix, position });
    }
  }
  // The made-up history replaces the one the service recorded; rows go in a few statements, not 900.
  await db.delete(productPriceHistory).where(inArray(productPriceHistory.productId, seeded));
  for (let start = 0; start < history.length; start += INSERT_BATCH) {
    await db.insert(productPriceHistory).values(history.slice(start, start + INSERT_BATCH));
  }
  for (let start = 0; start < imageRows.length; start += INSERT_BATCH) {
    await db.insert(productImages).values(imageRows.slice(start, start + INSERT_BATCH));
  }
  // Each product's stock is the sum of its batches, as the seller's stock page shows it.
  for (let start = 0; start < batchRows.length; start += INSERT_BATCH) {
    await db.insert(productBatches).values(batchRows.slice(start, start + INSERT_BATCH));
  }
  // The storefront's listings, with the dates and images written above.
  for (const brand of brands) await service.refreshCompanyListings(contextOf(brand), brand.companyId);
  await seedDemoShops(
    db,
    deps.storage,
    brands.map((brand) => ({
      companyId: brand.companyId,
      brandKey: brand.key,
      brandName: brand.shortName,
      accent: brand.accent,
      defaultLanguage: brand.defaultLanguage,
    })),
  );
  deps.cache.invalidate();
}
