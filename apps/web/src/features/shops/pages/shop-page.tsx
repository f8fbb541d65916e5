import type { ShopDetail } from '@glowmarket/shared/shops';
import { Anchor, Badge, Grid, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronLeft,
  IconExternalLink,
  IconMail,
  IconMapPin,
  IconPackage,
  IconPackageOff,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCompanyProducts } from '../../../api/catalog';
import { useDocumentMeta } from '../../../app/route-meta';
import { NotFound } from '../../../components/not-found';
import { LoadFailed } from '../../../components/page-states';
import { ProductGrid } from '../../../components/product-card';
import { LazyShopMap } from '../../../components/shops/lazy-shop-map';
import { OpeningHoursTable, OpeningStatusBadge } from '../../../components/shops/opening-hours';
import { ApiError } from '../../../lib/api-client';
import { countryLabel, excerpt } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useShop } from '../api/get-shop';
import { localBusinessJsonLd } from '@glowmarket/shared/structured-data';
import { ShopPageGallery } from '../components/shop-page-gallery';
import { useJsonLd } from '../../../lib/json-ld';
import { firstSentence, useOpenGraph } from '../components/shop-page-head';

/** How many of the company's products the shop's page shows; the catalog has the rest. */
const PRODUCTS_SHOWN = 8;

/** Directions to a point on OpenStreetMap: no key, the visitor picks where they start. */
function directionsUrl(shop: Pick<ShopDetail, 'location'>): string {
  return `https://www.openstreetmap.org/directions?to=${shop.location.latitude},${shop.location.longitude}`;
}

