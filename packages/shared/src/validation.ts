import type { core } from 'zod';

/**
 * Why a value was refused, as a key the UI translates (`validation.<key>`) plus the numbers the
 * text needs. The API and the web app both describe zod issues through this one function.
 */
export interface IssueDescription {
  key: ValidationKey;
  values: Record<string, number>;
}

export const VALIDATION_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'email',
  'url',
  'format',
  'choose',
  'passwordsMismatch',
  'acceptPolicy',
  'commonPassword',
  'phone',
  'code',
  'wholeNumber',
  'nip',
  'vatNumber',
  'taxId',
  'iban',
  'bic',
  'nameRequired',
  'ean',
  'priceOrder',
  'forbiddenCharacter',
  'time',
  'closingAfterOpening',
  'hoursOverlap',
  'locationRequired',
  'rateThenSend',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** English texts, for API answers; the web app shows the translated `validation.<key>`. */
export const VALIDATION_MESSAGES: Record<ValidationKey, string> = {
  required: 'This field is required',
  tooShort: 'Use at least {{min}} characters.',
  tooLong: 'Use at most {{max}} characters.',
  tooSmall: 'The value must be at least {{minimum}}.',
  tooBig: 'The value must be at most {{maximum}}.',
  email: 'Enter a valid e-mail address.',
  url: 'Enter a full web address starting with https://.',
  format: 'This value is not valid.',
  choose: 'Choose one of the options.',
  passwordsMismatch: 'Passwords do not match.',
  acceptPolicy: 'You must accept the privacy policy.',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  phone: 'Enter a phone number with its country code, e.g. +48 600 700 800.',
  code: 'Enter the 6-digit code.',
  wholeNumber: 'Enter a whole number.',
  nip: 'This is not a valid NIP: check the ten digits.',
  vatNumber: 'This is not a valid VAT number: start with the country code, e.g. DE123456789.',
  taxId: 'This is not a valid tax number for the chosen country.',
  iban: 'This is not a valid IBAN: check the country code and the digits.',
  bic: 'This is not a valid BIC/SWIFT code: 8 or 11 letters and digits.',
  nameRequired: 'Name is required',
  ean: 'This is not a valid EAN: 8 or 13 digits with a correct check digit.',
  priceOrder: 'The highest price must not be lower than the lowest.',
  forbiddenCharacter: 'This text contains a character that is not allowed.',
  time: 'Enter a time as HH:MM, e.g. 09:30.',
  closingAfterOpening: 'The closing time must be after the opening time.',
  hoursOverlap: 'This range begins before the previous one ends.',
  locationRequired: 'Location is required',
  rateThenSend: 'Rate and then send',
};

/** A phone number with digits, spaces, brackets and dashes, optionally starting with +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;
/** An e-mailed verification or reset code. */
export const CODE_PATTERN = /^\d{6}$/;

/** Refinements name their reason in `params.reason`, so both sides can word it. */
export function reason(key: ValidationKey) {
  return { params: { reason: key } };
}

function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}

export function describeIssue(issue: core.$ZodRawIssue): IssueDescription {
  const custom = (issue as { params?: { reason?: unknown } }).params?.reason;
  if (isValidationKey(custom)) return { key: custom, values: {} };
  // An empty input is "required", whatever rule it breaks first.
  if (issue.input === '' || issue.input === undefined || issue.input === null) return { key: 'required', values: {} };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return { key: 'tooShort', values: { min: Number(issue.minimum) } };
      return { key: 'tooSmall', values: { minimum: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'tooLong', values: { max: Number(issue.maximum) } };
      return { key: 'tooBig', values: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email', values: {} };
      if (issue.format === 'url') return { key: 'url', values: {} };
      if (issue.format === 'regex' && issue.pattern === String(PHONE_PATTERN)) return { key: 'phone', values: {} };
      if (issue.format === 'regex' && issue.pattern === String(CODE_PATTERN)) return { key: 'code', values: {} };
      return { key: 'format', values: {} };
    case 'invalid_value':
      // z.literal(true) on a checkbox: the box must be ticked.
      if (issue.values.length === 1 && issue.values[0] === true) return { key: 'acceptPolicy', values: {} };
      return { key: 'choose', values: {} };
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'wholeNumber', values: {} };
      return { key: 'format', values: {} };
    default:
      return { key: 'format', values: {} };
  }
}

/** The English text of an issue, with its numbers filled in. */
export function englishIssueMessage(issue: core.$ZodRawIssue): string {
  const { key, values } = describeIssue(issue);
  return VALIDATION_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
