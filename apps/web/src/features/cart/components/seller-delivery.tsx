import type { Cart, CartSeller } from '@glowmarket/shared/cart';
import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { DeliveryOption } from '@glowmarket/shared/logistics';
import { Button, Group, Modal, Progress, Radio, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLabel } from '../../../components/delivery/method-label';
import { ParcelLockerFinder } from '../../../components/delivery/parcel-locker-finder';
import { getDeliveryOptions, useDeliveryOptions } from '../../../components/delivery/use-delivery-options';
import { OpeningHoursTable } from '../../../components/shops/opening-hours';
import { useCurrency } from '../../../lib/preferences';
import { queryKeys } from '../../../lib/query-keys';
import { useMoney } from '../../../lib/use-money';
import { usePickupShops } from '../api/get-pickup-shops';
import {
  deliveryCost,
  findChosenOption,
  isFreeDelivery,
  useDeliveryChoice,
  useDeliveryChoices,
  type DeliveryChoice,
} from '../delivery-choice';

type SetChoice = (choice: DeliveryChoice | null) => void;

/** A radio's value: store pickup has no price-list entry, and is the only option without one. */
const optionKey = (option: DeliveryOption) => option.id ?? option.kind;

/**
 * How one seller will deliver: its options with their prices for this order, the point or shop
 * the option needs, and how far the order is from free delivery. Kept for checkout (delivery-choice).
 */
