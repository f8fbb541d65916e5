import type { ProductDetail } from '@glowmarket/shared/catalog';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Divider,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { MAX_CART_QUANTITY } from '@glowmarket/shared/cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '../../../app/route-meta';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button';
import { AskSellerButton } from '../../../components/ask-seller/ask-seller-button';
import { CompareButton } from '../../../components/compare-button';
import { DeliverySummary } from '../../../components/delivery/delivery-summary';
import { NotFound } from '../../../components/not-found';
import { LoadFailed } from '../../../components/page-states';
import { ProductPrice } from '../../../components/product-price';
import { RatingStars } from '../../../components/rating-stars';
import { ProductRatings } from '../../../components/ratings/product-ratings';
import { ApiError } from '../../../lib/api-client';
import { excerpt } from '../../../lib/format';
import { useProduct } from '../api/get-product';
import { LabelSection } from '../components/label-section';
import { MoreFromSeller } from '../components/more-from-seller';
import { ProductGallery } from '../components/product-gallery';
import { QuantityStepper } from '../components/quantity-stepper';
import { RecentlyViewed } from '../components/recently-viewed';
import { useJsonLd } from '../../../lib/json-ld';
import { productJsonLd } from '@glowmarket/shared/structured-data';
import { ProductQrCode } from '../components/product-qr-code';

