import { invoiceDetailsInputSchema, type InvoiceDetails, type InvoiceDetailsInput } from '@glowmarket/shared/users';
import { useWatch } from 'react-hook-form';
import { savedInvoiceInput, type CheckoutFormApi } from './checkout-form';

export interface InvoiceChoice {
  /** The details an invoice would be made out to, when they are complete and valid. */
  details: InvoiceDetailsInput | null;
  /** Why typed details are not complete yet, by field. */
  problems: Partial<Record<string, string>>;
}

/** Whom the invoice would be made out to: the chosen saved details or the typed ones, checked as the API does. */
export function useInvoiceChoice(control: CheckoutFormApi['control'], invoices: InvoiceDetails[]): InvoiceChoice {
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
