import { REVIEW_COMMENT_MAX_LENGTH } from '@glowmarket/shared/constants';
import { SKIN_TYPES, sendRatingSchema, type MyRating, type SkinType } from '@glowmarket/shared/reviews';
import { Alert, Button, Group, Input, Modal, Rating, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendRating } from '../../api/ratings';
import { ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
// Sets zod's messages to the UI language ('Rate and then send').
import '../../lib/zod-messages';

export interface RateableItem {
  productId: string;
  title: string;
}

/**
 * The buyer rates an item of a delivered order: the item, 1–5 stars, a comment of at most 60
 * characters and optionally a skin type. Its earlier rating of the item fills the form, and
 * sending again changes it.
 */
export function RateItemModal({
  items,
  initialProductId,
  mine,
  opened,
  onClose,
}: {
  items: RateableItem[];
  initialProductId: string | null;
  /** The buyer's earlier ratings, by product id. */
  mine: Map<string, MyRating> | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <Modal opened={opened} onClose={onClose} title={t('rate.title')} centered>
      {opened && (
        <RateForm
          key={initialProductId ?? ''}
          items={items}
          initialProductId={initialProductId}
          mine={mine}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function RateForm({
  items,
  initialProductId,
  mine,
  onDone,
}: {
  items: RateableItem[];
  initialProductId: string | null;
  mine: Map<string, MyRating> | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(['reviews', 'common']);
  const send = useSendRating();
  const earlier = initialProductId ? mine?.get(initialProductId) : undefined;
  const [productId, setProductId] = useState<string | null>(initialProductId);
  const [rating, setRating] = useState(earlier?.rating ?? 0);
  const [comment, setComment] = useState(earlier?.comment ?? '');
  const [skinType, setSkinType] = useState<SkinType | null>(earlier?.skinType ?? null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  function chooseItem(id: string | null) {
    setProductId(id);
    const previous = id ? mine?.get(id) : undefined;
    setRating(previous?.rating ?? 0);
    setComment(previous?.comment ?? '');
    setSkinType(previous?.skinType ?? null);
    setProblems({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendRatingSchema.safeParse({ productId, rating: rating || null, comment, skinType });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    const changing = Boolean(mine?.get(parsed.data.productId));
    send.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(changing ? t('rate.updated') : t('rate.sent'));
        onDone();
      },
    });
  }

  const serverError =
    send.error instanceof ApiError
      ? t(`errors.${send.error.code}`, { ns: 'common', defaultValue: t('rate.failed') })
      : send.error
        ? t('rate.failed')
        : null;
  // One message for both missing parts, as the form asks for both at once.
  const missing = problems.productId ?? problems.rating;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('rate.intro')}
        </Text>
        <Select
          label={t('rate.item')}
          placeholder={t('rate.chooseItem')}
          data={items.map((item) => ({ value: item.productId, label: item.title }))}
          value={productId}
          onChange={chooseItem}
          required
        />
        <Input.Wrapper label={t('rate.stars')} required>
          <Rating
            value={rating}
            onChange={(value) => {
              setRating(value);
              setProblems(({ rating: _rating, ...rest }) => rest);
            }}
            size="lg"
            getSymbolLabel={(value) => t('rate.starLabel', { count: value })}
          />
        </Input.Wrapper>
        <Textarea
          label={t('rate.comment')}
          placeholder={t('rate.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          error={problems.comment}
          description={t('rate.commentCount', { count: comment.length, max: REVIEW_COMMENT_MAX_LENGTH })}
          autosize
          minRows={2}
        />
        <Select
          label={t('rate.skinType')}
          data={[
            { value: '', label: t('rate.noSkinType') },
            ...SKIN_TYPES.map((type) => ({ value: type, label: t(`skinTypes.${type}`) })),
          ]}
          value={skinType ?? ''}
          onChange={(value) => setSkinType(SKIN_TYPES.find((type) => type === value) ?? null)}
          allowDeselect={false}
        />
        {missing && (
          <Alert color="orange" variant="light" role="alert">
            {missing}
          </Alert>
        )}
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('rate.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('rate.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
