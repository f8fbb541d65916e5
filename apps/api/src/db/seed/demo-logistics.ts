import { asc } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../../modules/companies/companies.tables';
import { deliveryPrices } from '../../modules/logistics/logistics.tables';

/** The methods the marketplace starts with (migration 0010), by what demo sellers call them. */
const METHODS = {
  inpostLocker: '0d000000-0000-4000-8000-000000000001',
  inpostCourier: '0d000000-0000-4000-8000-000000000002',
  dpdCourier: '0d000000-0000-4000-8000-000000000003',
  dpdCod: '0d000000-0000-4000-8000-000000000004',
  dhlCourier: '0d000000-0000-4000-8000-000000000005',
  dhlCod: '0d000000-0000-4000-8000-000000000006',
  orlenPoint: '0d000000-0000-4000-8000-000000000007',
} as const;

interface DemoEntry {
  method: keyof typeof METHODS;
  key: string;
  /** Euro cents. */
  price: number;
  deliveryDays: number;
}

/** Price lists demo sellers take turns with: two or three carriers each, as small shops have. */
const PRICE_LISTS: DemoEntry[][] = [
  [
    { method: 'inpostLocker', key: 'INPOST-LOCKER', price: 399, deliveryDays: 1 },
    { method: 'dpdCourier', key: 'DPD-STANDARD', price: 599, deliveryDays: 2 },
    { method: 'dpdCod', key: 'DPD-COD', price: 799, deliveryDays: 2 },
  ],
  [
    { method: 'dhlCourier', key: 'DHL-PARCEL', price: 649, deliveryDays: 2 },
    { method: 'orlenPoint', key: 'ORLEN-POINT', price: 299, deliveryDays: 3 },
  ],
  [
    { method: 'inpostLocker', key: 'PACZKOMAT', price: 449, deliveryDays: 1 },
    { method: 'inpostCourier', key: 'INPOST-KURIER', price: 699, deliveryDays: 1 },
    { method: 'dhlCod', key: 'DHL-COD', price: 899, deliveryDays: 2 },
  ],
  [
    { method: 'dpdCourier', key: 'dpd-classic', price: 549, deliveryDays: 2 },
    { method: 'inpostLocker', key: 'inpost-24-7', price: 349, deliveryDays: 2 },
  ],
];

/** Free delivery from €49 to €149, one threshold per seller for all its carriers. */
const THRESHOLDS = [4900, 7900, 9900, 14900];

/** Every demo seller's price list; store pickup follows from its pickup shops. */
export async function seedDemoLogistics(db: Database): Promise<void> {
  const sellers = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.createdAt));
  const rows = sellers.flatMap((seller, index) => {
    const freeFrom = THRESHOLDS[index % THRESHOLDS.length] ?? null;
    return (PRICE_LISTS[index % PRICE_LISTS.length] ?? []).map((entry) => ({
      companyId: seller.id,
      methodId: METHODS[entry.method],
      key: entry.key,
      price: entry.price,
      freeFrom,
      deliveryDays: entry.deliveryDays,
    }));
  });
  if (rows.length > 0) await db.insert(deliveryPrices).values(rows);
}
