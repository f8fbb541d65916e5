import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@glowmarket/shared/users';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { mergeVisitorCart } from '../../../components/cart/merge-cart';
import { ApiError } from '../../../lib/api-client';
import { setAuthMessage, signIn } from '../../../lib/auth';
import { notifyFailure } from '../../../lib/notify';
import { toLoginInput, useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { notifyStepDone } from '../components/step-toast';
import { useReturnPath, withReturnPath } from '../return-path';
import '../../../lib/zod-messages';

/** One field takes the e-mail address or the username; the request then names it (SPEC §7). */
const loginFormSchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: loginSchema.shape.password,
});
type LoginForm = z.input<typeof loginFormSchema>;

/** Failures whose own text says more than "login error". */
const SPECIFIC_ERRORS = ['account_not_verified', 'rate_limited', 'network_error'];

const unverifiedDetailsSchema = z.object({ username: z.string().min(1) });

/**
 * /auth: logs in, then goes back to the page that asked for it (`?next=`), or home; an admin
 * without a company goes on to finish the company set-up first (SPEC §2). Creating an account
 * from here carries `next` through registering and confirming, back to this page.
 */
export function LoginPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const location = useLocation();
  const next = useReturnPath();
  const login = useLogin();
  const queryClient = useQueryClient();
  const [unverified, setUnverified] = useState<string | null>(null);
  const prefill = (location.state as { login?: unknown } | null)?.login;
  const form = useForm<LoginForm, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: typeof prefill === 'string' ? prefill : '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setUnverified(null);
    try {
      const answer = await login.mutateAsync(toLoginInput(values.login, values.password));
      signIn(answer);
      // What the visitor put in their cart joins the buyer's; not awaited, and it never fails the login.
      void mergeVisitorCart(queryClient);
      notifyStepDone(t('toast.loggedIn', { firstName: answer.user.firstName }));
      const finishCompany = answer.user.permissions.includes('admin') && !answer.user.companyId;
      await navigate(finishCompany ? '/company-data' : (next ?? '/'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Error_login_info';
      setAuthMessage(SPECIFIC_ERRORS.includes(code) ? code : 'Error_login_info', true);
      if (code === 'account_not_verified') {
        const details = unverifiedDetailsSchema.safeParse(error instanceof ApiError ? error.details : undefined);
        setUnverified(details.success ? details.data.username : values.login);
      }
      notifyFailure(
        t,
        SPECIFIC_ERRORS.includes(code) ? t(`errors.${code}`, { ns: 'common' }) : t('toast.Error_login_info'),
      );
    }
  });

  return (
    <AuthCard
      title={t('login.heading')}
      intro={t('login.intro')}
      footer={
        <Text fz="sm">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={withReturnPath('/register', next)}>
            {t('login.registerLink')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {unverified && (
            <Alert color="yellow" icon={<IconMailExclamation aria-hidden />} title={t('login.unverifiedTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t('errors.account_not_verified', { ns: 'common' })}</Text>
                <Anchor component={Link} to={withReturnPath('/verify', next, { username: unverified })}>
                  {t('login.verifyLink')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <TextInput
            label={t('fields.login')}
            autoComplete="username"
            required
            error={errors.login?.message}
            {...form.register('login')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot" fz="sm">
              {t('login.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} size="md" fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
