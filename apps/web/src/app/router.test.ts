import { PAGE_PATHS } from '@glowmarket/shared/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function pagePaths(route: RouteObject, parent = ''): string[] {
  const own = route.index
    ? parent || '/'
    : route.path
      ? `${parent.replace(/\/$/, '')}/${route.path}`.replace('//', '/')
      : parent;
  const children = (route.children ?? []).flatMap((child) => pagePaths(child, own));
  return route.path === '*' ? [] : [own, ...children];
}

describe('router', () => {
  it('renders exactly the pages the server answers with 200', () => {
    const paths = new Set(routes.flatMap((route) => pagePaths(route)));
    expect([...paths].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('ends with a catch-all not-found page under the one layout route', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]?.path).toBe('/');
    expect(routes[0]?.children?.at(-1)?.path).toBe('*');
  });
});
