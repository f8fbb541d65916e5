import { PAGE_SIZE } from '@glowmarket/shared/constants';
import { IconAdjustmentsHorizontal, IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useManufacturerOptions } from '../../../api/manufacturer-options';
import { useDocumentMeta } from '../../../app/route-meta';
import { PageLinks } from '../../../components/page-links';
import ui from '../../../components/ui.module.css';
import { ProductGrid } from '../../../components/product-card';
import { currentLanguage } from '../../../lib/i18n';
import { toMajorUnits } from '../../../lib/money';
import { useMoney } from '../../../lib/use-money';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import {
  apiQueryFromFilters,
  changeFilters,
  countFilters,
  effectiveSort,
  filtersFromParams,
  paramsFromFilters,
  SORTS,
  type CatalogFilters,
} from '../components/catalog-filters';
import { FilterPanel } from '../components/filter-panel';
import classes from './catalog-page.module.css';

const FiltersDrawer = lazy(async () => ({ default: (await import('../components/filters-drawer')).FiltersDrawer }));

/**
 * /catalog: every offer, searchable (`q`, from the header's search box), filtered, sorted and paged
 * — all of it in the address. `?specialOffer=true` is the special-offers view.
 */
export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const money = useMoney();
  const categories = useCategories();
  const manufacturers = useManufacturerOptions();
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const filtersButton = useRef<HTMLButtonElement>(null);

  const products = useProducts(apiQueryFromFilters(filters));

  /**
   * A price bound as the visitor's currency shows it: as typed, or, when typed in another currency,
   * as the API quoted it back (empty until the answer for these filters is in).
   */
  function shown(amount: number | null, side: 'min' | 'max'): number | null {
    if (amount === null || filters.priceCurrency === money.currency) return amount;
    const quoted = products.isPlaceholderData ? undefined : products.data?.priceBounds[side];
    return quoted ? toMajorUnits(quoted.amount, quoted.currency) : null;
  }

  function update(changes: Partial<CatalogFilters>) {
    // A new entry in the history for every change, so the back button undoes it.
    setParams(paramsFromFilters(changeFilters(filters, changes)));
  }

  const category = categories.data?.find((node) => node.id === filters.category);
  const subcategory = category?.children.find((node) => node.id === filters.subcategory);
  const heading = filters.q
    ? t('list.searchHeading', { query: filters.q })
    : (subcategory?.name ??
      category?.name ??
      (filters.specialOffer ? t('list.specialOffersHeading') : t('list.allOffersHeading')));
  useDocumentMeta(heading, filters.specialOffer ? t('list.specialOffersIntro') : t('list.description'));

  const data = products.data;
  const total = data
    ? data.totalIsEstimate
      ? t('list.countEstimate', {
          count: data.total,
          formatted: new Intl.NumberFormat(currentLanguage()).format(data.total),
        })
      : t('list.count', { count: data.total })
    : '';
  // The anchors of the list on screen: an answer kept from other filters while the new one loads
  // has anchors of another list, which would open the wrong products.
  const anchors = data && !products.isPlaceholderData ? data.pageAnchors : {};
  const filterCount = countFilters(filters);
  const sort = effectiveSort(filters);

  const panel = {
    filters,
    onChange: update,
    categories: categories.data,
    manufacturers: manufacturers.data,
    money,
    shownPrices: { min: shown(filters.minPrice, 'min'), max: shown(filters.maxPrice, 'max') },
  };

  return (
    <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-lg)' }}>
      <div>
        <h1 className={classes.heading}>{heading}</h1>
        {filters.specialOffer && !filters.q && <p className={classes.intro}>{t('list.specialOffersIntro')}</p>}
      </div>

      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-labelledby="catalog-filters-title">
          <h2 id="catalog-filters-title" className={classes.sidebarTitle}>
            {t('filters.title')}
          </h2>
          <FilterPanel {...panel} idPrefix="sidebar" />
        </aside>

        <section className={classes.results} aria-labelledby="catalog-results-title">
          <h2 id="catalog-results-title" className={classes.visuallyHidden}>
            {t('list.results')}
          </h2>
          <div className={classes.toolbar}>
            <p className={classes.total} aria-live="polite">
              {total}
            </p>
            <div className={classes.tools}>
              <button
                type="button"
                ref={filtersButton}
                className={`${ui.button} ${classes.filtersButton}`}
                data-variant="default"
                onClick={() => setDrawer('open')}
              >
                <IconAdjustmentsHorizontal size={18} aria-hidden />
                {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
              </button>
              <label className={ui.field}>
                <span className={ui.label}>{t('sort.label')}</span>
                <select
                  className={`${ui.select} ${classes.sort}`}
                  value={sort}
                  onChange={(event) =>
                    update({ sort: SORTS.find((option) => option === event.currentTarget.value) ?? null })
                  }
                >
                  {SORTS.filter((option) => option !== 'relevance' || filters.q).map((option) => (
                    <option key={option} value={option}>
                      {t(`sort.${option}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>

          {products.isError && !data && (
            <div role="alert" className={classes.failure}>
              <p className={classes.failureText}>{t('list.loadFailed')}</p>
              <button
                type="button"
                className={ui.button}
                data-variant="light"
                data-size="xs"
                onClick={() => void products.refetch()}
              >
                {t('retry')}
              </button>
            </div>
          )}

          {data && data.items.length === 0 ? (
            <div className={classes.empty}>
              <IconMoodEmpty size={40} aria-hidden />
              <h3 className={classes.emptyTitle}>
                {filters.q ? t('list.noMatchTitle', { query: filters.q }) : t('list.emptyTitle')}
              </h3>
              <p className={classes.emptyText}>{filterCount > 0 || filters.q ? t('list.noMatch') : t('list.empty')}</p>
              {(filterCount > 0 || filters.q) && (
                <button
                  type="button"
                  className={ui.button}
                  data-variant="light"
                  onClick={() => setParams(new URLSearchParams())}
                >
                  {t('list.showAll')}
                </button>
              )}
            </div>
          ) : (
            !(products.isError && !data) && (
              <ProductGrid
                products={data?.items}
                loading={products.isPending}
                loadingLabel={t('list.loading')}
                skeletons={12}
                dimmed={products.isPlaceholderData}
              />
            )
          )}

          {data && (
            <PageLinks
              total={Math.min(data.total, PAGE_SIZE * 2000)}
              pageSize={PAGE_SIZE}
              page={filters.page}
              hrefOf={(page) => {
                const after = anchors[String(page)] ?? null;
                const search = paramsFromFilters(changeFilters(filters, { page, after })).toString();
                // The list is also /offers: its pages stay where it was opened.
                return search ? `${pathname}?${search}` : pathname;
              }}
              onNavigate={() => window.scrollTo({ top: 0 })}
              label={t('list.pages')}
            />
          )}
        </section>
      </div>

      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <FiltersDrawer
            {...panel}
            idPrefix="drawer"
            opened={drawer === 'open'}
            onClose={() => {
              setDrawer('closed');
              // The drawer mounts already open the first time, so Mantine has no focus to give
              // back: the keyboard returns to the button that opened it.
              filtersButton.current?.focus();
            }}
            resultsLabel={data ? t('filters.showResults', { count: data.total }) : t('filters.close')}
          />
        </Suspense>
      )}
    </div>
  );
}
