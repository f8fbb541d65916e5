import { PAGE_SIZE } from '@glowmarket/shared/constants';
import type { companySummarySchema } from '@glowmarket/shared/companies';
import { Avatar, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useManufacturers } from '../../../api/companies';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/page-states';
import { SearchBox } from '../../../components/search-box';
import { countryLabel, initialsOf } from '../../../lib/format';
import { siteVariables, useSite } from '../../../lib/site';
import { pageFromParams, useSearchText, withPage } from '../../../lib/url-search';
import classes from './manufacturers-page.module.css';

type CompanySummary = z.infer<typeof companySummarySchema>;

/** /manufacturers: every approved company, searchable by name, 50 a page (`?q=`, `?page=`). */
export function ManufacturersPage() {
  const { t } = useTranslation('companies');
  const { data: site } = useSite();
  const [params, setParams] = useSearchParams();
  const search = useSearchText();
  const page = pageFromParams(params);
  const list = useManufacturers({ q: search.query, page });

  function goTo(next: number) {
    setParams((current) => withPage(current, next));
    window.scrollTo({ top: 0 });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('manufacturers.heading')}</Title>
        <Text c="dimmed" mt={6} maw={720}>
          {t('manufacturers.intro', siteVariables(site))}
        </Text>
      </div>

      <SearchBox
        search={search}
        label={t('manufacturers.search')}
        placeholder={t('manufacturers.searchPlaceholder')}
        maw={480}
      />

      {list.data && list.data.total > 0 && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {search.query
            ? t('manufacturers.foundFor', { count: list.data.total, query: search.query })
            : t('manufacturers.count', { count: list.data.total })}
        </Text>
      )}

      {list.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy="true" aria-label={t('manufacturers.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={96} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {list.isError && (
        <LoadFailed
          title={t('manufacturers.loadFailed')}
          retryLabel={t('manufacturers.retry')}
          onRetry={() => void list.refetch()}
        />
      )}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconBuildingFactory2 size={32} aria-hidden />}
          variant="light"
          title={search.query ? t('manufacturers.noMatchTitle') : t('manufacturers.emptyTitle')}
          description={search.query ? t('manufacturers.noMatch', { query: search.query }) : t('manufacturers.empty')}
          py="xl"
        >
          {search.query ? (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => search.change('')}>
                {t('manufacturers.clearSearch')}
              </Button>
            </EmptyState.Actions>
          ) : (
            <EmptyState.Actions>
              <Button component={Link} to="/registercompany" variant="light">
                {t('nav.registerCompany')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      )}

      {list.data && list.data.items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          component="ul"
          className={classes.list}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data.items.map((company) => (
            <li key={company.id}>
              <ManufacturerCard company={company} />
            </li>
          ))}
        </SimpleGrid>
      )}

      {list.data && (
        <ListPagination
          total={list.data.total}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={goTo}
          label={t('manufacturers.pages')}
        />
      )}
    </Stack>
  );
}

function ManufacturerCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation('companies');
  return (
    <Card component={Link} to={`/company/${company.id}`} withBorder radius="lg" padding="md" className={classes.card}>
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={company.logoUrl}
          alt={company.logoUrl ? t('company.logoAlt', { name: company.companyNameShort }) : undefined}
          size={64}
          radius="md"
          color="rose"
        >
          {initialsOf(company.companyNameShort)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} className={classes.name}>
            {company.companyNameShort}
          </Text>
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="sm" truncate="end">
              {t('company.location', { city: company.city, country: countryLabel(company.country) })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
