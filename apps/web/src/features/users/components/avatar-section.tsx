import type { Profile } from '@glowmarket/shared/users';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUpdateAvatar } from '../api/update-avatar';
import { AvatarPicker } from './avatar-picker';
import { SectionCard } from '../../../components/section-card';

/** The profile picture sellers and the header show; initials when there is none. */
export function AvatarSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('users');
  const updateAvatar = useUpdateAvatar();
  const deleteAvatar = useDeleteAvatar();
  const [avatar, setAvatar] = useState<string | null>(null);
  /** Bumped after saving, so the picker forgets the file it showed. */
  const [pickerKey, setPickerKey] = useState(0);
  const busy = updateAvatar.isPending || deleteAvatar.isPending;

  async function save() {
    if (!avatar) return;
    try {
      await updateAvatar.mutateAsync(avatar);
      setAvatar(null);
      setPickerKey((key) => key + 1);
      notifySuccess(t('toast.avatarSaved'));
    } catch (error) {
      notifyError(t, error);
    }
  }

  async function remove() {
    try {
      await deleteAvatar.mutateAsync();
      setAvatar(null);
      setPickerKey((key) => key + 1);
      notifySuccess(t('toast.avatarRemoved'));
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <SectionCard title={t('avatar.title')} description={t('avatar.description')}>
      <Stack>
        <AvatarPicker
          key={pickerKey}
          label={t('avatar.newPicture')}
          value={avatar}
          onChange={setAvatar}
          currentUrl={profile.avatarUrl}
          name={`${profile.firstName} ${profile.lastName}`}
          disabled={busy}
        />
        <Group gap="sm">
          <Button
            onClick={() => void save()}
            disabled={!avatar || deleteAvatar.isPending}
            loading={updateAvatar.isPending}
          >
            {t('avatar.save')}
          </Button>
          {profile.avatarUrl && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void remove()}
              disabled={updateAvatar.isPending}
              loading={deleteAvatar.isPending}
            >
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
