import { zodResolver } from '@hookform/resolvers/zod';
import type { Cart, CartLine, CartSeller } from '@glowmarket/shared/cart';
import { countryName, type CountryCode } from '@glowmarket/shared/countries';
import { checkoutSchema, type CheckoutInput } from '@glowmarket/shared/orders';
import {
  invoiceDetailsInputSchema,
  shippingAddressInputSchema,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type Profile,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@glowmarket/shared/users';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useCreateShippingAddress } from '../../../components/account/create-shipping-address';
import { useInvoiceDetails } from '../../../components/account/get-invoice-details';
import { useProfile } from '../../../components/account/get-profile';
import { useShippingAddresses } from '../../../components/account/get-shipping-addresses';
import { useCart } from '../../../components/cart/use-cart';
import { CountrySelect } from '../../../components/country-select';
import { methodLabel } from '../../../components/delivery/method-label';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { PhoneField } from '../../../components/phone-field';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure } from '../../../lib/notify';
import { useMoney } from '../../../lib/use-money';
import { usePlaceOrder } from '../api/place-order';
import { cartFingerprint, checkoutKey, forgetCheckoutKey } from '../checkout-key';
import { EmptyCart } from '../components/empty-cart';
import { SellerDelivery } from '../components/seller-delivery';
import '../../../lib/zod-messages';

/** The radio value of "a new address" and "new invoice details", beside the saved entries' ids. */
const NEW = 'new';

const contactSchema = checkoutSchema.shape.contact;

/** Every field as the inputs hold it; the shared schemas check them in `checkoutFormSchema`. */
const addressFieldsSchema = z.object({
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
  country: z.string().optional(),
});

/**
 * The contact, and the new address when one is typed, checked by the API's own schemas; the
 * invoice details only decide whether the invoice switch can be turned on (see InvoiceSection).
 */
const checkoutFormSchema = z
  .object({
    contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
    addressId: z.string(),
    shippingAddress: addressFieldsSchema,
    saveAddress: z.boolean(),
    invoiceId: z.string(),
    invoice: addressFieldsSchema.omit({ region: true }).extend({ entityName: z.string(), taxId: z.string() }),
    wantsInvoice: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const report = (prefix: string, result: z.ZodSafeParseResult<unknown>) => {
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [prefix, ...issue.path] });
      }
    };
    report('contact', contactSchema.safeParse(values.contact));
    if (values.addressId === NEW)
      report('shippingAddress', shippingAddressInputSchema.safeParse(values.shippingAddress));
  });

type CheckoutForm = z.input<typeof checkoutFormSchema>;

/** Where the API's field problems (`body.contact.phone`, …) land in the form. */
const FIELD_PATHS = [
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.phone',
  'shippingAddress.street',
  'shippingAddress.city',
  'shippingAddress.postalCode',
  'shippingAddress.region',
  'shippingAddress.country',
  'invoice.entityName',
  'invoice.taxId',
  'invoice.street',
  'invoice.city',
  'invoice.postalCode',
  'invoice.country',
] as const satisfies readonly Path<CheckoutForm>[];

/** The refusals of POST /api/orders the buyer is told about as they are; anything else failed to place. */
const ORDER_ERRORS = new Set([
  'no_shipping_method',
  'too_many_delivery_options',
  'delivery_type_unavailable',
  'provider_has_no_shops',
  'parcel_point_retired',
  'idempotency_key_reused',
  'cart_empty',
  'insufficient_stock',
  'validation_failed',
  'order_failed',
  'idempotency_key_required',
  'unauthorized',
]);

const detailsSchema = z.object({ productId: z.string().optional(), companyId: z.string().optional() });

const savedAddressInput = ({ street, city, postalCode, region, country }: ShippingAddress): ShippingAddressInput => ({
  street,
  city,
  postalCode,
  region,
  country,
});

