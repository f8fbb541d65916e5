import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { companies, companyDescriptions, companyPhotos, type CompanyRow } from './companies.tables';

export async function insertCompany(db: Database, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCompanyById(db: Database, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** What a seller's summary (companies.service.ts) shows of its company. */
const summaryColumns = {
  id: companies.id,
  shortName: companies.shortName,
  defaultLanguage: companies.defaultLanguage,
  status: companies.status,
  contactEmail: companies.contactEmail,
  name: companies.name,
  street: companies.street,
  postalCode: companies.postalCode,
  city: companies.city,
  country: companies.country,
};
export type CompanySummaryRow = Pick<CompanyRow, keyof typeof summaryColumns>;

const summaryQuery = preparedPerDatabase((db: Database) =>
  db
    .select(summaryColumns)
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare('company_summary'),
);

/** A company's summary columns: what other modules read of a seller (a product page's label, a cart's delivery). */
export async function findCompanySummary(db: Database, id: string): Promise<CompanySummaryRow | undefined> {
  const [row] = await summaryQuery(db).execute({ id });
  return row;
}

export async function findCompaniesByIds(db: Database, ids: string[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
}

/**
 * Locks the company's row until the transaction ends, so that checks on what it owns (how many
 * photos) and the writes that follow them run one company-request at a time. Answers false when
 * there is no such company.
 */
export async function lockCompany(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  return row !== undefined;
}

/** Which of these companies are approved; pending, suspended and unknown ones are left out. */
export async function findApprovedCompanyIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, [...new Set(ids)]), eq(companies.status, 'approved')));
  return new Set(rows.map((row) => row.id));
}

export function listApprovedCompanies(db: Database): Promise<CompanyRow[]> {
  return db.select().from(companies).where(eq(companies.status, 'approved')).orderBy(asc(companies.shortName));
}

export async function updateCompany(db: Database, id: string, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function nipIsTaken(db: Database, nipTax: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(exceptId ? and(eq(companies.nipTax, nipTax), ne(companies.id, exceptId)) : eq(companies.nipTax, nipTax));
  return row !== undefined;
}

export async function replaceDescriptions(
  db: Database,
  companyId: string,
  descriptions: Partial<Record<string, string>>,
) {
  await db.delete(companyDescriptions).where(eq(companyDescriptions.companyId, companyId));
  const rows = Object.entries(descriptions)
    .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
    .map(([language, description]) => ({ companyId, language, description }));
  if (rows.length > 0) await db.insert(companyDescriptions).values(rows);
}

export async function listDescriptions(db: Database, companyId: string): Promise<Record<string, string>> {
  const rows = await db.select().from(companyDescriptions).where(eq(companyDescriptions.companyId, companyId));
  return Object.fromEntries(rows.map((row) => [row.language, row.description]));
}

export function listPhotos(db: Database, companyId: string) {
  return db
    .select()
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId))
    .orderBy(asc(companyPhotos.position), asc(companyPhotos.createdAt));
}

export async function countPhotos(db: Database, companyId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(companyPhotos).where(eq(companyPhotos.companyId, companyId));
  return Number(row?.value ?? 0);
}

export async function insertPhoto(db: Database, companyId: string, key: string) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${companyPhotos.position}), -1)` })
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId));
  await db.insert(companyPhotos).values({ companyId, key, position: Number(last?.position ?? -1) + 1 });
}

/** Deletes a photo of this company only; answers its storage key, or undefined when there is none. */
export async function deletePhoto(db: Database, companyId: string, photoId: string) {
  const [row] = await db
    .delete(companyPhotos)
    .where(and(eq(companyPhotos.id, photoId), eq(companyPhotos.companyId, companyId)))
    .returning({ key: companyPhotos.key });
  return row?.key;
}

export interface CompanyFilter {
  q?: string | undefined;
  statuses: CompanyRow['status'][];
  /** Public lists go by name; the operator sees the newest registrations first. */
  order: 'name' | 'newest';
  page: number;
  pageSize: number;
}

/** A page of companies by name, for the public list (approved only) and the admin list. */
export async function searchCompanies(db: Database, filter: CompanyFilter) {
  const conditions: SQL[] = [inArray(companies.status, filter.statuses)];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    // Substring match, or a close one by trigrams for typos ("glowlab" finds "GlowLab").
    const match = or(
      ilike(companies.shortName, pattern),
      ilike(companies.name, pattern),
      ilike(companies.nipTax, pattern),
      sql`lower(${companies.shortName}) % lower(${q})`,
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(
        ...(filter.order === 'newest'
          ? [desc(companies.createdAt), asc(companies.id)]
          : [asc(sql`lower(${companies.shortName})`), asc(companies.id)]),
      )
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
