import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyRatings } from '../../api/ratings';
import { RatingStars } from '../rating-stars';
import { RateItemModal, type RateableItem } from './rate-item-modal';

/**
 * A delivered order's items with the buyer's rating of each, or a button to give one; a rating the
 * marketplace hid says so. Sending again changes the rating.
 */
export function OrderRatings({ items }: { items: RateableItem[] }) {
  const { t } = useTranslation('reviews');
  const mine = useMyRatings(items.map((item) => item.productId));
  const [rating, setRating] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  if (items.length === 0) return null;

  function open(productId: string) {
    setRating(productId);
    setOpened(true);
  }

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        {items.map((item) => {
          const given = mine.data?.get(item.productId);
          return (
            <Group key={item.productId} justify="space-between" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                {given && (
                  <Group gap={6}>
                    <Text fz="xs" c="dimmed">
                      {t('rate.yours')}
                    </Text>
                    <RatingStars average={given.rating} count={1} showValue={false} />
                    {given.hidden && (
                      <Badge size="xs" color="gray" variant="light">
                        {t('rate.hidden')}
                      </Badge>
                    )}
                  </Group>
                )}
              </div>
              <Button
                size="xs"
                variant={given ? 'default' : 'filled'}
                leftSection={<IconStar size={14} aria-hidden />}
                onClick={() => open(item.productId)}
                aria-label={`${given ? t('rate.edit') : t('rate.button')}: ${item.title}`}
              >
                {given ? t('rate.edit') : t('rate.button')}
              </Button>
            </Group>
          );
        })}
      </Stack>
      <RateItemModal
        items={items}
        initialProductId={rating}
        mine={mine.data}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </Paper>
  );
}
