import type { ProductDetail } from '@glowmarket/shared/catalog';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

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
  createdAt: '2026-11-01T10:00:00.000Z',
};

const url = 'https://shop.example/products/34d00f89-dae6-49a8-bf73-fb4eddb648cb';

describe('the product JSON-LD', () => {
  it('describes the product and its offer in euros', () => {
    expect(productJsonLd(product, url)).toEqual({
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
        url,
        seller: { '@type': 'Organization', name: 'Różana Manufaktura' },
      },
    });
  });

  it('falls back to the id as SKU without an EAN, and says when it is out of stock', () => {
    const data = productJsonLd({ ...product, ean: null, inStock: false, images: [], description: '' }, url);
    expect(data.sku).toBe(product.id);
    expect(data).not.toHaveProperty('gtin13');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
  });

  it('names an 8-digit EAN as GTIN-8', () => {
    const data = productJsonLd({ ...product, ean: '96385074' }, url);
    expect(data.gtin8).toBe('96385074');
    expect(data).not.toHaveProperty('gtin13');
  });
});
