import { HIDE_REASON_MAX_LENGTH, hideRatingSchema, type ManagedRating } from '@glowmarket/shared/reviews';
import { Button, EmptyState, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconEye, IconEyeOff, IconStar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRatings, useSetRatingHidden } from '../../api/ratings';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ListPagination } from '../list-pagination';
import { ListSkeleton, LoadFailed } from '../page-states';
import { HiddenFilterControl, hiddenOf, ManagedRatingList, type HiddenFilter } from './managed-rating-list';
// Sets zod's messages to the UI language.
import '../../lib/zod-messages';

/**
 * The operator's ratings: every one, newest first; an abusive one is hidden with a reason (it
 * leaves the product's page and average, and the server logs who hid it and why) or shown again.
 */
export function RatingsModeration() {
  const { t } = useTranslation(['reviews', 'common']);
  const [filter, setFilter] = useState<HiddenFilter>('all');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<ManagedRating | null>(null);
  const list = useAdminRatings({ hidden: hiddenOf(filter), page });
  const setHidden = useSetRatingHidden();

  function showAgain(rating: ManagedRating) {
    setHidden.mutate(
      { id: rating.id, hide: null },
      { onSuccess: () => notifySuccess(t('admin.shownDone')), onError: (error) => notifyError(t, error) },
    );
  }

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('admin.intro')}</Text>
      <HiddenFilterControl
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {list.isPending && <ListSkeleton label={t('admin.heading')} rows={4} height={96} />}
      {list.isError && (
        <LoadFailed title={t('admin.failed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.items.length === 0 && (
        <EmptyState icon={<IconStar size={32} aria-hidden />} variant="light" title={t('admin.empty')} py="xl" />
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <ManagedRatingList
            ratings={list.data.items}
            actions={(rating) =>
              rating.hidden ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEye size={14} aria-hidden />}
                  onClick={() => showAgain(rating)}
                  loading={setHidden.isPending && setHidden.variables.id === rating.id}
                >
                  {t('admin.show')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconEyeOff size={14} aria-hidden />}
                  onClick={() => setHiding(rating)}
                >
                  {t('admin.hide')}
                </Button>
              )
            }
          />
          <ListPagination
            total={list.data.total}
            pageSize={list.data.pageSize}
            page={page}
            onChange={setPage}
            label={t('seller.pages')}
          />
        </>
      )}
      <Modal opened={hiding !== null} onClose={() => setHiding(null)} title={t('admin.hideTitle')} centered>
        {hiding && <HideForm rating={hiding} onDone={() => setHiding(null)} />}
      </Modal>
    </Stack>
  );
}

function HideForm({ rating, onDone }: { rating: ManagedRating; onDone: () => void }) {
  const { t } = useTranslation(['reviews', 'common']);
  const setHidden = useSetRatingHidden();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = hideRatingSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setHidden.mutate(
      { id: rating.id, hide: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('admin.hiddenDone'));
          onDone();
        },
        onError: (error) => notifyError(t, error),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {rating.product.title}: “{rating.comment || t('managed.noComment')}”
        </Text>
        <Textarea
          label={t('admin.reason')}
          description={t('admin.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={HIDE_REASON_MAX_LENGTH}
          error={problem}
          required
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('rate.cancel')}
          </Button>
          <Button type="submit" color="red" loading={setHidden.isPending}>
            {t('admin.confirmHide')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
