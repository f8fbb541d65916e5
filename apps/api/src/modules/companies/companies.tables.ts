import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_STATUSES, type CompanyStatus } from '@glowmarket/shared/companies';
import { isOneOf } from '../../db/checks';
import { WITHOUT_PENDING_LIST } from '../../db/indexes';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<CompanyStatus>().notNull().default('pending'),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    /** Local tax number, normalised (a Polish NIP: ten digits). Unique. */
    nipTax: text('nip_tax').notNull(),
    vatNumber: text('vat_number'),
    webPage: text('web_page'),
    bic: text('bic'),
    iban: text('iban').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    publicEmail: text('public_email'),
    publicPhone: text('public_phone'),
    defaultLanguage: text('default_language').notNull(),
    logoKey: text('logo_key'),
    /** The operator's rate for this company in basis points (600 = 6 %); null: the site's rate. */
    commissionBasisPoints: integer('commission_basis_points'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_nip_tax_unique').on(table.nipTax),
    index('companies_status_idx').on(table.status),
    index('companies_short_name_trgm_idx')
      .using('gin', sql`lower(${table.shortName}) gin_trgm_ops`)
      .with(WITHOUT_PENDING_LIST),
    check('companies_commission_range', sql`${table.commissionBasisPoints} between 0 and 10000`),
    check('companies_status_known', isOneOf(table.status, COMPANY_STATUSES)),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;

/** One description per language the company writes in. */
export const companyDescriptions = pgTable(
  'company_descriptions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.language] })],
);

export const companyPhotos = pgTable(
  'company_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_photos_company_idx').on(table.companyId, table.position)],
);
