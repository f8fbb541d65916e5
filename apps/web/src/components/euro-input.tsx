import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { decimalSeparator } from '../lib/format';

/**
 * Whole cents of what the input holds. Mantine answers a number, or the text while it is not one
 * it can give without losing what was typed ("12.50", "12."): both count.
 */
export function centsOf(value: number | string): number | undefined {
  if (value === '') return undefined;
  const amount = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(amount) ? Math.round(amount * 100) : undefined;
}

export interface EuroInputProps {
  label: string;
  description?: string;
  required?: boolean;
  cents: number | undefined;
  onChange: (cents: number | undefined) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/** An amount in euros with cents, typed as people write it, kept as whole cents (integer minor units). */
export function EuroInput({ label, description, required, cents, onChange, onBlur, inputRef, error }: EuroInputProps) {
  return (
    <NumberInput
      label={label}
      description={description}
      required={required}
      value={cents === undefined || !Number.isFinite(cents) ? '' : cents / 100}
      onChange={(value) => onChange(centsOf(value))}
      onBlur={onBlur}
      ref={inputRef}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={decimalSeparator()}
      allowNegative={false}
      leftSection="€"
      error={error}
    />
  );
}

/**
 * A form's euro amount as whole cents: `nullable` for an optional amount that is `null` when
 * empty (a former price, a free-delivery threshold), otherwise `undefined` so the schema says "required".
 */
export function EuroField<Values extends FieldValues, Output>(props: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  description?: string;
  required?: boolean;
  nullable?: boolean;
}) {
  const { control, name, nullable, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EuroInput
          {...input}
          cents={field.value ?? undefined}
          onChange={(cents) => field.onChange(cents ?? (nullable ? null : undefined))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
