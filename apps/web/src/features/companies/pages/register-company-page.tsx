import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { siteVariables, useSite } from '../../../lib/site';
import { CompanyRegistration } from '../components/company-registration';
import { RegistrationIntro } from '../components/registration-intro';

/**
 * /registercompany, for logged-in users without a company (the route's loader sends visitors to
 * /auth and sellers to /company-data): the company's data, logo and photos in one form.
 */
export function RegisterCompanyPage() {
  const { t } = useTranslation('companies');
  const { data: site } = useSite();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <RegistrationIntro title={t('register.heading')} intro={t('register.intro', siteVariables(site))} />
      <CompanyRegistration />
    </Stack>
  );
}
