import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  /** The number of results of the whole list. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** What the pages are of, e.g. "Manufacturers pages", for screen readers. */
  label: string;
}

/** Page numbers under a list; nothing when everything fits on one page. */
export function ListPagination({ total, pageSize, page, onChange, label }: ListPaginationProps) {
  // The `companies` namespace is loaded with the app (see lib/i18n.ts).
  const { t } = useTranslation('companies');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <Center component="nav" aria-label={label} mt="md">
      <Pagination
        total={pages}
        value={current}
        onChange={onChange}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('pagination.previous') };
          if (control === 'next') return { 'aria-label': t('pagination.next') };
          return {};
        }}
        getItemProps={(item) => ({
          'aria-label': t('pagination.page', { page: item }),
          'aria-current': item === current ? 'page' : undefined,
        })}
      />
    </Center>
  );
}