const savedInvoiceInput = ({ entityName, taxId, street, city, postalCode, country }: InvoiceDetails) => ({
  entityName,
  taxId,
  street,
  city,
  postalCode,
  country,
});

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
  const reasonId = useId();
  const failureId = useId();

  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
    defaultValues: {
      contact: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        phone: profile.phone,
      },
      addressId: addresses[0]?.id ?? NEW,
      shippingAddress: { street: '', city: '', postalCode: '', region: '', country: undefined },
      saveAddress: false,
      invoiceId: invoices[0]?.id ?? NEW,
      invoice: { entityName: '', taxId: '', street: '', city: '', postalCode: '', country: undefined },
      wantsInvoice: false,
    },
  });
  const invoiceChoice = useInvoiceChoice(form.control, invoices);

  const linesOk = cart.sellers.every((seller) => seller.lines.every(isOrderable));
  const canPlace = cart.deliveriesComplete && linesOk;
  // The deliveries are chosen on this page; what is wrong with the lines is changed in the cart.
  const reason = !linesOk ? 'lines' : !cart.deliveriesComplete ? 'delivery' : null;

  function failureText(error: unknown): string {
    const common = (key: string) => t(`errors.${key}`, { ns: 'common' });
    if (!(error instanceof ApiError) || !ORDER_ERRORS.has(error.code)) return common('order_failed');
    const problem = common(error.code);
    const details = detailsSchema.safeParse(error.details);
    const productId = details.success ? details.data.productId : undefined;
    const companyId = details.success ? details.data.companyId : undefined;
    const line = cart.sellers.flatMap((seller) => seller.lines).find((candidate) => candidate.productId === productId);
    if (line) return t('checkout.place.productProblem', { title: line.title, problem });
    const seller = cart.sellers.find((candidate) => candidate.company.id === companyId);
    if (seller) return t('checkout.place.sellerProblem', { seller: seller.company.name, problem });
    return problem;
  }

  async function submit(values: CheckoutForm) {
    if (inFlight.current || !canPlace) return;
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
      const message = failureText(error);
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
        <Paper withBorder radius="lg" p="md">
          <Totals cart={cart} />
          <Stack gap="xs" mt="md" align="flex-end">
            <Button
              type="submit"
              size="md"
              loading={place.isPending}
              disabled={!canPlace || place.isPending}
              // Why it cannot be clicked, or why the last click did not place the order.
              aria-describedby={reason ? reasonId : failure ? failureId : undefined}
            >
              {t('checkout.place.button')}
            </Button>
            {reason === 'delivery' && (
              <Text id={reasonId} fz="sm" c="orange.9">
                {t('checkout.place.fixDelivery')}
              </Text>
            )}
            {reason === 'lines' && (
              <Text id={reasonId} fz="sm" c="orange.9">
                {t('checkout.place.fixCart')}{' '}
                <Anchor component={Link} to="/cart" inherit>
                  {t('checkout.backToCart')}
                </Anchor>
              </Text>
            )}
            {failure && (
              <Alert id={failureId} color="red" icon={<IconAlertTriangle aria-hidden />} w="100%">
                {failure}
              </Alert>
            )}
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}

type CheckoutFormApi = ReturnType<typeof useForm<CheckoutForm>>;

