import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema, type ManagedCategory } from '@glowmarket/shared/catalog';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@glowmarket/shared/i18n';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import type { CategoryScope } from '../api/category-scope';
import { useSaveCategory } from '../api/save-category';
import { categoryName } from './category-tree';

type CategoryValues = { parentId: string | null; names: Record<LanguageCode, string> };
type CategoryOutput = z.output<typeof categoryInputSchema>;

const NAME_PATHS = LANGUAGE_CODES.map((language) => `names.${language}` as const);

/** What the dialog is for: a new category, a new subcategory of `parentId`, or an existing one. */
export type CategoryDialog = { kind: 'new'; parentId: string | null } | { kind: 'edit'; category: ManagedCategory };

interface CategoryModalProps {
  dialog: CategoryDialog | null;
  scope: CategoryScope;
  /** Top-level categories, the possible parents. */
  parents: ManagedCategory[];
  onClose: () => void;
}

function initialValues(dialog: CategoryDialog): CategoryValues {
  const names = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, ''])) as Record<LanguageCode, string>;
  if (dialog.kind === 'new') return { parentId: dialog.parentId, names };
  return {
    parentId: dialog.category.parentId,
    names: { ...names, ...(dialog.category.names as Partial<Record<LanguageCode, string>>) },
  };
}

/** Adds or edits a category: a name in each of the 11 languages, each one required. */
export function CategoryModal({ dialog, scope, parents, onClose }: CategoryModalProps) {
  const { t } = useTranslation('catalog');
  const title = !dialog
    ? ''
    : dialog.kind === 'edit'
      ? t('categories.editTitle', { name: categoryName(dialog.category) })
      : dialog.parentId
        ? t('categories.newSubcategoryTitle')
        : t('categories.newCategoryTitle');
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {dialog && (
        <CategoryForm
          key={dialog.kind === 'edit' ? dialog.category.id : `new-${dialog.parentId}`}
          dialog={dialog}
          scope={scope}
          parents={parents}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CategoryForm({
  dialog,
  scope,
  parents,
  onDone,
}: {
  dialog: CategoryDialog;
  scope: CategoryScope;
  parents: ManagedCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation('catalog');
  const save = useSaveCategory();
  const editing = dialog.kind === 'edit' ? dialog.category : null;
  const form = useForm<CategoryValues, unknown, CategoryOutput>({
    resolver: zodResolver(categoryInputSchema) as unknown as Resolver<CategoryValues, unknown, CategoryOutput>,
    defaultValues: initialValues(dialog),
  });
  const { register, handleSubmit, setError, formState } = form;
  const parentOptions = parents.filter((parent) => parent.id !== editing?.id);

  async function submit(values: CategoryOutput) {
    try {
      const saved = await save.mutateAsync({ scope, id: editing?.id ?? null, input: values });
      notifySuccess(
        editing
          ? t('categories.saved', { name: categoryName(saved) })
          : t('categories.added', { name: categoryName(saved) }),
      );
      onDone();
    } catch (error) {
      if (showFieldProblems(error, NAME_PATHS, setError, t)) return;
      const message =
        error instanceof ApiError
          ? t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message })
          : t('errors.internal_error', { ns: 'common' });
      notifyFailure(t, t('categories.actionError', { message }));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('categories.namesHint')}
        </Text>
        {(dialog.kind === 'edit' ? editing?.parentId !== null : dialog.parentId !== null) && (
          <NativeSelect
            label={t('categories.parent')}
            data={parentOptions.map((parent) => ({ value: parent.id, label: categoryName(parent) }))}
            {...register('parentId')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LANGUAGES.map((language) => (
            <TextInput
              key={language.code}
              label={t('categories.nameIn', { language: language.nativeName })}
              lang={language.code}
              required
              maxLength={100}
              error={formState.errors.names?.[language.code]?.message}
              {...register(`names.${language.code}`)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {editing ? t('categories.save') : t('categories.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
