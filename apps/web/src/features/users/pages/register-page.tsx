import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@glowmarket/shared/users';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { showFieldProblems } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AvatarPicker } from '../components/avatar-picker';
import { requireConfirmation } from '../components/confirmation-resolver';
import { PasswordField } from '../components/password-field';
import { notifyStepDone } from '../components/step-toast';
import { useReturnPath, withReturnPath } from '../return-path';
import '../../../lib/zod-messages';
import { PhoneField } from '../components/phone-field';

/** The form holds the unticked box as `false`; the schema then explains it must be ticked. */
type RegisterForm = Omit<z.input<typeof registerSchema>, 'policyAccepted'> & { policyAccepted: boolean };
type RegisterValues = z.output<typeof registerSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'avatar',
  'policyAccepted',
] as const;

/**
 * /register: a buyer's account, then the e-mailed code on /verify (SPEC §2, §5); `?next=` (from a
 * page that asked for a login, such as checkout) goes along, to come back there after logging in.
 */
export function RegisterPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const next = useReturnPath();
  const register = useRegister();
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: requireConfirmation(
      zodResolver(registerSchema) as unknown as Resolver<RegisterForm, unknown, RegisterValues>,
      t,
    ),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      avatar: undefined,
      policyAccepted: false,
    },
  });
  const { errors } = form.formState;
  const [firstName, lastName] = useWatch({ control: form.control, name: ['firstName', 'lastName'] });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync({ ...values, language: currentLanguage() });
      notifyStepDone(t('toast.Register_success'));
      const { username, ConfirmationCode } = answer.username;
      await navigate(
        withReturnPath('/verify', next, { username, ...(ConfirmationCode && { code: ConfirmationCode }) }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_exist') {
        const message = t('errors.account_exist', { ns: 'common' });
        form.setError('email', { type: 'server', message }, { shouldFocus: true });
        notifyFailure(t, message);
        return;
      }
      showFieldProblems(error, FIELDS, form.setError, t);
      notifyFailure(t, t('toast.Error_register_info'));
    }
  });

  return (
    <AuthCard
      title={t('register.heading')}
      intro={t('register.intro')}
      width={640}
      footer={
        <Text fz="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={withReturnPath('/auth', next)}>
            {t('register.loginLink')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PhoneField control={form.control} name="phone" error={errors.phone?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordField
              label={t('fields.password')}
              description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              // The hint goes under the field, so both password fields line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordField
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="avatar"
            render={({ field }) => (
              <AvatarPicker
                label={t('register.avatar')}
                value={field.value ?? null}
                onChange={(dataUrl) => field.onChange(dataUrl ?? undefined)}
                name={`${firstName} ${lastName}`.trim()}
                error={errors.avatar?.message}
              />
            )}
          />
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="register.policy"
                components={{ policyLink: <Anchor component={Link} to="/policy" target="_blank" inherit /> }}
              />
            }
            error={errors.policyAccepted?.message}
            {...form.register('policyAccepted')}
          />
          <Button type="submit" loading={register.isPending} size="md" fullWidth>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
