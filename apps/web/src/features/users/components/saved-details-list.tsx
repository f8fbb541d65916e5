import { Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';

interface SavedDetailsListProps<Item extends { id: string }> {
  title: string;
  description: string;
  emptyText: string;
  addLabel: string;
  /** The modal's heading when adding (`null`) or editing an item. */
  formTitle: (item: Item | null) => string;
  items: Item[] | undefined;
  isLoading: boolean;
  loadFailed: boolean;
  retry: () => void;
  /** The item's name (first line, and the name its buttons and the confirmation use) and other lines. */
  describe: (item: Item) => { name: string; lines: string[] };
  renderForm: (item: Item | null, close: () => void) => ReactNode;
  /** Resolves when deleted; shows its own failure message. */
  deleteItem: (item: Item) => Promise<void>;
  deleteTitle: string;
}

/** The shipping and invoice lists of the account page: cards, add and edit in a modal, delete after asking. */
export function SavedDetailsList<Item extends { id: string }>(props: SavedDetailsListProps<Item>) {
  const { t } = useTranslation('users');
  const [opened, setOpened] = useState(false);
  /** null while adding; kept after closing so the title does not change during the transition. */
  const [editing, setEditing] = useState<Item | null>(null);
  /** Each opening starts a fresh form. */
  const [formKey, setFormKey] = useState(0);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const close = () => setOpened(false);

  function open(item: Item | null) {
    setEditing(item);
    setFormKey((key) => key + 1);
    setOpened(true);
  }

  function confirmDelete(item: Item) {
    const { name } = props.describe(item);
    modals.openConfirmModal({
      title: props.deleteTitle,
      children: <Text fz="sm">{t('details.deleteText', { name })}</Text>,
      labels: { confirm: t('details.delete'), cancel: t('details.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setDeletingId(item.id);
        void props.deleteItem(item).finally(() => setDeletingId(null));
      },
    });
  }

  let content: ReactNode;
  if (props.isLoading) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton height={112} radius="md" />
        <Skeleton height={112} radius="md" />
      </SimpleGrid>
    );
  } else if (props.loadFailed) {
    content = <LoadFailed title={t('details.loadFailed')} retryLabel={t('details.retry')} onRetry={props.retry} />;
  } else if (!props.items?.length) {
    content = (
      <Text c="dimmed" fz="sm">
        {props.emptyText}
      </Text>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.items.map((item) => {
          const { name, lines } = props.describe(item);
          return (
            <Paper component="li" key={item.id} withBorder radius="md" p="md">
              <Stack gap={2}>
                <Text fw={600}>{name}</Text>
                {lines.map((line, index) => (
                  <Text key={index} fz="sm" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Stack>
              <Group gap="xs" mt="sm">
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => open(item)}
                  aria-label={t('details.editItem', { name })}
                >
                  {t('details.edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => confirmDelete(item)}
                  loading={deletingId === item.id}
                  aria-label={t('details.deleteItem', { name })}
                >
                  {t('details.delete')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    );
  }

  return (
    <SectionCard
      title={props.title}
      description={props.description}
      actions={
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          {props.addLabel}
        </Button>
      }
    >
      {content}
      <Modal opened={opened} onClose={close} title={props.formTitle(editing)} size="lg">
        <Fragment key={formKey}>{props.renderForm(editing, close)}</Fragment>
      </Modal>
    </SectionCard>
  );
}
