import { OPERATORS } from '@glowmarket/shared/operators';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SellerArea } from '../../../components/seller-area';
import { useOperatorAccounts } from '../api/get-operator-accounts';
import { OperatorCard } from '../components/operator-card';

/** /operator-settings: the company's accounts with the parcel-locker carrier and the payment operators. */
export function OperatorSettingsPage() {
  return (
    <SellerArea>
      <OperatorSettings />
    </SellerArea>
  );
}

function OperatorSettings() {
  const { t } = useTranslation('operators');
  const accounts = useOperatorAccounts();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('settings.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('settings.intro')}
        </Text>
      </div>

      {accounts.isPending && (
        <Stack gap="lg" aria-busy="true" aria-label={t('settings.loading')} role="status">
          {OPERATORS.map((operator) => (
            <Skeleton key={operator} height={260} radius="lg" />
          ))}
        </Stack>
      )}

      {accounts.isError && (
        <LoadFailed
          title={t('settings.loadFailed')}
          retryLabel={t('settings.retry')}
          onRetry={() => void accounts.refetch()}
        />
      )}

      {accounts.data &&
        OPERATORS.map((operator) => {
          const account = accounts.data.items.find((item) => item.operator === operator);
          return account && <OperatorCard key={operator} account={account} />;
        })}
    </Stack>
  );
}
