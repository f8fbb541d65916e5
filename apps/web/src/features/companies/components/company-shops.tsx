import { Anchor, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/page-states';
import { LazyShopMap } from '../../../components/shops/lazy-shop-map';
import { ShopList } from '../../../components/shops/shop-list';
import { useCompanyShops } from '../api/get-company-shops';

/**
 * The company's shops on a map and in a list beside it, each linking to its page, with a link to
 * the store locator. Its own suspense boundary: the shop texts load without blanking the page.
 */
export function CompanyShops({ companyId, name }: { companyId: string; name: string }) {
  const { t } = useTranslation('companies');
  return (
    <section aria-labelledby="company-shops">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz="h3" id="company-shops">
          {t('company.shops')}
        </Title>
        <Anchor component={Link} to="/shops" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconMapSearch size={16} aria-hidden />
            {t('company.storeLocator')}
          </Group>
        </Anchor>
      </Group>
      <Suspense fallback={<ShopsSkeleton />}>
        <ShopsContent companyId={companyId} name={name} />
      </Suspense>
    </section>
  );
}

function ShopsSkeleton() {
  const { t } = useTranslation('companies');
  return (
    <Grid gap="lg" aria-busy="true" aria-label={t('company.shopsLoading')} role="status">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Skeleton height={108} radius="lg" />
          <Skeleton height={108} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton height={360} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

function ShopsContent({ companyId, name }: { companyId: string; name: string }) {
  const { t } = useTranslation(['companies', 'shops']);
  const shops = useCompanyShops(companyId);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  if (shops.isPending) return <ShopsSkeleton />;
  if (shops.isError) {
    return (
      <LoadFailed
        title={t('company.shopsLoadFailed')}
        retryLabel={t('company.retry')}
        onRetry={() => void shops.refetch()}
      />
    );
  }
  const items = shops.data.items;
  const first = items[0];
  if (!first) return <Text>{t('company.noShops')}</Text>;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ShopList
          shops={items}
          headingOrder={3}
          showCompany={false}
          showDistance={false}
          highlightedId={highlighted}
          onHighlight={setHighlighted}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <LazyShopMap
          label={t('company.shopsMap', { name })}
          center={first.location}
          zoom={12}
          height={400}
          markers={items.map((shop) => ({
            id: shop.id,
            location: shop.location,
            label: shop.title,
            href: `/shops/${shop.id}`,
            highlighted: shop.id === highlighted,
          }))}
        />
      </Grid.Col>
    </Grid>
  );
}
