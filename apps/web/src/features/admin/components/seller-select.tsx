import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/url-search';
import { useAdminCompanies } from '../api/get-admin-companies';
import { useAdminCompany } from '../api/get-admin-company';

/** The server has already searched: every option it answered is shown. */
const serverFiltered: OptionsFilter = ({ options }) => options;

/**
 * A seller to narrow a list to, found by typing: the companies list searches on the server (names
 * and tax numbers), so a marketplace of hundreds of sellers never loads them all. Every status is
 * offered, since a suspended seller's orders stay. A seller named only by the address (a shared
 * link) is looked up for its name.
 */
export function SellerSelect({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<ComboboxItem | null>(null);

  const known = value && picked?.value === value ? picked : null;
  const company = useAdminCompany(value && !known ? value : null);
  const chosen: ComboboxItem | null =
    known ?? (value && company.data ? { value, label: company.data.companyNameShort } : null);
  // The box shows the chosen seller's name once picked; that is no search, the list offers everyone.
  const query = chosen && search === chosen.label ? '' : debounced;
  const list = useAdminCompanies({ q: query, status: null, page: 1 });

  const found = (list.data?.items ?? [])
    .filter((item) => item.id !== chosen?.value)
    .map((item) => ({ value: item.id, label: item.companyNameShort }));
  const data = chosen ? [chosen, ...found] : found;

  return (
    <Select
      label={t('orders.seller')}
      placeholder={t('orders.allSellers')}
      data={data}
      value={value}
      onChange={(next, option) => {
        setPicked(option);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      clearable
      nothingFoundMessage={list.isFetching ? t('orders.sellersLoading') : t('orders.noSeller')}
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
