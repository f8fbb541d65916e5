import type { ManagedRating } from '@glowmarket/shared/reviews';
import { Alert, Anchor, Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { RatingStars } from '../rating-stars';

export type HiddenFilter = 'all' | 'visible' | 'hidden';

export function hiddenOf(filter: HiddenFilter): boolean | null {
  return filter === 'all' ? null : filter === 'hidden';
}

/** All, the visible ones, or the hidden ones. */
export function HiddenFilterControl({
  value,
  onChange,
}: {
  value: HiddenFilter;
  onChange: (value: HiddenFilter) => void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <SegmentedControl
      aria-label={t('filter.label')}
      value={value}
      onChange={(next) => onChange(next === 'visible' || next === 'hidden' ? next : 'all')}
      data={[
        { value: 'all', label: t('filter.all') },
        { value: 'visible', label: t('filter.visible') },
        { value: 'hidden', label: t('filter.hidden') },
      ]}
    />
  );
}

/** Ratings as the seller and the operator see them: product, stars, comment, who and when, and why one is hidden. */
export function ManagedRatingList({
  ratings,
  actions,
}: {
  ratings: ManagedRating[];
  /** The operator's buttons for one rating. */
  actions?: (rating: ManagedRating) => ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {ratings.map((rating) => (
        <Paper
          component="li"
          key={rating.id}
          withBorder
          radius="md"
          p="md"
          style={{ opacity: rating.hidden ? 0.85 : 1 }}
        >
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <div style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Anchor
                component={Link}
                to={`/products/${rating.product.id}`}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {rating.product.title}
              </Anchor>
              <Group gap="xs" mt={4}>
                <RatingStars average={rating.rating} count={1} showValue={false} />
                {rating.skinType && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('skinTypeOf', { skinType: t(`skinTypes.${rating.skinType}`) })}
                  </Badge>
                )}
              </Group>
              <Text
                mt={6}
                lang={rating.language}
                c={rating.comment ? undefined : 'dimmed'}
                style={{ overflowWrap: 'anywhere' }}
              >
                {rating.comment || t('managed.noComment')}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {t('managed.by', {
                  author: rating.author || t('verifiedBuyer'),
                  date: formatDate(rating.createdAt, language),
                })}
              </Text>
            </div>
            {actions?.(rating)}
          </Group>
          {rating.hidden && (
            <Alert color="gray" variant="light" mt="sm" p="xs">
              {t('managed.hiddenBecause', {
                date: formatDate(rating.hidden.at, language),
                reason: rating.hidden.reason,
              })}
            </Alert>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
