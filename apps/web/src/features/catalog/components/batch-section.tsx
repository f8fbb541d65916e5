import type { Batch } from '@glowmarket/shared/cosmetics';
import { ActionIcon, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { formatDay } from '../../../lib/format-day';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteBatch } from '../api/delete-batch';
import { useBatches } from '../api/get-batches';
import { BatchForm } from './batch-form';
import { ConfirmDelete } from './confirm-delete';

/**
 * A product's batches: code, expiry date and quantity each. Once it has one, the product's stock
 * is their sellable sum, sold earliest expiry first; expired batches stay listed for recalls.
 */
export function BatchesSection({ productId }: { productId: string }) {
  const { t } = useTranslation('productLabel');
  const batches = useBatches(productId);
  const remove = useDeleteBatch();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Batch | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ productId, batchId: deleting.id });
      notifySuccess(t('batches.deleted', { code: deleting.code }));
      setDeleting(null);
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <Paper component="section" aria-labelledby="batches-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="h3" id="batches-title">
        {t('batches.title')}
      </Title>
      <Text fz="sm" c="dimmed" mt={4} mb="md">
        {t('batches.intro')}
      </Text>

      {batches.isPending && <ListSkeleton label={t('batches.loading')} rows={2} height={40} />}
      {batches.isError && (
        <LoadFailed
          title={t('batches.loadFailed')}
          retryLabel={t('batches.retry')}
          onRetry={() => void batches.refetch()}
        />
      )}
      {batches.data && batches.data.length === 0 && (
        <Text fz="sm" mb="md">
          {t('batches.empty')}
        </Text>
      )}
      {batches.data && batches.data.length > 0 && (
        // Four narrow columns, so the table fits a phone: the batch's state sits under its date.
        <Table.ScrollContainer minWidth={320} mb="md">
          <Table verticalSpacing="xs">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }} c="dimmed">
              {t('batches.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('batches.fields.code')}</Table.Th>
                <Table.Th scope="col">{t('batches.fields.expiresOn')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('batches.fields.quantity')}
                </Table.Th>
                <Table.Th scope="col">{t('batches.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batches.data.map((batch) =>
                editing === batch.id ? (
                  <Table.Tr key={batch.id}>
                    <Table.Td colSpan={4}>
                      <BatchForm productId={productId} batch={batch} onDone={() => setEditing(null)} />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <BatchRow
                    key={batch.id}
                    batch={batch}
                    onEdit={() => setEditing(batch.id)}
                    onDelete={() => setDeleting(batch)}
                  />
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Title order={3} fz="h4" mb="xs">
        {t('batches.addTitle')}
      </Title>
      <BatchForm productId={productId} />

      <ConfirmDelete
        opened={deleting !== null}
        title={t('batches.deleteTitle', { code: deleting?.code ?? '' })}
        text={t('batches.deleteText')}
        confirmLabel={t('batches.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

function BatchRow({ batch, onEdit, onDelete }: { batch: Batch; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('productLabel');
  return (
    <Table.Tr>
      <Table.Td fz="sm" fw={600}>
        {batch.code}
      </Table.Td>
      <Table.Td fz="sm">
        {formatDay(batch.expiresOn)}
        {batch.expired && (
          <Badge display="block" mt={2} color="red" variant="light" style={{ textTransform: 'none' }}>
            {t('batches.expired')}
          </Badge>
        )}
        {batch.expiresSoon && (
          <Badge display="block" mt={2} color="yellow" variant="light" style={{ textTransform: 'none' }}>
            {t('batches.expiresSoon')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td fz="sm" ta="end">
        {batch.quantity}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('batches.edit', { code: batch.code })}>
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('batches.delete', { code: batch.code })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
