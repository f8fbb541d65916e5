import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SellerArea } from '../../../components/seller-area';
import { ExpiringStock } from '../components/expiring-stock';
import { RecallSearch } from '../components/recall-search';

/**
 * /seller/stock: the stock kept in batches by expiry — the warning window, what expires within
 * it, and who bought a batch (for a recall, `?code=` in the address).
 */
export function StockPage() {
  return (
    <SellerArea>
      <Stock />
    </SellerArea>
  );
}

function Stock() {
  const { t } = useTranslation('stock');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('intro')}
        </Text>
      </div>
      <ExpiringStock />
      <RecallSearch />
    </Stack>
  );
}
