/**
 * The schema.org data search engines read from the product, company and shop pages. The server
 * puts it into the page's first HTML (for crawlers that run no script); the app keeps it while the
 * page is shown. Image paths are made absolute against the page's origin.
 */
import type { ProductDetail } from './catalog';
import type { PublicCompany } from './companies';
import { RATING_MAX, RATING_MIN, type PublicRating } from './reviews';
import type { ShopDetail, Weekday } from './shops';

const CONDITIONS = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  damaged: 'https://schema.org/DamagedCondition',
} as const;

/** In the week's order. The product page loads this module: taking WEEKDAYS from ./shops would load zod with it. */
const DAYS: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** Whole cents as the decimal string schema.org wants: 2690 → "26.90". Every supported currency has two decimals. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A path the API answered ("/uploads/…") as an absolute URL on the page's origin. */
function absoluteOn(pageUrl: string) {
  const origin = new URL(pageUrl).origin;
  return (path: string) => new URL(path, origin).href;
}

/**
 * The schema.org Product with its Offer. The price is the base price in euros as a decimal
 * string, whatever currency the visitor shows.
 */
export function productJsonLd(
  product: ProductDetail,
  pageUrl: string,
  ratings: readonly PublicRating[] = [],
): Record<string, unknown> {
  const absolute = absoluteOn(pageUrl);
  const ean = product.ean ?? null;
  const seller = {
    '@type': 'Organization',
    name: product.company.name,
    url: absolute(`/company/${product.company.id}`),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.images.length > 0 ? { image: product.images.map((image) => absolute(image.large)) } : {}),
    ...(product.description ? { description: product.description } : {}),
    sku: ean ?? product.id,
    ...(ean && ean.length === 13 ? { gtin13: ean } : {}),
    ...(ean && ean.length === 8 ? { gtin8: ean } : {}),
    brand: { '@type': 'Brand', name: product.company.name },
    category: product.subcategory?.name ?? product.category.name,
    itemCondition: CONDITIONS[product.condition],
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(product.price.base.amount),
      priceCurrency: product.price.base.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: CONDITIONS[product.condition],
      url: pageUrl,
      seller,
    },
    // Search engines take an aggregate only with at least one rating behind it.
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }
      : {}),
    ...(ratings.length > 0
      ? {
          review: ratings.map((rating) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: rating.author || 'Verified buyer' },
            datePublished: rating.createdAt.slice(0, 10),
            ...(rating.comment ? { reviewBody: rating.comment, inLanguage: rating.language } : {}),
            reviewRating: {
              '@type': 'Rating',
              ratingValue: rating.rating,
              bestRating: RATING_MAX,
              worstRating: RATING_MIN,
            },
          })),
        }
      : {}),
  };
}

/** "24:00" is how a shop says it closes at midnight; search engines read that as "23:59". */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

/**
 * A shop as a schema.org LocalBusiness: address, coordinates, contact, photos and one
 * OpeningHoursSpecification per open range of each weekday (a lunch break makes two). Closed days
 * have none.
 */
export function localBusinessJsonLd(shop: ShopDetail, pageUrl: string): Record<string, unknown> {
  const absolute = absoluteOn(pageUrl);
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
    openingHoursSpecification: (Object.keys(DAYS) as Weekday[]).flatMap((day) => {
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

/** A company as a schema.org Organization: its names, logo, photos, town and public contact. */
export function organizationJsonLd(company: PublicCompany, pageUrl: string): Record<string, unknown> {
  const absolute = absoluteOn(pageUrl);
  const images = company.photos.map((photo) => absolute(photo.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': pageUrl,
    name: company.companyName,
    ...(company.companyNameShort !== company.companyName ? { alternateName: company.companyNameShort } : {}),
    url: pageUrl,
    ...(company.logoUrl ? { logo: absolute(company.logoUrl) } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(company.description ? { description: company.description } : {}),
    address: { '@type': 'PostalAddress', addressLocality: company.city, addressCountry: company.country },
    ...(company.publicEmail ? { email: company.publicEmail } : {}),
    ...(company.publicPhone ? { telephone: company.publicPhone } : {}),
    ...(company.webPage ? { sameAs: [company.webPage] } : {}),
  };
}
