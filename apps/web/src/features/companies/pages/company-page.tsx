import type { PublicCompany } from '@glowmarket/shared/companies';
import { Anchor, Avatar, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconLanguage, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '../../../app/route-meta';
import { AskSellerButton } from '../../../components/ask-seller/ask-seller-button';
import { NotFound } from '../../../components/not-found';
import { LoadFailed } from '../../../components/page-states';
import { countryLabel, excerpt, initialsOf, languageName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { siteVariables, useSite } from '../../../lib/site';
import { isMissingCompany, useCompanyPresentation } from '../api/get-company-presentation';
import { CompanyProducts } from '../components/company-products';
import { CompanyShops } from '../components/company-shops';
import { PhotoGallery } from '../components/photo-gallery';

/** /company/:id — an approved company's public presentation; any other id shows the not-found page. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('companies');
  const query = useCompanyPresentation(id);

  if (query.isError && isMissingCompany(query.error)) return <MissingCompany />;
  if (query.isPending) return <CompanySkeleton />;
  if (query.isError) {
    return (
      <LoadFailed
        title={t('company.loadFailed')}
        retryLabel={t('company.retry')}
        onRetry={() => void query.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  return <CompanyPresentation company={query.data} />;
}

function MissingCompany() {
  const { t } = useTranslation('common');
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return <NotFound />;
}

function CompanySkeleton() {
  const { t } = useTranslation('companies');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('company.loading')}>
      <Group gap="lg">
        <Skeleton height={112} width={112} radius="md" />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={18} width="35%" />
          <Skeleton height={18} width="25%" />
        </Stack>
      </Group>
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

function CompanyPresentation({ company }: { company: PublicCompany }) {
  const { t } = useTranslation('companies');
  const { data: site } = useSite();
  const language = currentLanguage();
  const country = countryLabel(company.country, language);
  const description = company.description.trim();
  useDocumentMeta(
    company.companyNameShort,
    description
      ? excerpt(description, 150)
      : t('company.metaDescription', {
          name: company.companyNameShort,
          city: company.city,
          country,
          ...siteVariables(site),
        }),
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/manufacturers" fz="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden />
          {t('company.allManufacturers')}
        </Group>
      </Anchor>
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Group gap="lg" align="center" wrap="nowrap">
          <Avatar
            src={company.logoUrl}
            alt={company.logoUrl ? t('company.logoAlt', { name: company.companyNameShort }) : undefined}
            size={112}
            radius="md"
            color="rose"
            style={{ flexShrink: 0 }}
          >
            <Text fz={36} fw={700} inherit>
              {initialsOf(company.companyNameShort)}
            </Text>
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {company.companyNameShort}
            </Title>
            <Text c="dimmed">{company.companyName}</Text>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text fz="sm">{t('company.location', { city: company.city, country })}</Text>
            </Group>
            <Group mt="xs">
              <AskSellerButton companyId={company.id} companyName={company.companyNameShort} chooseProduct />
            </Group>
          </Stack>
        </Group>
      </Paper>

      <Grid gap="xl" mt="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <section aria-labelledby="company-about">
              <Title order={2} fz="h3" id="company-about" mb="sm">
                {t('company.about')}
              </Title>
              {description ? (
                <>
                  {company.descriptionLanguage !== language && (
                    <Group gap={6} mb="sm" c="dimmed" wrap="nowrap" align="flex-start">
                      <IconLanguage size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                      <Text fz="sm">
                        {t('company.otherLanguage', {
                          language: languageName(company.descriptionLanguage, language),
                          uiLanguage: languageName(language, language),
                        })}
                      </Text>
                    </Group>
                  )}
                  <Text lang={company.descriptionLanguage} style={{ whiteSpace: 'pre-line' }}>
                    {description}
                  </Text>
                </>
              ) : (
                <Text c="dimmed">{t('company.noDescription')}</Text>
              )}
            </section>
            {company.photos.length > 0 && (
              <section aria-labelledby="company-photos">
                <Title order={2} fz="h3" id="company-photos" mb="sm">
                  {t('company.photos')}
                </Title>
                <PhotoGallery photos={company.photos} name={company.companyNameShort} />
              </section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ContactCard company={company} />
        </Grid.Col>
      </Grid>

      <CompanyShops companyId={company.id} name={company.companyNameShort} />
      <CompanyProducts companyId={company.id} />
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="rose.7" lh={0} mt={2}>
        {icon}
      </Text>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

function ContactCard({ company }: { company: PublicCompany }) {
  const { t } = useTranslation('companies');
  const hasContact = Boolean(company.webPage || company.publicEmail || company.publicPhone);
  return (
    <Paper component="section" aria-labelledby="company-contact" withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" id="company-contact" mb="md">
        {t('company.contact')}
      </Title>
      {hasContact ? (
        <Stack gap="sm">
          {company.webPage && (
            <ContactLine icon={<IconWorld size={18} aria-hidden />}>
              <Anchor href={company.webPage} target="_blank" rel="noopener" fz="sm">
                {displayUrl(company.webPage)}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {t('company.webPage')}
              </Text>
            </ContactLine>
          )}
          {company.publicEmail && (
            <ContactLine icon={<IconMail size={18} aria-hidden />}>
              <Anchor href={`mailto:${company.publicEmail}`} fz="sm">
                {company.publicEmail}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {t('company.email')}
              </Text>
            </ContactLine>
          )}
          {company.publicPhone && (
            <ContactLine icon={<IconPhone size={18} aria-hidden />}>
              <Anchor href={`tel:${company.publicPhone.replace(/[^\d+]/g, '')}`} fz="sm">
                {company.publicPhone}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {t('company.phone')}
              </Text>
            </ContactLine>
          )}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('company.noContact')}
        </Text>
      )}
    </Paper>
  );
}

/** "https://www.rozana.example/" → "www.rozana.example": what people read and type. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
