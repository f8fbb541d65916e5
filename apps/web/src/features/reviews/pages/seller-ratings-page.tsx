import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerRatings } from '../../../api/ratings';
import { ListPagination } from '../../../components/list-pagination';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import {
  HiddenFilterControl,
  hiddenOf,
  ManagedRatingList,
  type HiddenFilter,
} from '../../../components/ratings/managed-rating-list';
import { SellerArea } from '../../../components/seller-area';

/** /seller/ratings: what buyers who received the seller's products say, newest first; hidden ones marked with the reason. */
export function SellerRatingsPage() {
  return (
    <SellerArea>
      <SellerRatings />
    </SellerArea>
  );
}

function SellerRatings() {
  const { t } = useTranslation('reviews');
  const [filter, setFilter] = useState<HiddenFilter>('all');
  const [page, setPage] = useState(1);
  const list = useSellerRatings({ hidden: hiddenOf(filter), page });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('seller.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('seller.intro')}
        </Text>
      </div>
      <HiddenFilterControl
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {list.isPending && <ListSkeleton label={t('seller.title')} rows={4} height={96} />}
      {list.isError && (
        <LoadFailed title={t('seller.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.items.length === 0 && (
        <EmptyState icon={<IconStar size={32} aria-hidden />} variant="light" title={t('seller.empty')} py="xl" />
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <ManagedRatingList ratings={list.data.items} />
          <ListPagination
            total={list.data.total}
            pageSize={list.data.pageSize}
            page={page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            label={t('seller.pages')}
          />
        </>
      )}
    </Stack>
  );
}
