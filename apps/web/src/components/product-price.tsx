import type { ProductCard } from '@glowmarket/shared/catalog';
import { Text } from '@mantine/core';
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
  const discounted = product.lastPrice !== null && product.lastPrice.amount > product.price.amount;
  return (
    <div className={classes.price} data-size={size}>
      <div className={classes.priceRow}>
        <Text component="span" fw={800} fz={size === 'lg' ? 32 : 'lg'} c={discounted ? 'red.8' : undefined}>
          <span className={classes.visuallyHidden}>{t('price.now')} </span>
          {money.format(product.price)}
        </Text>
        {discounted && product.lastPrice && (
          <Text component="s" c="dimmed" fz={size === 'lg' ? 'lg' : 'sm'}>
            <span className={classes.visuallyHidden}>{t('price.before')} </span>
            {money.format(product.lastPrice)}
          </Text>
        )}
      </div>
      {product.lowestPrice30d && (
        <Text fz="xs" c="dimmed">
          {t('price.lowest30d', { price: money.format(product.lowestPrice30d) })}
        </Text>
      )}
      {product.pricePerUnit && (
        <Text fz="xs" c="dimmed">
          {money.formatUnit(product.pricePerUnit)}
        </Text>
      )}
    </div>
  );
}
