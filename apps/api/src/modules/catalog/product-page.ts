import type { ProductDetail } from '@glowmarket/shared/catalog';
import type { PublicRating } from '@glowmarket/shared/reviews';
import type { RequestContext } from '../../lib/context';
import { centsToDecimal, productJsonLd } from '@glowmarket/shared/structured-data';
import {
  absoluteUrl,
  excerpt,
  ogLocale,
  pageTitle,
  subjectPage,
  type PageHead,
  type SiteFacts,
  type SubjectPage,
} from '../../lib/page-head';
import type { ProductsService } from './products.service';

/** Where the product page's newest ratings come from. */
export interface ProductRatingsSource {
  latestOf(ctx: RequestContext, productId: string, howMany: number): Promise<PublicRating[]>;
}

/** The structured data names this many of the newest ratings. */
const RATINGS_IN_PAGE_DATA = 5;

/** What a product page's first HTML says about the product, for link previews and crawlers. */
export function productPageHead(product: ProductDetail, site: SiteFacts, ratings: PublicRating[] = []): PageHead {
  const url = absoluteUrl(site, `/products/${product.id}`);
  const description = excerpt(product.description || product.title);
  const image = product.images[0];
  return {
    title: pageTitle(product.title, site),
    description,
    url,
    properties: {
      'og:type': 'product',
      'og:site_name': site.portalName,
      'og:title': product.title,
      'og:description': description,
      'og:url': url,
      'og:image': image && absoluteUrl(site, image.large),
      'og:image:alt': image && product.title,
      'og:locale': ogLocale(product.language),
      // The stored price in euros, as in the JSON-LD offer.
      'product:price:amount': centsToDecimal(product.price.base.amount),
      'product:price:currency': product.price.base.currency,
      'product:availability': product.inStock ? 'in stock' : 'out of stock',
    },
    jsonLd: productJsonLd(product, url, ratings),
  };
}

/** /products/:id: the product's head; 404 for a product the storefront does not show. */
export const productPage = (products: ProductsService, ratings: ProductRatingsSource): SubjectPage =>
  subjectPage(
    '/products/:id',
    async (ctx, id) => {
      const product = await products.getProduct(ctx, id);
      const latest = product.rating.count > 0 ? await ratings.latestOf(ctx, id, RATINGS_IN_PAGE_DATA) : [];
      return { product, latest };
    },
    ({ product, latest }, site) => productPageHead(product, site, latest),
  );
