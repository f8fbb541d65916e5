import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with its show/hide button named in the UI language. */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation('users');
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }} {...props} />;
}
