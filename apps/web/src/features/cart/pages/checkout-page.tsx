import { zodResolver } from '@hookform/resolvers/zod';
import type { Cart } from '@glowmarket/shared/cart';
import type { CheckoutInput } from '@glowmarket/shared/orders';
import {
  shippingAddressInputSchema,
  type InvoiceDetails,
  type Profile,
  type ShippingAddress,
} from '@glowmarket/shared/users';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateShippingAddress, useInvoiceDetails, useProfile, useShippingAddresses } from '../../../api/account';
import { useCart } from '../../../components/cart/use-cart';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { notifyFailure } from '../../../lib/notify';
import { usePlaceOrder } from '../api/place-order';
import { cartFingerprint, checkoutKey, forgetCheckoutKey } from '../checkout-key';
import { AddressSection } from '../components/checkout/address-section';
import {
  checkoutDefaults,
  checkoutFormSchema,
  contactSchema,
  FIELD_PATHS,
  savedAddressInput,
  type CheckoutForm,
} from '../components/checkout/checkout-form';
import { ContactSection } from '../components/checkout/contact-section';
import { useInvoiceChoice } from '../components/checkout/invoice-choice';
import { InvoiceSection } from '../components/checkout/invoice-section';
import { orderFailureText } from '../components/checkout/order-failure';
import { PlaceOrderPanel } from '../components/checkout/place-order-panel';
import { isOrderable, SellerSummary } from '../components/checkout/seller-summary';
import { EmptyCart } from '../components/empty-cart';
import '../../../lib/zod-messages';

/**
 * /checkout (buyers only): contact, shipping address, an optional VAT invoice and each seller's
 * part of the order with its delivery (chosen or changed here, as in the cart), then 'Place
 * order'; the purchase then goes on to payment. Every amount is the cart's quote from the server.
 */
export function CheckoutPage() {
  const { t } = useTranslation('cart');
  const cart = useCart({ fresh: true });
  const profile = useProfile();
  const addresses = useShippingAddresses();
  const invoices = useInvoiceDetails();
  // Once placed, the emptied cart must not show as "empty" while the payment page loads.
  const [placed, setPlaced] = useState(false);

  if (placed) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text>{t('checkout.place.placed')}</Text>
      </Group>
    );
  }
  const failed = [cart, profile, addresses, invoices].filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <LoadFailed
        title={t('checkout.loadFailed')}
        retryLabel={t('checkout.retry')}
        onRetry={() => failed.forEach((query) => void query.refetch())}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!cart.data || !profile.data || !addresses.data || !invoices.data) {
    return <PageSkeleton label={t('checkout.loading')} blocks={[200, 160]} />;
  }
  if (cart.data.sellers.length === 0) return <EmptyCart heading={t('checkout.heading')} />;
  return (
    <CheckoutView
      cart={cart.data}
      profile={profile.data}
      addresses={addresses.data}
      invoices={invoices.data}
      onPlaced={() => setPlaced(true)}
    />
  );
}

interface CheckoutViewProps {
  cart: Cart;
  profile: Profile;
  addresses: ShippingAddress[];
  invoices: InvoiceDetails[];
  onPlaced: () => void;
}

function CheckoutView({ cart, profile, addresses, invoices, onPlaced }: CheckoutViewProps) {
  const { t } = useTranslation(['cart', 'logistics', 'shops']);
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const saveAddress = useCreateShippingAddress();
  const [failure, setFailure] = useState<string | null>(null);
  // A second click before the first answer must not send a second request (it would carry the same key anyway).
  const inFlight = useRef(false);

  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
    defaultValues: checkoutDefaults(profile, addresses, invoices),
  });
  const invoiceChoice = useInvoiceChoice(form.control, invoices);

  const linesOk = cart.sellers.every((seller) => seller.lines.every(isOrderable));
  // The deliveries are chosen on this page; what is wrong with the lines is changed in the cart.
  const reason = !linesOk ? 'lines' : !cart.deliveriesComplete ? 'delivery' : null;

  async function submit(values: CheckoutForm) {
    if (inFlight.current || reason !== null) return;
    const savedAddress = addresses.find((address) => address.id === values.addressId);
    const shippingAddress = savedAddress
      ? savedAddressInput(savedAddress)
      : shippingAddressInputSchema.parse(values.shippingAddress);
    // Each seller's delivery is the one kept on the cart: the server places with it.
    const input: CheckoutInput = {
      contact: contactSchema.parse(values.contact),
      shippingAddress,
      invoice: values.wantsInvoice ? invoiceChoice.details : null,
    };
    inFlight.current = true;
    setFailure(null);
    try {
      const group = await place.mutateAsync({ input, idempotencyKey: checkoutKey(cartFingerprint(cart)) });
      forgetCheckoutKey();
      if (!savedAddress && values.saveAddress) {
        saveAddress.mutate(shippingAddress, { onError: () => notifyFailure(t, t('checkout.address.notSaved')) });
      }
      onPlaced();
      await navigate(`/payment-selection?${new URLSearchParams({ group: group.id }).toString()}`);
    } catch (error) {
      const message = orderFailureText(t, cart, error);
      setFailure(message);
      notifyFailure(t, message);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        showFieldProblems(error, FIELD_PATHS, form.setError, t);
      }
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="lg" maw={960} mx="auto" w="100%">
        <div>
          <Title order={1}>{t('checkout.heading')}</Title>
          <Anchor component={Link} to="/cart" fz="sm">
            {t('checkout.backToCart')}
          </Anchor>
        </div>
        <ContactSection form={form} />
        <AddressSection form={form} addresses={addresses} />
        <InvoiceSection form={form} invoices={invoices} choice={invoiceChoice} />
        <SectionCard title={t('checkout.summary.title')} description={t('checkout.summary.description')}>
          <Stack gap="md">
            {cart.sellers.map((seller) => (
              <SellerSummary key={seller.company.id} seller={seller} />
            ))}
          </Stack>
        </SectionCard>
        <PlaceOrderPanel cart={cart} reason={reason} pending={place.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
