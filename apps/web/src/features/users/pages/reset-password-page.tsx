import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@glowmarket/shared/users';
import { reason } from '@glowmarket/shared/validation';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useResetAvatar } from '../api/reset-avatar';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AvatarPicker } from '../components/avatar-picker';
import { requireConfirmation } from '../components/confirmation-resolver';
import { PasswordField } from '../components/password-field';
import '../../../lib/zod-messages';

/** The new password twice; only `newPassword` is sent, with the token. */
const resetFormSchema = z
  .object({ newPassword: resetPasswordSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value.newPassword === 'string' && typeof value.confirmPassword === 'string';
    },
    ...reason('passwordsMismatch'),
  });
type ResetForm = z.input<typeof resetFormSchema>;

/** /reset-password?token=…: a new password, and optionally a new picture, with the e-mailed token. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('users');

  if (!token) {
    return (
      <AuthCard title={t('resetPassword.heading')}>
        <Alert color="yellow" icon={<IconLinkOff aria-hidden />} title={t('resetPassword.noTokenTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t('resetPassword.noToken')}</Text>
            <Anchor component={Link} to="/forgot">
              {t('resetPassword.startAgain')}
            </Anchor>
          </Stack>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.heading')} intro={t('resetPassword.intro')}>
      <Stack gap="xl">
        {/* The picture first: saving the password uses up the link. */}
        <AvatarForm token={token} />
        <Divider />
        <PasswordForm token={token} />
      </Stack>
    </AuthCard>
  );
}

function PasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetForm, unknown, z.output<typeof resetFormSchema>>({
    resolver: requireConfirmation(zodResolver(resetFormSchema), t),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.newPassword });
      notifySuccess(t('toast.passwordReset'));
      await navigate('/auth');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        notifyFailure(t, t('errors.invalid_token', { ns: 'common' }));
        return;
      }
      showFieldProblems(error, ['newPassword'], form.setError, t);
      notifyFailure(t, t('toast.passwordResetFailed'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reset-password-title">
      <Stack>
        <Title order={2} fz="h4" id="reset-password-title">
          {t('resetPassword.passwordTitle')}
        </Title>
        <PasswordField
          label={t('fields.newPassword')}
          description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
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
        <Button type="submit" loading={resetPassword.isPending} size="md" fullWidth>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function AvatarForm({ token }: { token: string }) {
  const { t } = useTranslation('users');
  const resetAvatar = useResetAvatar();
  const [avatar, setAvatar] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);

  async function send(AvatarLogin: string | null) {
    setPending(AvatarLogin ? 'save' : 'remove');
    try {
      await resetAvatar.mutateAsync({ token, AvatarLogin });
      notifySuccess(t('toast.avatarReset'));
    } catch (error) {
      notifyFailure(
        t,
        error instanceof ApiError && ['invalid_token', 'file_too_large_2mb', 'unsupported_image'].includes(error.code)
          ? t(`errors.${error.code}`, { ns: 'common' })
          : t('toast.avatarResetFailed'),
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack component="section" aria-labelledby="reset-avatar-title">
      <div>
        <Title order={2} fz="h4" id="reset-avatar-title">
          {t('resetPassword.avatarTitle')}
        </Title>
        <Text fz="sm" c="dimmed" mt={4}>
          {t('resetPassword.avatarIntro')}
        </Text>
      </div>
      <AvatarPicker label={t('avatar.newPicture')} value={avatar} onChange={setAvatar} />
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => void send(avatar)}
          disabled={!avatar || pending === 'remove'}
          loading={pending === 'save'}
        >
          {t('avatar.save')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          onClick={() => void send(null)}
          disabled={pending === 'save'}
          loading={pending === 'remove'}
        >
          {t('avatar.remove')}
        </Button>
      </Group>
    </Stack>
  );
}
