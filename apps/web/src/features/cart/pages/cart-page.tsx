import { MAX_CART_QUANTITY, type Cart, type CartLine, type CartSeller } from '@glowmarket/shared/cart';
import { ActionIcon, Anchor, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart, useEmptyCart, useRemoveCartLine, useSetCartQuantity } from '../../../components/cart/use-cart';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifyFailure } from '../../../lib/notify';
import { useMoney } from '../../../lib/use-money';
import { EmptyCart } from '../components/empty-cart';
import { DeliveryTotals, SellerDelivery } from '../components/seller-delivery';
import classes from './cart-page.module.css';

/** A typed quantity is sent this long after the last keystroke or step (or at once on leaving the field). */
const QUANTITY_DELAY_MS = 700;

/** /cart: the caller's cart by seller, with each seller's subtotal and delivery, the total, and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const cart = useCart({ fresh: true });

  if (cart.isError) {
    return (
      <LoadFailed
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        onRetry={() => void cart.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!cart.data) return <PageSkeleton label={t('page.loading')} blocks={[160, 80]} />;
  if (cart.data.sellers.length === 0) return <EmptyCart heading={t('page.heading')} />;
  return <CartView cart={cart.data} />;
}

function CartView({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const emptyCart = useEmptyCart();
  const totalsId = useId();

  function confirmEmpty() {
    modals.openConfirmModal({
      title: t('emptyCart.title'),
      children: <Text fz="sm">{t('emptyCart.text')}</Text>,
      labels: { confirm: t('emptyCart.confirm'), cancel: t('emptyCart.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => emptyCart.mutate(undefined, { onError: (error) => notifyError(t, error) }),
    });
  }

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('page.heading')}</Title>
          <Text c="dimmed" mt={6}>
            {t('page.itemCount', { count: cart.itemCount })}
          </Text>
        </div>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={emptyCart.isPending}
          onClick={confirmEmpty}
        >
          {t('emptyCart.button')}
        </Button>
      </Group>

      {cart.sellers.map((seller) => (
        <SellerSection key={seller.company.id} seller={seller} />
      ))}

      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between">
          <Text fw={700} fz="lg">
            {t('page.total')}
          </Text>
          <Text fw={700} fz="xl">
            {money.format(cart.total)}
          </Text>
        </Group>
        <div id={totalsId}>
          <DeliveryTotals cart={cart} />
        </div>
        {/* Deliveries can be chosen (or changed) at checkout too, so the way there is always open. */}
        <Group justify="flex-end" mt="md">
          <Button component={Link} to="/checkout" size="md" aria-describedby={totalsId}>
            {t('checkout.go')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

/** One seller's lines and subtotal: each seller delivers (and will be paid) separately. */
function SellerSection({ seller }: { seller: CartSeller }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const headingId = `cart-seller-${seller.company.id}`;
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="xs">
        <Anchor component={Link} to={`/company/${seller.company.id}`} inherit>
          {seller.company.name}
        </Anchor>
      </Title>
      <ul className={classes.lines}>
        {seller.lines.map((line) => (
          <CartLineRow key={line.productId} line={line} />
        ))}
      </ul>
      <Group justify="flex-end" gap="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Text fw={600}>{t('seller.subtotal')}</Text>
        <Text fw={700}>{money.format(seller.subtotal)}</Text>
      </Group>
      <SellerDelivery seller={seller} />
    </Paper>
  );
}

/** How many the seller has, as a refusal for insufficient stock says (details.available). */
function availableOf(error: ApiError): number | null {
  const details = error.details as { available?: unknown } | undefined;
  return typeof details?.available === 'number' ? details.available : null;
}

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const remove = useRemoveCartLine();
  const orderable = line.purchasable && line.available > 0;
  const href = `/products/${line.productId}`;

  return (
    <li className={classes.line}>
      <Link to={href} className={classes.image} tabIndex={-1} aria-hidden>
        {line.image ? (
          <img src={line.image.small} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <IconPhoto size={28} aria-hidden />
        )}
      </Link>
      <div className={classes.info}>
        <Anchor component={Link} to={href} fw={600} lineClamp={2}>
          {line.title}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {t('line.unitPrice', { price: money.format(line.unitPrice) })}
        </Text>
        {line.previousUnitPrice && (
          <Text fz="sm" c="orange.9">
            {t('line.priceChanged', { price: money.format(line.previousUnitPrice) })}
          </Text>
        )}
        {!line.purchasable ? (
          <Text fz="sm" fw={600} c="red.8">
            {t('line.unavailable')}
          </Text>
        ) : line.available === 0 ? (
          <Text fz="sm" fw={600} c="red.8">
            {t('line.soldOut')}
          </Text>
        ) : (
          line.quantity > line.available && (
            <Text fz="sm" fw={600} c="red.8">
              {t('line.onlyLeft', { count: line.available })}
            </Text>
          )
        )}
      </div>
      <QuantityInput line={line} disabled={!orderable} />
      <Text className={classes.total} fw={700}>
        {money.format(line.lineTotal)}
      </Text>
      <ActionIcon
        className={classes.remove}
        variant="subtle"
        color="gray"
        size="lg"
        loading={remove.isPending}
        aria-label={t('line.remove', { title: line.title })}
        onClick={() => remove.mutate(line.productId, { onError: (error) => notifyError(t, error) })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </li>
  );
}

/**
 * The line's quantity, 1 to 99. Sent a moment after the buyer stops changing it, or when they
 * leave the field; a refusal puts the line's quantity back. More than the seller has is not cut
 * down to some other number: the server refuses it and the buyer is told how many are left.
 */
function QuantityInput({ line, disabled }: { line: CartLine; disabled: boolean }) {
  const { t } = useTranslation('cart');
  const setQuantity = useSetCartQuantity();
  const [value, setValue] = useState<string | number>(line.quantity);
  // The server's quantity when `value` was last set from it: a new answer replaces what is shown.
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  const sent = useRef(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setValue(line.quantity);
  }
  useEffect(() => {
    sent.current = line.quantity;
  }, [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: string | number) {
    clearTimeout(timer.current);
    const quantity = typeof next === 'number' ? next : Number.parseInt(next, 10);
    if (!Number.isInteger(quantity) || quantity < 1) {
      setValue(line.quantity);
      return;
    }
    if (quantity === sent.current) return;
    sent.current = quantity;
    setQuantity.mutate(
      { productId: line.productId, quantity },
      {
        onError: (error) => {
          const left = error instanceof ApiError && error.code === 'insufficient_stock' ? availableOf(error) : null;
          if (left === null) notifyError(t, error);
          else notifyFailure(t, t('line.notThatMany', { count: left }));
          sent.current = line.quantity;
          setValue(line.quantity);
        },
      },
    );
  }

  function change(next: string | number) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), QUANTITY_DELAY_MS);
  }

  return (
    <NumberInput
      className={classes.quantity}
      aria-label={t('line.quantityNamed', { title: line.title })}
      value={value}
      onChange={change}
      onBlur={() => commit(value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(value);
      }}
      min={1}
      max={MAX_CART_QUANTITY}
      clampBehavior="blur"
      allowDecimal={false}
      allowNegative={false}
      disabled={disabled}
      size="sm"
    />
  );
}
