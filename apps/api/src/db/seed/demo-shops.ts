import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@glowmarket/shared/i18n';
import { timeZoneOf, WEEKDAYS, type OpeningHours } from '@glowmarket/shared/shops';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../lib/images';
import type { RequestContext } from '../../lib/context';
import type { Storage } from '../../lib/storage';
import { createGazetteerGeocoder } from '../../modules/shops/geocoder';
import { shopPhotos, shops, shopTranslations } from '../../modules/shops/shops.tables';
import type { Database } from '../client';

type Hours = 'shop' | 'studio' | 'lateFriday' | 'summer';

interface DemoShop {
  street: string;
  postalCode: string;
  town: string;
  country: string;
  hours: Hours;
  pickup: boolean;
  /** The title in the brand's language and in English. */
  title: [string, string];
  description: [string, string];
}

const range = (opens: string, closes: string) => ({ opens, closes });

/** Week patterns a cosmetics shop or studio really keeps. */
const HOURS: Record<Hours, (day: (typeof WEEKDAYS)[number]) => OpeningHours[keyof OpeningHours]> = {
  shop: (day) =>
    day === 'sunday'
      ? { open: false, ranges: [] }
      : { open: true, ranges: [day === 'saturday' ? range('10:00', '14:00') : range('10:00', '18:00')] },
  studio: (day) =>
    day === 'saturday' || day === 'sunday'
      ? { open: false, ranges: [] }
      : { open: true, ranges: [range('09:00', '13:00'), range('14:00', '19:00')] },
  lateFriday: (day) =>
    day === 'sunday'
      ? { open: false, ranges: [] }
      : { open: true, ranges: [range('11:00', day === 'friday' || day === 'saturday' ? '21:00' : '19:00')] },
  summer: (day) => ({ open: true, ranges: [range('09:30', day === 'sunday' ? '13:30' : '20:00')] }),
};

/** Per brand (by key, see demo-catalog.ts), its shops in real towns near its home. */
const DEMO_SHOPS: Record<string, DemoShop[]> = {
  'rosa-baltycka': [
    {
      street: 'ul. Świętojańska 48',
      postalCode: '81-372',
      town: 'Gdynia',
      country: 'PL',
      hours: 'shop',
      pickup: true,
      title: ['Rosa Bałtycka – sklep firmowy', 'Rosa Bałtycka flagship shop'],
      description: [
        'Cała nasza linia z alg i róży, testery i doradztwo przy wyborze pielęgnacji.',
        'Our whole seaweed and rose range, testers and advice on choosing a routine.',
      ],
    },
    {
      street: 'ul. Bohaterów Monte Cassino 31',
      postalCode: '81-767',
      town: 'Sopot',
      country: 'PL',
      hours: 'summer',
      pickup: false,
      title: ['Rosa Bałtycka Sopot', 'Rosa Bałtycka Sopot'],
      description: ['Mały sklep przy deptaku, otwarty codziennie.', 'A small shop on the promenade, open every day.'],
    },
  ],
  'brume-darles': [
    {
      street: '8 rue de la Calade',
      postalCode: '13200',
      town: 'Arles',
      country: 'FR',
      hours: 'shop',
      pickup: true,
      title: ["Brume d'Arles – la boutique", "Brume d'Arles shop"],
      description: [
        'Nos eaux florales et savons, distillés à deux pas des arènes.',
        'Our floral waters and soaps, distilled a stone’s throw from the arena.',
      ],
    },
    {
      street: '12 rue des Teinturiers',
      postalCode: '84000',
      town: 'Avignon',
      country: 'FR',
      hours: 'lateFriday',
      pickup: false,
      title: ["Brume d'Arles Avignon", "Brume d'Arles Avignon"],
      description: ['Atelier de soins du visage sur rendez-vous.', 'A facial studio, by appointment.'],
    },
  ],
  hafermond: [
    {
      street: 'Lindenstraße 27',
      postalCode: '79098',
      town: 'Freiburg',
      country: 'DE',
      hours: 'studio',
      pickup: true,
      title: ['Hafermond Manufaktur', 'Hafermond workshop'],
      description: [
        'In unserer Manufaktur sehen Sie, wie Haferbalsam entsteht – und nehmen ihn frisch mit.',
        'Watch oat balm being made in our workshop, and take it home fresh.',
      ],
    },
  ],
  'villa-agrumia': [
    {
      street: 'Via dei Limoni 9',
      postalCode: '80067',
      town: 'Sorrento',
      country: 'IT',
      hours: 'summer',
      pickup: true,
      title: ['Villa Agrumia – bottega', 'Villa Agrumia shop'],
      description: [
        'Agrumi della costiera in creme e profumi, tra i limoneti.',
        'The coast’s citrus in creams and scents, among the lemon groves.',
      ],
    },
    {
      street: 'Via Cristoforo Colombo 3',
      postalCode: '84017',
      town: 'Positano',
      country: 'IT',
      hours: 'summer',
      pickup: false,
      title: ['Villa Agrumia Positano', 'Villa Agrumia Positano'],
      description: ['Un piccolo negozio sul mare.', 'A small shop by the sea.'],
    },
    {
      street: 'Largo Duomo 2',
      postalCode: '84011',
      town: 'Amalfi',
      country: 'IT',
      hours: 'lateFriday',
      pickup: false,
      title: ['Villa Agrumia Amalfi', 'Villa Agrumia Amalfi'],
      description: ['Accanto al Duomo.', 'Next to the cathedral.'],
    },
  ],
  skargardsljus: [
    {
      street: 'Storgatan 12',
      postalCode: '392 32',
      town: 'Kalmar',
      country: 'SE',
      hours: 'shop',
      pickup: true,
      title: ['Skärgårdsljus butik', 'Skärgårdsljus shop'],
      description: ['Hela sortimentet och presentinslagning.', 'The whole range, and gift wrapping.'],
    },
  ],
  'smilje-i-more': [
    {
      street: 'Marmontova 5',
      postalCode: '21000',
      town: 'Split',
      country: 'HR',
      hours: 'summer',
      pickup: true,
      title: ['Smilje i more – dućan', 'Smilje i more shop'],
      description: [
        'Eterično ulje smilja s našeg otoka, u srcu Splita.',
        'Immortelle oil from our island, in the heart of Split.',
      ],
    },
    {
      street: 'Obala bana Berislavića 8',
      postalCode: '21220',
      town: 'Trogir',
      country: 'HR',
      hours: 'summer',
      pickup: false,
      title: ['Smilje i more Trogir', 'Smilje i more Trogir'],
      description: ['Ljetni dućan na rivi.', 'A summer shop on the waterfront.'],
    },
  ],
};

