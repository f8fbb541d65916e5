import { COMPARE_LIMIT } from '@glowmarket/shared/constants';
import { IconScale, IconScaleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addToCompare, removeFromCompare, useCompareList } from '../lib/compare';
import { notifyFailure, notifySuccess } from '../lib/notify';
import ui from './ui.module.css';

interface CompareButtonProps {
  productId: string;
  title: string;
  size?: 'xs' | 'lg';
  fullWidth?: boolean;
}

/**
 * Adds a product to the comparison or takes it out. A fourth product is refused with a message
 * (SPEC §5: at most 3). Texts in the `catalog` namespace, which loads with the app; a plain button
 * because product cards are part of the catalog's first load.
 */
export function CompareButton({ productId, title, size = 'xs', fullWidth }: CompareButtonProps) {
  const { t } = useTranslation('catalog');
  const compared = useCompareList().includes(productId);

  function toggle() {
    if (compared) {
      removeFromCompare(productId);
      return;
    }
    const result = addToCompare(productId);
    if (result === 'full') notifyFailure(t, t('compare.full', { count: COMPARE_LIMIT }));
    else if (result === 'added') notifySuccess(t('compare.added', { title }));
  }

  return (
    <button
      type="button"
      className={ui.button}
      data-variant={compared ? 'light' : 'default'}
      data-size={size}
      data-full={fullWidth || undefined}
      onClick={toggle}
      // The label changes with the state, so no aria-pressed (a toggle keeps one name). The name
      // starts with the visible words: "Compare Hyaluronic Acid After-Sun Gel".
      aria-label={compared ? t('compare.removeNamed', { title }) : t('compare.addNamed', { title })}
    >
      {compared ? <IconScaleOff size={16} aria-hidden /> : <IconScale size={16} aria-hidden />}
      {compared ? t('compare.remove') : t('compare.add')}
    </button>
  );
}
