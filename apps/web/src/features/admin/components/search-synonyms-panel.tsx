import type { SynonymGroup } from '@glowmarket/shared/search-synonyms';
import { MAX_SYNONYM_LENGTH, MAX_SYNONYM_WORDS } from '@glowmarket/shared/search-synonyms';
import { ActionIcon, Badge, Button, Group, Skeleton, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddSearchSynonyms } from '../api/add-search-synonyms';
import { useDeleteSearchSynonyms } from '../api/delete-search-synonyms';
import { useSearchSynonyms } from '../api/get-search-synonyms';
import { errorText } from './error-text';

/** Compared as the server stores the words: lower case, without diacritics. */
function folded(text: string) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/**
 * The operator's search synonyms: groups of words and phrases a search treats as one
 * ("sunscreen", "spf", "krem z filtrem"), listed with a filter, added and removed.
 */
export function SearchSynonymsPanel() {
  const { t } = useTranslation('catalog');
  const groups = useSearchSynonyms();
  const [filter, setFilter] = useState('');
  const shown = (groups.data ?? []).filter(
    (group) => !filter.trim() || group.words.some((word) => word.includes(folded(filter.trim()))),
  );

  return (
    <SectionCard title={t('synonyms.title')} description={t('synonyms.hint')}>
      <Stack gap="lg">
        <NewGroupForm />
        {groups.isPending && <Skeleton height={160} aria-label={t('synonyms.loading')} />}
        {groups.isError && (
          <LoadFailed title={t('synonyms.loadFailed')} retryLabel={t('retry')} onRetry={() => void groups.refetch()} />
        )}
        {groups.data && (
          <Stack gap="sm">
            <TextInput
              label={t('synonyms.filter')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              maw={360}
            />
            <Text fz="sm" c="dimmed" aria-live="polite">
              {t('synonyms.count', { count: shown.length })}
            </Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {shown.map((group) => (
                <GroupRow key={group.id} group={group} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function NewGroupForm() {
  const { t } = useTranslation('catalog');
  const add = useAddSearchSynonyms();
  const [words, setWords] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (new Set(words.map((word) => folded(word).trim())).size < 2) {
      setError(t('errors.synonym_group_too_small', { ns: 'common' }));
      return;
    }
    setError(null);
    try {
      const group = await add.mutateAsync({ words });
      notifySuccess(t('synonyms.added', { words: group.words.join(', ') }));
      setWords([]);
    } catch (failure) {
      setError(errorText(t, failure));
      notifyError(t, failure);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="sm">
        <TagsInput
          label={t('synonyms.newGroup')}
          description={t('synonyms.newGroupHint')}
          value={words}
          onChange={(next) => {
            setWords(next.map((word) => word.slice(0, MAX_SYNONYM_LENGTH)));
            setError(null);
          }}
          maxTags={MAX_SYNONYM_WORDS}
          splitChars={[',', ';']}
          acceptValueOnBlur
          clearable
          error={error}
          style={{ flex: '1 1 280px' }}
        />
        <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('synonyms.add')}
        </Button>
      </Group>
    </form>
  );
}

function GroupRow({ group }: { group: SynonymGroup }) {
  const { t } = useTranslation('catalog');
  const remove = useDeleteSearchSynonyms();
  const words = group.words.join(', ');

  async function removeGroup() {
    try {
      await remove.mutateAsync(group.id);
      notifySuccess(t('synonyms.removed', { words }));
    } catch (failure) {
      notifyError(t, failure);
    }
  }

  return (
    <li>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm" py={6}>
        <Group gap={6} style={{ minWidth: 0 }}>
          {group.words.map((word) => (
            <Badge key={word} variant="light" color="gray" tt="none" fw={500} size="lg" style={{ maxWidth: '100%' }}>
              {word}
            </Badge>
          ))}
        </Group>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          loading={remove.isPending}
          onClick={() => void removeGroup()}
          aria-label={t('synonyms.remove', { words })}
          title={t('synonyms.removeShort')}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}
