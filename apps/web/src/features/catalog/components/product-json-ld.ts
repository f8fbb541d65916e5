import type { ProductDetail } from '@glowmarket/shared/catalog';
import { centsToDecimal } from '../../../lib/money';

const CONDITIONS = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  damaged: 'https://schema.org/DamagedCondition',
} as const;

/**
 * The schema.org Product with its Offer, as search engines read it from the product page. The
 * price is the base price in euros as a decimal string, whatever currency the visitor shows.
 */
export function productJsonLd(product: ProductDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const absolute = (path: string) => new URL(path, origin).href;
  const ean = product.ean ?? null;
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
      seller: { '@type': 'Organization', name: product.company.name },
    },
  };
}
