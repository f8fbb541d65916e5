import { USER_STATUSES, type UserStatus } from '@glowmarket/shared/users';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { companies } from '../companies/companies.tables';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login name; the e-mail address at registration. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** argon2id; empty once the account is deleted. */
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('available'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * The company this user sells for, set once (in the transaction that registers the company, or
     * by the factories): it is also the record of who registered a company. The reference runs from
     * users to companies only.
     */
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    avatarKey: text('avatar_key'),
    policyAcceptedAt: timestamp('policy_accepted_at', { withTimezone: true }).notNull(),
    policyVersion: text('policy_version').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(table.username),
    check('users_status_known', isOneOf(table.status, USER_STATUSES)),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Logged-in sessions: only the SHA-256 of the bearer token is kept. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('user_sessions_token_hash_unique').on(table.tokenHash),
    index('user_sessions_user_idx').on(table.userId),
  ],
);

/**
 * E-mailed codes and the reset tokens they are exchanged for. Only hashes are kept. A code dies
 * when used, after 30 minutes, or after five wrong tries.
 */
export const userCodes = pgTable(
  'user_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_codes_user_purpose_idx').on(table.userId, table.purpose),
    index('user_codes_hash_idx').on(table.codeHash),
    check('user_codes_attempts_non_negative', sql`${table.attempts} >= 0`),
    check('user_codes_purpose_known', isOneOf(table.purpose, CODE_PURPOSES)),
  ],
);

export const CODE_PURPOSES = ['email_verification', 'password_reset', 'reset_token'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type UserCodeRow = typeof userCodes.$inferSelect;

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipping_addresses_user_idx').on(table.userId)],
);

export const invoiceDetails = pgTable(
  'invoice_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityName: text('entity_name').notNull(),
    taxId: text('tax_id').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_details_user_idx').on(table.userId)],
);
