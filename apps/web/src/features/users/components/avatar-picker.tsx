import { MAX_AVATAR_BYTES } from '@glowmarket/shared/constants';
import { Avatar, FileInput, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, readAsDataUrl } from '../../../lib/files';

interface AvatarPickerProps {
  /** The chosen image as a data URL, or null when none is chosen. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  label: string;
  description?: string;
  /** Shown when nothing new is chosen: the current picture, if any. */
  currentUrl?: string | null;
  /** The initials come from this name when there is no picture. */
  name?: string;
  error?: string;
  disabled?: boolean;
}

/** Choose a profile picture: refuses files over 2 MB or of other types before anything is sent. */
export function AvatarPicker({
  value,
  onChange,
  label,
  description,
  currentUrl,
  name,
  error,
  disabled,
}: AvatarPickerProps) {
  const { t } = useTranslation('users');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = value ?? currentUrl ?? null;

  async function choose(next: File | null) {
    setProblem(null);
    if (!next) {
      setFile(null);
      onChange(null);
      return;
    }
    const refusal = checkImageFile(next, MAX_AVATAR_BYTES);
    if (refusal) {
      setFile(null);
      onChange(null);
      setProblem(t(`errors.${refusal}`, { ns: 'common' }));
      return;
    }
    setFile(next);
    try {
      onChange(await readAsDataUrl(next));
    } catch {
      setFile(null);
      onChange(null);
      setProblem(t('errors.unsupported_image', { ns: 'common' }));
    }
  }

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Avatar
        src={preview}
        alt={preview ? t('avatar.preview') : undefined}
        name={name || undefined}
        color="initials"
        size={72}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label={label}
          description={description ?? t('avatar.hint')}
          placeholder={t('avatar.choose')}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          value={file}
          onChange={(next) => void choose(next)}
          error={problem ?? error}
          leftSection={<IconPhoto size={18} aria-hidden />}
          clearable
          disabled={disabled}
        />
      </Stack>
    </Group>
  );
}
