import { WEEKDAYS, type ShopDetail, type Weekday } from '@glowmarket/shared/shops';

const DAYS: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** "24:00" is how a shop says it closes at midnight; search engines read that as "23:59". */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

/**
 * The schema.org LocalBusiness search engines read from a shop's page: address, coordinates,
 * contact, photos and one OpeningHoursSpecification per open range of each weekday (a lunch break
 * makes two). Closed days have none.
 */
export function localBusinessJsonLd(shop: ShopDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    name: shop.title,
    url: pageUrl,
    ...(shop.description ? { description: shop.description } : {}),
    ...(shop.photos.length > 0 ? { image: shop.photos.map((photo) => absolute(photo.large)) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      postalCode: shop.address.postalCode,
      addressLocality: shop.address.city,
      addressCountry: shop.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.location.latitude, longitude: shop.location.longitude },
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    openingHoursSpecification: WEEKDAYS.flatMap((day) => {
      const hours = shop.hours[day];
      if (!hours.open) return [];
      return hours.ranges.map((range) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS[day],
        opens: schemaTime(range.opens),
        closes: schemaTime(range.closes),
      }));
    }),
    parentOrganization: {
      '@type': 'Organization',
      name: shop.company.name,
      url: absolute(`/company/${shop.company.id}`),
    },
  };
}
