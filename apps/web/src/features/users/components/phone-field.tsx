import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField as SharedPhoneField } from '../../../components/phone-field';

interface PhoneFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | undefined>;
  error: string | undefined;
}

/** The phone number of a person, with the account screens' own wording. */
export function PhoneField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  error,
}: PhoneFieldProps<Values, Output>) {
  const { t } = useTranslation('users');
  return (
    <SharedPhoneField
      control={control}
      name={name}
      label={t('fields.phone')}
      description={t('fields.phoneHint')}
      autoComplete="tel"
      required
      error={error}
    />
  );
}
