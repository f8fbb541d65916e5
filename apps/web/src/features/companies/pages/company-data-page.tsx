import type { PrivateCompany } from '@glowmarket/shared/companies';
import { Alert, Anchor, Badge, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSellerCompany } from '../../../api/companies';
import { LoadFailed } from '../../../components/page-states';
import { SellerNav } from '../../../components/seller-nav';
import { useAuth } from '../../../lib/auth';
import { notifySuccess } from '../../../lib/notify';
import { siteVariables, useSite } from '../../../lib/site';
import { useUpdateCompany } from '../api/update-company';
import { CommissionNote } from '../components/commission-note';
import { CompanyForm } from '../components/company-form';
import { companyFormValues } from '../components/company-form-values';
import { CompanyRegistration } from '../components/company-registration';
import { CompanyStatusBanner } from '../components/company-status-banner';
import { RegistrationIntro } from '../components/registration-intro';
import { LogoSection, PhotosSection } from '../components/saved-images-sections';

const STATUS_COLORS = { pending: 'yellow', approved: 'teal', suspended: 'red' } as const;

/**
 * /company-data, for logged-in users (the loader sends visitors to /auth). A seller edits the
 * company here; a user without one — an admin after the first login, or a buyer — registers it.
 */
export function CompanyDataPage() {
  const { isLoggedIn, user } = useAuth();
  if (!isLoggedIn || !user) return <Navigate to="/auth" replace />;
  if (!user.companyId) return <FinishSetUp />;
  return <CompanyData key={user.companyId} companyId={user.companyId} />;
}

function FinishSetUp() {
  const { t } = useTranslation('companies');
  const { permissions } = useAuth();
  const { data: site } = useSite();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <RegistrationIntro title={t('companyData.finishTitle')} intro={t('companyData.finishIntro', siteVariables(site))}>
        {permissions.includes('admin') && (
          <Alert color="blue" variant="light" mt="md" icon={<IconShieldLock size={20} aria-hidden />}>
            <Text fz="sm">
              {t('companyData.adminNote')}{' '}
              <Anchor component={Link} to="/admin" fz="sm" inherit>
                {t('nav.adminArea')}
              </Anchor>
            </Text>
          </Alert>
        )}
      </RegistrationIntro>
      <CompanyRegistration />
    </Stack>
  );
}

function CompanyData({ companyId }: { companyId: string }) {
  const { t } = useTranslation('companies');
  const company = useSellerCompany(companyId);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <SellerNav />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('companyData.heading')}</Title>
            {company.data && (
              <Group gap="sm" mt={6}>
                <Text c="dimmed">{company.data.companyNameShort}</Text>
                <Badge color={STATUS_COLORS[company.data.status]} variant="light">
                  {t(`status.${company.data.status}Badge`)}
                </Badge>
              </Group>
            )}
          </div>
          {company.isPending && (
            <Stack gap="lg" aria-busy="true" aria-label={t('companyData.loading')}>
              <Skeleton height={72} radius="md" />
              <Skeleton height={64} radius="md" />
              <Skeleton height={420} radius="lg" />
            </Stack>
          )}
          {company.isError && (
            <LoadFailed
              title={t('companyData.loadFailed')}
              retryLabel={t('companyData.retry')}
              onRetry={() => void company.refetch()}
            />
          )}
          {company.data && <CompanyEditor company={company.data} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function CompanyEditor({ company }: { company: PrivateCompany }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompany();
  // The form starts from the company as loaded; later answers (uploads) must not reset edits.
  const [defaultValues] = useState(() => companyFormValues(company));

  return (
    <>
      <CompanyStatusBanner company={company} />
      <CommissionNote commission={company.commission} />
      <CompanyForm
        defaultValues={defaultValues}
        submitLabel={t('companyData.save')}
        failureMessage={t('companyData.saveFailed')}
        onSave={async (input) => {
          const saved = await update.mutateAsync({ companyId: company.id, input });
          notifySuccess(t('companyData.saved'));
          return companyFormValues(saved);
        }}
      />
      <LogoSection company={company} />
      <PhotosSection company={company} />
    </>
  );
}
