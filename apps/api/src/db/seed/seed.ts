import type { Database } from '../client';
import { insertSiteSettingsIfMissing } from '../../modules/site/site.repository';
import { SITE_DEFAULTS } from './site-defaults';

export interface SeedOptions {
  /** Also fill an empty marketplace with demo companies, products and accounts. */
  demo: boolean;
}

/** Safe to run on every start: it only adds what is missing and never overwrites. */
export async function seedDatabase(db: Database, _options: SeedOptions): Promise<void> {
  await insertSiteSettingsIfMissing(db, SITE_DEFAULTS);
}
