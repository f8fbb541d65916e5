import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { formatPhone } from '../lib/phone';

type PhoneFieldProps<Values extends FieldValues, Output extends FieldValues> = Pick<
  TextInputProps,
  'label' | 'description' | 'inputWrapperOrder' | 'autoComplete' | 'required' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | undefined>;
};

/** A phone number in a form, tidied while typed (digits, spaces, a leading +). */
export function PhoneField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...input
}: PhoneFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="tel"
          inputMode="tel"
          {...input}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(formatPhone(event.currentTarget.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
