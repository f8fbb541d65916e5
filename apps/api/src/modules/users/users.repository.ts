import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  invoiceDetails,
  shippingAddresses,
  userCodes,
  users,
  userSessions,
  type CodePurpose,
  type UserRow,
} from './users.tables';

// Users

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Several users by id, deleted ones too (a seller still sees who wrote an old message). */
export function findUsersByIds(db: Database, ids: string[]): Promise<UserRow[]> {
  return db.select().from(users).where(inArray(users.id, ids));
}

/** By username or e-mail address (both stored lower-case for e-mail logins). */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const value = login.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(and(or(eq(users.username, value), eq(users.email, value.toLowerCase())), isNull(users.deletedAt)));
  return row;
}

export async function emailIsTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, email)));
  return row !== undefined;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Database, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

// Sessions

export async function insertSession(db: Database, values: typeof userSessions.$inferInsert) {
  await db.insert(userSessions).values(values);
}

/** The live session of a token hash with its user, or undefined when expired, idle or revoked. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ sessionId: userSessions.id, lastUsedAt: userSessions.lastUsedAt, user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, tokenHash),
        gt(userSessions.expiresAt, now),
        gt(userSessions.lastUsedAt, idleSince),
        isNull(users.deletedAt),
      ),
    );
  return row;
}

export async function touchSession(db: Database, sessionId: string, now: Date) {
  await db.update(userSessions).set({ lastUsedAt: now }).where(eq(userSessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}

// Codes and reset tokens

export async function insertCode(db: Database, values: typeof userCodes.$inferInsert) {
  await db.insert(userCodes).values(values);
}

/** The newest unused code of a purpose, expired or not, so the caller can say which. */
export async function findLatestCode(db: Database, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)))
    .orderBy(desc(userCodes.createdAt))
    .limit(1);
  return row;
}

export async function findLatestCodeCreatedAt(db: Database, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select({ createdAt: userCodes.createdAt })
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)))
    .orderBy(desc(userCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Unused, unexpired codes of a purpose with this hash (reset tokens are looked up by themselves). */
export async function findLiveCodesByHash(db: Database, purpose: CodePurpose, codeHash: string, now: Date) {
  return db
    .select()
    .from(userCodes)
    .where(
      and(
        eq(userCodes.purpose, purpose),
        eq(userCodes.codeHash, codeHash),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, now),
      ),
    );
}

/**
 * Takes one of the code's tries, only while some are left and it is unused; answers how many are
 * taken now, or undefined when none was left. One statement, so parallel guesses cannot overtake it.
 */
export async function takeTry(db: Database, codeId: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(userCodes)
    .set({ attempts: sql`${userCodes.attempts} + 1` })
    .where(and(eq(userCodes.id, codeId), isNull(userCodes.usedAt), lt(userCodes.attempts, maxAttempts)))
    .returning({ attempts: userCodes.attempts });
  return row?.attempts;
}

/** Marks a code used, only if nobody used it first; answers whether this call did. */
export async function useCode(db: Database, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userCodes)
    .set({ usedAt: now })
    .where(and(eq(userCodes.id, codeId), isNull(userCodes.usedAt)))
    .returning({ id: userCodes.id });
  return rows.length === 1;
}

export async function retireCodes(db: Database, userId: string, purpose: CodePurpose, now: Date) {
  await db
    .update(userCodes)
    .set({ usedAt: now })
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
}

export async function deleteCodesOfUser(db: Database, userId: string) {
  await db.delete(userCodes).where(eq(userCodes.userId, userId));
}

// Shipping addresses and invoice details: every query is scoped by the owner.

export function listShippingAddresses(db: Database, userId: string) {
  return db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(shippingAddresses.createdAt);
}

export async function insertShippingAddress(db: Database, values: typeof shippingAddresses.$inferInsert) {
  const [row] = await db.insert(shippingAddresses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateShippingAddress(
  db: Database,
  userId: string,
  id: string,
  values: Partial<typeof shippingAddresses.$inferInsert>,
) {
  const [row] = await db
    .update(shippingAddresses)
    .set(values)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteShippingAddress(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
    .returning({ id: shippingAddresses.id });
  return rows.length === 1;
}

export function listInvoiceDetails(db: Database, userId: string) {
  return db.select().from(invoiceDetails).where(eq(invoiceDetails.userId, userId)).orderBy(invoiceDetails.createdAt);
}

export async function insertInvoiceDetails(db: Database, values: typeof invoiceDetails.$inferInsert) {
  const [row] = await db.insert(invoiceDetails).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateInvoiceDetails(
  db: Database,
  userId: string,
  id: string,
  values: Partial<typeof invoiceDetails.$inferInsert>,
) {
  const [row] = await db
    .update(invoiceDetails)
    .set(values)
    .where(and(eq(invoiceDetails.id, id), eq(invoiceDetails.userId, userId)))
    .returning();
  return row;
}

export async function deleteInvoiceDetails(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invoiceDetails)
    .where(and(eq(invoiceDetails.id, id), eq(invoiceDetails.userId, userId)))
    .returning({ id: invoiceDetails.id });
  return rows.length === 1;
}

export async function deletePersonalRecords(db: Database, userId: string) {
  await db.delete(shippingAddresses).where(eq(shippingAddresses.userId, userId));
  await db.delete(invoiceDetails).where(eq(invoiceDetails.userId, userId));
}

export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string | undefined) {
  await db
    .delete(userSessions)
    .where(
      keepSessionId
        ? and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId))
        : eq(userSessions.userId, userId),
    );
}

export function listSessions(db: Database, userId: string) {
  return db.select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(desc(userSessions.createdAt));
}

/** Makes the user the seller of `companyId`, only if the user has no company yet. */
export async function assignCompany(db: Database, userId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ companyId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.companyId)))
    .returning({ id: users.id });
  return rows.length === 1;
}
