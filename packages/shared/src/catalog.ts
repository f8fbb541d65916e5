import { z } from 'zod';
import { pageOf } from './companies';
import { PRODUCT_CONDITIONS } from './constants';
import { CURRENCY_CODES, type CurrencyCode } from './currencies';
import {
  FREE_FROM,
  freeFromListSchema,
  ingredientSchema,
  ingredientSlugSchema,
  LABEL_GAPS,
  labelFieldsSchema,
  labelIngredientSchema,
  labelInputSchema,
  productLabelSchema,
} from './cosmetics';
import { isValidGtin } from './gtin';
import { LANGUAGE_CODES, type LanguageCode } from './i18n';
import { reason } from './validation';

const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

// Categories

/** A name in every one of the 11 languages; each missing one says 'Name is required'. */
export const categoryNamesSchema = z.object(
  Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      z
        .string()
        .trim()
        .max(100)
        .default('')
        .refine((name) => name.length > 0, reason('nameRequired')),
    ]),
  ) as unknown as Record<LanguageCode, z.ZodDefault<z.ZodString>>,
);

export const categoryInputSchema = z.object({
  /** Set for a subcategory: the category it belongs to. */
  parentId: z.uuid().nullable().default(null),
  names: categoryNamesSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** A category in the visitor's language, with its subcategories. */
export interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .object({
    id: z.string(),
    name: z.string(),
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' });

/** A category as its managers see it: every name, and whether the caller may change it. */
export const managedCategorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  names: z.record(z.string(), z.string()),
  companyId: z.string().nullable(),
  editable: z.boolean(),
});
export type ManagedCategory = z.infer<typeof managedCategorySchema>;

// Money

export const currencyCodeSchema = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);

/** An amount in whole minor units (cents, grosze, öre) of its currency. */
export const moneySchema = z.object({ amount: z.number().int(), currency: currencyCodeSchema });
export type Money = z.infer<typeof moneySchema>;

/**
 * A price as a visitor sees it: the amount in the currency they chose (the `X-Currency` header,
 * EUR by default), quoted by the server at the operator's rate, and the base amount it came from.
 */
export const quotedMoneySchema = moneySchema.extend({ base: moneySchema });
export type QuotedMoney = z.infer<typeof quotedMoneySchema>;

export const currencyRatesSchema = z.object({
  base: z.literal('EUR'),
  /** How many units of each currency one euro buys; EUR itself is 1. */
  rates: z.record(z.string(), z.number().positive()),
  updatedAt: z.string().nullable(),
});
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

export const updateCurrencyRatesSchema = z.object({
  rates: z.partialRecord(
    z.enum(CURRENCY_CODES.filter((code) => code !== 'EUR') as [string, ...string[]]),
    z.number().positive().max(1_000_000),
  ),
});

// Products

export const NET_UNITS = ['ml', 'g'] as const;
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PRODUCT_IMAGES = 10;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const productTranslationSchema = z.object({
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(5000).default(''),
  action: z.string().trim().max(2000).default(''),
  howToUse: z.string().trim().max(2000).default(''),
  /** Ingredients as the INCI list. */
  composition: z.string().trim().max(5000).default(''),
  specialOffer: z.string().trim().max(300).default(''),
  /** The product's function, where its presentation does not make it clear (art. 19(1)(f)). */
  function: z.string().trim().max(300).default(''),
  /** Particular precautions for use (art. 19(1)(d)). */
  precautions: z.string().trim().max(2000).default(''),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

/** The highest price a product may have: one million euros, in cents. */
export const MAX_PRICE = 100_000_000;

/** Prices are integer minor units (cents) of the base currency, EUR. */
const priceSchema = z.number().int().min(1).max(MAX_PRICE);

export const productInputSchema = z
  .object({
    translations: z.partialRecord(languageSchema, productTranslationSchema),
    price: priceSchema,
    /** The former price shown crossed out; null when not discounted. */
    lastPrice: priceSchema.nullable().default(null),
    categoryId: z.uuid(),
    subcategoryId: z.uuid().nullable().default(null),
    condition: z.enum(PRODUCT_CONDITIONS),
    erpCode: optionalText(64),
    ean: optionalText(13).refine((value) => value === undefined || isValidGtin(value), reason('ean')),
    productIndex: optionalText(64),
    stock: z.number().int().min(0).max(10_000_000),
    deliveryDays: z.number().int().min(0).max(365),
    netContent: z.number().positive().max(100_000).nullable().default(null),
    netUnit: z.enum(NET_UNITS).nullable().default(null),
    active: z.boolean().default(true),
  })
  .extend(labelInputSchema.shape)
  .refine((product) => (product.netContent === null) === (product.netUnit === null), {
    path: ['netUnit'],
    ...reason('required'),
  });
export type ProductInput = z.input<typeof productInputSchema>;

export const productImageSchema = z.object({
  id: z.string(),
  small: z.string(),
  medium: z.string(),
  large: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const unitPriceSchema = quotedMoneySchema.extend({ per: z.enum(['100ml', '100g']) });

/** What the storefront shows of a product in a list. */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: quotedMoneySchema,
  lastPrice: quotedMoneySchema.nullable(),
  lowestPrice30d: quotedMoneySchema.nullable(),
  pricePerUnit: unitPriceSchema.nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  inStock: z.boolean(),
  specialOffer: z.boolean(),
  image: productImageSchema.nullable(),
  company: z.object({ id: z.string(), name: z.string() }),
  /** Verified buyers' visible ratings: the average in stars (4.5; 0 when none) and how many. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  /** The language the texts are in (the visitor's, else the seller's default). */
  language: z.string(),
  description: z.string(),
  action: z.string(),
  howToUse: z.string(),
  composition: z.string(),
  specialOfferText: z.string(),
  stock: z.number().int(),
  deliveryDays: z.number().int(),
  netContent: z.number().nullable(),
  netUnit: z.enum(NET_UNITS).nullable(),
  ean: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string() }),
  subcategory: z.object({ id: z.string(), name: z.string() }).nullable(),
  images: z.array(productImageSchema),
  /** The EU label particulars and the structured ingredient list. */
  label: productLabelSchema,
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

export const catalogQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    category: z.uuid().optional(),
    subcategory: z.uuid().optional(),
    company: z.uuid().optional(),
    /** Price bounds in minor units of `priceCurrency` (EUR when not given), as the visitor typed them. */
    minPrice: z.coerce.number().int().min(0).optional(),
    maxPrice: z.coerce.number().int().min(0).optional(),
    priceCurrency: currencyCodeSchema.optional(),
    condition: z.enum(PRODUCT_CONDITIONS).optional(),
    inStock: booleanFlag,
    specialOffer: booleanFlag,
    /** Only products whose average rating is at least this many stars. */
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    /** Comma-separated FREE_FROM keys: products free from all of them. */
    freeFrom: freeFromListSchema,
    /** A reference ingredient's slug the products must contain, and one they must not. */
    contains: ingredientSlugSchema.optional(),
    excludes: ingredientSlugSchema.optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(2000).default(1),
    /**
     * Where the page starts, as a page link carries it (`pageAnchors`): the page is then read from
     * there instead of counted to. An anchor of another list or order is ignored and the page
     * number serves.
     */
    after: z.string().max(200).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['maxPrice'],
    ...reason('priceOrder'),
  });
export type CatalogQuery = z.input<typeof catalogQuerySchema>;

export const catalogPageSchema = pageOf(productCardSchema).extend({
  /** True when more products match than were counted (10,000): show "10,000+". */
  totalIsEstimate: z.boolean(),
  /** The price bounds applied, in the currency prices are shown in. */
  priceBounds: z.object({ min: moneySchema.nullable(), max: moneySchema.nullable() }),
  /**
   * The `after` of the page links near this page (two each way), by page number ("3"): a link
   * that carries it costs the same however deep the page. Pages without one (the first, any
   * farther away, and any of a search by relevance) go by their number alone.
   */
  pageAnchors: z.record(z.string(), z.string()),
});

/** How many of a list's products each free-from filter would leave (with the list's other filters). */
export const catalogFacetsSchema = z.object({
  freeFrom: z.record(z.enum(FREE_FROM), z.number().int()),
  /** True when a count stopped at the cap (as a list's total does): show "1,000+". */
  capped: z.boolean(),
});
export type CatalogFacets = z.infer<typeof catalogFacetsSchema>;

export const ingredientPageSchema = ingredientSchema.extend({
  products: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type IngredientPage = z.infer<typeof ingredientPageSchema>;

/** A product as its seller manages it: every language, every field. */
export const sellerProductSchema = z
  .object({
    id: z.string(),
    translations: z.record(z.string(), productTranslationSchema),
    price: z.number().int(),
    lastPrice: z.number().int().nullable(),
    lowestPrice30d: z.number().int().nullable(),
    categoryId: z.string(),
    subcategoryId: z.string().nullable(),
    condition: z.enum(PRODUCT_CONDITIONS),
    erpCode: z.string().nullable(),
    ean: z.string().nullable(),
    productIndex: z.string().nullable(),
    stock: z.number().int(),
    deliveryDays: z.number().int(),
    netContent: z.number().nullable(),
    netUnit: z.enum(NET_UNITS).nullable(),
    active: z.boolean(),
    images: z.array(productImageSchema),
    /** Languages whose title is empty, for the editor to flag. */
    missingTitles: z.array(z.string()),
    /** The mandatory label particulars still missing: the editor warns before publishing. */
    labelGaps: z.array(z.enum(LABEL_GAPS)),
    /** The default language's composition as parsed: names not in the reference list are flagged. */
    ingredients: z.array(labelIngredientSchema),
    /** Stock is kept per batch: the stock field is their sellable sum and cannot be typed. */
    batched: z.boolean(),
    /** Some sellable stock expires within the company's warning window. */
    expiresSoon: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(labelFieldsSchema.shape);
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductRowSchema = sellerProductSchema
  .pick({
    id: true,
    price: true,
    stock: true,
    active: true,
    ean: true,
    erpCode: true,
    missingTitles: true,
    labelGaps: true,
    expiresSoon: true,
    updatedAt: true,
  })
  .extend({ title: z.string(), image: productImageSchema.nullable() });

export const sellerProductsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const imageOrderSchema = z.object({ imageIds: z.array(z.uuid()).max(MAX_PRODUCT_IMAGES) });
export const productIdParamsSchema = z.object({ id: z.uuid() });
export const productImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
