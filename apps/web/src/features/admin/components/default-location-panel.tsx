import { Button, Group, NumberInput, Skeleton, Stack, Text, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { LazyShopMap } from '../../../components/shops/lazy-shop-map';
import { decimalSeparator } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDefaultLocation } from '../api/get-default-location';
import { useSetDefaultLocation, type DefaultLocation } from '../api/set-default-location';
import { COORDINATE_BOUNDS, coordinateProblem, readCoordinate, roundCoordinate } from './default-location';

/** The settings tab's map section: where maps centre for visitors whose location is unknown. */
export function DefaultLocationPanel() {
  const { t } = useTranslation('admin');
  const location = useDefaultLocation();
  return (
    <SectionCard title={t('defaultLocation.title')} description={t('defaultLocation.hint')}>
      {location.isPending && <Skeleton height={96} aria-label={t('defaultLocation.loading')} />}
      {location.isError && (
        <LoadFailed
          title={t('defaultLocation.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void location.refetch()}
        />
      )}
      {location.data && (
        <DefaultLocationForm key={`${location.data.latitude},${location.data.longitude}`} location={location.data} />
      )}
    </SectionCard>
  );
}

type Coordinate = keyof DefaultLocation;

function DefaultLocationForm({ location }: { location: DefaultLocation }) {
  const { t } = useTranslation('admin');
  const save = useSetDefaultLocation();
  const [values, setValues] = useState<Record<Coordinate, string | number>>(location);
  const [errors, setErrors] = useState<Partial<Record<Coordinate, string>>>({});

  const latitude = readCoordinate(values.latitude);
  const longitude = readCoordinate(values.longitude);
  const onGlobe = !coordinateProblem(values.latitude, 'latitude') && !coordinateProblem(values.longitude, 'longitude');
  const pinned = onGlobe && latitude !== null && longitude !== null ? { latitude, longitude } : null;

  function change(coordinate: Coordinate, value: string | number) {
    setValues((current) => ({ ...current, [coordinate]: value }));
    setErrors((current) => ({ ...current, [coordinate]: undefined }));
  }

  function errorOf(coordinate: Coordinate): string | undefined {
    const problem = coordinateProblem(values[coordinate], coordinate);
    if (!problem) return undefined;
    return problem === 'required'
      ? t('defaultLocation.required')
      : t('defaultLocation.range', COORDINATE_BOUNDS[coordinate]);
  }

  async function submit() {
    const problems = { latitude: errorOf('latitude'), longitude: errorOf('longitude') };
    setErrors(problems);
    if (problems.latitude || problems.longitude || !pinned) return;
    try {
      await save.mutateAsync({
        latitude: roundCoordinate(pinned.latitude),
        longitude: roundCoordinate(pinned.longitude),
      });
      notifySuccess(t('defaultLocation.saved'));
    } catch {
      notifyFailure(t, t('actionFailed'));
    }
  }

  const numberProps: NumberInputProps = {
    decimalScale: 6,
    decimalSeparator: decimalSeparator(),
    allowedDecimalSeparators: ['.', ','],
    clampBehavior: 'none',
    w: { base: '100%', xs: 220 },
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={t('defaultLocation.latitude')}
            description={t('defaultLocation.latitudeHint')}
            value={values.latitude}
            onChange={(value) => change('latitude', value)}
            min={COORDINATE_BOUNDS.latitude.min}
            max={COORDINATE_BOUNDS.latitude.max}
            error={errors.latitude}
            {...numberProps}
          />
          <NumberInput
            label={t('defaultLocation.longitude')}
            description={t('defaultLocation.longitudeHint')}
            value={values.longitude}
            onChange={(value) => change('longitude', value)}
            min={COORDINATE_BOUNDS.longitude.min}
            max={COORDINATE_BOUNDS.longitude.max}
            error={errors.longitude}
            {...numberProps}
          />
        </Group>
        <Text fz="sm">{t('defaultLocation.mapHint')}</Text>
        <LazyShopMap
          label={t('defaultLocation.mapLabel')}
          markers={[]}
          center={pinned ?? location}
          zoom={6}
          height={320}
          pin={{
            location: pinned,
            label: t('defaultLocation.pinLabel'),
            onMove: (next) => {
              change('latitude', roundCoordinate(next.latitude));
              change('longitude', roundCoordinate(next.longitude));
            },
          }}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('defaultLocation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
