import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ParcelLockerFinder } from '../../../components/delivery/parcel-locker-finder';

/** /parcel-lockers: where the nearest InPost parcel lockers are, by town, postal code or position. */
export function ParcelLockersPage() {
  const { t } = useTranslation('logistics');
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('lockers.heading')}</Title>
        <Text mt={6}>{t('lockers.intro')}</Text>
      </div>
      <ParcelLockerFinder initialQuery={params.get('q') ?? ''} />
    </Stack>
  );
}
