import { COUNTRY_CODES, countryName, type CountryCode } from '@glowmarket/shared/countries';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

export interface CountrySelectProps {
  label: string;
  value: CountryCode | null;
  onChange: (value: CountryCode | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  placeholder: string;
  /** Shown when what was typed matches no country. */
  nothingFoundMessage: string;
  autoComplete?: string;
}

/** Every country the marketplace serves, named and sorted in the UI language; type to search. */
export function CountrySelect({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  placeholder,
  nothingFoundMessage,
  autoComplete = 'country',
}: CountrySelectProps) {
  // Re-rendered on a language change by useTranslation; the names follow the UI language.
  useTranslation();
  const shown = currentLanguage();
  const data = useMemo(() => {
    const collator = new Intl.Collator(shown);
    return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, shown) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [shown]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next) => onChange(COUNTRY_CODES.find((code) => code === next) ?? null)}
      onBlur={onBlur}
      error={error}
      required={required}
      searchable
      nothingFoundMessage={nothingFoundMessage}
      autoComplete={autoComplete}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
