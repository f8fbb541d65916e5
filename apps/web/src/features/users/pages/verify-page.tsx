import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_LENGTH, CODE_RESEND_COOLDOWN_SECONDS, verifySchema } from '@glowmarket/shared/users';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useResendCode } from '../api/resend-code';
import { useVerify } from '../api/verify';
import { AuthCard } from '../components/auth-card';
import { useCountdown } from '../components/use-countdown';
import { PasswordField } from '../components/password-field';
import { notifyStepDone } from '../components/step-toast';
import { useReturnPath, withReturnPath } from '../return-path';
import '../../../lib/zod-messages';

type VerifyForm = z.input<typeof verifySchema>;

const FIELDS = ['username', 'confirmationCode', 'password'] as const;
/** Failures that are about the code itself, shown next to the code field. */
const CODE_ERRORS = ['invalid_code', 'code_expired', 'code_exhausted'];
const KNOWN_ERRORS = [...CODE_ERRORS, 'invalid_verification', 'rate_limited', 'network_error'];

const retryAfterSchema = z.object({ retryAfterSeconds: z.number().int().positive() });

/**
 * /verify?username=…&code=…: confirms the e-mail address with the code from the e-mail (SPEC §5),
 * then the login, which goes on to `?next=` when the account was created on the way to it.
 */
export function VerifyPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = useReturnPath();
  const verify = useVerify();
  const resend = useResendCode();
  const [secondsLeft, startCountdown] = useCountdown();
  const form = useForm<VerifyForm, unknown, z.output<typeof verifySchema>>({
    resolver: zodResolver(verifySchema),
    defaultValues: {
      username: params.get('username') ?? '',
      confirmationCode: params.get('code') ?? '',
      password: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      notifyStepDone(t('toast.verified'));
      await navigate(withReturnPath('/auth', next), { state: { login: values.username } });
    } catch (error) {
      if (error instanceof ApiError && KNOWN_ERRORS.includes(error.code)) {
        const message = t(`errors.${error.code}`, { ns: 'common' });
        if (CODE_ERRORS.includes(error.code)) {
          form.setError('confirmationCode', { type: 'server', message }, { shouldFocus: true });
        }
        notifyFailure(t, message);
        return;
      }
      showFieldProblems(error, FIELDS, form.setError, t);
      notifyFailure(t, t('toast.verifyFailed'));
    }
  });

  async function sendNewCode() {
    if (!(await form.trigger('username'))) return;
    const username = form.getValues('username').trim();
    try {
      await resend.mutateAsync({ username });
      form.clearErrors('confirmationCode');
      notifySuccess(t('toast.codeSent'));
      startCountdown(CODE_RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'rate_limited') {
        const wait = retryAfterSchema.safeParse(error.details);
        startCountdown(wait.success ? wait.data.retryAfterSeconds : CODE_RESEND_COOLDOWN_SECONDS);
      }
      notifyError(t, error);
    }
  }

  return (
    <AuthCard
      title={t('verify.heading')}
      intro={t('verify.intro')}
      footer={
        <Anchor component={Link} to={withReturnPath('/auth', next)} fz="sm">
          {t('verify.toLogin')}
        </Anchor>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('fields.username')}
            description={t('verify.usernameHint')}
            autoComplete="username"
            required
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextInput
            label={t('fields.code')}
            description={t('fields.codeHint', { length: CODE_LENGTH })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            required
            error={errors.confirmationCode?.message}
            {...form.register('confirmationCode')}
          />
          <PasswordField
            label={t('fields.password')}
            description={t('verify.passwordHint')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={verify.isPending} size="md" fullWidth>
            {t('verify.submit')}
          </Button>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm" c="dimmed">
              {t('verify.noCode')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void sendNewCode()}
              loading={resend.isPending}
              disabled={secondsLeft > 0}
            >
              {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
