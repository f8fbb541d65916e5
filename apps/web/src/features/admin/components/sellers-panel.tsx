import { COMPANY_STATUSES, type adminCompanySummarySchema } from '@glowmarket/shared/companies';
import { PAGE_SIZE } from '@glowmarket/shared/constants';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/page-states';
import { SearchBox } from '../../../components/search-box';
import { countryLabel, formatDate, initialsOf } from '../../../lib/format';
import { pageFromParams, useSearchText, withFilter, withPage } from '../../../lib/url-search';
import { useAdminCompanies } from '../api/get-admin-companies';
import { CompanyDrawer } from './company-drawer';
import { STATUS_COLORS, statusFilterOf } from './status-actions';
import { StatusButtons } from './status-buttons';

type AdminCompanySummary = z.infer<typeof adminCompanySummarySchema>;

/** The sellers tab: every company, searchable and filtered by status in the address, with their actions. */
export function SellersPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = useSearchText();
  const status = statusFilterOf(params.get('status'));
  const page = pageFromParams(params);
  const list = useAdminCompanies({ q: search.query, status, page });
  const [openId, setOpenId] = useState<string | null>(null);

  function setStatus(value: string | null) {
    setParams((current) => withFilter(current, 'status', statusFilterOf(value) ?? ''));
  }

  function goTo(next: number) {
    setParams((current) => withPage(current, next));
  }

  const statusOptions = [
    { value: 'all', label: t('sellers.allStatuses') },
    ...COMPANY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
  ];
  const filtered = Boolean(search.query || status);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchBox
          search={search}
          label={t('sellers.search')}
          description={t('sellers.searchHint')}
          style={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <Select
          label={t('sellers.status')}
          data={statusOptions}
          value={status ?? 'all'}
          onChange={setStatus}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>

      {list.data && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('sellers.count', { count: list.data.total })}
        </Text>
      )}

      {list.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label={t('sellers.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} radius="sm" />
          ))}
        </Stack>
      )}

      {list.isError && (
        <LoadFailed title={t('sellers.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconBuildingStore size={32} aria-hidden />}
          variant="light"
          title={filtered ? t('sellers.noMatchTitle') : t('sellers.emptyTitle')}
          description={filtered ? t('sellers.noMatch') : t('sellers.empty')}
          py="xl"
        />
      )}

      {list.data && list.data.items.length > 0 && (
        <Stack
          gap="sm"
          hiddenFrom="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
          aria-label={t('sellers.caption')}
        >
          {list.data.items.map((company) => (
            <CompanyCard key={company.id} company={company} onOpen={() => setOpenId(company.id)} />
          ))}
        </Stack>
      )}

      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={1040} visibleFrom="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{t('sellers.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sellers.columns.publicName')}</Table.Th>
                <Table.Th>{t('sellers.columns.legalName')}</Table.Th>
                <Table.Th>{t('sellers.columns.nip')}</Table.Th>
                <Table.Th>{t('sellers.columns.location')}</Table.Th>
                <Table.Th>{t('sellers.columns.status')}</Table.Th>
                <Table.Th>{t('sellers.columns.registered')}</Table.Th>
                <Table.Th>{t('sellers.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((company) => (
                <CompanyRow key={company.id} company={company} onOpen={() => setOpenId(company.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {list.data && (
        <ListPagination
          total={list.data.total}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={goTo}
          label={t('sellers.pages')}
        />
      )}

      <CompanyDrawer companyId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function CompanyRow({ company, onOpen }: { company: AdminCompanySummary; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton onClick={onOpen}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={company.logoUrl} alt="" size={32} radius="sm" color="rose" aria-hidden>
              {initialsOf(company.companyNameShort)}
            </Avatar>
            <Anchor component="span" fw={600} fz="sm">
              {company.companyNameShort}
            </Anchor>
          </Group>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{company.companyName}</Text>
        <Text fz="xs" c="dimmed">
          {company.contactEmail}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {company.nip_tax}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{t('sellers.location', { city: company.city, country: countryLabel(company.country) })}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[company.status]} variant="light" miw="max-content">
          {t(`status.${company.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(company.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <StatusButtons company={company} />
          <Button
            size="xs"
            variant="default"
            onClick={onOpen}
            aria-label={t('sellers.openDetails', { name: company.companyNameShort })}
          >
            {t('sellers.details')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A company as a card, for phones and narrow windows where the table would need scrolling. */
function CompanyCard({ company, onOpen }: { company: AdminCompanySummary; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={company.logoUrl} alt="" size={40} radius="sm" color="rose">
          {initialsOf(company.companyNameShort)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {company.companyNameShort}
            </Text>
            <Badge color={STATUS_COLORS[company.status]} variant="light" miw="max-content">
              {t(`status.${company.status}`)}
            </Badge>
          </Group>
          <Text fz="sm">{company.companyName}</Text>
          <Text fz="sm" c="dimmed">
            {t('sellers.cardLine', {
              nip: company.nip_tax,
              location: t('sellers.location', { city: company.city, country: countryLabel(company.country) }),
            })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('sellers.registeredOn', { date: formatDate(company.createdAt) })}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} mt="sm" justify="flex-end" wrap="wrap">
        <StatusButtons company={company} />
        <Button
          size="xs"
          variant="default"
          onClick={onOpen}
          aria-label={t('sellers.openDetails', { name: company.companyNameShort })}
        >
          {t('sellers.details')}
        </Button>
      </Group>
    </Paper>
  );
}
