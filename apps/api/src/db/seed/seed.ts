import type { Database } from '../client';
import { createCompany } from '../factories/companies';
import { createUser } from '../factories/users';
import { currencyRates } from '../../modules/pricing/pricing.tables';
import { DEFAULT_RATES } from '../../modules/pricing/currencies.service';
import { insertSiteSettingsIfMissing } from '../../modules/site/site.repository';
import {
  findUserByLogin,
  insertInvoiceDetails,
  insertShippingAddress,
  updateUser,
} from '../../modules/users/users.repository';
import { users } from '../../modules/users/users.tables';
import { DEMO_ACCOUNTS, DEMO_BUYER_ADDRESS, DEMO_BUYER_INVOICE, DEMO_COMPANY } from './demo-accounts';
import { seedDemoLogistics } from './demo-logistics';
import { seedDemoMessages } from './demo-messages';
import { seedDemoOrders } from './demo-orders';
import { seedDemoRatings } from './demo-ratings';
import type { ParcelPointsSource } from '../../integrations/shipx/points';
import { parcelPoints } from '../../modules/logistics/logistics.tables';
import { syncParcelPoints } from '../../modules/logistics/parcel-points.sync';
import { seedDemoCatalog } from './demo-products';
import { scaleRate } from '../../lib/money';
import { createResponseCache } from '../../lib/response-cache';
import type { Storage } from '../../lib/storage';
import { ensureStarterReference } from '../../modules/catalog/ingredients/reference/import';
import { SITE_DEFAULTS } from './site-defaults';

export interface SeedOptions {
  /** Where the demo packshots are stored. */
  storage: Storage;
  publicUrl: string;
  /** Also fill an empty marketplace with demo accounts (and, later, companies and products). */
  demo: boolean;
  /** The operator's first admin account (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email: string; password: string } | undefined;
  /**
   * The demo's parcel lockers, loaded into an empty points table: the bundled sample, imported as
   * a ShipX sync would. Unset when ShipX itself is configured (its sync fills the table).
   */
  parcelPoints?: ParcelPointsSource | undefined;
  /** Called when the demo data is about to be added (a first start), so the server can say so. */
  onDemoData?: () => void;
}

/** Safe to run on every start: it only adds what is missing and never overwrites. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await insertSiteSettingsIfMissing(db, SITE_DEFAULTS);
  await db
    .insert(currencyRates)
    .values(Object.entries(DEFAULT_RATES).map(([currency, rate]) => ({ currency, scaledRate: scaleRate(rate) })))
    .onConflictDoNothing();
  // Ingredient lists are matched against it from the first product on.
  await ensureStarterReference(db);
  if (options.admin) await ensureAdmin(db, options.admin.email, options.admin.password);
  if (options.demo && !(await hasUsers(db))) {
    options.onDemoData?.();
    // One transaction: a first start stopped halfway leaves an empty marketplace that the next
    // start fills again, not half a demo that it would take for a finished one.
    await db.transaction(async (tx) => {
      const sellerCompanies: string[] = [];
      let buyerId: string | undefined;
      let sellerId: string | undefined;
      for (const account of DEMO_ACCOUNTS) {
        const { user } = await createUser(tx, {
          email: account.email,
          password: account.password,
          firstName: account.firstName,
          lastName: account.lastName,
          isAdmin: account.role === 'admin',
        });
        if (account.role === 'seller') {
          sellerId = user.id;
          sellerCompanies.push((await createCompany(tx, DEMO_COMPANY, user.id)).id);
        }
        if (account.role === 'buyer') {
          buyerId = user.id;
          // The buyer's checkout is filled in, as a returning customer's is.
          await insertShippingAddress(tx, { userId: user.id, ...DEMO_BUYER_ADDRESS });
          await insertInvoiceDetails(tx, { userId: user.id, ...DEMO_BUYER_INVOICE });
        }
      }
      await seedDemoCatalog(tx, {
        storage: options.storage,
        publicUrl: options.publicUrl,
        cache: createResponseCache({ maxEntries: 1, ttlMs: 1 }),
        extraCompanyIds: sellerCompanies,
      });
      await seedDemoLogistics(tx);
      const [companyId] = sellerCompanies;
      if (buyerId && companyId) await seedDemoOrders(tx, { buyerId, companyId, now: new Date() });
      if (buyerId && companyId) await seedDemoRatings(tx, { buyerId, demoCompanyId: companyId, now: new Date() });
      if (buyerId && sellerId && companyId)
        await seedDemoMessages(tx, { buyerId, sellerId, companyId, now: new Date() });
    });
  }
  if (options.demo && options.parcelPoints && !(await hasParcelPoints(db))) {
    await syncParcelPoints(db, options.parcelPoints, new Date());
  }
}

async function hasParcelPoints(db: Database): Promise<boolean> {
  const [row] = await db.select({ name: parcelPoints.name }).from(parcelPoints).limit(1);
  return row !== undefined;
}

async function hasUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

async function ensureAdmin(db: Database, email: string, password: string) {
  const existing = await findUserByLogin(db, email);
  if (!existing) {
    await createUser(db, { email, password, firstName: 'Admin', lastName: 'Glowmarket', isAdmin: true });
  } else if (!existing.isAdmin) {
    await updateUser(db, existing.id, { isAdmin: true });
  }
  // The password of an existing account is left alone: the admin may have changed it since.
}
