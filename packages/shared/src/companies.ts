import { z } from 'zod';
import { isValidBic, isValidIban, isValidNip, isValidVatNumber } from './company-ids';
import { COUNTRY_CODES } from './countries';
import { LANGUAGE_CODES } from './i18n';
import { PHONE_PATTERN, reason } from './validation';

/** A new company waits for the operator; only approved ones are public. */
export const COMPANY_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** What the operator does to a company in the admin area. */
export const COMPANY_ACTIONS = ['approve', 'suspend', 'reinstate'] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * Where each of the operator's actions leads, and from which statuses: the one definition that the
 * API enforces and the admin screen offers. A pending company is approved or turned down
 * (suspended), an approved one suspended, a suspended one reinstated.
 */
export const COMPANY_TRANSITIONS = {
  approve: { from: ['pending'], to: 'approved' },
  suspend: { from: ['pending', 'approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
} as const satisfies Record<CompanyAction, { from: readonly CompanyStatus[]; to: CompanyStatus }>;

/** The actions open to a company in `status`, in the order of COMPANY_ACTIONS. */
export function companyActionsFrom(status: CompanyStatus): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) =>
    (COMPANY_TRANSITIONS[action].from as readonly CompanyStatus[]).includes(status),
  );
}

export const MAX_COMPANY_PHOTOS = 8;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 5000;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const languageSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]);
const optionalPhone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const companyAddressSchema = z.object({
  street: text(200),
  city: text(100),
  postalCode: text(20),
  country: z.enum(COUNTRY_CODES),
});

/** An address on one line, as a label, a receipt or a pickup point shows it: "street, postal code city, country". */
export function postalAddress(place: { street: string; postalCode: string; city: string; country: string }): string {
  return `${place.street}, ${place.postalCode} ${place.city}, ${place.country}`;
}

/** The company's descriptions, one per language it writes in. */
export const companyDescriptionsSchema = z.partialRecord(
  languageSchema,
  z.string().trim().max(COMPANY_DESCRIPTION_MAX_LENGTH),
);

/** What the seller (or an admin) fills in; SPEC §3 field names. */
export const companyInputSchema = z
  .object({
    companyName: text(200),
    companyNameShort: text(80),
    companyAddress: companyAddressSchema,
    /** The local tax number; for a Polish company a NIP, checked by its checksum. */
    nip_tax: text(30),
    /** The EU (or other) VAT number with its country prefix. */
    id_Tax: optionalText(30).refine((value) => value === undefined || isValidVatNumber(value), reason('vatNumber')),
    webPage: z
      .url({ protocol: /^https?$/ })
      .max(300)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    bic: optionalText(11).refine((value) => value === undefined || isValidBic(value), reason('bic')),
    iban: text(42).refine(isValidIban, reason('iban')),
    /** Private: the person the operator talks to. */
    contactPerson: text(200),
    contactEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    contactPhone: optionalPhone,
    /** Public: how buyers reach the company. */
    publicEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email())
      .optional()
      .or(z.literal('').transform(() => undefined)),
    publicPhone: optionalPhone,
    /** The language the company writes in; descriptions fall back to it. */
    defaultLanguage: languageSchema,
    descriptions: companyDescriptionsSchema.default({}),
  })
  .refine((company) => company.companyAddress.country !== 'PL' || isValidNip(company.nip_tax), {
    path: ['nip_tax'],
    when: (payload) => {
      const value = payload.value as { companyAddress?: { country?: unknown }; nip_tax?: unknown } | undefined;
      return typeof value?.nip_tax === 'string' && value.companyAddress?.country === 'PL';
    },
    ...reason('nip'),
  });
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companyPhotoSchema = z.object({ id: z.string(), url: z.string() });

/** What anyone may see of an approved company. */
export const publicCompanySchema = z.object({
  id: z.string(),
  companyNameShort: z.string(),
  companyName: z.string(),
  city: z.string(),
  country: z.string(),
  webPage: z.string().nullable(),
  publicEmail: z.string().nullable(),
  publicPhone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  photos: z.array(companyPhotoSchema),
  /** In the visitor's language when the company wrote one, else in the company's own language. */
  description: z.string(),
  descriptionLanguage: z.string(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

export const companySummarySchema = publicCompanySchema.pick({
  id: true,
  companyNameShort: true,
  city: true,
  country: true,
  logoUrl: true,
});

export const commissionSchema = z.object({
  /** The percentage of each order the platform keeps, e.g. 6 or 4.5. */
  percent: z.number(),
  /** Whether it is the marketplace-wide rate or one set for this company. */
  source: z.enum(['site', 'company']),
});

/** The whole company: for its own users and for admins only. */
export const privateCompanySchema = publicCompanySchema.extend({
  status: z.enum(COMPANY_STATUSES),
  companyAddress: companyAddressSchema,
  nip_tax: z.string(),
  id_Tax: z.string().nullable(),
  bic: z.string().nullable(),
  iban: z.string(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  defaultLanguage: z.string(),
  descriptions: z.record(z.string(), z.string()),
  commission: commissionSchema,
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type PrivateCompany = z.infer<typeof privateCompanySchema>;

export const pageQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminCompaniesQuerySchema = pageQuerySchema.extend({ status: z.enum(COMPANY_STATUSES).optional() });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
}

export const adminCompanySummarySchema = companySummarySchema.extend({
  companyName: z.string(),
  nip_tax: z.string(),
  status: z.enum(COMPANY_STATUSES),
  contactEmail: z.string(),
  createdAt: z.string(),
});

export const companyActionSchema = z.object({ action: z.enum(COMPANY_ACTIONS) });

/** Percent with up to two decimals, or null to use the marketplace-wide rate. */
export const commissionPercentSchema = z.number().min(0).max(100).multipleOf(0.01);
export const companyCommissionSchema = z.object({ percent: commissionPercentSchema.nullable() });
export const siteCommissionSchema = z.object({ percent: commissionPercentSchema });

export const companyIdParamsSchema = z.object({ id: z.uuid() });
export const companyPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() });
