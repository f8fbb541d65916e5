import { PAYMENT_METHODS } from '@glowmarket/shared/payments';
import type { Purchase } from '@glowmarket/shared/orders';
import { Alert, Anchor, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceiptOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OrderBadges } from '../../../components/order-badges';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useMoney } from '../../../lib/use-money';
import { useChoosePayment } from '../api/choose-payment';
import { usePaymentOptions } from '../api/get-payment-options';
import { usePurchase } from '../api/get-purchase';
import { MethodList, type MethodChoice } from '../components/payment-methods';
import { PaymentBusy, PaymentWaiting, PaymentWindowBlocked } from '../components/payment-progress';
import { SessionEnded } from '../components/session-ended';
import { awaitsPayment, paymentDeadline } from '../payment-deadline';
import { useOnlinePayment, type OnlineChoice, type PaymentStep } from '../use-online-payment';

/** An id that is not a purchase of this buyer's (or not an id at all) is answered as not found. */
const isUnknownPurchase = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');

/** `?method=` (from /payment-result's 'Try again'): the method chosen when the list opens. */
function methodFromParams(params: URLSearchParams): MethodChoice | null {
  const method = params.get('method');
  return PAYMENT_METHODS.find((known) => known === method) ?? null;
}

/**
 * /payment-selection?group=<id> (logged-in users), where checkout leads after placing and
 * "Complete payment" leads from My orders: the purchase's orders and total, and how the ones still
 * waiting for a payment will be paid: online (in the operator's window, followed here until it
 * ends), on delivery, or later.
 */
