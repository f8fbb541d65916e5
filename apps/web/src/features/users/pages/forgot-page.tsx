import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_LENGTH,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_MINUTES,
  recoverPasswordSchema,
  verifyResetCodeSchema,
} from '@glowmarket/shared/users';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useRecoverPassword } from '../api/recover-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AuthCard } from '../components/auth-card';
import { useCountdown } from '../components/use-countdown';
import '../../../lib/zod-messages';

/** Failures that are about the code itself, shown next to the code field. */
const CODE_ERRORS = ['invalid_code', 'code_expired', 'code_exhausted', 'validation_failed'];

/**
 * /forgot: e-mail → code from the e-mail → /reset-password?token=… (SPEC §2, §5). The e-mail's
 * link opens /forgot?email=…&code=… straight at the code step, filled in.
 */
export function ForgotPage() {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const linked = params.get('email');
  const [step, setStep] = useState<{ email: string; sentNow: boolean } | null>(
    linked ? { email: linked, sentNow: false } : null,
  );
  const email = step?.email;

  return (
    <AuthCard
      title={t('forgot.heading')}
      intro={email ? t('forgot.codeIntro', { email }) : t('forgot.intro')}
      footer={
        <Anchor component={Link} to="/auth" fz="sm">
          {t('forgot.toLogin')}
        </Anchor>
      }
    >
      {step ? (
        <CodeStep
          email={step.email}
          initialCode={step.sentNow ? '' : (params.get('code') ?? '')}
          sentNow={step.sentNow}
          onChangeEmail={() => setStep(null)}
        />
      ) : (
        <EmailStep onSent={(sent) => setStep({ email: sent, sentNow: true })} />
      )}
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('users');
  const recover = useRecoverPassword();
  const form = useForm<z.input<typeof recoverPasswordSchema>, unknown, z.output<typeof recoverPasswordSchema>>({
    resolver: zodResolver(recoverPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await recover.mutateAsync(values);
      notifySuccess(t('toast.recorver_send'));
      onSent(values.email);
    } catch (error) {
      showFieldProblems(error, ['email'], form.setError, t);
      notifyFailure(t, t('toast.Error_recovery_info'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={recover.isPending} size="md" fullWidth>
          {t('forgot.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  email: string;
  initialCode: string;
  /** True right after this page sent the code: "send again" waits for the cooldown. */
  sentNow: boolean;
  onChangeEmail: () => void;
}

function CodeStep({ email, initialCode, sentNow, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const verifyCode = useVerifyResetCode();
  const recover = useRecoverPassword();
  const [secondsLeft, startCountdown] = useCountdown(sentNow ? CODE_RESEND_COOLDOWN_SECONDS : 0);
  const form = useForm<z.input<typeof verifyResetCodeSchema>, unknown, z.output<typeof verifyResetCodeSchema>>({
    resolver: zodResolver(verifyResetCodeSchema),
    defaultValues: { confirmationCode: initialCode, email },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await verifyCode.mutateAsync(values);
      await navigate(`/reset-password?${new URLSearchParams({ token: answer.token }).toString()}`);
    } catch (error) {
      if (error instanceof ApiError && CODE_ERRORS.includes(error.code)) {
        const message =
          error.code === 'validation_failed'
            ? t('validation.code', { ns: 'common' })
            : t(`errors.${error.code}`, { ns: 'common' });
        form.setError('confirmationCode', { type: 'server', message }, { shouldFocus: true });
        notifyFailure(t, message);
        return;
      }
      notifyError(t, error);
    }
  });

  async function sendAgain() {
    try {
      await recover.mutateAsync({ email });
      notifySuccess(t('toast.recorver_send'));
      startCountdown(CODE_RESEND_COOLDOWN_SECONDS);
    } catch {
      notifyFailure(t, t('toast.Error_recovery_info'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t('fields.code')}
          description={t('fields.codeHint', { length: CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
          autoFocus
          error={form.formState.errors.confirmationCode?.message}
          {...form.register('confirmationCode')}
        />
        <Button type="submit" loading={verifyCode.isPending} size="md" fullWidth>
          {t('forgot.checkCode')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
            {t('forgot.otherEmail')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void sendAgain()}
            loading={recover.isPending}
            disabled={secondsLeft > 0}
          >
            {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('forgot.sendAgain')}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('forgot.codeHelp', { minutes: CODE_TTL_MINUTES })}
        </Text>
      </Stack>
    </form>
  );
}
