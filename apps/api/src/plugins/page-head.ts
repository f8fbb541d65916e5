import type { ProductDetail } from '@glowmarket/shared/catalog';
import type { PublicCompany } from '@glowmarket/shared/companies';
import type { ShopDetail } from '@glowmarket/shared/shops';
import {
  centsToDecimal,
  localBusinessJsonLd,
  organizationJsonLd,
  productJsonLd,
} from '@glowmarket/shared/structured-data';
import { AppError } from '../lib/app-error';
import type { RequestContext } from '../lib/context';
import type { PageCheck } from './static-site';

/**
 * What the first HTML of a page says about its subject (a product, a company, a shop), so link
 * previews in chats and social sites and crawlers that run no script see it.
 */
export interface PageHead {
  /** The document's title, as the app would set it: "Rose Serum · Glowmarket". */
  title: string;
  description: string;
  /** The page's own address: og:url and the canonical link. */
  url: string;
  /** Open Graph properties (og:…, product:…) in the order they are written; undefined ones are left out. */
  properties: Record<string, string | undefined>;
  /** schema.org data for the `<script type="application/ld+json">`. */
  jsonLd: Record<string, unknown>;
}

/** What every page's head needs from the site: where it is served, and its name. */
export interface SiteFacts {
  publicUrl: string;
  portalName: string;
}

/** About what search results and previews show of a description. */
const DESCRIPTION_LENGTH = 160;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON that no text can end the script element with: `<`, `>` and `&` as \u escapes, which JSON reads back as they were. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A text on one line, cut at a word near `max` characters with an ellipsis: "Long text about…". */
export function excerpt(text: string, max = DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const start = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${start.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * The tags a head adds to the page. Each but the title carries `data-page-head`, so the app can
 * tell the server's copy from its own.
 */
export function renderPageHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" data-page-head />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" data-page-head />`,
    ...Object.entries(head.properties).flatMap(([property, content]) =>
      content === undefined
        ? []
        : [`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" data-page-head />`],
    ),
    `<script type="application/ld+json" data-page-head>${scriptJson(head.jsonLd)}</script>`,
  ];
  return tags.join('\n    ');
}

/** A tag with its attributes, whatever their quotes hold, and the blank before it. */
const META_TAG = /\s*<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const LINK_TAG = /\s*<link\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** The tags a page head replaces: the shell's own description and any preview properties. */
const REPLACED_META = /\b(?:name\s*=\s*["']?description\b|property\s*=\s*["']?(?:og|product):)/i;
const CANONICAL = /\brel\s*=\s*["']?canonical\b/i;

/**
 * The app's HTML, ready to take a page head: the tags a head replaces are taken out once, and
 * the head goes where the `<title>` was (else just before `</head>`). Without a place for it,
 * the shell is served as it is.
 */
export function pageShell(html: string): { withHead(head: PageHead): string } {
  const stripped = html
    .replace(META_TAG, (tag) => (REPLACED_META.test(tag) ? '' : tag))
    .replace(LINK_TAG, (tag) => (CANONICAL.test(tag) ? '' : tag));
  const title = /<title\b[^>]*>[\s\S]*?<\/title>/i.exec(stripped);
  const headEnd = stripped.search(/<\/head>/i);
  const [before, after] = title
    ? [stripped.slice(0, title.index), stripped.slice(title.index + title[0].length)]
    : headEnd >= 0
      ? [stripped.slice(0, headEnd), stripped.slice(headEnd)]
      : [undefined, undefined];
  return {
    withHead: (head) => (before === undefined ? html : before + renderPageHead(head) + after),
  };
}

/** "Rose Serum · Glowmarket", as the app titles a page; the portal's name alone for a nameless subject. */
function pageTitle(title: string, site: SiteFacts): string {
  return !title || title === site.portalName ? site.portalName : `${title} · ${site.portalName}`;
}

/** A path the API answered ("/uploads/…", "/products/…") as an address on the public site. */
function absoluteUrl(site: SiteFacts, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return site.publicUrl.replace(/\/+$/, '') + path;
}

/** Open Graph writes a locale with an underscore: en-US → en_US. */
const ogLocale = (language: string) => language.replace('-', '_');

export function productPageHead(product: ProductDetail, site: SiteFacts): PageHead {
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
    jsonLd: productJsonLd(product, url),
  };
}

export function companyPageHead(company: PublicCompany, site: SiteFacts): PageHead {
  const url = absoluteUrl(site, `/company/${company.id}`);
  const description = excerpt(company.description || `${company.companyName} · ${company.city}`);
  const image = company.logoUrl ?? company.photos[0]?.url;
  return {
    title: pageTitle(company.companyNameShort, site),
    description,
    url,
    properties: {
      'og:type': 'website',
      'og:site_name': site.portalName,
      'og:title': company.companyNameShort,
      'og:description': description,
      'og:url': url,
      'og:image': image && absoluteUrl(site, image),
      'og:locale': ogLocale(company.descriptionLanguage),
    },
    jsonLd: organizationJsonLd(company, url),
  };
}

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

/**
 * A page check for `/…/:id` from a service's public getter: the subject's head, in the visitor's
 * language, when there is one; false (the not-found page, 404) when the getter answers not_found.
 */
export function subjectPage<T>(
  load: (ctx: RequestContext, id: string) => Promise<T>,
  present: (subject: T, site: SiteFacts) => PageHead,
  site: (ctx: RequestContext) => Promise<SiteFacts>,
): PageCheck {
  return async (request) => {
    try {
      const [subject, facts] = await Promise.all([load(request.ctx, request.params.id ?? ''), site(request.ctx)]);
      return present(subject, facts);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return false;
      throw error;
    }
  };
}