/** /products/:id: a product in the UI language (else its seller's), or the not-found page. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalog');
  const product = useProduct(id);

  if (product.error instanceof ApiError && product.error.status === 404) return <NotFound />;
  if (product.isError) {
    return (
      <LoadFailed
        title={t('product.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void product.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!product.data) return <ProductSkeleton label={t('product.loading')} />;
  // Another product starts from its own quantity.
  return <ProductView key={product.data.id} product={product.data} />;
}

function ProductSkeleton({ label }: { label: string }) {
  return (
    <Grid gap="xl" aria-busy="true" aria-label={label} role="status">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton style={{ aspectRatio: '1' }} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack>
          <Skeleton height={36} width="80%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={48} width="50%" mt="md" />
          <Skeleton height={120} mt="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('catalog');
  // Texts the seller has not translated come in its language: marked, so screen readers say them
  // in that language's voice (WCAG 3.1.2).
  const lang = product.language === i18n.resolvedLanguage ? undefined : product.language;
  const [quantity, setQuantity] = useState(1);
  useDocumentMeta(product.title, excerpt(product.description || product.title, 155));
  // The server's first screen (first-screen.tsx) has no address; the page's head has its JSON-LD.
  useJsonLd(
    typeof window === 'undefined' ? null : productJsonLd(product, `${window.location.origin}/products/${product.id}`),
  );

  const sections = [
    { key: 'description', text: product.description },
    { key: 'action', text: product.action },
    { key: 'howToUse', text: product.howToUse },
    // The label's structured list replaces the plain composition once the server could read it.
    { key: 'composition', text: product.label.ingredients.length > 0 ? '' : product.composition },
  ].filter((section) => section.text.trim());

  return (
    <Stack gap="xl">
      <Breadcrumbs separator="›" aria-label={t('product.breadcrumbs')} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to="/catalog" fz="sm">
          {t('nav.allOffers')}
        </Anchor>
        <Anchor component={Link} to={`/catalog?category=${product.category.id}`} fz="sm">
          {product.category.name}
        </Anchor>
        {product.subcategory && (
          <Anchor
            component={Link}
            to={`/catalog?category=${product.category.id}&subcategory=${product.subcategory.id}`}
            fz="sm"
          >
            {product.subcategory.name}
          </Anchor>
        )}
      </Breadcrumbs>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery images={product.images} title={product.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <div>
              <Group gap="xs" mb={6}>
                {product.specialOffer && (
                  <Badge color="red" variant="filled">
                    {t('card.specialOffer')}
                  </Badge>
                )}
                <Badge color={product.condition === 'new' ? 'teal' : 'orange'} variant="light">
                  {t(`condition.${product.condition}`)}
                </Badge>
              </Group>
              <Title order={1} lh={1.2} lang={lang}>
                {product.title}
              </Title>
              <Text c="dimmed" mt={6}>
                {t('product.by')}{' '}
                <Anchor component={Link} to={`/company/${product.company.id}`} fw={600}>
                  {product.company.name}
                </Anchor>
              </Text>
              {product.rating.count > 0 && (
                <Anchor href="#ratings" mt={6} display="inline-block" underline="hover">
                  <RatingStars average={product.rating.average} count={product.rating.count} />
                </Anchor>
              )}
            </div>

            <ProductPrice product={product} size="lg" />

            {product.specialOfferText && (
              <Alert color="red" variant="light" title={t('product.specialOffer')}>
                <span lang={lang}>{product.specialOfferText}</span>
              </Alert>
            )}

            <Paper withBorder radius="lg" p="md">
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <IconPackage size={18} aria-hidden />
                  <Text fz="sm" fw={600} c={product.inStock ? 'teal.8' : 'red.8'}>
                    {product.inStock ? t('stock.inCount', { count: product.stock }) : t('stock.out')}
                  </Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <IconTruckDelivery size={18} aria-hidden />
                  <Text fz="sm">
                    {product.deliveryDays === 0
                      ? t('product.deliveryToday')
                      : t('product.deliveryDays', { count: product.deliveryDays })}
                  </Text>
                </Group>
                <DeliverySummary companyId={product.company.id} productId={product.id} />
                <Group gap="xs" justify="space-between">
                  <Group gap="xs" wrap="nowrap">
                    <IconBuildingStore size={18} aria-hidden />
                    <Text fz="sm">
                      {t('product.seller')}{' '}
                      <Anchor component={Link} to={`/company/${product.company.id}`} fz="sm">
                        {product.company.name}
                      </Anchor>
                    </Text>
                  </Group>
                  <AskSellerButton
                    companyId={product.company.id}
                    companyName={product.company.name}
                    productId={product.id}
                    productTitle={product.title}
                    size="xs"
                  />
                </Group>
              </Stack>
            </Paper>

            {product.inStock && (
              <QuantityStepper
                value={quantity}
                max={Math.min(product.stock, MAX_CART_QUANTITY)}
                onChange={setQuantity}
              />
            )}
            <Group gap="sm" grow>
              <AddToCartButton
                productId={product.id}
                title={product.title}
                inStock={product.inStock}
                size="lg"
                quantity={quantity}
              />
              <CompareButton productId={product.id} title={product.title} size="lg" />
            </Group>

            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
              {product.netContent !== null && product.netUnit && (
                <>
                  <Text component="dt" fz="sm" c="dimmed">
                    {t('product.netContent')}
                  </Text>
                  <Text component="dd" fz="sm" m={0}>
                    {product.netContent} {product.netUnit}
                  </Text>
                </>
              )}
              <Text component="dt" fz="sm" c="dimmed">
                {t('product.condition')}
              </Text>
              <Text component="dd" fz="sm" m={0}>
                {t(`condition.${product.condition}`)}
              </Text>
              {product.ean && (
                <>
                  <Text component="dt" fz="sm" c="dimmed">
                    {t('product.ean')}
                  </Text>
                  <Text component="dd" fz="sm" m={0}>
                    {product.ean}
                  </Text>
                </>
              )}
            </dl>

            <Divider />
            <ProductQrCode productId={product.id} title={product.title} />
          </Stack>
        </Grid.Col>
      </Grid>

      <Stack gap="lg" maw={820}>
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`product-${section.key}`}>
            <Title order={2} fz="h3" id={`product-${section.key}`} mb="xs">
              {t(`product.sections.${section.key}`)}
            </Title>
            <Text lang={lang} style={{ whiteSpace: 'pre-line' }} fz={section.key === 'composition' ? 'sm' : undefined}>
              {section.text}
            </Text>
          </section>
        ))}
        <LabelSection label={product.label} netContent={product.netContent} netUnit={product.netUnit} lang={lang} />
      </Stack>

      <ProductRatings productId={product.id} />

      <MoreFromSeller productId={product.id} company={product.company} />
      <RecentlyViewed productId={product.id} />
    </Stack>
  );
}
