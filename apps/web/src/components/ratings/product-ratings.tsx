import { SKIN_TYPES, type PublicRating, type RatingSummary, type SkinType } from '@glowmarket/shared/reviews';
import { Badge, Group, Paper, Progress, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductRatings } from '../../api/ratings';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { ListPagination } from '../list-pagination';
import { LoadFailed } from '../page-states';
import { RatingStars } from '../rating-stars';

/**
 * The product page's ratings: the average, how many and how they spread (5 to 1 stars), then the
 * ratings themselves, newest first, a page at a time, filtered by skin type. Only buyers whose
 * order was delivered can rate, so every one is a verified purchase.
 */
export function ProductRatings({ productId }: { productId: string }) {
  const { t } = useTranslation('reviews');
  const [skinType, setSkinType] = useState<SkinType | null>(null);
  const [page, setPage] = useState(1);
  const ratings = useProductRatings(productId, { skinType, page });

  return (
    <Stack component="section" id="ratings" aria-labelledby="product-ratings" gap="md" maw={820}>
      <div>
        <Title order={2} fz="h3" id="product-ratings">
          {t('section.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('section.intro')}
        </Text>
      </div>
      {ratings.isError && !ratings.data ? (
        <LoadFailed title={t('section.loadFailed')} retryLabel={t('retry')} onRetry={() => void ratings.refetch()} />
      ) : !ratings.data ? (
        <Skeleton height={120} radius="lg" />
      ) : ratings.data.summary.count === 0 ? (
        <Text>{t('section.none')}</Text>
      ) : (
        <>
          <Summary summary={ratings.data.summary} />
          <Select
            label={t('section.skinFilter')}
            data={[
              { value: '', label: t('section.allSkinTypes') },
              ...SKIN_TYPES.map((type) => ({ value: type, label: t(`skinTypes.${type}`) })),
            ]}
            value={skinType ?? ''}
            onChange={(value) => {
              setSkinType(SKIN_TYPES.find((type) => type === value) ?? null);
              setPage(1);
            }}
            allowDeselect={false}
            maw={280}
          />
          {ratings.data.items.length === 0 ? (
            <Text c="dimmed">{t('section.noneForSkinType')}</Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-busy={ratings.isFetching}>
              {ratings.data.items.map((rating) => (
                <RatingItem key={rating.id} rating={rating} />
              ))}
            </Stack>
          )}
          <ListPagination
            total={ratings.data.total}
            pageSize={ratings.data.pageSize}
            page={page}
            onChange={setPage}
            label={t('section.pages')}
          />
        </>
      )}
    </Stack>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation('reviews');
  const average = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap={4} align="center" miw={140}>
          <Text fz={40} fw={700} lh={1}>
            {average}
            <Text span fz="sm" c="dimmed" fw={400}>
              {' '}
              {t('section.outOfFive')}
            </Text>
          </Text>
          <RatingStars average={summary.average} count={summary.count} size="lg" showValue={false} />
          <Text fz="sm" c="dimmed">
            {t('section.basedOn', { count: summary.count })}
          </Text>
        </Stack>
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none', flex: '1 1 220px' }}
          aria-label={t('section.distribution')}
        >
          {summary.distribution.map((row) => (
            <Group
              component="li"
              key={row.stars}
              gap="xs"
              wrap="nowrap"
              aria-label={t('section.bar', { stars: row.stars, count: row.count })}
            >
              <Text fz="sm" w={28} aria-hidden>
                {row.stars}★
              </Text>
              <Progress
                value={summary.count === 0 ? 0 : (row.count / summary.count) * 100}
                color="yellow.7"
                size="md"
                radius="xl"
                style={{ flex: 1 }}
                aria-hidden
              />
              <Text fz="sm" c="dimmed" w={32} ta="right" aria-hidden>
                {row.count}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

function RatingItem({ rating }: { rating: PublicRating }) {
  const { t } = useTranslation('reviews');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <RatingStars average={rating.rating} count={1} showValue={false} />
        <Text fz="xs" c="dimmed">
          {formatDate(rating.createdAt, currentLanguage())}
        </Text>
      </Group>
      {rating.comment && (
        <Text mt="xs" lang={rating.language} style={{ overflowWrap: 'anywhere' }}>
          {rating.comment}
        </Text>
      )}
      <Group gap="xs" mt="xs" wrap="wrap">
        <Text fz="sm" fw={600}>
          {rating.author || t('verifiedBuyer')}
        </Text>
        <Badge variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
          {t('verifiedPurchase')}
        </Badge>
        {rating.skinType && (
          <Badge variant="light" color="gray" size="sm">
            {t('skinTypeOf', { skinType: t(`skinTypes.${rating.skinType}`) })}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
