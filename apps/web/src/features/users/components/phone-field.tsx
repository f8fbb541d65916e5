import { TextInput } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../lib/phone';

interface PhoneFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  error: string | undefined;
}

/** The phone number of a person, tidied while typed (digits, spaces, a leading +). */
export function PhoneField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  error,
}: PhoneFieldProps<Values, Output>) {
  const { t } = useTranslation('users');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={t('fields.phone')}
          description={t('fields.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          error={error}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(formatPhone(event.currentTarget.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
