import { PAYMENT_METHODS, type PaymentMethod } from '@glowmarket/shared/payments';
import { Alert, Skeleton, Stack, Switch } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSetPaymentMethods } from '../api/set-payment-methods';

/**
 * The settings tab's payment methods: a switch for each. Buyers see a switched-off method
 * disabled on /payment-selection, with the reason; payments already started still finish.
 */
export function PaymentMethodsPanel() {
  const { t } = useTranslation('admin');
  const methods = usePaymentMethods();
  return (
    <SectionCard title={t('paymentMethods.title')} description={t('paymentMethods.hint')}>
      {methods.isPending && <Skeleton height={200} aria-label={t('paymentMethods.loading')} />}
      {methods.isError && (
        <LoadFailed
          title={t('paymentMethods.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void methods.refetch()}
        />
      )}
      {methods.data && <MethodSwitches enabled={methods.data.enabled} />}
    </SectionCard>
  );
}

function MethodSwitches({ enabled }: { enabled: PaymentMethod[] }) {
  const { t } = useTranslation('admin');
  const save = useSetPaymentMethods();

  async function turn(method: PaymentMethod, on: boolean) {
    // The API takes the whole list: every method as it is, this one as asked.
    const next = PAYMENT_METHODS.filter((candidate) => (candidate === method ? on : enabled.includes(candidate)));
    try {
      await save.mutateAsync(next);
      const name = t(`paymentMethods.methods.${method}`);
      notifySuccess(t(on ? 'paymentMethods.switchedOn' : 'paymentMethods.switchedOff', { method: name }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <Stack gap="md">
      {enabled.length === 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('paymentMethods.noneOn')}
        </Alert>
      )}
      {PAYMENT_METHODS.map((method) => (
        <Switch
          key={method}
          label={t(`paymentMethods.methods.${method}`)}
          // Mantine's wrapping label would add the description to the name; it stays the description.
          aria-label={t(`paymentMethods.methods.${method}`)}
          description={t(`paymentMethods.hints.${method}`)}
          checked={enabled.includes(method)}
          disabled={save.isPending}
          onChange={(event) => void turn(method, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
