import { COMPARE_LIMIT } from '@glowmarket/shared/constants';
import { Button } from '@mantine/core';
import { IconScale, IconScaleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addToCompare, removeFromCompare, useCompareList } from '../lib/compare';
import { notifyFailure, notifySuccess } from '../lib/notify';

interface CompareButtonProps {
  productId: string;
  title: string;
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
}

/**
 * Adds a product to the comparison or takes it out. A fourth product is refused with a message
 * (SPEC §5: at most 3). Texts in the `catalog` namespace, which loads with the app.
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
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={compared ? 'light' : 'default'}
      leftSection={compared ? <IconScaleOff size={16} aria-hidden /> : <IconScale size={16} aria-hidden />}
      onClick={toggle}
      aria-pressed={compared}
      aria-label={compared ? t('compare.removeNamed', { title }) : t('compare.addNamed', { title })}
    >
      {compared ? t('compare.remove') : t('compare.add')}
    </Button>
  );
}
