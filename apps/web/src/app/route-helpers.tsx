import type { ComponentType, ReactNode } from 'react';
import { redirect, useSearchParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LegalDocument } from '../features/legal/pages/legal-page';
import { authState } from '../lib/auth';
import { loadNamespaces } from '../lib/i18n';
import type { RouteMeta } from './route-meta';

// How router.tsx builds its routes: the meta of a page, the guards of its loader, and what its lazy code brings along.

export function legalRoute(path: string, document: LegalDocument): RouteObject {
  const handle: RouteMeta = { ns: 'legal', titleKey: `${document}.title`, descriptionKey: `${document}.description` };
  return {
    path,
    handle,
    lazy: async () => {
      const { LegalPage } = await import('../features/legal/pages/legal-page');
      return { element: <LegalPage document={document} /> };
    },
  };
}

/** An account screen: texts in the `users` namespace under `<key>.title` and `<key>.description`. */
export function usersMeta(key: string): RouteMeta {
  return { ns: 'users', titleKey: `${key}.title`, descriptionKey: `${key}.description` };
}

/** The reset-password route hands its `token` query parameter to the page as a prop (SPEC §2). */
export function withTokenParam(Page: ComponentType<{ token: string }>) {
  return function TokenParamRoute() {
    const [params] = useSearchParams();
    return <Page token={params.get('token') ?? ''} />;
  };
}

/**
 * A page that opens confirmation dialogs through `modals.openConfirmModal`: the provider comes
 * with the page's code rather than with the first page's.
 */
export async function withModals(Page: ComponentType): Promise<ComponentType> {
  const { ModalsProvider } = await import('@mantine/modals');
  return function PageWithModals() {
    return (
      <ModalsProvider>
        <Page />
      </ModalsProvider>
    );
  };
}

/** A page whose first screen shows texts of other namespaces: they load with its code. */
export async function withTexts<Page>(page: Promise<Page>, ...namespaces: string[]): Promise<Page> {
  const [loaded] = await Promise.all([page, loadNamespaces(...namespaces)]);
  return loaded;
}

/** The login page, told where to come back to afterwards: `/auth?next=/checkout`. */
export function loginRedirect(request: Request) {
  const { pathname, search } = new URL(request.url);
  // A slash needs no escaping in a query, and the address stays readable.
  const next = new URLSearchParams({ next: `${pathname}${search}` }).toString().replaceAll('%2F', '/');
  return redirect(`/auth?${next}`);
}

/** Pages for logged-in users: visitors are sent to the login page instead, and come back after it. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  return authState().isLoggedIn ? null : loginRedirect(request);
}

/** Company registration: for logged-in users without a company; a seller goes to its company's page. */
export function requireNoCompany({ request }: LoaderFunctionArgs) {
  const { isLoggedIn, user } = authState();
  if (!isLoggedIn) return loginRedirect(request);
  return user?.companyId ? redirect('/company-data') : null;
}

/** A company, admin, catalog or cart page: texts in the given namespace under `<key>.title` and `<key>.description`. */
export function pageMeta(
  ns:
    | 'companies'
    | 'admin'
    | 'catalog'
    | 'cart'
    | 'shops'
    | 'myShops'
    | 'logistics'
    | 'operators'
    | 'orders'
    | 'sellerOrders'
    | 'messages'
    | 'reviews',
  key: string,
): RouteMeta {
  return { ns, titleKey: `${key}.title`, descriptionKey: `${key}.description` };
}

/** The catalog list is plain markup (decision 007); every other page brings Mantine's provider. */
const PLAIN_PAGES = new Set(['catalog', 'offers']);

type LoadedRoute = { Component?: ComponentType | null; element?: ReactNode };

/** Puts a lazy page inside its own MantineIsland, whose code loads with the page's. */
export function withMantineIsland(route: RouteObject): RouteObject {
  if (typeof route.lazy !== 'function' || PLAIN_PAGES.has(route.path ?? '')) return route;
  const load = route.lazy as () => Promise<LoadedRoute>;
  return {
    ...route,
    lazy: async () => {
      const [loaded, { MantineIsland, withMantine }] = await Promise.all([load(), import('./mantine-island')]);
      if (loaded.Component) return { ...loaded, Component: withMantine(loaded.Component) };
      if (loaded.element) return { ...loaded, element: <MantineIsland>{loaded.element}</MantineIsland> };
      return loaded;
    },
  };
}
