import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../lib/notify';
import ui from '../ui.module.css';
import { useAddToCart } from './use-cart';

interface AddToCartButtonProps {
  productId: string;
  title: string;
  inStock: boolean;
  size?: 'xs' | 'lg';
  fullWidth?: boolean;
  /** How many pieces to add; one unless the page lets the buyer choose. */
  quantity?: number;
}

/**
 * Adds a product to the cart (one piece, or `quantity`) and says so in a toast; a refusal (not that many in
 * stock, a full cart) comes as a translated negative toast. A plain button, like the comparison's,
 * because product cards are part of the catalog's first load.
 */
export function AddToCartButton({ productId, title, inStock, size, fullWidth, quantity = 1 }: AddToCartButtonProps) {
  const { t } = useTranslation('cart');
  const add = useAddToCart();

  function addToCart() {
    add.mutate(
      { productId, quantity },
      {
        onSuccess: () => notifySuccess(t('button.added', { title })),
        onError: (error) => notifyError(t, error),
      },
    );
  }

  return (
    <button
      type="button"
      className={ui.button}
      data-size={size}
      data-full={fullWidth || undefined}
      disabled={!inStock || add.isPending}
      aria-busy={add.isPending || undefined}
      aria-label={inStock ? t('button.addNamed', { title }) : undefined}
      onClick={addToCart}
    >
      <IconShoppingBag size={16} aria-hidden />
      {!inStock ? t('button.outOfStock') : add.isPending ? t('button.adding') : t('button.add')}
    </button>
  );
}
