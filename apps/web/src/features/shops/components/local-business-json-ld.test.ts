import type { ShopDetail } from '@glowmarket/shared/shops';
import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd } from './local-business-json-ld';

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

const url = 'https://shop.example/shops/7b0e6a52-4c1d-4d8a-9a53-0c7e5d1f2a11';

describe('the shop’s LocalBusiness JSON-LD', () => {
  it('describes the shop: address, coordinates, contact, photos and its company', () => {
    const data = localBusinessJsonLd(shop, url);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': url,
      name: 'Różana Manufaktura Kraków',
      url,
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
    expect(localBusinessJsonLd(shop, url).openingHoursSpecification).toEqual([
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
    const data = localBusinessJsonLd({ ...shop, description: '', photos: [], phone: null, email: null }, url);
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
  });
});
