import type { IngredientPage as IngredientAnswer } from '@glowmarket/shared/catalog';
import { Alert, Anchor, Badge, Breadcrumbs, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../app/route-meta';
import { NotFound } from '../../../components/not-found';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { ProductGrid } from '../../../components/product-card';
import { ApiError } from '../../../lib/api-client';
import { pageFromParams, withPage } from '../../../lib/url-search';
import { useIngredient } from '../api/get-ingredient';

/**
 * /ingredients/:slug: a reference ingredient (what it does, whether it is a labelled allergen, the
 * free-from groups it takes a product out of) and the products on sale that contain it.
 */
export function IngredientPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { t } = useTranslation('ingredients');
  const ingredient = useIngredient(slug, page);

  if (ingredient.error instanceof ApiError && ingredient.error.status === 404) return <NotFound />;
  if (ingredient.isError && !ingredient.data) {
    return (
      <LoadFailed
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        onRetry={() => void ingredient.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!ingredient.data) return <PageSkeleton label={t('page.loading')} blocks={[80, 320]} />;
  return (
    <IngredientView
      ingredient={ingredient.data}
      dimmed={ingredient.isPlaceholderData}
      onPage={(next) => {
        setParams((current) => withPage(current, next));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

interface IngredientViewProps {
  ingredient: IngredientAnswer;
  onPage: (page: number) => void;
  /** The products of another page are shown while this one's load. */
  dimmed: boolean;
}

function IngredientView({ ingredient, onPage, dimmed }: IngredientViewProps) {
  const { t } = useTranslation('ingredients');
  useDocumentMeta(ingredient.inciName, t('page.metaDescription', { name: ingredient.inciName }));

  return (
    <Stack gap="xl">
      <Breadcrumbs separator="›" aria-label={t('page.breadcrumbs')}>
        <Anchor component={Link} to="/catalog" fz="sm">
          {t('page.catalog')}
        </Anchor>
        <Text fz="sm" c="dimmed" aria-current="page">
          {ingredient.inciName}
        </Text>
      </Breadcrumbs>

      <Stack gap="md" maw={820}>
        <div>
          <Text fz="sm" c="dimmed" fw={600} tt="uppercase">
            {t('page.kicker')}
          </Text>
          {/* INCI names are one spelling across the EU: read out as written, not in the page's language. */}
          <Title order={1} lh={1.2}>
            {ingredient.inciName}
          </Title>
        </div>

        {ingredient.allergen && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('page.allergen')}
          </Alert>
        )}

        {ingredient.groups.length > 0 && (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {ingredient.groups.map((group) => (
              <li key={group}>
                <Badge variant="light" color="grape" size="lg" tt="none">
                  {t(`page.groups.${group}`)}
                </Badge>
              </li>
            ))}
          </Group>
        )}

        <section aria-labelledby="ingredient-functions">
          <Title order={2} fz="h4" id="ingredient-functions" mb={4}>
            {t('page.functions')}
          </Title>
          {ingredient.functions.length > 0 ? (
            <>
              <List fz="sm">
                {ingredient.functions.map((name) => (
                  <FunctionItem key={name} name={name} />
                ))}
              </List>
              <Text fz="xs" c="dimmed" mt={4}>
                {t('page.functionsNote')}
              </Text>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('page.noFunctions')}
            </Text>
          )}
        </section>
      </Stack>

      <section aria-labelledby="ingredient-products">
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={2} fz="h3" id="ingredient-products">
            {t('page.products')}
          </Title>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('page.count', { count: ingredient.total })}
          </Text>
        </Group>
        {ingredient.products.length === 0 ? (
          <Text c="dimmed">{t('page.empty')}</Text>
        ) : (
          <ProductGrid
            products={ingredient.products}
            loading={false}
            loadingLabel={t('page.loading')}
            dimmed={dimmed}
          />
        )}
        {/* Not the catalog's page links: sharing them would split them out of the catalog's first load. */}
        <ListPagination
          total={ingredient.total}
          pageSize={ingredient.pageSize}
          page={ingredient.page}
          onChange={onPage}
          label={t('page.pages')}
        />
      </section>
    </Stack>
  );
}

/**
 * One of the inventory's function terms ("SKIN CONDITIONING") in the reader's language; a term
 * an imported inventory added since stays as the EU publishes it, in English.
 */
function FunctionItem({ name }: { name: string }) {
  const { t, i18n } = useTranslation('ingredients');
  const key = `functions.${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '')}`;
  if (!i18n.exists(key, { ns: 'ingredients' })) return <List.Item lang="en">{name}</List.Item>;
  return <List.Item>{t(key)}</List.Item>;
}
