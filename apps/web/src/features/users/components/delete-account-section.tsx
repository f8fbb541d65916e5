import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/auth';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import { SectionCard } from '../../../components/section-card';

/** The danger zone: deleting the account after an explicit confirmation, then logging out. */
export function DeleteAccountSection() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [opened, { open, close }] = useDisclosure(false);
  const [understood, setUnderstood] = useState(false);

  function openDialog() {
    setUnderstood(false);
    open();
  }

  async function confirm() {
    try {
      await deleteAccount.mutateAsync();
      notifySuccess(t('toast.account_delete'));
      close();
      // Leave the account page first (flushSync: the home page is on screen when the promise
      // resolves), so it never shows a logged-out state.
      await navigate('/', { replace: true, flushSync: true });
      signOut();
    } catch {
      notifyFailure(t, t('toast.Error_deleting_account'));
    }
  }

  return (
    <SectionCard title={t('deleteAccount.title')} description={t('deleteAccount.description')} danger>
      <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={openDialog}>
        {t('deleteAccount.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('deleteAccount.dialogTitle')}
        closeOnClickOutside={!deleteAccount.isPending}
        closeOnEscape={!deleteAccount.isPending}
      >
        <Stack>
          <Text fz="sm">{t('deleteAccount.dialogText')}</Text>
          <List fz="sm" spacing={4}>
            <List.Item>{t('deleteAccount.consequences.data')}</List.Item>
            <List.Item>{t('deleteAccount.consequences.login')}</List.Item>
          </List>
          <Checkbox
            label={t('deleteAccount.confirmLabel')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
            color="red"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deleteAccount.isPending} data-autofocus>
              {t('details.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} disabled={!understood} loading={deleteAccount.isPending}>
              {t('deleteAccount.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
