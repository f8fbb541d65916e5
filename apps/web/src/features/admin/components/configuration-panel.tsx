import { Skeleton, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Carrier } from '@glowmarket/shared/logistics';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { useCarriers } from '../api/get-carriers';
import { useSiteConfiguration } from '../api/get-site-configuration';
import { ConfigurationForm } from './configuration-form';
import { methodName } from './delivery-method-form';
import type { PriceMethod } from './default-prices-fields';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { TitleImageCard } from './title-image-card';

/** Methods a price list may use: offered by an active carrier, and not store pickup (free at the shop). */
function priceMethods(t: TFunction, carriers: Carrier[]): PriceMethod[] {
  return carriers
    .filter((carrier) => carrier.active)
    .flatMap((carrier) =>
      carrier.methods
        .filter((method) => method.active && method.kind !== 'store_pickup')
        .map((method) => ({ id: method.id, name: `${carrier.name} — ${methodName(t, method)}` })),
    );
}

/** The configuration tab (SPEC §2): the form, the title picture and the payment operators. */
export function ConfigurationPanel() {
  const { t } = useTranslation('admin');
  const configuration = useSiteConfiguration();
  const carriers = useCarriers();
  const pending = configuration.isPending || carriers.isPending;
  const failed = configuration.isError || carriers.isError;

  return (
    <Stack gap="lg">
      {pending && !failed && <Skeleton height={480} aria-label={t('configuration.loading')} />}
      {failed && (
        <LoadFailed
          title={t('configuration.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void Promise.all([configuration.refetch(), carriers.refetch()])}
        />
      )}
      {configuration.data && <TitleImageCard imageUrl={configuration.data.titleImageUrl} />}
      {configuration.data && carriers.data && (
        <ConfigurationForm
          key={configuration.data.updatedAt}
          configuration={configuration.data}
          methods={priceMethods(t, carriers.data.items)}
        />
      )}
      <PaymentMethodsPanel />
    </Stack>
  );
}
