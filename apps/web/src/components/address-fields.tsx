import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select';

export type AddressField = 'street' | 'postalCode' | 'city' | 'region' | 'country';

type NeededField = Exclude<AddressField, 'region'>;

interface AddressFieldsProps<Values extends FieldValues, Output, Field extends AddressField> {
  control: Control<Values, unknown, Output>;
  register: UseFormRegister<Values>;
  /** Where the form keeps each field (`street`, `shippingAddress.street`…); without `region`, no region field. */
  names: Record<Field | NeededField, Path<Values>>;
  error: (field: NoInfer<Field | NeededField>) => string | undefined;
  /** The browser's autofill section: the address parcels go to, or the one on an invoice. */
  autoComplete: 'shipping' | 'billing';
  /**
   * Where the labels are: a namespace and the key prefix of `street`, `postalCode`, `city`,
   * `region`, `country`, `countryPlaceholder` and `noCountry`.
   */
  texts: { ns: string; keyPrefix: string };
  /** Street, postal code and city must be filled in (the country always must). */
  required?: boolean;
  /** The street takes the focus when its modal opens. */
  autoFocus?: boolean;
}

/**
 * A saved detail's address, as the account's shipping addresses and invoice details and checkout's
 * new address and invoice take it: street, postal code and city, the region when asked, the country.
 * The fields sit directly in the caller's stack, beside its own.
 */
export function AddressFields<Values extends FieldValues, Output, Field extends AddressField = NeededField>({
  control,
  register,
  names,
  error,
  autoComplete,
  texts,
  required = false,
  autoFocus = false,
}: AddressFieldsProps<Values, Output, Field>) {
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const region = (names as Partial<Record<AddressField, Path<Values>>>).region;
  return (
    <>
      <TextInput
        label={t('street')}
        autoComplete={`${autoComplete} address-line1`}
        required={required}
        data-autofocus={autoFocus || undefined}
        error={error('street')}
        {...register(names.street)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('postalCode')}
          autoComplete={`${autoComplete} postal-code`}
          required={required}
          error={error('postalCode')}
          {...register(names.postalCode)}
        />
        <TextInput
          label={t('city')}
          autoComplete={`${autoComplete} address-level2`}
          required={required}
          error={error('city')}
          {...register(names.city)}
        />
      </SimpleGrid>
      {region && (
        <TextInput
          label={t('region')}
          autoComplete={`${autoComplete} address-level1`}
          error={error('region' as Field)}
          {...register(region)}
        />
      )}
      <Controller
        control={control}
        name={names.country}
        render={({ field }) => (
          <CountrySelect
            label={t('country')}
            placeholder={t('countryPlaceholder')}
            nothingFoundMessage={t('noCountry')}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            error={error('country')}
            autoComplete={`${autoComplete} country`}
            required
          />
        )}
      />
    </>
  );
}
