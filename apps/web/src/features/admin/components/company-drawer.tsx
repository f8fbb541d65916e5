import type { PrivateCompany } from '@glowmarket/shared/companies';
import { LANGUAGES } from '@glowmarket/shared/i18n';
import {
  Anchor,
  Avatar,
  Badge,
  DataList,
  Divider,
  Drawer,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/page-states';
import { countryLabel, formatDate, initialsOf } from '../../../lib/format';
import { useAdminCompany } from '../api/get-admin-company';
import { CommissionEditor } from './commission-editor';
import { STATUS_COLORS } from './status-actions';
import { StatusButtons } from './status-buttons';

interface CompanyDrawerProps {
  /** The company shown; null keeps the drawer closed. */
  companyId: string | null;
  onClose: () => void;
}

/** Everything about one company for the operator: private data, status, commission. */
export function CompanyDrawer({ companyId, onClose }: CompanyDrawerProps) {
  const { t } = useTranslation('admin');
  const company = useAdminCompany(companyId);

  return (
    <Drawer
      opened={companyId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={company.data ? company.data.companyNameShort : t('company.title')}
      closeButtonProps={{ 'aria-label': t('company.close') }}
    >
      {company.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('company.loading')}>
          <Skeleton height={64} />
          <Skeleton height={200} />
          <Skeleton height={160} />
        </Stack>
      )}
      {company.isError && (
        <LoadFailed title={t('company.loadFailed')} retryLabel={t('retry')} onRetry={() => void company.refetch()} />
      )}
      {company.data && <CompanyDetails key={company.data.id} company={company.data} />}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
        {children ?? (
          <Text span c="dimmed" fz="sm">
            {t('company.notGiven')}
          </Text>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function CompanyDetails({ company }: { company: PrivateCompany }) {
  const { t } = useTranslation('admin');
  const address = company.companyAddress;
  const described = LANGUAGES.filter((language) => company.descriptions[language.code]?.trim());
  const defaultLanguage = LANGUAGES.find((language) => language.code === company.defaultLanguage);

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={company.logoUrl} alt="" size={72} radius="md" color="rose">
          {initialsOf(company.companyNameShort)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg">
            {company.companyName}
          </Text>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[company.status]} variant="light">
              {t(`status.${company.status}`)}
            </Badge>
            <Text fz="xs" c="dimmed">
              {t('company.registeredOn', { date: formatDate(company.createdAt) })}
              {company.approvedAt && ` · ${t('company.approvedOn', { date: formatDate(company.approvedAt) })}`}
            </Text>
          </Group>
          {company.status === 'approved' && (
            <Anchor component={Link} to={`/company/${company.id}`} fz="sm" target="_blank">
              <Group gap={4} component="span" wrap="nowrap">
                {t('company.publicPage')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Stack>
      </Group>

      <StatusButtons company={company} size="sm" />

      <Divider />

      <Section title={t('company.sections.company')}>
        <DataList labelWidth={170}>
          <Item label={t('company.fields.companyName')}>{company.companyName}</Item>
          <Item label={t('company.fields.companyNameShort')}>{company.companyNameShort}</Item>
          <Item label={t('company.fields.address')}>
            <>
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              {countryLabel(address.country)}
            </>
          </Item>
          <Item label={t('company.fields.nip')}>{company.nip_tax}</Item>
          <Item label={t('company.fields.vatNumber')}>{company.id_Tax}</Item>
          <Item label={t('company.fields.webPage')}>
            {company.webPage && (
              <Anchor href={company.webPage} target="_blank" rel="noopener" fz="sm">
                {company.webPage}
              </Anchor>
            )}
          </Item>
        </DataList>
      </Section>

      <Section title={t('company.sections.bank')}>
        <DataList labelWidth={170}>
          <Item label={t('company.fields.iban')}>
            <Text span ff="monospace" fz="sm">
              {company.iban}
            </Text>
          </Item>
          <Item label={t('company.fields.bic')}>{company.bic}</Item>
        </DataList>
      </Section>

      <Section title={t('company.sections.privateContact')}>
        <DataList labelWidth={170}>
          <Item label={t('company.fields.contactPerson')}>{company.contactPerson}</Item>
          <Item label={t('company.fields.contactEmail')}>
            <Anchor href={`mailto:${company.contactEmail}`} fz="sm">
              {company.contactEmail}
            </Anchor>
          </Item>
          <Item label={t('company.fields.contactPhone')}>{company.contactPhone}</Item>
        </DataList>
      </Section>

      <Section title={t('company.sections.publicContact')}>
        <DataList labelWidth={170}>
          <Item label={t('company.fields.publicEmail')}>{company.publicEmail}</Item>
          <Item label={t('company.fields.publicPhone')}>{company.publicPhone}</Item>
        </DataList>
      </Section>

      <Section title={t('company.sections.commission')}>
        <CommissionEditor company={company} />
      </Section>

      <Section title={t('company.sections.presentation')}>
        <Stack gap="sm">
          <DataList labelWidth={170}>
            <Item label={t('company.fields.defaultLanguage')}>
              {defaultLanguage?.nativeName ?? company.defaultLanguage}
            </Item>
          </DataList>
          {described.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('company.noDescriptions')}
            </Text>
          ) : (
            described.map((language) => (
              <div key={language.code}>
                <Text fz="sm" fw={600}>
                  {language.nativeName}
                </Text>
                <Spoiler maxHeight={66} showLabel={t('company.showMore')} hideLabel={t('company.showLess')}>
                  <Text fz="sm" lang={language.code} style={{ whiteSpace: 'pre-line' }}>
                    {company.descriptions[language.code]}
                  </Text>
                </Spoiler>
              </div>
            ))
          )}
        </Stack>
      </Section>

      <Section title={t('company.sections.photos', { count: company.photos.length })}>
        {company.photos.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('company.noPhotos')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {company.photos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener">
                <Image
                  src={photo.url}
                  alt={t('company.photoAlt', { number: index + 1 })}
                  h={80}
                  radius="sm"
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
