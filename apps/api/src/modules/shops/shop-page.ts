import type { ShopDetail } from '@glowmarket/shared/shops';
import { localBusinessJsonLd } from '@glowmarket/shared/structured-data';
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
import type { ShopsService } from './shops.service';

/** What a shop page's first HTML says about the shop, for link previews and crawlers. */
export function shopPageHead(shop: ShopDetail, site: SiteFacts): PageHead {
  const url = absoluteUrl(site, `/shops/${shop.id}`);
  const place = `${shop.address.street}, ${shop.address.postalCode} ${shop.address.city}`;
  const description = excerpt(shop.description || `${shop.company.name} · ${place}`);
  const photo = shop.photos[0];
  return {
    title: pageTitle(shop.title, site),
    description,
    url,
    properties: {
      'og:type': 'website',
      'og:site_name': site.portalName,
      'og:title': shop.title,
      'og:description': description,
      'og:url': url,
      'og:image': photo && absoluteUrl(site, photo.large),
      'og:image:alt': photo && shop.title,
      'og:locale': ogLocale(shop.language),
    },
    jsonLd: localBusinessJsonLd(shop, url),
  };
}

/** /shops/:id: the shop's head; 404 for a shop the storefront does not show. */
export const shopPage = (shops: ShopsService): SubjectPage =>
  subjectPage('/shops/:id', (ctx, id) => shops.get(ctx, id), shopPageHead);
