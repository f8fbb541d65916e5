import { z } from 'zod';
import { COUNTRY_CODES } from './countries';

// EU cosmetics data (Regulation (EC) No 1223/2009): label data, ingredients, batches.

/** Period after opening, in months: the number printed in the open-jar symbol ("12M"). */
export const PAO_MONTHS = [3, 6, 9, 12, 18, 24, 36] as const;
export type PaoMonths = (typeof PAO_MONTHS)[number];

/** Art. 19(1)(c): a product that keeps less than this many months carries a date of minimum durability. */
export const DURABILITY_DATE_BELOW_MONTHS = 30;

/**
 * What a buyer can ask a product to be free from. Each is derived from the ingredient list
 * (see FREE_FROM_RULES in the API), never typed by the seller.
 */
export const FREE_FROM = ['fragrance', 'parabens', 'silicones', 'alcohol', 'sulfates'] as const;
export type FreeFrom = (typeof FREE_FROM)[number];

/** The days before expiry a seller is warned at when it has set no window of its own. */
export const DEFAULT_EXPIRY_WARNING_DAYS = 90;

/** The mandatory label particulars a product lacks; the editor warns before it is published. */
export const LABEL_GAPS = [
  'responsiblePerson',
  'cpnpReference',
  'nominalContent',
  'durability',
  'ingredients',
  'batch',
] as const;
export type LabelGap = (typeof LABEL_GAPS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => value || null);

/** YYYY-MM-DD, a real calendar day. */
export const isoDateSchema = z.iso.date();

/** The label particulars a seller enters beside the product's texts (not per language). */
export const labelInputSchema = z.object({
  /** The Responsible Person placing the product on the EU market; both null: the selling company. */
  responsiblePersonName: optionalText(200),
  responsiblePersonAddress: optionalText(300),
  /** The product's number in the Cosmetic Products Notification Portal. */
  cpnpReference: optionalText(32),
  paoMonths: z
    .union(PAO_MONTHS.map((months) => z.literal(months)) as [z.ZodLiteral<PaoMonths>, ...z.ZodLiteral<PaoMonths>[]])
    .nullable()
    .default(null),
  /** The date of minimum durability, for a product that keeps under 30 months. */
  bestBefore: isoDateSchema.nullable().default(null),
  /** Where an imported product was made (ISO 3166-1 alpha-2); null for one made in the EU. */
  originCountry: z.enum(COUNTRY_CODES).nullable().default(null),
});
export type LabelInput = z.input<typeof labelInputSchema>;

/** The label particulars as stored and answered to the seller. */
export const labelFieldsSchema = z.object({
  responsiblePersonName: z.string().nullable(),
  responsiblePersonAddress: z.string().nullable(),
  cpnpReference: z.string().nullable(),
  paoMonths: z.number().int().nullable(),
  bestBefore: z.string().nullable(),
  originCountry: z.string().nullable(),
});
export type LabelFields = z.infer<typeof labelFieldsSchema>;

/** A reference ingredient's address: lower-case words joined by hyphens ("sodium-laureth-sulfate"). */
export const ingredientSlugSchema = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** `freeFrom=fragrance,parabens`: unknown keys are refused, repeats dropped. */
export const freeFromListSchema = z
  .string()
  .max(100)
  .optional()
  .transform((value) => (value ? [...new Set(value.split(',').filter(Boolean))] : undefined))
  .pipe(z.array(z.enum(FREE_FROM)).optional());

/** One ingredient as the product's label lists it, in label order. */
export const labelIngredientSchema = z.object({
  /** The name as written on the label. */
  name: z.string(),
  /** The reference ingredient it was matched to; null when the name is not in the reference list. */
  slug: z.string().nullable(),
  /** A fragrance allergen that must be named on the label (Annex III, as amended by Reg. (EU) 2023/1545). */
  allergen: z.boolean(),
  /** Listed after "May contain" / "[+/-]": colourants a range may or may not hold. */
  mayContain: z.boolean(),
});
export type LabelIngredient = z.infer<typeof labelIngredientSchema>;

/** What the product page shows of the label. */
export const productLabelSchema = z.object({
  responsiblePerson: z.object({ name: z.string(), address: z.string() }),
  cpnpReference: z.string().nullable(),
  paoMonths: z.number().int().nullable(),
  bestBefore: z.string().nullable(),
  originCountry: z.string().nullable(),
  /** In the page's language, else the seller's. */
  function: z.string(),
  precautions: z.string(),
  ingredients: z.array(labelIngredientSchema),
  freeFrom: z.array(z.enum(FREE_FROM)),
});
export type ProductLabel = z.infer<typeof productLabelSchema>;

/** A reference ingredient's page: what it does and which products hold it. */
export const ingredientSchema = z.object({
  slug: z.string(),
  inciName: z.string(),
  functions: z.array(z.string()),
  allergen: z.boolean(),
  /** The free-from groups this ingredient belongs to ("parabens"). */
  groups: z.array(z.enum(FREE_FROM)),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const ingredientSlugParamsSchema = z.object({ slug: ingredientSlugSchema });
export const ingredientPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });
export const ingredientLookupQuerySchema = z.object({ q: z.string().trim().min(2).max(80) });

/** A composition parsed for the seller: each name, matched or flagged as unknown. */
export const compositionCheckSchema = z.object({ composition: z.string().max(5000) });
export const compositionReportSchema = z.object({ ingredients: z.array(labelIngredientSchema) });
export type CompositionReport = z.infer<typeof compositionReportSchema>;

// Batches

export const batchInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u),
  expiresOn: isoDateSchema,
  quantity: z.number().int().min(0).max(10_000_000),
});
export type BatchInput = z.input<typeof batchInputSchema>;

export const batchSchema = z.object({
  id: z.string(),
  code: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
  /** Past its date: kept for the record and recalls, never sold. */
  expired: z.boolean(),
  /** Sellable, and expiring within the company's warning window. */
  expiresSoon: z.boolean(),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchParamsSchema = z.object({ id: z.uuid(), batchId: z.uuid() });

/** The company's warning window: products with stock expiring within it are flagged. */
export const expirySettingsSchema = z.object({ warningDays: z.number().int().min(1).max(730) });
export type ExpirySettings = z.infer<typeof expirySettingsSchema>;

/** A product whose sellable stock expires within the company's window. */
export const expiringProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  code: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
});
export type ExpiringProduct = z.infer<typeof expiringProductSchema>;

export const recallQuerySchema = z.object({ code: z.string().trim().min(1).max(40) });

/** Every buyer of a batch: who to contact when it is recalled. */
export const recallEntrySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type RecallEntry = z.infer<typeof recallEntrySchema>;
