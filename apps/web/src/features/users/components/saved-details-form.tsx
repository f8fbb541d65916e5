import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SavedDetailsFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  pending: boolean;
  saveLabel: string;
  /** The fields, one under the other. */
  children: ReactNode;
}

/** The modal form of a saved address or invoice details: its fields, then cancel and save. */
export function SavedDetailsForm({ onSubmit, onCancel, pending, saveLabel, children }: SavedDetailsFormProps) {
  const { t } = useTranslation('users');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('details.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