/** The demo seller's own studio (Różana Manufaktura, Łódź). */
const DEMO_SELLER_SHOPS: DemoShop[] = [
  {
    street: 'ul. Piotrkowska 101',
    postalCode: '90-425',
    town: 'Łódź',
    country: 'PL',
    hours: 'studio',
    pickup: true,
    title: ['Różana Manufaktura – pracownia', 'Różana Manufaktura workshop'],
    description: [
      'Pracownia i sklep: kremy różane prosto ze stołu, odbiór zamówień na miejscu.',
      'Workshop and shop: rose creams straight from the bench, orders picked up here.',
    ],
  },
];

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
  brandKey: string | undefined;
  accent: string;
  defaultLanguage: LanguageCode;
}

/**
 * The demo companies' shops: placed by the embedded gazetteer (the same one sellers use offline),
 * with hours a real shop keeps and a drawn shop front.
 */
export async function seedDemoShops(db: Database, storage: Storage, companies: DemoShopCompany[]): Promise<void> {
  const geocoder = createGazetteerGeocoder();
  const ctx = { db } as RequestContext;
  for (const company of companies) {
    const demoShops = company.brandKey ? (DEMO_SHOPS[company.brandKey] ?? []) : DEMO_SELLER_SHOPS;
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
      await db
        .insert(shopTranslations)
        .values([
          { shopId: row.id, language: company.defaultLanguage, title: shop.title[0], description: shop.description[0] },
          ...(company.defaultLanguage === 'en-US'
            ? []
            : [{ shopId: row.id, language: 'en-US', title: shop.title[1], description: shop.description[1] }]),
        ]);
      const keyPrefix = `shops/${randomUUID()}`;
      await Promise.all(
        Object.values(IMAGE_WIDTHS).map((width) => storage.put(`${keyPrefix}-${width}.webp`, photo[width]!)),
      );
      await db.insert(shopPhotos).values({ shopId: row.id, keyPrefix, position: 0 });
    }
  }
}