export function PaymentSelectionPage() {
  const { t } = useTranslation('orders');
  const { isLoggedIn } = useAuth();
  const [params] = useSearchParams();
  const groupId = params.get('group')?.trim() ?? '';
  const purchase = usePurchase(groupId);

  if (!isLoggedIn) return <SessionEnded />;
  if (!groupId || isUnknownPurchase(purchase.error)) return <PurchaseNotFound />;
  if (purchase.isError) {
    return (
      <LoadFailed
        title={t('paymentSelection.loadFailed')}
        retryLabel={t('paymentSelection.retry')}
        onRetry={() => void purchase.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!purchase.data) return <PageSkeleton label={t('paymentSelection.loading')} blocks={[160, 200]} />;
  return <PaymentSelection purchase={purchase.data} />;
}

function PurchaseNotFound() {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1}>{t('paymentSelection.heading')}</Title>
      <EmptyState
        icon={<IconReceiptOff size={32} aria-hidden />}
        variant="light"
        title={t('paymentSelection.notFoundTitle')}
        description={t('paymentSelection.notFound')}
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/userorders">
            {t('paymentSelection.toOrders')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}

function PaymentSelection({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const online = useOnlinePayment(purchase.id);
  // The purchase as the server answered choosing cash on delivery.
  const [onDelivery, setOnDelivery] = useState<Purchase | null>(null);
  const choosing = !onDelivery && online.step.kind === 'idle';

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1}>{t('paymentSelection.heading')}</Title>
        {choosing && (
          <Text c="dimmed" mt={6}>
            {t('paymentSelection.intro')}
          </Text>
        )}
      </div>
      {onDelivery ? (
        <PaidOnDelivery />
      ) : online.step.kind === 'idle' ? (
        <Choice
          purchase={purchase}
          initial={online.lastChoice ?? methodFromParams(params)}
          failure={online.failure}
          onPay={online.pay}
          onDelivery={setOnDelivery}
        />
      ) : (
        <OnlinePayment step={online.step} purchase={purchase} onRetry={online.pay} onOtherMethod={online.chooseAgain} />
      )}
      <PurchaseSummary purchase={onDelivery ?? purchase} />
    </Stack>
  );
}

/** An online payment on its way: being started, at the operator, or blocked from opening its window. */
function OnlinePayment({
  step,
  purchase,
  onRetry,
  onOtherMethod,
}: {
  step: Exclude<PaymentStep, { kind: 'idle' }>;
  purchase: Purchase;
  onRetry: (choice: OnlineChoice) => void;
  onOtherMethod: () => void;
}) {
  const { t } = useTranslation('orders');
  switch (step.kind) {
    case 'starting':
      return <PaymentBusy label={t('payment.opening')} />;
    case 'leaving':
      return <PaymentBusy label={t('payment.leaving')} />;
    case 'blocked':
      return <PaymentWindowBlocked payment={step.payment} onOtherMethod={onOtherMethod} />;
    case 'waiting': {
      const { choice } = step;
      // Card and Przelewy24 pay every waiting order; Autopay one seller's, and the others wait on.
      const remaining =
        choice.method === 'autopay' &&
        purchase.orders.some((order) => awaitsPayment(order) && order.id !== choice.orderId);
      return (
        <PaymentWaiting
          key={step.payment.id}
          payment={step.payment}
          target={step.target}
          remaining={remaining}
          onRetry={() => onRetry(choice)}
          onOtherMethod={onOtherMethod}
        />
      );
    }
  }
}

interface ChoiceProps {
  purchase: Purchase;
  /** The method to start from (the last one tried, or the address's); the first available one otherwise. */
  initial: OnlineChoice | MethodChoice | null;
  /** Why the last online payment could not start. */
  failure: string | null;
  onPay: (choice: OnlineChoice) => void;
  onDelivery: (answer: Purchase) => void;
}

/** The ways to pay this purchase, or why there is nothing to choose. */
function Choice({ purchase, initial, failure, onPay, onDelivery }: ChoiceProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const deadline = paymentDeadline(purchase.orders);
  const options = usePaymentOptions(purchase.id, deadline !== null);
  const choose = useChoosePayment();
  const [selected, setSelected] = useState<MethodChoice | null>(
    typeof initial === 'string' ? initial : (initial?.method ?? null),
  );
  const [autopayOrderId, setAutopayOrderId] = useState<string | null>(
    typeof initial === 'object' ? (initial?.orderId ?? null) : null,
  );
  const [codFailure, setCodFailure] = useState<string | null>(null);

  if (!deadline) {
    const cancelled = purchase.orders.every((order) => order.status === 'cancelled');
    return (
      <Alert
        color={cancelled ? 'gray' : 'teal'}
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={cancelled ? t('paymentSelection.cancelledTitle') : t('paymentSelection.noPaymentTitle')}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{cancelled ? t('paymentSelection.cancelled') : t('paymentSelection.noPayment')}</Text>
          <Button component={Link} to="/userorders" size="sm">
            {t('paymentSelection.toOrders')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const card = (children: ReactNode) => (
    <SectionCard title={t('paymentSelection.chooseTitle')} description={t('paymentSelection.chooseDescription')}>
      {children}
    </SectionCard>
  );
  if (options.isError) {
    return card(
      <LoadFailed
        title={t('paymentSelection.methodsFailed')}
        retryLabel={t('paymentSelection.retry')}
        onRetry={() => void options.refetch()}
      />,
    );
  }
  if (!options.data)
    return card(<Skeleton height={240} radius="md" aria-label={t('paymentSelection.loadingMethods')} />);

  const methods = options.data.methods;
  const usable = (choice: MethodChoice | null) =>
    choice === 'later' || methods.some((option) => option.method === choice && option.available);
  // A method switched off meanwhile is not kept: the first one that can be used, else paying later.
  const method: MethodChoice = usable(selected)
    ? (selected ?? 'later')
    : (methods.find((option) => option.available)?.method ?? 'later');
  const shownFailure = failure ?? codFailure;

  function confirm() {
    setCodFailure(null);
    if (method === 'later') {
      void navigate('/userorders');
      return;
    }
    if (method === 'cod') {
      choose.mutate(
        { groupId: purchase.id, method: 'cod' },
        {
          onSuccess: onDelivery,
          onError: (error) => {
            const code = error instanceof ApiError ? error.code : 'internal_error';
            setCodFailure(
              t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.internal_error', { ns: 'common' }) }),
            );
          },
        },
      );
      return;
    }
    const option = methods.find((candidate) => candidate.method === method);
    const orderId =
      method === 'autopay'
        ? (option?.perOrder?.find((share) => share.orderId === autopayOrderId) ?? option?.perOrder?.[0])?.orderId
        : undefined;
    // Runs inside the click: the payment window can only be opened from here.
    onPay({ method, orderId, newWindow: option?.newWindow ?? true });
  }

  return card(
    <Stack gap="md">
      <MethodList
        methods={methods}
        purchase={purchase}
        deadline={deadline}
        value={method}
        onChange={setSelected}
        autopayOrderId={autopayOrderId}
        onAutopayOrderChange={setAutopayOrderId}
      />
      <Group justify="flex-end">
        <Button size="md" loading={choose.isPending} onClick={confirm}>
          {t('paymentSelection.confirm')}
        </Button>
      </Group>
      {shownFailure && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {shownFailure}
        </Alert>
      )}
    </Stack>,
  );
}

/** After choosing cash on delivery: what happens next, and the way to My orders. */
function PaidOnDelivery() {
  const { t } = useTranslation('orders');
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={t('paymentSelection.codDoneTitle')}
      role="status"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('paymentSelection.codDone')}</Text>
        <Button component={Link} to="/userorders" size="sm">
          {t('paymentSelection.toOrders')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Each seller's order with its total, and what the whole purchase costs. */
function PurchaseSummary({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  return (
    <SectionCard
      title={t('paymentSelection.summaryTitle')}
      description={t('paymentSelection.summaryDescription', { count: purchase.orders.length })}
    >
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {purchase.orders.map((order) => (
          <Group component="li" key={order.id} justify="space-between" align="flex-start" gap="sm">
            <div>
              <Text fw={700}>{t('order.title', { number: order.number })}</Text>
              <Text fz="sm" c="dimmed">
                {t('order.soldBy')}{' '}
                <Anchor component={Link} to={`/company/${order.company.id}`} inherit>
                  {order.company.name}
                </Anchor>
              </Text>
            </div>
            <Group gap="md">
              <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
              <Text fw={700}>{money.format(order.total)}</Text>
            </Group>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Text fw={700} fz="lg">
          {t('paymentSelection.grandTotal')}
        </Text>
        <Text fw={700} fz="xl">
          {money.format(purchase.total)}
        </Text>
      </Group>
    </SectionCard>
  );
}
