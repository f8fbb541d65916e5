import { escapeHtml } from '@glowmarket/shared/html';
import type { PagePath } from '@glowmarket/shared/routes';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { RequestContext } from './context';

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
export function pageTitle(title: string, site: SiteFacts): string {
  return !title || title === site.portalName ? site.portalName : `${title} · ${site.portalName}`;
}

/** A path the API answered ("/uploads/…", "/products/…") as an address on the public site. */
export function absoluteUrl(site: SiteFacts, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return site.publicUrl.replace(/\/+$/, '') + path;
}

/** Open Graph writes a locale with an underscore: en-US → en_US. */
export const ogLocale = (language: string) => language.replace('-', '_');

/**
 * What a page about one subject (`/products/:id`, …) checks before it is served: its subject's
 * head, or false when there is no such subject (the not-found page, 404); true serves the page as it is.
 */
export type PageCheck = (request: FastifyRequest<{ Params: Record<string, string> }>) => Promise<boolean | PageHead>;

/**
 * A module's page about one of its subjects: the head of the subject with this id, in the
 * visitor's language, or undefined when there is none. Modules hand these to the static site.
 */
export interface SubjectPage {
  path: PagePath;
  /** `site` is asked while the subject loads. */
  head(ctx: RequestContext, id: string, site: () => Promise<SiteFacts>): Promise<PageHead | undefined>;
}

/** A subject page from a service's public getter: undefined where the getter answers not_found. */
export function subjectPage<T>(
  path: PagePath,
  load: (ctx: RequestContext, id: string) => Promise<T>,
  present: (subject: T, site: SiteFacts) => PageHead,
): SubjectPage {
  return {
    path,
    async head(ctx, id, site) {
      try {
        const [subject, facts] = await Promise.all([load(ctx, id), site()]);
        return present(subject, facts);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return undefined;
        throw error;
      }
    },
  };
}

/** The static site's checks for the modules' subject pages, with the site's facts for each request. */
export function pageChecks(
  pages: SubjectPage[],
  site: (ctx: RequestContext) => Promise<SiteFacts>,
): Partial<Record<PagePath, PageCheck>> {
  return Object.fromEntries(
    pages.map((page): [PagePath, PageCheck] => [
      page.path,
      async (request) => (await page.head(request.ctx, request.params.id ?? '', () => site(request.ctx))) ?? false,
    ]),
  );
}
