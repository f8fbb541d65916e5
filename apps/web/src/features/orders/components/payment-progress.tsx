import type { PaymentState, StartedPayment } from '@glowmarket/shared/payments';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { useMoney } from '../../../lib/use-money';
import { usePaymentStatus } from '../api/get-payment';
import { usePaymentAnnouncements } from '../payment-channel';
import type { PaymentRedirect } from '../payment-window';
import { outcomeOf, PaymentOutcome } from './payment-outcome';

/** How long the tab the buyer paid from keeps asking while the payment window is open. */
const WAIT_IN_WINDOW_MS = 30 * 60_000;

interface NextSteps {
  /** A new attempt with the same method (a new Idempotency-Key); runs in the click's handler. */
  onRetry: () => void;
  onOtherMethod: () => void;
}

/** A short wait with a spinner: the payment being started, or this tab leaving for the operator. */
export function PaymentBusy({ label }: { label: string }) {
  return <Alert color="blue" variant="light" icon={<Loader size={18} aria-hidden />} title={label} role="status" />;
}

/** True once the buyer (or the operator's page) has closed `target`. */
function useWindowClosed(target: Window): boolean {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!target.closed) return;
      setClosed(true);
      window.clearInterval(timer);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [target]);
  return closed;
}

/**
 * SPEC §4's 'payment in progress': the operator's page is open in another window. The payment is
 * asked about every two seconds, and /payment-result in that window announces how it ended, so
 * this switches to the outcome at once.
 */
export function PaymentWaiting({
  payment,
  target,
  remaining,
  onRetry,
  onOtherMethod,
}: NextSteps & {
  payment: StartedPayment;
  target: Window;
  /** Orders of the purchase still wait for a payment (Autopay pays one seller's at a time). */
  remaining: boolean;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  const { query, timedOut } = usePaymentStatus(payment.id, { poll: true, maxWaitMs: WAIT_IN_WINDOW_MS });
  const [announced, setAnnounced] = useState<PaymentState | null>(null);
  const closed = useWindowClosed(target);
  usePaymentAnnouncements(payment.id, (state) => {
    setAnnounced(state);
    void query.refetch();
  });

  // What the server says wins once settled; a cancel is only known from the operator's way back.
  const polled = query.data?.state ?? payment.state;
  const outcome =
    outcomeOf(polled, query.data?.flagReason ?? null) ??
    (announced && outcomeOf(announced)) ??
    (timedOut ? ('unknown' as const) : null);

  const paid = outcome === 'paid';
  useEffect(() => {
    // The purchase and My orders now show the orders paid, and Autopay what is left to pay.
    if (paid) void queryClient.invalidateQueries({ queryKey: queryKeys.buyerOrders.all(userId) });
  }, [paid, queryClient, userId]);

  if (outcome) {
    return (
      <PaymentOutcome outcome={outcome} amount={payment.amount}>
        {paid && remaining && <Button onClick={onOtherMethod}>{t('payment.payRest')}</Button>}
        {outcome === 'unknown' && <Button onClick={() => void query.refetch()}>{t('payment.checkAgain')}</Button>}
        {(outcome === 'cancelled' || outcome === 'failed' || outcome === 'unknown') && (
          <>
            <Button variant={outcome === 'unknown' ? 'default' : 'filled'} onClick={onRetry}>
              {t('payment.retry')}
            </Button>
            <Button variant="default" onClick={onOtherMethod}>
              {t('payment.otherMethod')}
            </Button>
          </>
        )}
        <Button component={Link} to="/userorders" variant={paid && !remaining ? 'filled' : 'subtle'}>
          {t('payment.toOrders')}
        </Button>
      </PaymentOutcome>
    );
  }

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<Loader size={18} aria-hidden />}
      title={t('payment.waitingTitle')}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{closed ? t('payment.windowClosed') : t('payment.waiting')}</Text>
        <Text fz="sm" fw={700}>
          {t('payment.amount', { amount: money.format(payment.amount) })}
        </Text>
        <Group gap="sm">
          {!closed && (
            <Button
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => target.focus()}
            >
              {t('payment.showWindow')}
            </Button>
          )}
          <Button variant={closed ? 'filled' : 'default'} onClick={onRetry}>
            {t('payment.retry')}
          </Button>
          <Button variant="default" onClick={onOtherMethod}>
            {t('payment.otherMethod')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The browser refused the payment window (SPEC §8): the payment is started, and the buyer goes on
 * to the operator in this tab — a plain link, or the operator's form posted from here.
 */
export function PaymentWindowBlocked({
  payment,
  onOtherMethod,
}: Pick<NextSteps, 'onOtherMethod'> & { payment: StartedPayment }) {
  const { t } = useTranslation('orders');
  return (
    <Alert color="orange" variant="light" title={t('payment.blockedTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('payment.blocked')}</Text>
        <Group gap="sm">
          <ContinueInThisTab redirect={payment.redirect} label={t('payment.continueHere')} />
          <Button variant="default" onClick={onOtherMethod}>
            {t('payment.otherMethod')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ContinueInThisTab({ redirect, label }: { redirect: PaymentRedirect; label: string }) {
  if (redirect.kind === 'redirect') {
    return (
      <Button component="a" href={redirect.url}>
        {label}
      </Button>
    );
  }
  return (
    <form method="post" action={redirect.action}>
      {Object.entries(redirect.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit">{label}</Button>
    </form>
  );
}
