import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@glowmarket/shared/users';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { requireConfirmation } from './confirmation-resolver';
import { SectionCard } from '../../../components/section-card';
import { PasswordField } from './password-field';
import '../../../lib/zod-messages';

type PasswordForm = z.input<typeof changePasswordSchema>;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** A new password, proven by the current one. */
export function PasswordSection() {
  const { t } = useTranslation('users');
  const changePassword = useChangePassword();
  const form = useForm<PasswordForm, unknown, z.output<typeof changePasswordSchema>>({
    resolver: requireConfirmation(zodResolver(changePasswordSchema), t),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      notifySuccess(t('toast.passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wrong_password') {
        const message = t('errors.wrong_password', { ns: 'common' });
        form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
        notifyFailure(t, message);
        return;
      }
      if (showFieldProblems(error, FIELDS, form.setError, t)) notifyFailure(t, t('toast.passwordChangeFailed'));
      else notifyError(t, error);
    }
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('password.title')}>
        <Stack>
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...form.register('currentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordField
              label={t('fields.newPassword')}
              description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              // The hint goes under the field, so both password fields line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              required
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label={t('fields.confirmNewPassword')}
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={changePassword.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
