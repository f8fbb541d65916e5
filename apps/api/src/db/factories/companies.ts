import { randomInt } from 'node:crypto';
import type { CompanyInput } from '@glowmarket/shared/companies';
import { replaceDescriptions, insertCompany } from '../../modules/companies/companies.repository';
import type { companies } from '../../modules/companies/companies.tables';
import { assignCompany } from '../../modules/users/users.repository';
import type { Database } from '../client';

/** A Polish tax number with a valid checksum, different on every call (almost surely). */
export function randomNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10)));
    const check = digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
    if (check !== 10) return [...digits, check].join('');
  }
}

/** The registration form of a Polish manufacturer, valid as it is. */
export function companyForm(overrides: Partial<CompanyInput> = {}): CompanyInput {
  return {
    companyName: 'Różana Manufaktura Kosmetyków sp. z o.o.',
    companyNameShort: 'Różana Manufaktura',
    companyAddress: { street: 'ul. Ogrodowa 12', city: 'Łódź', postalCode: '90-001', country: 'PL' },
    nip_tax: randomNip(),
    id_Tax: undefined,
    webPage: 'https://rozana.example',
    bic: 'BREXPLPW',
    iban: 'PL61109010140000071219812874',
    contactPerson: 'Agnieszka Wiśniewska',
    contactEmail: 'biuro@rozana.example',
    contactPhone: '+48 42 600 10 10',
    publicEmail: 'sklep@rozana.example',
    publicPhone: '+48 42 600 10 11',
    defaultLanguage: 'pl-PL',
    descriptions: {
      'pl-PL': 'Naturalne kosmetyki z płatków róży, tłoczone na zimno w Łodzi od 1998 roku.',
      'en-US': 'Natural cosmetics from cold-pressed rose petals, made in Łódź since 1998.',
    },
    ...overrides,
  };
}

export type CompanyOverrides = Partial<typeof companies.$inferInsert> & { descriptions?: Record<string, string> };

/** A company straight in the database (approved unless said), optionally with its seller. */
export async function createCompany(db: Database, overrides: CompanyOverrides = {}, sellerId?: string) {
  const { descriptions = { 'en-US': 'Skincare made with care.' }, ...values } = overrides;
  const form = companyForm();
  const company = await insertCompany(db, {
    name: form.companyName,
    shortName: form.companyNameShort,
    street: form.companyAddress.street,
    city: form.companyAddress.city,
    postalCode: form.companyAddress.postalCode,
    country: form.companyAddress.country,
    nipTax: form.nip_tax,
    iban: form.iban,
    bic: form.bic ?? null,
    contactPerson: form.contactPerson,
    contactEmail: form.contactEmail,
    defaultLanguage: 'en-US',
    status: 'approved',
    approvedAt: new Date(),
    ...values,
  });
  await replaceDescriptions(db, company.id, descriptions);
  if (sellerId) await assignCompany(db, sellerId, company.id);
  return company;
}
