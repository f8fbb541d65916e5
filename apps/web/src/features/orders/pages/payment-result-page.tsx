import type { Payment } from '@glowmarket/shared/payments';
import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconReceiptOff, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { usePaymentStatus } from '../api/get-payment';
import { outcomeOf, PaymentOutcome, type PaymentOutcomeKind } from '../components/payment-outcome';
import { PaymentBusy } from '../components/payment-progress';
import { announcePaymentOutcome, sameOriginOpener } from '../payment-channel';

/** How long this page waits for the operator's word before saying the result is not known yet. */
const RESULT_WAIT_MS = 2 * 60_000;

/** An id that is not a payment of this buyer's (or not an id at all) is answered as not found. */
const isUnknownPayment = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');

/** /payment-selection for the purchase, with `method` chosen when the list opens. */
function paymentSelectionPath(groupId: string, method?: string): string {
  const params = new URLSearchParams({ group: groupId });
  if (method) params.set('method', method);
  return `/payment-selection?${params.toString()}`;
}

/**
 * /payment-result?payment=<id>[&cancelled=1], where the operator sends the buyer back — to the
 * payment window, or to this tab when the window was blocked. The operator returns to the
 * marketplace's public address, which may be another host name than the one the buyer shops on,
 * where the session is not: the payment is read by its id alone, and the server asks an operator
 * that reports no failure (Przelewy24) how it ended. It is asked about until the operator settles
 * it (at most two minutes), then SPEC §4's outcome is shown and announced to the tab the buyer
 * paid from, which follows the payment by its id in any case.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const paymentId = params.get('payment')?.trim() ?? '';
  // The operator's cancel link: nothing more will come, so the page does not wait for it.
  const cancelled = params.get('cancelled') === '1';
  const { query, timedOut } = usePaymentStatus(paymentId, {
    poll: !cancelled,
    maxWaitMs: RESULT_WAIT_MS,
    returned: true,
  });

  if (!paymentId || isUnknownPayment(query.error)) return <PaymentNotFound />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        title={t('paymentResult.loadFailed')}
        retryLabel={t('paymentResult.retry')}
        onRetry={() => void query.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!query.data) return <PageSkeleton label={t('payment.checking')} blocks={[160]} />;

  const payment = query.data;
  // A settled state wins (the money may have arrived before the buyer cancelled); a cancel is
  // otherwise known only from the operator's way back.
  const outcome =
    outcomeOf(payment.state, payment.flagReason) ?? (cancelled ? 'cancelled' : timedOut ? 'unknown' : null);
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1}>{t('paymentResult.heading')}</Title>
      {outcome ? (
        <PaymentResult payment={payment} outcome={outcome} onCheckAgain={() => void query.refetch()} />
      ) : (
        <PaymentBusy label={t('payment.checking')} />
      )}
    </Stack>
  );
}

function PaymentResult({
  payment,
  outcome,
  onCheckAgain,
}: {
  payment: Payment;
  outcome: PaymentOutcomeKind;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const { isLoggedIn, user } = useAuth();
  const userId = user?._id ?? '';
  // Opened by the tab the buyer paid from: this window has done its job once the outcome is known.
  const [opener] = useState(sameOriginOpener);

  useEffect(() => {
    if (outcome === 'unknown') return;
    // A returned payment is a flagged one to the tab that listens; it reads why when it asks again.
    announcePaymentOutcome(payment.id, outcome === 'returned' ? 'flagged' : outcome);
    // My orders and the purchase show the orders as they are now.
    if (outcome === 'paid') void queryClient.invalidateQueries({ queryKey: queryKeys.buyerOrders.all(userId) });
  }, [outcome, payment.id, queryClient, userId]);

  const toOrders = (
    <Button component={Link} to="/userorders" variant={outcome === 'paid' && !opener ? 'filled' : 'default'}>
      {t('payment.toOrders')}
    </Button>
  );
  return (
    <PaymentOutcome outcome={outcome} amount={payment.amount}>
      {/* Without the session here, this is not the tab the buyer shops in: that one shows the result too. */}
      {!opener && !isLoggedIn && (
        <Text fz="sm" w="100%">
          {t('payment.otherTab')}
        </Text>
      )}
      {opener && (
        <Button leftSection={<IconX size={16} aria-hidden />} onClick={() => window.close()}>
          {t('payment.closeWindow')}
        </Button>
      )}
      {outcome === 'superseded' && (
        <Button component={Link} to={paymentSelectionPath(payment.groupId)} variant={opener ? 'default' : 'filled'}>
          {t('payment.completePayment')}
        </Button>
      )}
      {(outcome === 'failed' || outcome === 'cancelled') && (
        <>
          <Button
            component={Link}
            to={paymentSelectionPath(payment.groupId, payment.method)}
            variant={opener ? 'default' : 'filled'}
          >
            {t('payment.retry')}
          </Button>
          <Button component={Link} to={paymentSelectionPath(payment.groupId)} variant="default">
            {t('payment.otherMethod')}
          </Button>
        </>
      )}
      {outcome === 'unknown' && (
        <Button variant="default" onClick={onCheckAgain}>
          {t('payment.checkAgain')}
        </Button>
      )}
      {toOrders}
    </PaymentOutcome>
  );
}

function PaymentNotFound() {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1}>{t('paymentResult.heading')}</Title>
      <EmptyState
        icon={<IconReceiptOff size={32} aria-hidden />}
        variant="light"
        title={t('paymentResult.notFoundTitle')}
        description={t('paymentResult.notFound')}
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/userorders">
            {t('payment.toOrders')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
