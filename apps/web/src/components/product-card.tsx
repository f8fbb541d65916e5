import type { ProductCard as ProductCardData } from '@glowmarket/shared/catalog';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from './cart/add-to-cart-button';
import { CompareButton } from './compare-button';
import classes from './product-card.module.css';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';

/**
 * A product in a list (catalog, home page rows): picture, title, maker, price with the former and
 * the 30-day lowest, price per unit, condition unless new, stock, "Add to cart" and the comparison toggle.
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCardData;
  eager?: boolean;
  /** The list's first picture, usually the page's largest paint: fetched before other images. */
  priority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const href = `/products/${product.id}`;
  return (
    <article className={classes.card} data-out-of-stock={!product.inStock || undefined} aria-label={product.title}>
      <Link to={href} className={classes.imageLink} tabIndex={-1} aria-hidden>
        {product.image ? (
          <img
            src={product.image.small}
            srcSet={`${product.image.small} 320w, ${product.image.medium} 800w`}
            sizes="(max-width: 36em) 50vw, 240px"
            alt={product.title}
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={classes.image}
          />
        ) : (
          <span className={classes.noImage}>
            <IconPhoto size={40} aria-hidden />
          </span>
        )}
        <span className={classes.badges}>
          {product.specialOffer && (
            <span className={classes.badge} data-kind="offer">
              {t('card.specialOffer')}
            </span>
          )}
          {product.condition !== 'new' && (
            <span className={classes.badge} data-kind={product.condition}>
              {t(`condition.${product.condition}`)}
            </span>
          )}
        </span>
      </Link>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <Link to={href} className={classes.titleLink}>
            {product.title}
          </Link>
        </h3>
        <Link to={`/company/${product.company.id}`} className={classes.maker}>
          {product.company.name}
        </Link>
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <ProductPrice product={product} />
        {!product.inStock && <p className={classes.outOfStock}>{t('stock.out')}</p>}
        <div className={classes.actions}>
          <AddToCartButton productId={product.id} title={product.title} inStock={product.inStock} size="xs" fullWidth />
          <CompareButton productId={product.id} title={product.title} fullWidth />
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while its product loads (plain CSS: the catalog's first load stays small). */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <div className={`${classes.image} ${classes.skeleton}`} />
      <div className={classes.body}>
        <div className={classes.skeleton} style={{ height: 16, width: '85%' }} />
        <div className={classes.skeleton} style={{ height: 12, width: '40%', marginTop: 8 }} />
        <div className={classes.skeleton} style={{ height: 22, width: '50%', marginTop: 12 }} />
        <div className={classes.skeleton} style={{ height: 28, marginTop: 16 }} />
      </div>
    </div>
  );
}

interface ProductGridProps {
  products: ProductCardData[] | undefined;
  loading: boolean;
  /** Read to screen readers while loading, e.g. "Loading products". */
  loadingLabel: string;
  skeletons?: number;
  /** The first row's pictures load at once; the rest when scrolled to. */
  eagerCount?: number;
  dimmed?: boolean;
}

/** Cards in a responsive grid (a list for screen readers), or skeleton cards while loading. */
export function ProductGrid({
  products,
  loading,
  loadingLabel,
  skeletons = 8,
  eagerCount = 4,
  dimmed,
}: ProductGridProps) {
  if (loading && !products) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label={loadingLabel} role="status">
        {Array.from({ length: skeletons }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={classes.grid} style={dimmed ? { opacity: 0.6 } : undefined} aria-busy={dimmed || undefined}>
      {products?.map((product, index) => (
        <li key={product.id} className={classes.item}>
          <ProductCard product={product} eager={index < eagerCount} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
