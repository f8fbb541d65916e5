import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  /** The most one may choose: what is in stock, up to what one cart line holds. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * How many pieces to add: typed, or one less / one more with buttons large enough for a thumb.
 * Never below one nor above `max`; a field left empty shows the quantity again.
 */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const limit = Math.max(1, max);
  // What the field shows while it holds no quantity (emptied to type another); else the quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (next: number) => onChange(Math.min(limit, Math.max(1, Math.round(next))));

  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size={42}
        radius="md"
        aria-label={t('product.quantityLess')}
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <NumberInput
        label={t('product.quantity')}
        value={typed ?? value}
        onChange={(next) => {
          if (typeof next === 'number' && next >= 1) {
            setTyped(null);
            set(next);
          } else {
            setTyped(String(next));
          }
        }}
        onBlur={() => setTyped(null)}
        min={1}
        max={limit}
        clampBehavior="blur"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={disabled}
        w={64}
        size="md"
        inputMode="numeric"
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size={42}
        radius="md"
        aria-label={t('product.quantityMore')}
        disabled={disabled || value >= limit}
        onClick={() => set(value + 1)}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
