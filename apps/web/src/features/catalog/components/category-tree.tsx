import type { ManagedCategory } from '@glowmarket/shared/catalog';
import { ActionIcon, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import classes from './category-tree.module.css';

/** A category's name in the UI language, else in English, else any it has. */
export function categoryName(category: Pick<ManagedCategory, 'names'>, language: string = currentLanguage()): string {
  return category.names[language] || category.names['en-US'] || Object.values(category.names).find(Boolean) || '—';
}

export interface CategoryBranch {
  category: ManagedCategory;
  children: ManagedCategory[];
}

/** The flat list as a tree of categories and their subcategories, each level sorted by name. */
export function buildCategoryTree(
  categories: ManagedCategory[],
  language: string = currentLanguage(),
): CategoryBranch[] {
  const collator = new Intl.Collator(language);
  const byName = (a: ManagedCategory, b: ManagedCategory) =>
    collator.compare(categoryName(a, language), categoryName(b, language));
  return categories
    .filter((category) => category.parentId === null)
    .sort(byName)
    .map((category) => ({
      category,
      children: categories.filter((child) => child.parentId === category.id).sort(byName),
    }));
}

interface CategoryTreeProps {
  tree: CategoryBranch[];
  onAddSubcategory: (parent: ManagedCategory) => void;
  onEdit: (category: ManagedCategory) => void;
  onDelete: (category: ManagedCategory) => void;
}

/** Categories with their subcategories; actions only where the caller may change the category. */
export function CategoryTree({ tree, onAddSubcategory, onEdit, onDelete }: CategoryTreeProps) {
  const { t } = useTranslation('catalog');
  return (
    <ul className={classes.tree} aria-label={t('categories.treeLabel')}>
      {tree.map(({ category, children }) => (
        <li key={category.id}>
          <Paper withBorder radius="lg" p="sm">
            <Row category={category} onEdit={onEdit} onDelete={onDelete} level={1}>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => onAddSubcategory(category)}
                aria-label={t('categories.addSubcategoryTo', { name: categoryName(category) })}
              >
                {t('categories.addSubcategory')}
              </Button>
            </Row>
            {children.length > 0 ? (
              <ul className={classes.children}>
                {children.map((child) => (
                  <li key={child.id}>
                    <Row category={child} onEdit={onEdit} onDelete={onDelete} level={2} />
                  </li>
                ))}
              </ul>
            ) : (
              <Text fz="xs" c="dimmed" ms="md" mt={4}>
                {t('categories.noSubcategories')}
              </Text>
            )}
          </Paper>
        </li>
      ))}
    </ul>
  );
}

function Row({
  category,
  onEdit,
  onDelete,
  level,
  children,
}: {
  category: ManagedCategory;
  onEdit: (category: ManagedCategory) => void;
  onDelete: (category: ManagedCategory) => void;
  level: 1 | 2;
  children?: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const name = categoryName(category);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.row} data-level={level}>
      <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
        <Text fw={level === 1 ? 700 : 500} fz={level === 1 ? 'md' : 'sm'}>
          {name}
        </Text>
        {category.companyId !== null && (
          <Badge variant="light" size="xs" color="grape">
            {t('categories.own')}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {children}
        {category.editable && (
          <>
            <ActionIcon variant="subtle" onClick={() => onEdit(category)} aria-label={t('categories.edit', { name })}>
              <IconEdit size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(category)}
              aria-label={t('categories.delete', { name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </>
        )}
      </Group>
    </Group>
  );
}
