import { logisticsStatusSchema } from '@glowmarket/shared/logistics';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/seller/logistics/status → whether buyers can get the company's products delivered. */
export function getLogisticsStatus(signal?: AbortSignal) {
  return apiRequest('/api/seller/logistics/status', { signal, schema: logisticsStatusSchema });
}

/**
 * On every seller page while the price list offers no delivery (SPEC §5): the seller's products
 * cannot be bought until it is set. Links to the delivery page, except on it.
 */
export function DeliveryWarning() {
  const { t } = useTranslation('logistics');
  const { pathname } = useLocation();
  const status = useQuery({
    queryKey: queryKeys.sellerLogistics.status,
    queryFn: ({ signal }) => getLogisticsStatus(signal),
  });
  if (status.data?.configured !== false) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} mb="lg" role="alert">
      {t('warning.notConfigured')}{' '}
      {pathname !== '/logistics' && (
        <Anchor component={Link} to="/logistics" fw={600}>
          {t('warning.setPrices')}
        </Anchor>
      )}
    </Alert>
  );
}
