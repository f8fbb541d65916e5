import { z } from 'zod';
import { reason } from './validation';

/**
 * The operators a seller holds an account with: the parcel-locker carrier (InPost ShipX) and two
 * online payment operators (Autopay, Przelewy24). Ids are shown; keys are stored encrypted and
 * never leave the server: an answer says only whether each one is set.
 */
export const OPERATORS = ['shipx', 'autopay', 'przelewy24'] as const;
export type Operator = (typeof OPERATORS)[number];

const digits = z
  .string()
  .trim()
  .min(1)
  .refine((value) => /^\d{1,10}$/.test(value), reason('wholeNumber'));
/** A key as operators issue them: printable, no spaces. */
const key = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[\x21-\x7e]+$/);

/** Per operator: the fields shown back (ids) and the secret ones (keys), with their rules. */
export const OPERATOR_FIELDS = {
  shipx: { settings: { organizationId: digits }, secrets: { apiKey: key(20, 4096) } },
  autopay: { settings: { serviceId: digits }, secrets: { sharedKey: key(8, 128) } },
  przelewy24: {
    settings: { merchantId: digits, posId: digits },
    secrets: { crcKey: key(8, 64), apiKey: key(16, 64) },
  },
} as const;

export type OperatorSettings<O extends Operator> = {
  [K in keyof (typeof OPERATOR_FIELDS)[O]['settings']]: string;
};

/**
 * What a seller saves. A secret left empty keeps the one stored (the form cannot show it); the
 * first save needs every secret.
 */
export function operatorInputSchema<O extends Operator>(operator: O) {
  const fields = OPERATOR_FIELDS[operator];
  const secrets = Object.fromEntries(
    Object.entries(fields.secrets).map(([name, rule]) => [
      name,
      z
        .union([z.literal(''), rule])
        .optional()
        .default(''),
    ]),
  );
  return z.object({ settings: z.object(fields.settings).strict(), secrets: z.object(secrets).strict() }).strict();
}

export const operatorParamsSchema = z.object({ operator: z.enum(OPERATORS) });

export const operatorCheckSchema = z.object({
  at: z.string(),
  /** ok: the operator accepted the credentials; rejected: it refused them; unreachable: no answer. */
  result: z.enum(['ok', 'rejected', 'unreachable']),
  /** Checked against the offline sandbox, not the operator (no operator URL is set). */
  sandbox: z.boolean(),
});
export type OperatorCheck = z.infer<typeof operatorCheckSchema>;

export const operatorAccountSchema = z.object({
  operator: z.enum(OPERATORS),
  configured: z.boolean(),
  settings: z.record(z.string(), z.string()),
  /** For each secret field, whether one is stored. Never the value. */
  secretsSet: z.record(z.string(), z.boolean()),
  updatedAt: z.string().nullable(),
  lastCheck: operatorCheckSchema.nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorAccountListSchema = z.object({ items: z.array(operatorAccountSchema) });
