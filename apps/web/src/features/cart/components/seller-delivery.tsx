import type { Cart, CartDelivery, CartDeliveryOption, CartSeller, FreeDelivery } from '@glowmarket/shared/cart';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import { Button, Group, Modal, Progress, Radio, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLabel } from '../../../components/delivery/method-label';
import { ParcelLockerFinder } from '../../../components/delivery/parcel-locker-finder';
import { OpeningHoursTable } from '../../../components/shops/opening-hours';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useMoney } from '../../../lib/use-money';
import { usePickupShops } from '../api/get-pickup-shops';
import { useSetCartDelivery } from '../api/set-cart-deliveries';

/** What a seller's choice sends: the seller is known. */
type Choice = Omit<DeliveryChoice, 'companyId'>;
type Send = (choice: Choice) => void;

/** A radio's value: store pickup has no price-list entry, and is the only option without one. */
const optionKey = (option: { id: string | null; kind: string }) => option.id ?? option.kind;
const choiceKey = (choice: { optionId: string | null; kind: string }) => choice.optionId ?? choice.kind;

/** A day the server estimated (YYYY-MM-DD) as the UI language writes it: "Tue, Dec 1". */
export function formatDay(day: string, language: string = currentLanguage()): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * How one seller will deliver: its options with their prices for this order, the point or shop
 * the option needs, when it arrives, and how far the order is from free delivery. Everything it
 * shows comes from the cart's quote; a choice is kept on the cart (PUT /api/cart/deliveries), so
 * the cart page and checkout show the same one.
 */
