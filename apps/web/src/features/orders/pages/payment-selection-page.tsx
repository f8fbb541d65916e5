import type { PaymentChoice, Purchase } from '@glowmarket/shared/orders';
import { Alert, Anchor, Button, EmptyState, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderBadges } from '../../../components/order-badges';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { useChoosePayment } from '../api/choose-payment';
import { usePurchase } from '../api/get-purchase';
import { SessionEnded } from '../components/session-ended';
import { formatDeadline, paymentDeadline } from '../payment-deadline';

type Method = PaymentChoice['method'];

/** An id that is not a purchase of this buyer's (or not an id at all) is answered as not found. */
const isUnknownPurchase = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');

/**
 * /payment-selection?group=<id> (logged-in users), where checkout leads after placing and
 * "Complete payment" leads from My orders: the purchase's orders and total, and how the ones still
 * waiting for a payment will be paid. Until online payments arrive: on delivery, or later.
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
      <Alert color="red" title={t('paymentSelection.loadFailed')} maw={640} mx="auto">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void purchase.refetch()}>
          {t('paymentSelection.retry')}
        </Button>
      </Alert>
    );
  }
  if (!purchase.data) {
    return (
      <Stack
        gap="md"
        maw={960}
        mx="auto"
        w="100%"
        role="status"
        aria-busy="true"
        aria-label={t('paymentSelection.loading')}
      >
        <Skeleton height={36} width="40%" />
        <Skeleton height={160} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }
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
  // What the buyer chose here, with the purchase as the server answered it.
  const [chosen, setChosen] = useState<{ method: Method; purchase: Purchase } | null>(null);
  const shown = chosen?.purchase ?? purchase;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1}>{t('paymentSelection.heading')}</Title>
        {!chosen && (
          <Text c="dimmed" mt={6}>
            {t('paymentSelection.intro')}
          </Text>
        )}
      </div>
      {chosen ? (
        <Chosen method={chosen.method} purchase={chosen.purchase} />
      ) : (
        <Choice purchase={purchase} onChosen={(method, answer) => setChosen({ method, purchase: answer })} />
      )}
      <PurchaseSummary purchase={shown} />
    </Stack>
  );
}

/** The two ways to pay, or why there is nothing to choose. */
function Choice({ purchase, onChosen }: { purchase: Purchase; onChosen: (method: Method, answer: Purchase) => void }) {
  const { t } = useTranslation('orders');
  const choose = useChoosePayment();
  const [method, setMethod] = useState<Method>('cod');
  const [failure, setFailure] = useState<string | null>(null);
  const deadline = paymentDeadline(purchase.orders);

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

  function confirm() {
    setFailure(null);
    choose.mutate(
      { groupId: purchase.id, method },
      {
        onSuccess: (answer) => onChosen(method, answer),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : 'internal_error';
          setFailure(t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.internal_error', { ns: 'common' }) }));
        },
      },
    );
  }

  return (
    <SectionCard title={t('paymentSelection.chooseTitle')} description={t('paymentSelection.chooseDescription')}>
      <Stack gap="md">
        <Radio.Group
          label={t('paymentSelection.methodLegend')}
          value={method}
          onChange={(value) => setMethod(value === 'later' ? 'later' : 'cod')}
        >
          <Stack gap="sm" mt="xs">
            <Radio.Card value="cod" radius="md" p="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={700}>{t('paymentSelection.cod')}</Text>
                  <Text fz="sm" c="dimmed">
                    {t('paymentSelection.codDescription')}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
            <Radio.Card value="later" radius="md" p="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={700}>{t('paymentSelection.later')}</Text>
                  <Text fz="sm" c="dimmed">
                    {t('paymentSelection.laterDescription', {
                      deadline: formatDeadline(deadline, currentLanguage()),
                    })}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button size="md" loading={choose.isPending} onClick={confirm}>
            {t('paymentSelection.confirm')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}

/** After choosing: what happens next, and the way to My orders. */
function Chosen({ method, purchase }: { method: Method; purchase: Purchase }) {
  const { t } = useTranslation('orders');
  const deadline = paymentDeadline(purchase.orders);
  const later = method === 'later' && deadline !== null;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={later ? t('paymentSelection.laterDoneTitle') : t('paymentSelection.codDoneTitle')}
      role="status"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          {later
            ? t('paymentSelection.laterDone', { deadline: formatDeadline(deadline, currentLanguage()) })
            : t('paymentSelection.codDone')}
        </Text>
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
