import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './catalog';
import type { PublicCompany } from './companies';
import type { ShopDetail } from './shops';
import { localBusinessJsonLd, organizationJsonLd, productJsonLd } from './structured-data';

const product: ProductDetail = {
  id: '34d00f89-dae6-49a8-bf73-fb4eddb648cb',
  title: 'Rose Hydrating Serum',
  // Quoted in złoty for a visitor who chose them; the offer stays in euros.
  price: { amount: 11487, currency: 'PLN', base: { amount: 2690, currency: 'EUR' } },
  lastPrice: { amount: 13622, currency: 'PLN', base: { amount: 3190, currency: 'EUR' } },
  lowestPrice30d: { amount: 11487, currency: 'PLN', base: { amount: 2690, currency: 'EUR' } },
  pricePerUnit: { amount: 38289, currency: 'PLN', base: { amount: 8967, currency: 'EUR' }, per: '100ml' },
  condition: 'new',
  inStock: true,
  specialOffer: false,
  image: { id: 'i1', small: '/uploads/a-320.webp', medium: '/uploads/a-800.webp', large: '/uploads/a-1600.webp' },
  company: { id: '209a539a-466e-4a5c-bf60-b23cf0323bbc', name: 'Różana Manufaktura' },
  rating: { average: 0, count: 0 },
  language: 'en-US',
  description: 'A light serum.',
  action: '',
  howToUse: '',
  composition: 'Aqua, Glycerin',
  specialOfferText: '',
  stock: 12,
  deliveryDays: 2,
  netContent: 30,
  netUnit: 'ml',
  ean: '5901234123457',
  category: { id: 'c1', name: 'Face Care' },
  subcategory: { id: 's1', name: 'Serums' },
  images: [{ id: 'i1', small: '/uploads/a-320.webp', medium: '/uploads/a-800.webp', large: '/uploads/a-1600.webp' }],
  label: {
    responsiblePerson: { name: 'Różana Manufaktura', address: 'ul. Różana 1, 00-001 Warszawa, Poland' },
    cpnpReference: null,
    paoMonths: 12,
    bestBefore: null,
    originCountry: null,
    function: '',
    precautions: '',
    ingredients: [
      { name: 'Aqua', slug: 'aqua', allergen: false, mayContain: false },
      { name: 'Glycerin', slug: 'glycerin', allergen: false, mayContain: false },
    ],
    freeFrom: ['fragrance', 'parabens', 'silicones', 'alcohol', 'sulfates'],
  },
  createdAt: '2026-11-01T10:00:00.000Z',
};

const productUrl = 'https://shop.example/products/34d00f89-dae6-49a8-bf73-fb4eddb648cb';