/** The person the parcels go to and whom sellers and couriers contact; filled in from the profile. */
function ContactSection({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation('cart');
  const { errors } = form.formState;
  return (
    <SectionCard title={t('checkout.contact.title')} description={t('checkout.contact.description')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('checkout.contact.firstName')}
          autoComplete="shipping given-name"
          required
          error={errors.contact?.firstName?.message}
          {...form.register('contact.firstName')}
        />
        <TextInput
          label={t('checkout.contact.lastName')}
          autoComplete="shipping family-name"
          required
          error={errors.contact?.lastName?.message}
          {...form.register('contact.lastName')}
        />
        <TextInput
          label={t('checkout.contact.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.contact?.email?.message}
          {...form.register('contact.email')}
        />
        <PhoneField
          control={form.control}
          name="contact.phone"
          label={t('checkout.contact.phone')}
          description={t('checkout.contact.phoneHint')}
          autoComplete="shipping tel"
          required
          error={errors.contact?.phone?.message}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

function countryLine(postalCode: string, city: string, country: CountryCode): string {
  return `${postalCode} ${city}, ${countryName(country, currentLanguage())}`;
}

/** One of the saved addresses, or a new one (which may be saved to the account with the order). */
function AddressSection({ form, addresses }: { form: CheckoutFormApi; addresses: ShippingAddress[] }) {
  const { t } = useTranslation('cart');
  const addressId = useWatch({ control: form.control, name: 'addressId' });
  const { errors } = form.formState;
  return (
    <SectionCard title={t('checkout.address.title')} description={t('checkout.address.description')}>
      <Stack gap="md">
        {addresses.length > 0 && (
          <Controller
            control={form.control}
            name="addressId"
            render={({ field }) => (
              <Radio.Group label={t('checkout.address.legend')} value={field.value} onChange={field.onChange}>
                <Stack gap="xs" mt="xs">
                  {addresses.map((address) => (
                    <Radio
                      key={address.id}
                      value={address.id}
                      label={address.street}
                      description={countryLine(address.postalCode, address.city, address.country)}
                    />
                  ))}
                  <Radio value={NEW} label={t('checkout.address.new')} />
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        {addressId === NEW && (
          <Stack gap="sm">
            <TextInput
              label={t('checkout.address.street')}
              autoComplete="shipping address-line1"
              required
              error={errors.shippingAddress?.street?.message}
              {...form.register('shippingAddress.street')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('checkout.address.postalCode')}
                autoComplete="shipping postal-code"
                required
                error={errors.shippingAddress?.postalCode?.message}
                {...form.register('shippingAddress.postalCode')}
              />
              <TextInput
                label={t('checkout.address.city')}
                autoComplete="shipping address-level2"
                required
                error={errors.shippingAddress?.city?.message}
                {...form.register('shippingAddress.city')}
              />
            </SimpleGrid>
            <TextInput
              label={t('checkout.address.region')}
              autoComplete="shipping address-level1"
              error={errors.shippingAddress?.region?.message}
              {...form.register('shippingAddress.region')}
            />
            <CountryField
              form={form}
              name="shippingAddress.country"
              autoComplete="shipping country"
              error={errors.shippingAddress?.country?.message}
            />
            <Checkbox label={t('checkout.address.save')} {...form.register('saveAddress')} />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function CountryField({
  form,
  name,
  autoComplete,
  error,
}: {
  form: CheckoutFormApi;
  name: 'shippingAddress.country' | 'invoice.country';
  autoComplete: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('cart');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CountrySelect
          label={t('checkout.address.country')}
          placeholder={t('checkout.address.countryPlaceholder')}
          nothingFoundMessage={t('checkout.address.noCountry')}
          value={(field.value as CountryCode | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={error}
          autoComplete={autoComplete}
          required
        />
      )}
    />
  );
}

interface InvoiceChoice {
  /** The details an invoice would be made out to, when they are complete and valid. */
  details: InvoiceDetailsInput | null;
  /** Why typed details are not complete yet, by field. */
  problems: Partial<Record<string, string>>;
}

/** Whom the invoice would be made out to: the chosen saved details or the typed ones, checked as the API does. */
function useInvoiceChoice(control: CheckoutFormApi['control'], invoices: InvoiceDetails[]): InvoiceChoice {
  const invoiceId = useWatch({ control, name: 'invoiceId' });
  const typed = useWatch({ control, name: 'invoice' });
  const saved = invoices.find((invoice) => invoice.id === invoiceId);
  const result = invoiceDetailsInputSchema.safeParse(saved ? savedInvoiceInput(saved) : typed);
  if (result.success) return { details: result.data, problems: {} };
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return { details: null, problems };
}

/**
 * A VAT invoice: the switch turns on only once the details are complete (SPEC §4), from the
 * account's saved details or typed here.
 */
function InvoiceSection({
  form,
  invoices,
  choice,
}: {
  form: CheckoutFormApi;
  invoices: InvoiceDetails[];
  choice: InvoiceChoice;
}) {
  const { t } = useTranslation('cart');
  const invoiceId = useWatch({ control: form.control, name: 'invoiceId' });
  const wantsInvoice = useWatch({ control: form.control, name: 'wantsInvoice' });
  const { errors, touchedFields } = form.formState;
  const ready = choice.details !== null;
  const typedError = (field: 'entityName' | 'taxId' | 'street' | 'city' | 'postalCode' | 'country') =>
    errors.invoice?.[field]?.message ?? (touchedFields.invoice?.[field] ? choice.problems[field] : undefined);

  return (
    <SectionCard title={t('checkout.invoice.title')} description={t('checkout.invoice.description')}>
      <Stack gap="md">
        <Switch
          label={t('checkout.invoice.toggle')}
          description={ready ? undefined : t('checkout.invoice.incomplete')}
          checked={ready && wantsInvoice}
          disabled={!ready}
          onChange={(event) => form.setValue('wantsInvoice', event.currentTarget.checked)}
        />
        {invoices.length > 0 && (
          <Controller
            control={form.control}
            name="invoiceId"
            render={({ field }) => (
              <Radio.Group label={t('checkout.invoice.legend')} value={field.value} onChange={field.onChange}>
                <Stack gap="xs" mt="xs">
                  {invoices.map((invoice) => (
                    <Radio
                      key={invoice.id}
                      value={invoice.id}
                      label={invoice.entityName}
                      description={`${t('checkout.invoice.taxIdLine', { taxId: invoice.taxId })} · ${
                        invoice.street
                      }, ${countryLine(invoice.postalCode, invoice.city, invoice.country)}`}
                    />
                  ))}
                  <Radio value={NEW} label={t('checkout.invoice.new')} />
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        {invoiceId !== NEW && !ready && (
          <Text fz="sm" c="orange.9">
            {t('checkout.invoice.savedInvalid')}
          </Text>
        )}
        {invoiceId === NEW && (
          <Stack gap="sm">
            <TextInput
              label={t('checkout.invoice.entityName')}
              autoComplete="billing organization"
              error={typedError('entityName')}
              {...form.register('invoice.entityName')}
            />
            <TextInput
              label={t('checkout.invoice.taxId')}
              description={t('checkout.invoice.taxIdHint')}
              error={typedError('taxId')}
              {...form.register('invoice.taxId')}
            />
            <TextInput
              label={t('checkout.address.street')}
              autoComplete="billing address-line1"
              error={typedError('street')}
              {...form.register('invoice.street')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('checkout.address.postalCode')}
                autoComplete="billing postal-code"
                error={typedError('postalCode')}
                {...form.register('invoice.postalCode')}
              />
              <TextInput
                label={t('checkout.address.city')}
                autoComplete="billing address-level2"
                error={typedError('city')}
                {...form.register('invoice.city')}
              />
            </SimpleGrid>
            <CountryField
              form={form}
              name="invoice.country"
              autoComplete="billing country"
              error={typedError('country')}
            />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

const isOrderable = (line: CartLine) => line.purchasable && line.quantity <= line.available;

function lineProblem(t: TFunction, line: CartLine): string | null {
  if (!line.purchasable || line.available === 0) return t('checkout.summary.unavailable');
  if (line.quantity > line.available) return t('checkout.summary.onlyLeft', { count: line.available });
  return null;
}

/**
 * One seller's part: its lines, its delivery (chosen or changed here) with the price for this
 * order, and its total, as the cart's quote has them.
 */
function SellerSummary({ seller }: { seller: CartSeller }) {
  const { t } = useTranslation(['cart', 'logistics']);
  const money = useMoney();
  const headingId = useId();

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Title order={3} fz="h4" id={headingId} mb="xs">
        {seller.company.name}
      </Title>
      <Stack gap={6}>
        {seller.lines.map((line) => {
          const problem = lineProblem(t, line);
          return (
            <Group key={line.productId} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{line.title}</Text>
                <Text fz="sm" c="dimmed">
                  {t('checkout.summary.quantity', { quantity: line.quantity, price: money.format(line.unitPrice) })}
                </Text>
                {problem && (
                  <Text fz="sm" fw={600} c="red.8">
                    {problem}
                  </Text>
                )}
              </div>
              <Text fw={600}>{money.format(line.lineTotal)}</Text>
            </Group>
          );
        })}
      </Stack>
      <SellerDelivery seller={seller} />
      <Stack gap={6} mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <DeliveryLine seller={seller} />
        <Group justify="space-between">
          <Text fw={700}>{t('checkout.summary.sellerTotal')}</Text>
          <Text fw={700}>{money.format(seller.total)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The chosen delivery in a line of the summary: the method, where to, and its price for this order. */
function DeliveryLine({ seller }: { seller: CartSeller }) {
  const { t } = useTranslation(['cart', 'logistics']);
  const money = useMoney();
  const { delivery } = seller;
  if (!delivery?.complete) {
    return (
      <Text fz="sm" fw={600} c="orange.9">
        {t('errors.no_shipping_method', { ns: 'common' })}
      </Text>
    );
  }
  const where = delivery.shop
    ? `${delivery.shop.name}, ${delivery.shop.address}`
    : delivery.point && [delivery.point.name, delivery.point.address].filter(Boolean).join(', ');
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Text>{methodLabel(t, delivery)}</Text>
        {where && (
          <Text fz="sm" c="dimmed">
            {where}
          </Text>
        )}
      </div>
      <Text fw={600} c={delivery.free ? 'teal.9' : undefined}>
        {delivery.free ? t('checkout.summary.free') : money.format(seller.deliveryPrice)}
      </Text>
    </Group>
  );
}

/** The products, the deliveries (once every seller has one) and what the whole purchase costs. */
function Totals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const row = (label: string, value: string, strong?: boolean): ReactNode => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined} fz={strong ? 'lg' : undefined}>
        {label}
      </Text>
      <Text fw={700} fz={strong ? 'xl' : undefined}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs">
      {row(t('checkout.summary.products'), money.format(cart.total))}
      {cart.deliveriesComplete && row(t('checkout.summary.delivery'), money.format(cart.deliveryTotal))}
      {cart.deliveriesComplete && row(t('checkout.summary.total'), money.format(cart.grandTotal), true)}
    </Stack>
  );
}