export function SellerDelivery({ seller }: { seller: CartSeller }) {
  // The shops' namespace too, for the opening hours: loaded with the rest rather than on choosing pickup.
  const { t } = useTranslation(['cart', 'logistics', 'shops']);
  const money = useMoney();
  const save = useSetCartDelivery();
  const { available, options } = seller.deliveryOptions;
  const { delivery } = seller;

  if (!available) {
    return (
      <Text fz="sm" fw={600} c="orange.9" mt="md">
        {t('delivery.notAvailable')}
      </Text>
    );
  }

  const send: Send = (choice) =>
    save.mutate({ companyId: seller.company.id, ...choice }, { onError: (error) => notifyError(t, error) });
  // The choice being sent shows at once; the cart's answer then replaces it.
  const pending = save.isPending && save.variables ? choiceKey(save.variables) : null;
  const kept = delivery ? choiceKey(delivery) : null;
  const selected = options.find((option) => optionKey(option) === (pending ?? kept)) ?? null;
  // The kept delivery, while no other is on its way: its point, shop, date and any problem.
  const current = pending ? null : delivery;
  const settled = selected && current && optionKey(selected) === kept ? { delivery: current, option: selected } : null;

  function choose(key: string) {
    const option = options.find((candidate) => optionKey(candidate) === key);
    // Another option starts afresh: a locker or a shop belongs to the option it was chosen for.
    if (option) send({ optionId: option.id, kind: option.kind });
  }

  return (
    <Stack gap="sm" mt="md">
      <Radio.Group
        label={t('delivery.legend', { seller: seller.company.name })}
        value={selected ? optionKey(selected) : null}
        onChange={choose}
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio
              key={optionKey(option)}
              value={optionKey(option)}
              label={methodLabel(t, option)}
              description={`${option.free ? t('delivery.free') : money.format(option.price)} · ${deliveryTime(t, option)}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {settled?.option.needsPoint && settled.option.kind === 'parcel_locker' && (
        <LockerChoice delivery={settled.delivery} option={settled.option} send={send} />
      )}
      {settled?.option.needsPoint && settled.option.kind === 'pickup_point' && (
        <PointCode
          key={settled.delivery.point?.name ?? ''}
          delivery={settled.delivery}
          option={settled.option}
          send={send}
        />
      )}
      {settled?.option.kind === 'store_pickup' && (
        <ShopChoice companyId={seller.company.id} delivery={settled.delivery} send={send} />
      )}
      {current?.problem && (
        <Text fz="sm" fw={600} c="red.8">
          {t(`errors.${current.problem}`, { ns: 'common' })}
        </Text>
      )}
      {settled?.delivery.estimatedDate && (
        <Text fz="sm">
          {t(settled.delivery.kind === 'store_pickup' ? 'delivery.readyOn' : 'delivery.arrivesOn', {
            date: formatDay(settled.delivery.estimatedDate),
          })}
        </Text>
      )}
      <FreeDeliveryProgress state={seller.freeDelivery} />
    </Stack>
  );
}

function deliveryTime(t: TFunction, option: CartDeliveryOption): string {
  if (option.kind === 'store_pickup') return t('summary.atShop', { ns: 'logistics' });
  if (option.deliveryDays === 0) return t('summary.sameDay', { ns: 'logistics' });
  return t('summary.days', { ns: 'logistics', count: option.deliveryDays });
}

/** How much more makes delivery free, as the server worked it out (the chosen option's threshold, or the lowest). */
function FreeDeliveryProgress({ state }: { state: FreeDelivery }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  if (state.reached) {
    return (
      <Text fz="sm" fw={600} c="teal.9">
        {t('delivery.freeReached')}
      </Text>
    );
  }
  if (!state.remaining) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm">{t('delivery.remaining', { amount: money.format(state.remaining) })}</Text>
      <Progress value={state.percent} color="teal" aria-label={t('delivery.progressLabel')} />
    </Stack>
  );
}

/** The locker the parcel goes to, chosen in the finder. */
function LockerChoice({ delivery, option, send }: { delivery: CartDelivery; option: CartDeliveryOption; send: Send }) {
  const { t } = useTranslation('cart');
  const [opened, setOpened] = useState(false);
  return (
    <>
      {delivery.point ? (
        <Group gap="md" wrap="nowrap">
          <div>
            <Text fw={600}>{delivery.point.name}</Text>
            {delivery.point.address && <Text fz="sm">{delivery.point.address}</Text>}
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
          selected={delivery.point?.name}
          onSelect={(point) => {
            send({ optionId: option.id, kind: option.kind, pointName: point.name });
            setOpened(false);
          }}
        />
      </Modal>
    </>
  );
}

/** A pickup point's code, typed: kept when the buyer leaves the field or presses Enter. */
function PointCode({ delivery, option, send }: { delivery: CartDelivery; option: CartDeliveryOption; send: Send }) {
  const { t } = useTranslation('cart');
  const [value, setValue] = useState(delivery.point?.name ?? '');
  function commit() {
    const code = value.trim();
    if (code.length < 2 || code.toUpperCase() === delivery.point?.name) return;
    send({ optionId: option.id, kind: option.kind, pointName: code });
  }
  return (
    <TextInput
      label={t('delivery.pointCode')}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      maxLength={32}
      maw={320}
    />
  );
}

/** The seller's shop to collect from, with its hours. */
function ShopChoice({ companyId, delivery, send }: { companyId: string; delivery: CartDelivery; send: Send }) {
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
  const shop = items.find((item) => item.id === delivery.shop?.id);
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
        onChange={(id) => {
          if (id) send({ optionId: null, kind: 'store_pickup', shopId: id });
        }}
        allowDeselect={false}
        maw={520}
      />
      {shop && <OpeningHoursTable hours={shop.hours} timeZone={shop.timeZone} />}
    </Stack>
  );
}

/**
 * Under the cart's total: what the chosen deliveries add and the total with them, as the server
 * quoted them, once every seller has a complete delivery; until then what is missing.
 */
export function DeliveryTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const allChosen = cart.sellers.every((seller) => seller.delivery !== null);
  return (
    <Stack gap="xs" mt="xs">
      {cart.sellers.some((seller) => seller.delivery !== null) && (
        <Group justify="space-between">
          <Text>{t('page.delivery')}</Text>
          <Text fw={600}>{money.format(cart.deliveryTotal)}</Text>
        </Group>
      )}
      {cart.deliveriesComplete ? (
        <Group justify="space-between">
          <Text fw={700} fz="lg">
            {t('page.totalWithDelivery')}
          </Text>
          <Text fw={700} fz="xl">
            {money.format(cart.grandTotal)}
          </Text>
        </Group>
      ) : (
        <Text fz="sm" c="orange.9">
          {allChosen ? t('checkout.completeDelivery') : t('page.chooseDelivery')}
        </Text>
      )}
    </Stack>
  );
}
