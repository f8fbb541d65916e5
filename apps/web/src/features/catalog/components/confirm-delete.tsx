import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete …?" with Cancel and a red confirm button; cancelling is the safe default. */
export function ConfirmDelete({ opened, title, text, confirmLabel, loading, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation('catalog');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Text fz="sm">{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
