import { describe, expect, it } from 'vitest';
import type { core } from 'zod';
import { invoiceDetailsInputSchema, invoiceDetailsSchema } from './users';
import { describeIssue } from './validation';

const invoice = {
  entityName: 'Studio Urody Lena',
  taxId: 'PL 526-025-02-74',
  street: 'ul. Floriańska 3',
  city: 'Kraków',
  postalCode: '31-019',
  country: 'PL',
};

function reasonsOf(value: unknown) {
  const result = invoiceDetailsInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join('.'), describeIssue(issue as core.$ZodRawIssue).key]),
      );
}

describe('invoiceDetailsInputSchema', () => {
  it('accepts a tax id that fits the country', () => {
    expect(invoiceDetailsInputSchema.safeParse(invoice).success).toBe(true);
    expect(invoiceDetailsInputSchema.safeParse({ ...invoice, taxId: 'DE123456789', country: 'DE' }).success).toBe(true);
    expect(invoiceDetailsInputSchema.safeParse({ ...invoice, taxId: '12-3456789', country: 'US' }).success).toBe(true);
  });

  it('refuses a NIP with a wrong checksum as a NIP, and a wrong VAT number as a tax id', () => {
    expect(reasonsOf({ ...invoice, taxId: '5260250275' })).toEqual({ taxId: 'nip' });
    expect(reasonsOf({ ...invoice, taxId: '5260250274', country: 'DE' })).toEqual({ taxId: 'taxId' });
  });

  it('names the tax id together with the other missing fields', () => {
    expect(reasonsOf({ ...invoice, taxId: '123', street: '' })).toEqual({ street: 'required', taxId: 'nip' });
  });

  it('checks nothing more when the tax id or the country is missing', () => {
    expect(reasonsOf({ ...invoice, taxId: '' })).toEqual({ taxId: 'required' });
    expect(reasonsOf({ ...invoice, country: undefined })).toEqual({ country: 'required' });
  });

  it('reads saved details without checking them again', () => {
    expect(invoiceDetailsSchema.safeParse({ ...invoice, taxId: '123', id: 'x' }).success).toBe(true);
  });
});
