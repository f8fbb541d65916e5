import { z } from 'zod';
import { LANGUAGE_CODES } from './i18n';
import { COUNTRY_CODES } from './countries';
import { isValidTaxId } from './tax-id';
import { CODE_PATTERN, PHONE_PATTERN, reason } from './validation';

/** What a user may set as their status with PATCH /api/users/update; shown to people they talk to. */
export const USER_STATUSES = ['available', 'away', 'vacation'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The roles a `permissions` list can hold. Visitors have none. */
export const PERMISSIONS = ['user', 'seller', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 30;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_SECONDS = 60;
/** The privacy policy a registration accepts; stored with the acceptance date. */
export const PRIVACY_POLICY_VERSION = '2026-11-01';

/** The positive messages of SPEC §8, as the API words them. */
export const USER_MESSAGES = {
  passwordReset: 'Password has been reset successfully.',
  avatarReset: 'Avatar has been reset successfully.',
  statusUpdated: 'User status updated successfully.',
  recoverySent: 'recorver_send',
  accountDeleted: 'account_delete',
  loggedOut: 'Logged out.',
  passwordChanged: 'Password changed.',
} as const;

function samePasswordsCheckable(value: unknown, field: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record[field] === 'string' &&
    (record.confirmPassword === undefined || typeof record.confirmPassword === 'string')
  );
}

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const languageSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]);

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN);
export const codeSchema = z.string().trim().regex(CODE_PATTERN);

/** An image sent inline as a data URL; the server re-encodes it and enforces the size limit. */
export const imageDataUrlSchema = z
  .string()
  .max(12_000_000)
  .regex(/^data:image\/(png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/]+=*$/);

export const registerSchema = z
  .object({
    firstName: trimmed(100),
    lastName: trimmed(100),
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    /** The repeated password; when sent, it must match. */
    confirmPassword: z.string().optional(),
    avatar: imageDataUrlSchema.optional(),
    policyAccepted: z.literal(true),
    language: languageSchema.optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.password, {
    path: ['confirmPassword'],
    // Say it together with the other problems, not only once everything else is right.
    when: (payload) => samePasswordsCheckable(payload.value, 'password'),
    ...reason('passwordsMismatch'),
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerAnswerSchema = z.object({
  username: z.object({ username: z.string(), ConfirmationCode: z.string().optional() }),
});

/** The user as login, status and verify answer it (SPEC §7 names). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyId: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  status: z.enum(USER_STATUSES),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Any code is accepted for checking; a malformed one is simply a wrong one ('Invalid code!'). */
export const verifySchema = z.object({
  username: z.string().trim().min(1).max(254),
  confirmationCode: z.string().trim().min(1).max(20),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const verifyAnswerSchema = z.object({ user: sessionUserSchema });

export const resendCodeSchema = z.object({ username: z.string().trim().min(1).max(254) });

export const loginSchema = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => Boolean(value.username || value.email), { path: ['username'], ...reason('required') });
export type LoginInput = z.infer<typeof loginSchema>;

export const loginAnswerSchema = z.object({
  tokenUser: z.string(),
  user: sessionUserSchema,
});

export const statusAnswerSchema = z.object({ isLoggedIn: z.literal(true), user: sessionUserSchema });

export const recoverPasswordSchema = z.object({ email: emailSchema });
/** A reset code is only ever checked against the account it was mailed to. */
export const verifyResetCodeSchema = z.object({ confirmationCode: codeSchema, email: emailSchema });
export const verifyResetCodeAnswerSchema = z.object({ token: z.string(), message: z.string() });
export const resetPasswordSchema = z.object({ token: z.string().min(1).max(200), newPassword: passwordSchema });
export const resetAvatarSchema = z.object({
  token: z.string().min(1).max(200),
  /** The new avatar as a data URL, or null to go back to no avatar. */
  AvatarLogin: imageDataUrlSchema.nullable(),
});
export const updateStatusSchema = z.object({ status: z.enum(USER_STATUSES) });
export const messageAnswerSchema = z.object({ message: z.string() });

export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  language: z.string(),
  status: z.enum(USER_STATUSES),
  avatarUrl: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  companyId: z.string().nullable(),
  registeredAt: z.string(),
  policyAcceptedAt: z.string(),
  policyVersion: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  firstName: trimmed(100),
  lastName: trimmed(100),
  phone: phoneSchema,
  language: languageSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    when: (payload) => samePasswordsCheckable(payload.value, 'newPassword'),
    ...reason('passwordsMismatch'),
  });

export const avatarSchema = z.object({ avatar: imageDataUrlSchema });

const countrySchema = z.enum(COUNTRY_CODES);

export const shippingAddressInputSchema = z.object({
  street: trimmed(200),
  city: trimmed(100),
  postalCode: trimmed(20),
  region: z.string().trim().max(100).default(''),
  country: countrySchema,
});
export type ShippingAddressInput = z.input<typeof shippingAddressInputSchema>;
export const shippingAddressSchema = shippingAddressInputSchema.extend({ id: z.string(), region: z.string() });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const invoiceDetailsFieldsSchema = z.object({
  entityName: trimmed(200),
  taxId: trimmed(40),
  street: trimmed(200),
  city: trimmed(100),
  postalCode: trimmed(20),
  country: countrySchema,
});

/** Whether the tax id can be checked against the country: both given, each in its own shape. */
function taxIdCheckable(value: unknown): value is { taxId: string; country: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { taxId, country } = value as Record<string, unknown>;
  return (
    typeof taxId === 'string' &&
    taxId.trim() !== '' &&
    typeof country === 'string' &&
    (COUNTRY_CODES as readonly string[]).includes(country)
  );
}

/** Whom a VAT invoice is made out to; the tax id must fit the country (a NIP in Poland, a VAT number in the EU). */
export const invoiceDetailsInputSchema = invoiceDetailsFieldsSchema.superRefine(
  (value, ctx) => {
    if (isValidTaxId(value.taxId, value.country)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['taxId'],
      input: value.taxId,
      ...reason(value.country === 'PL' ? 'nip' : 'taxId'),
    });
  },
  // Said together with the other fields' problems, not only once everything else is right.
  { when: (payload) => taxIdCheckable(payload.value) },
);
export type InvoiceDetailsInput = z.infer<typeof invoiceDetailsInputSchema>;
/** As saved: not checked again, so details saved before a rule changed can still be read. */
export const invoiceDetailsSchema = invoiceDetailsFieldsSchema.extend({ id: z.string() });
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });
