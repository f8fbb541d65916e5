import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ShopMapProps } from './shop-map';

const ShopMap = lazy(() => import('./shop-map'));

/** The shop map with Leaflet loaded on first use, so pages without a map never pay for it. */
export function LazyShopMap(props: ShopMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 360} radius="lg" aria-label={props.label} />}>
      <ShopMap {...props} />
    </Suspense>
  );
}
