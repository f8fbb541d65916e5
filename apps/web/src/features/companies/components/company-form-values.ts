import type { companyInputSchema, CompanyInput, PrivateCompany } from '@glowmarket/shared/companies';
import { LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';

/** What the company form holds: the request's input shape, strings as typed. */
export type CompanyFormValues = CompanyInput;
/** What the form hands on once the shared schema has checked and tidied it. */
export type CompanyValues = z.output<typeof companyInputSchema>;

/** Every field the form shows, for putting the server's field problems next to them. */
export const COMPANY_FORM_FIELDS: readonly Path<CompanyFormValues>[] = [
  'companyName',
  'companyNameShort',
  'companyAddress.street',
  'companyAddress.postalCode',
  'companyAddress.city',
  'companyAddress.country',
  'nip_tax',
  'id_Tax',
  'webPage',
  'iban',
  'bic',
  'contactPerson',
  'contactEmail',
  'contactPhone',
  'publicEmail',
  'publicPhone',
  'defaultLanguage',
  ...LANGUAGE_CODES.map((code) => `descriptions.${code}` as const),
];

/** A blank form; the company writes in the UI language unless it says otherwise. */
export function emptyCompanyValues(language: LanguageCode): DefaultValues<CompanyFormValues> {
  return {
    companyName: '',
    companyNameShort: '',
    companyAddress: { street: '', postalCode: '', city: '' },
    nip_tax: '',
    id_Tax: '',
    webPage: '',
    iban: '',
    bic: '',
    contactPerson: '',
    contactEmail: '',
    contactPhone: '',
    publicEmail: '',
    publicPhone: '',
    defaultLanguage: language,
    descriptions: {},
  };
}

/** The saved company as the form shows it for editing: what is not set is an empty field. */
export function companyFormValues(company: PrivateCompany): CompanyFormValues {
  return {
    companyName: company.companyName,
    companyNameShort: company.companyNameShort,
    companyAddress: { ...company.companyAddress },
    nip_tax: company.nip_tax,
    id_Tax: company.id_Tax ?? '',
    webPage: company.webPage ?? '',
    iban: company.iban,
    bic: company.bic ?? '',
    contactPerson: company.contactPerson,
    contactEmail: company.contactEmail,
    contactPhone: company.contactPhone ?? '',
    publicEmail: company.publicEmail ?? '',
    publicPhone: company.publicPhone ?? '',
    defaultLanguage: company.defaultLanguage,
    descriptions: { ...company.descriptions },
  };
}

/** The request body from the checked form: languages left empty are not sent. */
export function toCompanyInput(values: CompanyValues): CompanyInput {
  const descriptions = Object.fromEntries(
    Object.entries(values.descriptions).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
  return { ...values, descriptions };
}

/** The languages that have a description, in the order of the language list. */
export function describedLanguages(descriptions: Partial<Record<string, string>> | undefined): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => Boolean(descriptions?.[code]?.trim()));
}
