import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { abuseReports, siteSettings, type NewSiteSettingsRow, type SiteSettingsRow } from './site.tables';

export async function findSiteSettings(db: Database): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
}

/** Inserts the settings unless they exist; never overwrites what the operator changed. */
export async function insertSiteSettingsIfMissing(db: Database, values: NewSiteSettingsRow): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ ...values, id: 1 })
    .onConflictDoNothing();
}

export async function insertAbuseReport(db: Database, values: typeof abuseReports.$inferInsert) {
  const [row] = await db
    .insert(abuseReports)
    .values(values)
    .returning({ id: abuseReports.id, createdAt: abuseReports.createdAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSiteSettings(db: Database, values: Partial<NewSiteSettingsRow>) {
  const [row] = await db
    .update(siteSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1))
    .returning();
  return row;
}
