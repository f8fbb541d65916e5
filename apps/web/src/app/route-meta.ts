import { useEffect } from 'react';
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

/** After each navigation and language change: title and meta description from the route's keys. */
export function useRouteMeta(): void {
  const matches = useMatches();
  const location = useLocation();
  const { i18n } = useTranslation();
  const { data: site } = useSite();
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle as RouteMeta | undefined;
  const portalName = siteVariables(site).portalName;

  useEffect(() => {
    if (!meta) return;
    let cancelled = false;
    const ns = meta.ns ?? 'common';
    void i18n.loadNamespaces(ns).then(() => {
      if (cancelled) return;
      const variables = { ...siteVariables(site), ns };
      const title = i18n.t(meta.titleKey, variables);
      document.title = title === portalName ? title : `${title} · ${portalName}`;
      setMetaDescription(i18n.t(meta.descriptionKey, variables));
    });
    return () => {
      cancelled = true;
    };
  }, [meta, location.pathname, i18n, i18n.language, site, portalName]);
}
