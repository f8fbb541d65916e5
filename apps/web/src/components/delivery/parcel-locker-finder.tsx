import type { ParcelPoint } from '@glowmarket/shared/logistics';
import { Button, Grid, Group, Paper, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { locateVisitor } from '../../lib/locate-visitor';
import { notifyFailure } from '../../lib/notify';
import { useSite } from '../../lib/site';
import { LoadFailed } from '../page-states';
import { formatDistance } from '../shops/format-distance';
import { LazyShopMap } from '../shops/lazy-shop-map';
import { lockerHours } from './locker-hours';
import { useParcelPoints, type PointsSearch } from './use-parcel-points';

export interface ParcelLockerFinderProps {
  /** The locker chosen (highlighted on the map and in the list). */
  selected?: string | null;
  onSelect?: (point: ParcelPoint) => void;
  initialQuery?: string;
}

/**
 * Finds InPost parcel lockers by town, postal code or the buyer's position: a list nearest first
 * beside a map of the same lockers. Choosing one (in the list or on the map) marks it.
 */
export function ParcelLockerFinder({ selected: chosen, onSelect, initialQuery = '' }: ParcelLockerFinderProps) {
  const { t } = useTranslation('logistics');
  const site = useSite();
  const [text, setText] = useState(initialQuery);
  const [search, setSearch] = useState<PointsSearch | null>(initialQuery ? { q: initialQuery } : null);
  const [you, setYou] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(chosen ?? null);
  const stopLocating = useRef<() => void>(() => {});
  useEffect(() => () => stopLocating.current(), []);
  const points = useParcelPoints(search);
  const items = points.data?.items;
  const center = points.data?.center ?? site.data?.defaultLocation;

  function select(point: ParcelPoint) {
    setHighlighted(point.name);
    onSelect?.(point);
  }

  function findNearMe() {
    setLocating(true);
    stopLocating.current();
    const geolocation = 'geolocation' in navigator ? navigator.geolocation : undefined;
    stopLocating.current = locateVisitor(geolocation, (origin) => {
      setLocating(false);
      if (origin.kind === 'visitor') {
        setYou(origin.location);
        setSearch(origin.location);
        return;
      }
      if (origin.kind !== 'default') return;
      notifyFailure(t, t(origin.reason === 'failed' ? 'lockers.geolocationFailed' : 'lockers.geolocationUnsupported'));
      const fallback = site.data?.defaultLocation;
      if (fallback) setSearch(fallback);
    });
  }

  return (
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          if (q.length >= 2) setSearch({ q });
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('lockers.searchLabel')}
            placeholder={t('lockers.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
            autoComplete="address-level2"
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('lockers.search')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            onClick={findNearMe}
            loading={locating}
          >
            {t('lockers.nearMe')}
          </Button>
        </Group>
      </form>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-labelledby="locker-results">
            <Text id="locker-results" fw={700} aria-live="polite">
              {!search
                ? t('lockers.prompt')
                : points.isPending
                  ? t('lockers.loading')
                  : items && items.length > 0
                    ? t('lockers.found', {
                        count: items.length,
                        place: points.data?.center?.label || t('lockers.yourPosition'),
                      })
                    : t('lockers.none')}
            </Text>
            {points.isError && (
              <LoadFailed
                title={t('lockers.loadFailed')}
                retryLabel={t('retry')}
                onRetry={() => void points.refetch()}
                mt="sm"
              />
            )}
            {search && points.isPending && <Skeleton height={240} mt="sm" radius="lg" />}
            {items && items.length > 0 && (
              <Stack
                component="ol"
                gap="xs"
                mt="sm"
                p={0}
                style={{ listStyle: 'none', opacity: points.isPlaceholderData ? 0.6 : 1 }}
                aria-busy={points.isFetching}
              >
                {items.map((point) => (
                  <li key={point.name}>
                    <PointCard point={point} selected={point.name === highlighted} onSelect={() => select(point)} />
                  </li>
                ))}
              </Stack>
            )}
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {center ? (
            <LazyShopMap
              label={t('lockers.mapLabel')}
              center={center}
              zoom={11}
              you={you}
              height="min(60vh, 560px)"
              markers={(items ?? []).map((point) => ({
                id: point.name,
                location: point.location,
                label: `${point.name}, ${point.address.line1}`,
                highlighted: point.name === highlighted,
                onSelect: () => select(point),
              }))}
            />
          ) : (
            <Skeleton height="min(60vh, 560px)" radius="lg" aria-label={t('lockers.mapLabel')} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function PointCard({ point, selected, onSelect }: { point: ParcelPoint; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('logistics');
  // InPost writes the hours in Polish or English; shown in the visitor's language.
  const hours = point.openingHours ? lockerHours(point.openingHours, currentLanguage()) : null;
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected} w="100%">
      <Paper
        withBorder
        radius="lg"
        p="sm"
        style={selected ? { borderColor: 'var(--mantine-color-rose-6)', borderWidth: 2 } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{point.name}</Text>
            <Text fz="sm">{point.address.line1}</Text>
            <Text fz="sm">{point.address.line2}</Text>
          </div>
          {point.distanceKm !== null && (
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDistance(point.distanceKm, currentLanguage())}
            </Text>
          )}
        </Group>
        {point.description && (
          <Text fz="sm" c="dimmed" mt={4}>
            {point.description}
          </Text>
        )}
        {hours && (
          <Text fz="xs" mt={4}>
            {t('lockers.hours', { hours: hours.allDay ? t('lockers.allDay') : hours.text })}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}
