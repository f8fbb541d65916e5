import type { PrivateCompany } from '@glowmarket/shared/companies';
import { describe, expect, it } from 'vitest';
import {
  companyFormValues,
  COMPANY_FORM_FIELDS,
  describedLanguages,
  emptyCompanyValues,
  toCompanyInput,
  type CompanyValues,
} from './company-form-values';

const company: PrivateCompany = {
  id: '6f1c3c9e-3f1a-4a59-9a57-0c1f0f4f7a11',
  status: 'pending',
  companyName: 'Różana Manufaktura Kosmetyków sp. z o.o.',
  companyNameShort: 'Różana Manufaktura',
  companyAddress: { street: 'ul. Piotrkowska 120', postalCode: '90-006', city: 'Łódź', country: 'PL' },
  city: 'Łódź',
  country: 'PL',
  nip_tax: '7740001454',
  id_Tax: null,
  webPage: null,
  bic: null,
  iban: 'PL61109010140000071219812874',
  contactPerson: 'Agnieszka Wiśniewska',
  contactEmail: 'biuro@rozana.example',
  contactPhone: null,
  publicEmail: 'sklep@rozana.example',
  publicPhone: null,
  defaultLanguage: 'pl-PL',
  descriptions: { 'pl-PL': 'Olej różany tłoczony na zimno.' },
  description: 'Olej różany tłoczony na zimno.',
  descriptionLanguage: 'pl-PL',
  logoUrl: null,
  photos: [],
  commission: { percent: 6, source: 'site' },
  createdAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
};

describe('company form values', () => {
  it('start blank, in the UI language', () => {
    const values = emptyCompanyValues('de-DE');
    expect(values.defaultLanguage).toBe('de-DE');
    expect(values.companyName).toBe('');
    expect(values.descriptions).toEqual({});
  });

  it('show a saved company with every unset field as an empty one', () => {
    const values = companyFormValues(company);
    expect(values).toMatchObject({
      companyName: company.companyName,
      companyAddress: company.companyAddress,
      id_Tax: '',
      webPage: '',
      bic: '',
      contactPhone: '',
      publicEmail: 'sklep@rozana.example',
      publicPhone: '',
      descriptions: { 'pl-PL': 'Olej różany tłoczony na zimno.' },
    });
    // A copy: editing the form never changes the cached company.
    expect(values.companyAddress).not.toBe(company.companyAddress);
    expect(values.descriptions).not.toBe(company.descriptions);
  });

  it('send no description for the languages left empty', () => {
    const values: CompanyValues = {
      ...(companyFormValues(company) as CompanyValues),
      descriptions: { 'pl-PL': 'Olej różany.', 'en-US': '', 'de-DE': '   ' },
    };
    expect(toCompanyInput(values).descriptions).toEqual({ 'pl-PL': 'Olej różany.' });
  });

  it('mark the languages that have a description, in the order of the language list', () => {
    expect(describedLanguages({ 'de-DE': 'Rosenöl', 'en-US': 'Rose oil', 'pl-PL': ' ' })).toEqual(['en-US', 'de-DE']);
    expect(describedLanguages(undefined)).toEqual([]);
  });

  it('name every field the server can refuse, nested ones as dotted paths', () => {
    expect(COMPANY_FORM_FIELDS).toContain('companyAddress.city');
    expect(COMPANY_FORM_FIELDS).toContain('nip_tax');
    expect(COMPANY_FORM_FIELDS).toContain('descriptions.zh-CN');
  });
});