describe('the product JSON-LD', () => {
  it('describes the product and its offer in euros', () => {
    expect(productJsonLd(product, productUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rose Hydrating Serum',
      image: ['https://shop.example/uploads/a-1600.webp'],
      description: 'A light serum.',
      sku: '5901234123457',
      gtin13: '5901234123457',
      brand: { '@type': 'Brand', name: 'Różana Manufaktura' },
      category: 'Serums',
      itemCondition: 'https://schema.org/NewCondition',
      offers: {
        '@type': 'Offer',
        price: '26.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: productUrl,
        seller: {
          '@type': 'Organization',
          name: 'Różana Manufaktura',
          url: 'https://shop.example/company/209a539a-466e-4a5c-bf60-b23cf0323bbc',
        },
      },
    });
  });

  it('falls back to the id as SKU without an EAN, and says when it is out of stock', () => {
    const data = productJsonLd({ ...product, ean: null, inStock: false, images: [], description: '' }, productUrl);
    expect(data.sku).toBe(product.id);
    expect(data).not.toHaveProperty('gtin13');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives no rating data to a product nobody has rated', () => {
    const data = productJsonLd(product, productUrl);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('adds the aggregate rating and the newest reviews', () => {
    const data = productJsonLd({ ...product, rating: { average: 4.5, count: 2 } }, productUrl, [
      {
        id: 'r1',
        rating: 5,
        comment: 'Skóra jak po spa',
        skinType: 'dry',
        language: 'pl-PL',
        author: 'Anna K.',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      {
        id: 'r2',
        rating: 4,
        comment: '',
        skinType: null,
        language: 'de-DE',
        author: '',
        createdAt: '2026-11-19T08:00:00.000Z',
      },
    ]);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anna K.' },
        datePublished: '2026-11-20',
        reviewBody: 'Skóra jak po spa',
        inLanguage: 'pl-PL',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Verified buyer' },
        datePublished: '2026-11-19',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('names an 8-digit EAN as GTIN-8', () => {
    const data = productJsonLd({ ...product, ean: '96385074' }, productUrl);
    expect(data.gtin8).toBe('96385074');
    expect(data).not.toHaveProperty('gtin13');
  });
});

const closed = { open: false, ranges: [] };

const shop: ShopDetail = {
  id: '7b0e6a52-4c1d-4d8a-9a53-0c7e5d1f2a11',
  title: 'Różana Manufaktura Kraków',
  address: { street: 'ul. Floriańska 12', postalCode: '31-019', city: 'Kraków', country: 'PL' },
  location: { latitude: 50.0629, longitude: 19.9401 },
  timeZone: 'Europe/Warsaw',
  hours: {
    monday: { open: true, ranges: [{ opens: '09:00', closes: '17:00' }] },
    tuesday: {
      open: true,
      ranges: [
        { opens: '09:00', closes: '13:00' },
        { opens: '14:00', closes: '18:00' },
      ],
    },
    wednesday: closed,
    thursday: closed,
    friday: { open: true, ranges: [{ opens: '10:00', closes: '24:00' }] },
    saturday: closed,
    sunday: closed,
  },
  pickup: true,
  photo: { id: 'p1', small: '/uploads/s-320.webp', medium: '/uploads/s-800.webp', large: '/uploads/s-1600.webp' },
  company: { id: '209a539a-466e-4a5c-bf60-b23cf0323bbc', name: 'Różana Manufaktura' },
  distanceKm: null,
  language: 'en-US',
  description: 'Our first shop. Soaps and serums.',
  photos: [
    { id: 'p1', small: '/uploads/s-320.webp', medium: '/uploads/s-800.webp', large: '/uploads/s-1600.webp' },
    { id: 'p2', small: '/uploads/t-320.webp', medium: '/uploads/t-800.webp', large: '/uploads/t-1600.webp' },
  ],
  phone: '+48 12 345 67 89',
  email: 'krakow@rozana.example',
};

const shopUrl = 'https://shop.example/shops/7b0e6a52-4c1d-4d8a-9a53-0c7e5d1f2a11';

describe('the shop’s LocalBusiness JSON-LD', () => {
  it('describes the shop: address, coordinates, contact, photos and its company', () => {
    const data = localBusinessJsonLd(shop, shopUrl);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': shopUrl,
      name: 'Różana Manufaktura Kraków',
      url: shopUrl,
      description: 'Our first shop. Soaps and serums.',
      image: ['https://shop.example/uploads/s-1600.webp', 'https://shop.example/uploads/t-1600.webp'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ul. Floriańska 12',
        postalCode: '31-019',
        addressLocality: 'Kraków',
        addressCountry: 'PL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 50.0629, longitude: 19.9401 },
      telephone: '+48 12 345 67 89',
      email: 'krakow@rozana.example',
      parentOrganization: {
        '@type': 'Organization',
        name: 'Różana Manufaktura',
        url: 'https://shop.example/company/209a539a-466e-4a5c-bf60-b23cf0323bbc',
      },
    });
  });

  it('gives one opening-hours entry per range of each open weekday, midnight as 23:59', () => {
    expect(localBusinessJsonLd(shop, shopUrl).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '14:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '10:00', closes: '23:59' },
    ]);
  });

  it('leaves out what the shop has not given', () => {
    const data = localBusinessJsonLd({ ...shop, description: '', photos: [], phone: null, email: null }, shopUrl);
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
  });
});

const company: PublicCompany = {
  id: '209a539a-466e-4a5c-bf60-b23cf0323bbc',
  companyNameShort: 'Różana Manufaktura',
  companyName: 'Różana Manufaktura sp. z o.o.',
  city: 'Kraków',
  country: 'PL',
  webPage: 'https://rozana.example',
  publicEmail: 'hello@rozana.example',
  publicPhone: null,
  logoUrl: '/uploads/companies/logos/l.webp',
  photos: [{ id: 'f1', url: '/uploads/companies/photos/f.webp' }],
  description: 'Soaps and serums from a family workshop.',
  descriptionLanguage: 'pl-PL',
};
const companyUrl = 'https://shop.example/company/209a539a-466e-4a5c-bf60-b23cf0323bbc';

describe('the company’s Organization JSON-LD', () => {
  it('names the company and gives its logo, photos, town and public contact', () => {
    expect(organizationJsonLd(company, companyUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': companyUrl,
      name: 'Różana Manufaktura sp. z o.o.',
      alternateName: 'Różana Manufaktura',
      url: companyUrl,
      logo: 'https://shop.example/uploads/companies/logos/l.webp',
      image: ['https://shop.example/uploads/companies/photos/f.webp'],
      description: 'Soaps and serums from a family workshop.',
      address: { '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' },
      email: 'hello@rozana.example',
      sameAs: ['https://rozana.example'],
    });
  });

  it('leaves out what the company has not given', () => {
    const data = organizationJsonLd(
      { ...company, logoUrl: null, photos: [], description: '', webPage: null, publicEmail: null },
      companyUrl,
    );
    expect(Object.keys(data)).toEqual(['@context', '@type', '@id', 'name', 'alternateName', 'url', 'address']);
  });
});
