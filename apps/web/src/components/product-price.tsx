import type { ProductCard } from '@glowmarket/shared/catalog';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../lib/use-money';
import classes from './product-card.module.css';

interface ProductPriceProps {
  product: Pick<ProductCard, 'price' | 'lastPrice' | 'lowestPrice30d' | 'pricePerUnit'>;
  /** The product page shows the price large. */
  size?: 'md' | 'lg';
}

/**
 * A product's price in the visitor's currency: the price, the former one crossed out, the lowest
 * of the last 30 days (the EU Omnibus rule: shown with every discount), and the price per unit.
 */
export function ProductPrice({ product, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const discounted = product.lastPrice !== null && product.lastPrice.base.amount > product.price.base.amount;
  return (
    <div className={classes.price} data-size={size}>
      <div className={classes.priceRow}>
        <span className={classes.current} data-discounted={discounted || undefined}>
          <span className={classes.visuallyHidden}>{t('price.now')} </span>
          {money.format(product.price)}
        </span>
        {discounted && product.lastPrice && (
          <s className={classes.former}>
            <span className={classes.visuallyHidden}>{t('price.before')} </span>
            {money.format(product.lastPrice)}
          </s>
        )}
      </div>
      {product.lowestPrice30d && (
        <span className={classes.note}>{t('price.lowest30d', { price: money.format(product.lowestPrice30d) })}</span>
      )}
      {product.pricePerUnit && <span className={classes.note}>{money.formatUnit(product.pricePerUnit)}</span>}
    </div>
  );
}
