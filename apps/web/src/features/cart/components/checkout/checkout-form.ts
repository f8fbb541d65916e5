import { countryName, type CountryCode } from '@glowmarket/shared/countries';
import { checkoutSchema } from '@glowmarket/shared/orders';
import {
  shippingAddressInputSchema,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type Profile,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@glowmarket/shared/users';
import type { Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { currentLanguage } from '../../../../lib/i18n';

/** The radio value of "a new address" and "new invoice details", beside the saved entries' ids. */
export const NEW = 'new';

export const contactSchema = checkoutSchema.shape.contact;

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
export const checkoutFormSchema = z
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

export type CheckoutForm = z.input<typeof checkoutFormSchema>;

export type CheckoutFormApi = ReturnType<typeof useForm<CheckoutForm>>;

/** The contact from the profile, the first saved address and invoice details chosen, nothing typed yet. */
export function checkoutDefaults(profile: Profile, addresses: ShippingAddress[], invoices: InvoiceDetails[]) {
  return {
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
  } satisfies CheckoutForm;
}

/** Where the API's field problems (`body.contact.phone`, …) land in the form. */
export const FIELD_PATHS = [
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

export const savedAddressInput = ({
  street,
  city,
  postalCode,
  region,
  country,
}: ShippingAddress): ShippingAddressInput => ({
  street,
  city,
  postalCode,
  region,
  country,
});

export const savedInvoiceInput = ({
  entityName,
  taxId,
  street,
  city,
  postalCode,
  country,
}: InvoiceDetails): InvoiceDetailsInput => ({
  entityName,
  taxId,
  street,
  city,
  postalCode,
  country,
});

/** A saved entry's second line: "31-147 Kraków, Poland". */
export function countryLine(postalCode: string, city: string, country: CountryCode): string {
  return `${postalCode} ${city}, ${countryName(country, currentLanguage())}`;
}
