import { useTranslation } from 'react-i18next';
import { CountrySelect as SharedCountrySelect, type CountrySelectProps } from '../../../components/country-select';

/** The country field of the account forms, with the account screens' own wording. */
export function CountrySelect(props: Omit<CountrySelectProps, 'placeholder' | 'nothingFoundMessage'>) {
  const { t } = useTranslation('users');
  return (
    <SharedCountrySelect
      {...props}
      placeholder={t('address.countryPlaceholder')}
      nothingFoundMessage={t('address.noCountry')}
    />
  );
}
