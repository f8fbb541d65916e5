import { NumberInput, type NumberInputProps } from '@mantine/core';
import { decimalSeparator } from '../../../lib/format';

/**
 * A rate in percent as the operator types it (commission, VAT on it): up to two decimals, either
 * decimal separator, nothing clamped, so parsePercent can say what is wrong with a value.
 */
export function PercentInput(props: Omit<NumberInputProps, 'decimalScale' | 'min' | 'max' | 'clampBehavior'>) {
  return (
    <NumberInput
      decimalScale={2}
      decimalSeparator={decimalSeparator()}
      allowedDecimalSeparators={['.', ',']}
      min={0}
      max={100}
      step={0.5}
      clampBehavior="none"
      rightSection="%"
      w={{ base: '100%', xs: 240 }}
      {...props}
    />
  );
}
