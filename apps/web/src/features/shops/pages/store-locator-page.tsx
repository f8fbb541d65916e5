import type { Location } from '@glowmarket/shared/shops';
import { Alert, Button, Checkbox, Fieldset, Grid, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/page-states';
import { LazyShopMap } from '../../../components/shops/lazy-shop-map';
import { ShopList } from '../../../components/shops/shop-list';
import { notifyFailure } from '../../../lib/notify';
import { useSite } from '../../../lib/site';
import { useShops } from '../api/get-shops';
import { locatorFiltersFromParams, withLocatorFilter, type LocatorFilter } from '../components/locator-filters';
import { locateVisitor, type LocatorOrigin } from '../../../lib/locate-visitor';

/** As many shops as the API gives in one answer: the locator shows every visible one. */
const LOCATOR_LIMIT = 200;

/** Where the visitor is, asked of the browser once per visit to the page; a failure is said in a toast. */
function useLocatorOrigin(): LocatorOrigin {
  const { t } = useTranslation('shops');
  const [origin, setOrigin] = useState<LocatorOrigin>({ kind: 'locating' });
  useEffect(() => {
    const geolocation = 'geolocation' in navigator ? navigator.geolocation : undefined;
    return locateVisitor(geolocation, (next) => {
      setOrigin(next);
      if (next.kind === 'default') notifyFailure(t, t(geolocationMessageKey(next.reason)));
    });
    // Asked once: a language change must not ask the browser again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return origin;
}

function geolocationMessageKey(reason: 'failed' | 'unsupported') {
  return reason === 'failed' ? 'locator.geolocationFailed' : 'locator.geolocationUnsupported';
}

/**
 * /shops: every visible shop on a map and in a list beside it, nearest first from where the browser
 * says the visitor is (else from the site's default location), filtered by "open now" and "pickup".
 * The filters live in the address, so the back button undoes them.
 */
export function StoreLocatorPage() {
  const { t } = useTranslation('shops');
  const [params, setParams] = useSearchParams();
  const filters = locatorFiltersFromParams(params);
  const origin = useLocatorOrigin();
  const site = useSite();
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const center: Location | undefined =
    origin.kind === 'visitor' ? origin.location : origin.kind === 'default' ? site.data?.defaultLocation : undefined;
  const shops = useShops(
    {
      latitude: center?.latitude,
      longitude: center?.longitude,
      openNow: filters.openNow ? 'true' : undefined,
      pickup: filters.pickup ? 'true' : undefined,
      limit: LOCATOR_LIMIT,
    },
    center !== undefined,
  );
  const items = shops.data?.items;

  function setFilter(filter: LocatorFilter, on: boolean) {
    setParams((current) => withLocatorFilter(current, filter, on), { preventScrollReset: true });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('locator.heading')}</Title>
        <Text mt={6}>{t('locator.intro')}</Text>
      </div>

      {origin.kind === 'default' && (
        // Kept on the page: the toast goes, the reason the list is not around the visitor stays.
        <Alert role="note" color="yellow" variant="light" icon={<IconMapPinOff size={20} aria-hidden />}>
          <Text fz="sm" c="var(--mantine-color-text)">
            {t(geolocationMessageKey(origin.reason))}
          </Text>
        </Alert>
      )}

      <Fieldset legend={t('locator.filters')} variant="unstyled" p={0} m={0}>
        <Group gap="lg" mt={4}>
          <Checkbox
            label={t('locator.openNow')}
            checked={filters.openNow}
            onChange={(event) => setFilter('openNow', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('locator.pickup')}
            checked={filters.pickup}
            onChange={(event) => setFilter('pickup', event.currentTarget.checked)}
          />
        </Group>
      </Fieldset>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-labelledby="locator-results">
            <Title order={2} fz="h3" id="locator-results">
              {origin.kind === 'visitor' ? t('locator.nearYou') : t('locator.nearDefault')}
            </Title>
            <Text fz="sm" mt={4} mb="md" aria-live="polite">
              {origin.kind === 'locating'
                ? t('locator.locating')
                : items
                  ? t('locator.count', { count: items.length })
                  : t('locator.loading')}
            </Text>
            {shops.isError ? (
              <LoadFailed
                title={t('locator.loadFailed')}
                retryLabel={t('retry')}
                onRetry={() => void shops.refetch()}
              />
            ) : !items ? (
              <ListSkeleton locating={origin.kind === 'locating'} />
            ) : items.length === 0 ? (
              <EmptyList filtered={filters.openNow || filters.pickup} onClear={() => setParams({})} />
            ) : (
              <div style={shops.isPlaceholderData ? { opacity: 0.6 } : undefined} aria-busy={shops.isFetching}>
                <ShopList shops={items} headingOrder={3} highlightedId={highlighted} onHighlight={setHighlighted} />
              </div>
            )}
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            {center ? (
              <LazyShopMap
                label={t('locator.mapLabel')}
                center={center}
                zoom={11}
                you={origin.kind === 'visitor' ? origin.location : null}
                height="min(70vh, 640px)"
                markers={(items ?? []).map((shop) => ({
                  id: shop.id,
                  location: shop.location,
                  label: shop.title,
                  href: `/shops/${shop.id}`,
                  highlighted: shop.id === highlighted,
                }))}
              />
            ) : (
              <Skeleton height="min(70vh, 640px)" radius="lg" aria-label={t('locator.mapLabel')} />
            )}
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Cards' shapes while the browser locates the visitor or the shops load (the line above says which). */
function ListSkeleton({ locating }: { locating: boolean }) {
  return (
    <Stack gap="sm" aria-hidden>
      {locating && <Loader size="sm" />}
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={108} radius="lg" />
      ))}
    </Stack>
  );
}

function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{filtered ? t('locator.noMatch') : t('locator.empty')}</Text>
      {filtered && (
        <Button variant="light" onClick={onClear}>
          {t('locator.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