/** /shops/:id: a visible shop in the UI language (else its company's), or the not-found page. */
export function ShopPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('shops');
  const shop = useShop(id);

  if (shop.error instanceof ApiError && shop.error.status === 404) return <MissingShop />;
  if (shop.isError) {
    return (
      <LoadFailed
        title={t('shop.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void shop.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!shop.data) return <ShopSkeleton />;
  return <ShopView shop={shop.data} />;
}

function MissingShop() {
  const { t } = useTranslation('common');
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return <NotFound />;
}

function ShopSkeleton() {
  const { t } = useTranslation('shops');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('shop.loading')} role="status">
      <Skeleton height={36} width="50%" />
      <Skeleton height={18} width="30%" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={320} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ShopView({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('shops');
  const language = currentLanguage();
  const pageUrl = `${window.location.origin}/shops/${shop.id}`;
  const description = shop.description.trim();
  const metaDescription = excerpt(
    description
      ? t('shop.metaDescription', { sentence: firstSentence(description), city: shop.address.city })
      : t('shop.metaDescriptionFallback', { name: shop.title, company: shop.company.name, city: shop.address.city }),
    160,
  );
  const firstPhoto = shop.photos[0];
  useDocumentMeta(shop.title, metaDescription);
  useOpenGraph({
    'og:title': shop.title,
    'og:description': metaDescription,
    'og:url': pageUrl,
    'og:type': 'website',
    ...(firstPhoto ? { 'og:image': new URL(firstPhoto.large, window.location.origin).href } : {}),
  });
  useJsonLd(localBusinessJsonLd(shop, pageUrl));
  // The texts are in the UI language when the company wrote them in it; else say which they are in.
  const textLanguage = shop.language !== language ? shop.language : undefined;

  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/shops" fz="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden />
          {t('shop.allShops')}
        </Group>
      </Anchor>

      <div>
        <Title order={1} lang={textLanguage} style={{ overflowWrap: 'anywhere' }}>
          {shop.title}
        </Title>
        <Text mt={6}>
          {t('shop.by')}{' '}
          <Anchor component={Link} to={`/company/${shop.company.id}`} fw={600}>
            {shop.company.name}
          </Anchor>
        </Text>
        <Group gap="xs" mt="sm">
          <OpeningStatusBadge hours={shop.hours} timeZone={shop.timeZone} />
          {shop.pickup && (
            <Badge
              color="grape"
              variant="light"
              size="lg"
              tt="none"
              leftSection={<IconPackage size={14} aria-hidden />}
            >
              {t('list.pickup')}
            </Badge>
          )}
        </Group>
      </div>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            {shop.photos.length > 0 && <ShopPageGallery photos={shop.photos} name={shop.title} />}
            {description && (
              <section aria-labelledby="shop-about">
                <Title order={2} fz="h3" id="shop-about" mb="sm">
                  {t('shop.about')}
                </Title>
                <Text lang={textLanguage} style={{ whiteSpace: 'pre-line' }}>
                  {description}
                </Text>
              </section>
            )}
            <section aria-labelledby="shop-hours">
              <Title order={2} fz="h3" id="shop-hours" mb="sm">
                {t('hours.title')}
              </Title>
              <OpeningHoursTable hours={shop.hours} timeZone={shop.timeZone} />
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <VisitCard shop={shop} />
        </Grid.Col>
      </Grid>

      <section aria-labelledby="shop-map">
        <Title order={2} fz="h3" id="shop-map" mb="sm">
          {t('shop.map')}
        </Title>
        <LazyShopMap
          label={t('shop.mapLabel', { name: shop.title })}
          center={shop.location}
          zoom={15}
          height={360}
          markers={[{ id: shop.id, location: shop.location, label: shop.title, highlighted: true }]}
        />
      </section>

      <CompanyProducts company={shop.company} />
    </Stack>
  );
}

function VisitLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="rose.8" lh={0} mt={2}>
        {icon}
      </Text>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

/** Where the shop is, how to get there and reach it, and whether orders can be collected there. */
function VisitCard({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('shops');
  return (
    <Paper component="section" aria-labelledby="shop-visit" withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" id="shop-visit" mb="md">
        {t('shop.visit')}
      </Title>
      <Stack gap="md">
        <VisitLine icon={<IconMapPin size={18} aria-hidden />}>
          <Text component="address" fz="sm" fs="normal">
            {shop.address.street}
            <br />
            {shop.address.postalCode} {shop.address.city}
            <br />
            {countryLabel(shop.address.country)}
          </Text>
          <Anchor href={directionsUrl(shop)} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              {t('shop.directions')}
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>{t('shop.newTab')}</VisuallyHidden>
            </Group>
          </Anchor>
        </VisitLine>
        {shop.phone && (
          <VisitLine icon={<IconPhone size={18} aria-hidden />}>
            <Anchor href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} fz="sm">
              {shop.phone}
            </Anchor>
            <Text fz="xs">{t('shop.phone')}</Text>
          </VisitLine>
        )}
        {shop.email && (
          <VisitLine icon={<IconMail size={18} aria-hidden />}>
            <Anchor href={`mailto:${shop.email}`} fz="sm">
              {shop.email}
            </Anchor>
            <Text fz="xs">{t('shop.email')}</Text>
          </VisitLine>
        )}
        <VisitLine
          icon={shop.pickup ? <IconPackage size={18} aria-hidden /> : <IconPackageOff size={18} aria-hidden />}
        >
          <Text fz="sm">{shop.pickup ? t('shop.pickupYes') : t('shop.pickupNo')}</Text>
        </VisitLine>
        <VisitLine icon={<IconBuildingStore size={18} aria-hidden />}>
          <Anchor component={Link} to={`/company/${shop.company.id}`} fz="sm">
            {shop.company.name}
          </Anchor>
          <Text fz="xs">{t('shop.company')}</Text>
        </VisitLine>
      </Stack>
    </Paper>
  );
}

function CompanyProducts({ company }: { company: ShopDetail['company'] }) {
  const { t } = useTranslation('shops');
  const products = useCompanyProducts(company.id);
  const items = products.data?.items.slice(0, PRODUCTS_SHOWN);
  // A company with nothing on offer gets no section: the shop's page is about the shop.
  if (products.isError || (items && items.length === 0)) return null;
  return (
    <section aria-labelledby="shop-products">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz="h3" id="shop-products">
          {t('shop.products', { name: company.name })}
        </Title>
        <Anchor component={Link} to={`/catalog?company=${company.id}`} fw={600}>
          {t('shop.allProducts', { name: company.name })}
        </Anchor>
      </Group>
      <ProductGrid
        products={items}
        loading={products.isPending}
        loadingLabel={t('shop.productsLoading')}
        skeletons={4}
      />
    </section>
  );
}
