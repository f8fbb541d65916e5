import { ORDER_STATUSES } from '@glowmarket/shared/orders';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchText, withFilter } from '../../../lib/url-search';

const FILTER_PARAMS = ['status', 'from', 'to', 'q', 'page'] as const;

/**
 * Status, the days placed and a search (number, customer's name, e-mail or phone), all in the
 * address so a filtered list can be shared, reloaded and reached from the customer list.
 */
export function OrderFilters() {
  const { t } = useTranslation('sellerOrders');
  const [params, setParams] = useSearchParams();
  const search = useSearchText();
  const filtered = FILTER_PARAMS.some((name) => name !== 'page' && params.has(name));

  function set(name: 'status' | 'from' | 'to', value: string) {
    setParams((current) => withFilter(current, name, value), { replace: true });
  }

  function clear() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of FILTER_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <form
      role="search"
      aria-label={t('orders.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('orders.search')}
          description={t('orders.searchHint')}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 260px' }}
        />
        <NativeSelect
          label={t('orders.status')}
          value={params.get('status') ?? ''}
          onChange={(event) => set('status', event.currentTarget.value)}
          data={[
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`, { ns: 'common' }) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('orders.from')}
          value={params.get('from') ?? ''}
          max={params.get('to') ?? undefined}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('orders.to')}
          value={params.get('to') ?? ''}
          min={params.get('from') ?? undefined}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
        {filtered && (
          <Button variant="subtle" onClick={clear}>
            {t('orders.clearFilters')}
          </Button>
        )}
      </Group>
    </form>
  );
}
