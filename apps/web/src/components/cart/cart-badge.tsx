import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../ui.module.css';
import classes from './cart-badge.module.css';
import { useCart } from './use-cart';

/**
 * The header's bag link to /cart with the number of pieces in the cart. Plain markup and the
 * query the cart page shares: the header is part of every first load (decision 007).
 */
export function CartBadge() {
  const { t } = useTranslation('cart');
  const count = useCart().data?.itemCount ?? 0;
  return (
    <Link
      to="/cart"
      className={ui.iconButton}
      aria-label={count > 0 ? t('badge.label', { count }) : t('header.cart', { ns: 'common' })}
      title={t('header.cart', { ns: 'common' })}
    >
      <IconShoppingBag size={22} aria-hidden />
      {count > 0 && (
        <span className={classes.count} aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
