import type { FlaggedPayment } from '@glowmarket/shared/payments';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useFlaggedPayments } from '../api/get-flagged-payments';
import { errorText } from './error-text';

/**
 * The payments whose money could not pay their orders as asked (another amount, or orders already
 * paid, cancelled or expired), with why and what happens to the money, above the orders. Nothing at
 * all while they load or when there are none: the operator only needs it when something is wrong.
 */
export function FlaggedPaymentsCard() {
  const { t } = useTranslation('admin');
  const flagged = useFlaggedPayments();

  if (flagged.isError) {
    return (
      <LoadFailed
        title={t('flaggedPayments.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void flagged.refetch()}
      >
        <Text fz="sm">{errorText(t, flagged.error)}</Text>
      </LoadFailed>
    );
  }
  if (!flagged.data || flagged.data.items.length === 0) return null;

  return (
    <SectionCard title={t('flaggedPayments.title')} description={t('flaggedPayments.hint')}>
      <Table.ScrollContainer minWidth={1040}>
        <Table striped verticalSpacing="sm">
          <Table.Caption>{t('flaggedPayments.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('flaggedPayments.columns.date')}</Table.Th>
              <Table.Th>{t('flaggedPayments.columns.method')}</Table.Th>
              <Table.Th>{t('flaggedPayments.columns.orders')}</Table.Th>
              <Table.Th>{t('flaggedPayments.columns.reason')}</Table.Th>
              <Table.Th ta="right">{t('flaggedPayments.columns.asked')}</Table.Th>
              <Table.Th ta="right">{t('flaggedPayments.columns.reported')}</Table.Th>
              <Table.Th>{t('flaggedPayments.columns.reference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {flagged.data.items.map((payment) => (
              <FlaggedPaymentRow key={payment.id} payment={payment} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

function FlaggedPaymentRow({ payment }: { payment: FlaggedPayment }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(payment.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{t(`paymentMethods.methods.${payment.method}`)}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {payment.orderNumbers.map((number) => (
            <Text key={number} fz="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {number}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{t(`flaggedPayments.reasons.${payment.reason}`)}</Text>
        {payment.refund && (
          <Text fz="xs" c={payment.refund.state === 'refunded' ? 'teal.9' : 'orange.9'} fw={600}>
            {t(`flaggedPayments.refund.${payment.refund.state}`, {
              amount: formatMoney(payment.refund.amount, language),
            })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(payment.amount, language)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {/* Every 'paid' notice the operator sent for it, each with its own amount. */}
        <Stack gap={2}>
          {payment.reported.map((reported, index) => (
            <Text key={index} fz="sm" c="orange.9" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(reported, language)}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        {payment.operatorRef && (
          <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {payment.operatorRef}
          </Text>
        )}
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('flaggedPayments.ourReference', { reference: payment.reference })}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
