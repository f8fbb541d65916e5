import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { siteVariables, useSite } from '../lib/site';

/** What a route declares in its `handle`: the translation keys of its title and description. */
export interface RouteMeta {
  titleKey: string;
  descriptionKey: string;
  /** The namespace of the keys; `common` unless said. */
  ns?: string;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'descriptionKey' in handle;
}

/** Sets the document's description, creating the tag when the page has none. */
export function setMetaDescription(content: string): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** A title and description a page found in its data, e.g. a company's name and description. */
export interface DocumentMeta {
  title: string;
  description: string;
}

let pageMeta: DocumentMeta | null = null;
const pageMetaListeners = new Set<() => void>();

function setPageMeta(next: DocumentMeta | null): void {
  pageMeta = next;
  pageMetaListeners.forEach((listener) => listener());
}

function subscribePageMeta(listener: () => void) {
  pageMetaListeners.add(listener);
  return () => {
    pageMetaListeners.delete(listener);
  };
}

/**
 * Lets a page name itself from its data: while the page is shown with a title, it wins over its
 * route's keys, which stay the fallback (while loading, or when there is nothing to show).
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const meta: DocumentMeta = { title, description: description ?? '' };
    setPageMeta(meta);
    return () => {
      if (pageMeta === meta) setPageMeta(null);
    };
  }, [title, description]);
}

/** The document title for a page title: "Page · Portal", or the portal's name alone. */
export function documentTitle(title: string, portalName: string): string {
  return title === portalName ? title : `${title} · ${portalName}`;
}

/** After each navigation and language change: title and meta description from the route's keys. */
export function useRouteMeta(): void {
  const matches = useMatches();
  const location = useLocation();
  const { i18n } = useTranslation();
  const { data: site } = useSite();
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle as RouteMeta | undefined;
  const portalName = siteVariables(site).portalName;
  const fromPage = useSyncExternalStore(
    subscribePageMeta,
    () => pageMeta,
    () => pageMeta,
  );

  useEffect(() => {
    if (fromPage) {
      document.title = documentTitle(fromPage.title, portalName);
      setMetaDescription(fromPage.description);
      return;
    }
    if (!meta) return;
    let cancelled = false;
    const ns = meta.ns ?? 'common';
    void i18n.loadNamespaces(ns).then(() => {
      if (cancelled) return;
      const variables = { ...siteVariables(site), ns };
      const title = i18n.t(meta.titleKey, variables);
      document.title = documentTitle(title, portalName);
      setMetaDescription(i18n.t(meta.descriptionKey, variables));
    });
    return () => {
      cancelled = true;
    };
  }, [meta, fromPage, location.pathname, i18n, i18n.language, site, portalName]);
}