export function SellerDelivery({ seller }: { seller: CartSeller }) {
  // The shops' namespace too, for the opening hours: loaded with the rest rather than on choosing pickup.
  const { t } = useTranslation(['cart', 'logistics', 'shops']);
  const money = useMoney();
  const delivery = useDeliveryOptions(seller.company.id);
  const [choice, setChoice] = useDeliveryChoice(seller.company.id);

  if (delivery.isPending) return <Skeleton height={72} mt="md" aria-label={t('delivery.loading')} />;
  if (delivery.isError) {
    return (
      <Group gap="sm" mt="md">
        <Text fz="sm" c="red.8">
          {t('delivery.loadFailed')}
        </Text>
        <Button variant="light" color="red" size="xs" onClick={() => void delivery.refetch()}>
          {t('page.retry')}
        </Button>
      </Group>
    );
  }
  const { available, options, freeFrom } = delivery.data;
  if (!available) {
    return (
      <Text fz="sm" fw={600} c="orange.9" mt="md">
        {t('delivery.notAvailable')}
      </Text>
    );
  }
  const chosen = findChosenOption(options, choice);

  function choose(key: string) {
    const option = options.find((candidate) => optionKey(candidate) === key);
    // Another option starts afresh: a locker or a shop belongs to the option it was chosen for.
    if (option) setChoice({ optionId: option.id, kind: option.kind });
  }

  return (
    <Stack gap="sm" mt="md">
      <Radio.Group
        label={t('delivery.legend', { seller: seller.company.name })}
        value={chosen ? optionKey(chosen) : null}
        onChange={choose}
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio
              key={optionKey(option)}
              value={optionKey(option)}
              label={methodLabel(t, option)}
              description={`${
                isFreeDelivery(option, seller.subtotal) ? t('delivery.free') : money.format(option.price)
              } · ${deliveryTime(t, option)}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {chosen && choice && chosen.needsPoint && chosen.kind === 'parcel_locker' && (
        <LockerChoice choice={choice} setChoice={setChoice} />
      )}
      {chosen && choice && chosen.needsPoint && chosen.kind === 'pickup_point' && (
        <TextInput
          label={t('delivery.pointCode')}
          value={choice.pointName ?? ''}
          onChange={(event) => setChoice({ ...choice, pointName: event.currentTarget.value.trim() || undefined })}
          maxLength={32}
          maw={320}
        />
      )}
      {chosen && choice && chosen.kind === 'store_pickup' && (
        <ShopChoice companyId={seller.company.id} choice={choice} setChoice={setChoice} />
      )}
      <FreeDeliveryProgress subtotal={seller.subtotal} chosen={chosen} lowestThreshold={freeFrom} />
    </Stack>
  );
}

function deliveryTime(t: TFunction, option: DeliveryOption): string {
  if (option.kind === 'store_pickup') return t('summary.atShop', { ns: 'logistics' });
  if (option.deliveryDays === 0) return t('summary.sameDay', { ns: 'logistics' });
  return t('summary.days', { ns: 'logistics', count: option.deliveryDays });
}

/** The chosen option's threshold, or before a choice the lowest: how much more makes delivery free. */
function FreeDeliveryProgress({
  subtotal,
  chosen,
  lowestThreshold,
}: {
  subtotal: QuotedMoney;
  chosen: DeliveryOption | null;
  lowestThreshold: QuotedMoney | null;
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const threshold = chosen ? chosen.freeFrom : lowestThreshold;
  const free = chosen ? isFreeDelivery(chosen, subtotal) : !!threshold && subtotal.base.amount >= threshold.base.amount;
  if (free) {
    return (
      <Text fz="sm" fw={600} c="teal.9">
        {t('delivery.freeReached')}
      </Text>
    );
  }
  if (!threshold) return null;
  // Whether it is reached is decided in euros; what is missing is shown in the visitor's currency,
  // where rounding could make it look like nothing.
  const remaining = Math.max(threshold.amount - subtotal.amount, 1);
  return (
    <Stack gap={4}>
      <Text fz="sm">
        {t('delivery.remaining', { amount: money.format({ amount: remaining, currency: subtotal.currency }) })}
      </Text>
      <Progress
        value={Math.min(100, (subtotal.amount / threshold.amount) * 100)}
        color="teal"
        aria-label={t('delivery.progressLabel')}
      />
    </Stack>
  );
}

/** The locker the parcel goes to, chosen in the finder. */
function LockerChoice({ choice, setChoice }: { choice: DeliveryChoice; setChoice: SetChoice }) {
  const { t } = useTranslation('cart');
  const [opened, setOpened] = useState(false);
  return (
    <>
      {choice.pointName ? (
        <Group gap="md" wrap="nowrap">
          <div>
            <Text fw={600}>{choice.pointName}</Text>
            {choice.pointAddress && <Text fz="sm">{choice.pointAddress}</Text>}
          </div>
          <Button variant="subtle" size="xs" onClick={() => setOpened(true)}>
            {t('delivery.change')}
          </Button>
        </Group>
      ) : (
        <Button variant="light" onClick={() => setOpened(true)} w="fit-content">
          {t('delivery.chooseLocker')}
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} size="xl" title={t('delivery.chooseLocker')}>
        <ParcelLockerFinder
          selected={choice.pointName}
          onSelect={(point) => {
            setChoice({
              ...choice,
              pointName: point.name,
              pointAddress: [point.address.line1, point.address.line2].filter(Boolean).join(', '),
            });
            setOpened(false);
          }}
        />
      </Modal>
    </>
  );
}

/** The seller's shop to collect from, with its hours. */
function ShopChoice({
  companyId,
  choice,
  setChoice,
}: {
  companyId: string;
  choice: DeliveryChoice;
  setChoice: SetChoice;
}) {
  const { t } = useTranslation('cart');
  const shops = usePickupShops(companyId, true);
  if (shops.isPending) return <Skeleton height={56} aria-label={t('delivery.shopsLoading')} />;
  if (shops.isError) {
    return (
      <Text fz="sm" c="red.8">
        {t('delivery.shopsLoadFailed')}
      </Text>
    );
  }
  const items = shops.data.items;
  if (items.length === 0) {
    return (
      <Text fz="sm" fw={600} c="orange.9">
        {t('delivery.noShops')}
      </Text>
    );
  }
  const shop = items.find((item) => item.id === choice.shopId);
  return (
    <Stack gap="xs">
      <Select
        label={t('delivery.shop')}
        placeholder={t('delivery.shopPlaceholder')}
        data={items.map((item) => ({
          value: item.id,
          label: `${item.title}, ${item.address.street}, ${item.address.postalCode} ${item.address.city}`,
        }))}
        value={shop?.id ?? null}
        onChange={(id) => setChoice({ ...choice, shopId: id ?? undefined })}
        allowDeselect={false}
        maw={520}
      />
      {shop && <OpeningHoursTable hours={shop.hours} timeZone={shop.timeZone} />}
    </Stack>
  );
}

/**
 * Under the cart's total: what the chosen deliveries add, and the total with them once every seller
 * has one. Reads the same cached answers as each seller's section.
 */
export function DeliveryTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const currency = useCurrency();
  const choices = useDeliveryChoices();
  const answers = useQueries({
    queries: cart.sellers.map((seller) => ({
      queryKey: queryKeys.logistics.deliveryOptions(seller.company.id, currency),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDeliveryOptions(seller.company.id, signal),
    })),
  });
  let chosenCount = 0;
  let delivery = 0;
  cart.sellers.forEach((seller, index) => {
    const option = findChosenOption(answers[index]?.data?.options ?? [], choices[seller.company.id] ?? null);
    if (!option) return;
    chosenCount += 1;
    delivery += deliveryCost(option, seller.subtotal);
  });
  const amount = (value: number) => money.format({ amount: value, currency: cart.total.currency });

  return (
    <Stack gap="xs" mt="xs">
      {chosenCount > 0 && (
        <Group justify="space-between">
          <Text>{t('page.delivery')}</Text>
          <Text fw={600}>{amount(delivery)}</Text>
        </Group>
      )}
      {chosenCount === cart.sellers.length ? (
        <Group justify="space-between">
          <Text fw={700} fz="lg">
            {t('page.totalWithDelivery')}
          </Text>
          <Text fw={700} fz="xl">
            {amount(cart.total.amount + delivery)}
          </Text>
        </Group>
      ) : (
        <Text fz="sm" c="orange.9">
          {t('page.chooseDelivery')}
        </Text>
      )}
    </Stack>
  );
}
