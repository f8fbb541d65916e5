import type { ManagedCategory } from '@glowmarket/shared/catalog';
import { Button, EmptyState, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadFailed } from '../../../components/page-states';
import { SellerNav } from '../../../components/seller-nav';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteCategory } from '../api/delete-category';
import { useManagedCategories } from '../api/get-managed-categories';
import type { CategoryScope } from '../api/category-scope';
import { CategoryModal, type CategoryDialog } from '../components/category-modal';
import { buildCategoryTree, categoryName, CategoryTree } from '../components/category-tree';
import { ConfirmDelete } from '../components/confirm-delete';
import { SellerOnly } from '../../../components/seller-area';

/**
 * /listcategory: categories and subcategories, named in all 11 languages. The operator manages all
 * of them; a seller adds its own and changes or deletes only those.
 */
export function CategoriesPage() {
  const { isLoggedIn, user, permissions } = useAuth();
  if (!isLoggedIn) return <Navigate to="/auth" replace />;
  const admin = permissions.includes('admin');
  const seller = permissions.includes('seller') && Boolean(user?.companyId);
  if (!admin && !seller) return <SellerOnly />;
  const content = <Categories scope={admin ? 'admin' : 'seller'} />;
  if (!seller) return content;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <SellerNav />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>{content}</Grid.Col>
    </Grid>
  );
}

function Categories({ scope }: { scope: CategoryScope }) {
  const { t, i18n } = useTranslation('catalog');
  const list = useManagedCategories(scope);
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const [deleting, setDeleting] = useState<ManagedCategory | null>(null);
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en-US';
  const tree = useMemo(() => buildCategoryTree(list.data ?? [], language), [list.data, language]);

  async function confirmDelete() {
    if (!deleting) return;
    const name = categoryName(deleting);
    try {
      await remove.mutateAsync({ scope, id: deleting.id });
      notifySuccess(t('categories.deleted', { name }));
      setDeleting(null);
    } catch (error) {
      // SPEC §8: the category action error with its message, e.g. 409 category_in_use.
      const message =
        error instanceof ApiError
          ? t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message })
          : t('errors.internal_error', { ns: 'common' });
      notifyFailure(t, t('categories.actionError', { message }));
      setDeleting(null);
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('categories.heading')}</Title>
          <Text c="dimmed" mt={6} maw={640}>
            {scope === 'admin' ? t('categories.introAdmin') : t('categories.introSeller')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'new', parentId: null })}
        >
          {t('categories.addCategory')}
        </Button>
      </Group>

      {list.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('categories.loading')} role="status">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={96} radius="lg" />
          ))}
        </Stack>
      )}
      {list.isError && (
        <LoadFailed title={t('categories.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}
      {list.data && tree.length === 0 && (
        <EmptyState
          icon={<IconCategory size={32} aria-hidden />}
          variant="light"
          title={t('categories.emptyTitle')}
          description={t('categories.empty')}
          py="xl"
        />
      )}
      {tree.length > 0 && (
        <CategoryTree
          tree={tree}
          onAddSubcategory={(parent) => setDialog({ kind: 'new', parentId: parent.id })}
          onEdit={(category) => setDialog({ kind: 'edit', category })}
          onDelete={setDeleting}
        />
      )}

      <CategoryModal
        dialog={dialog}
        scope={scope}
        parents={tree.map((branch) => branch.category)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDelete
        opened={deleting !== null}
        title={t('categories.deleteTitle', { name: deleting ? categoryName(deleting) : '' })}
        text={t('categories.deleteText')}
        confirmLabel={t('categories.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
