import { randomUUID } from 'node:crypto';
import { LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';
import { timeZoneOf, WEEKDAYS, type OpeningHours } from '@glowmarket/shared/shops';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../lib/images';
import type { RequestContext } from '../../lib/context';
import type { Storage } from '../../lib/storage';
import { createGazetteerGeocoder } from '../../modules/shops/geocoder';
import { shopPhotos, shops, shopTranslations } from '../../modules/shops/shops.tables';
import type { Database } from '../client';
import { DEMO_SHOPS, HOURS, shopTitle } from './demo-shop-list';

/** A shop front in the brand colour: awning, window, door. */
function shopFrontSvg(accent: string): string {
  const stripes = Array.from(
    { length: 8 },
    (_, index) =>
      `<rect x="${100 + index * 125}" y="160" width="62" height="120" fill="${index % 2 ? '#fff' : accent}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="#efe9e1"/><rect x="100" y="120" width="1000" height="620" fill="#fbf8f4"/>
<rect x="100" y="120" width="1000" height="50" fill="${accent}"/>${stripes}
<rect x="160" y="340" width="560" height="330" rx="8" fill="#cfe3ea"/><rect x="790" y="340" width="250" height="400" rx="8" fill="${accent}"/>
<circle cx="1000" cy="550" r="12" fill="#f5d76e"/><rect x="200" y="560" width="480" height="20" fill="#9b8b7a"/>
<rect x="230" y="480" width="40" height="80" rx="10" fill="${accent}"/><rect x="300" y="500" width="50" height="60" rx="12" fill="#fff"/>
<rect x="380" y="470" width="36" height="90" rx="10" fill="${accent}"/><rect x="450" y="505" width="60" height="55" rx="14" fill="#fff"/></svg>`;
}

async function shopFront(accent: string): Promise<Record<number, Buffer>> {
  const svg = Buffer.from(shopFrontSvg(accent));
  const entries = await Promise.all(
    Object.values(IMAGE_WIDTHS).map(async (width) => {
      const image = sharp(svg, { density: (72 * width) / 1200 }).removeAlpha();
      return [width, await image.webp({ quality: 80, effort: 2 }).toBuffer()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export interface DemoShopCompany {
  companyId: string;
  brandKey: string;
  brandName: string;
  accent: string;
  defaultLanguage: LanguageCode;
}

/**
 * The demo companies' shops: placed by the embedded gazetteer (the same one sellers use offline),
 * with hours a real shop keeps, a drawn shop front, and their texts in all 11 languages.
 */
export async function seedDemoShops(db: Database, storage: Storage, companies: DemoShopCompany[]): Promise<void> {
  const geocoder = createGazetteerGeocoder();
  const ctx = { db } as RequestContext;
  for (const company of companies) {
    const demoShops = DEMO_SHOPS[company.brandKey] ?? [];
    const photo = await shopFront(company.accent);
    for (const shop of demoShops) {
      const found = await geocoder.locate(ctx, `${shop.postalCode} ${shop.town}, ${shop.country}`);
      if (!found) throw new Error(`the gazetteer does not know ${shop.town}`);
      const [row] = await db
        .insert(shops)
        .values({
          companyId: company.companyId,
          street: shop.street,
          postalCode: shop.postalCode,
          city: shop.town,
          country: shop.country,
          ...found.location,
          timeZone: timeZoneOf(shop.country),
          hours: Object.fromEntries(WEEKDAYS.map((day) => [day, HOURS[shop.hours](day)])) as OpeningHours,
          pickup: shop.pickup,
          phone: null,
          email: null,
          defaultLanguage: company.defaultLanguage,
          companyApproved: true,
        })
        .returning({ id: shops.id });
      if (!row) throw new Error('insert returned no row');
      await db.insert(shopTranslations).values(
        LANGUAGE_CODES.map((language) => ({
          shopId: row.id,
          language,
          title: shopTitle(shop.name, company.brandName, shop.town, language),
          description: shop.description[language],
        })),
      );
      const keyPrefix = `shops/${randomUUID()}`;
      await Promise.all(
        Object.values(IMAGE_WIDTHS).map((width) => storage.put(`${keyPrefix}-${width}.webp`, photo[width]!)),
      );
      await db.insert(shopPhotos).values({ shopId: row.id, keyPrefix, position: 0 });
    }
  }
}
