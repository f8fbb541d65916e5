import { DEFAULT_COMMISSION_PERCENT } from '@glowmarket/shared/constants';
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingFactory2,
  IconCreditCard,
  IconReceipt2,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductGrid } from '../../../components/product-card';
import { BannerIcon } from '../../../components/banner-icon';
import { hasStoreLinks, StoreBadges } from '../../../components/store-badges';
import { currentLanguage } from '../../../lib/i18n';
import { siteText, siteVariables, useSite } from '../../../lib/site';
import { ROW_LENGTH, useProductRow } from '../api/get-product-row';
import classes from './home-page.module.css';

const benefits = [
  { key: 'direct', icon: IconBuildingFactory2 },
  { key: 'prices', icon: IconReceipt2 },
  { key: 'delivery', icon: IconTruckDelivery },
  { key: 'payment', icon: IconCreditCard },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const variables = siteVariables(site);
  const banner = siteText(site?.bannerTexts, currentLanguage(), site);
  const titleImage = site?.titleImageUrl;

  return (
    <Stack gap={48}>
      <Stack gap="md">
        {site && banner && (
          <p className={classes.banner} role="note" aria-label={t('home.bannerLabel')}>
            <span className={classes.bannerIcon}>
              <BannerIcon name={site.bannerIcon} />
            </span>
            <span>{banner}</span>
          </p>
        )}
        <Paper
          className={titleImage ? classes.heroWithImage : classes.hero}
          style={titleImage ? { '--hero-image': `url(${JSON.stringify(titleImage)})` } : undefined}
          radius="lg"
          p={{ base: 'xl', sm: 48 }}
        >
          <Title order={1} className={classes.heroTitle}>
            {t('home.heroTitle')}
          </Title>
          <Text fz="lg" mt="md" maw={620}>
            {t('home.heroText', variables)}
          </Text>
        </Paper>
      </Stack>

      <ProductRow id="new-arrivals" query="sort=newest" titleKey="home.newArrivals" linkTo="/catalog?sort=newest" />
      <ProductRow
        id="special-offers"
        query="specialOffer=true"
        titleKey="home.specialOffers"
        linkTo="/catalog?specialOffer=true"
      />

      <section aria-labelledby="benefits-title">
        <Title order={2} id="benefits-title" mb="lg">
          {t('home.benefitsTitle', variables)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {benefits.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {t(`home.benefits.${key}.title`)}
              </Title>
              <Text c="dimmed" fz="sm" mt={6}>
                {t(`home.benefits.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, md: site && !hasStoreLinks(site) ? 1 : 2 }} spacing="lg">
        <Paper withBorder p="xl" radius="lg">
          <Title order={2} fz="h3">
            {t('home.sellersTitle')}
          </Title>
          <Text mt="sm" mb="md">
            {t('home.sellersText', { ...variables, commission: site?.commissionPercent ?? DEFAULT_COMMISSION_PERCENT })}
          </Text>
          <Button component={Link} to="/registercompany" leftSection={<IconBuildingFactory2 size={18} aria-hidden />}>
            {t('nav.registerCompany', { ns: 'companies' })}
          </Button>
        </Paper>
        {site && hasStoreLinks(site) && (
          <Paper withBorder p="xl" radius="lg">
            <Title order={2} fz="h3">
              {t('home.appTitle', variables)}
            </Title>
            <Text mt="sm" mb="md">
              {t('home.appText', variables)}
            </Text>
            <StoreBadges appStoreUrl={site.appStoreUrl} googlePlayUrl={site.googlePlayUrl} />
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}

interface ProductRowProps {
  id: string;
  /** The catalog query whose first cards the row shows. */
  query: string;
  titleKey: string;
  /** The same view in the catalog. */
  linkTo: string;
}

/** A row of product cards with a link to the whole list; nothing when the list is empty. */
function ProductRow({ id, query, titleKey, linkTo }: ProductRowProps) {
  const { t } = useTranslation('catalog');
  const row = useProductRow(query);
  if (row.isError || (row.data && row.data.length === 0)) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={`${id}-title`}>
          {t(titleKey)}
        </Title>
        <Anchor component={Link} to={linkTo} fw={600} aria-label={t('home.seeAllLabel', { title: t(titleKey) })}>
          <Group gap={4} component="span">
            {t('home.seeAll')}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <ProductGrid
        products={row.data}
        loading={row.isPending}
        loadingLabel={t('list.loading')}
        skeletons={ROW_LENGTH}
        eagerCount={0}
      />
    </section>
  );
}
