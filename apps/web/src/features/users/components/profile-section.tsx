import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage } from '@glowmarket/shared/i18n';
import {
  updateProfileSchema,
  USER_STATUSES,
  type Profile,
  type UpdateProfileInput,
  type UserStatus,
} from '@glowmarket/shared/users';
import { Button, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateAuthUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { showFieldProblems } from '../../../lib/form-errors';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { saveJsonFile, useExportAccount } from '../api/export-account';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateStatus } from '../api/update-status';
import { SectionCard } from '../../../components/section-card';
import '../../../lib/zod-messages';
import { PhoneField } from './phone-field';

const FIELDS = ['firstName', 'lastName', 'phone', 'language'] as const;
const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

function toForm(profile: Profile): UpdateProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    language: resolveLanguage(profile.language) ?? DEFAULT_LANGUAGE,
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

/** Who the user is: the editable details, the status, when they joined, and a copy of their data. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('users');
  const updateProfile = useUpdateProfile();
  const updateStatus = useUpdateStatus();
  const exportAccount = useExportAccount();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    values: toForm(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const language = i18n.language;

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      form.reset(values);
      updateAuthUser({ firstName: values.firstName });
      notifySuccess(t('toast.profileSaved'));
      if (values.language !== currentLanguage()) await changeLanguage(values.language);
    } catch (error) {
      showFieldProblems(error, FIELDS, form.setError, t);
      notifyFailure(t, t('toast.profileSaveFailed'));
    }
  });

  function changeStatus(status: UserStatus) {
    updateStatus.mutate(status, {
      onSuccess: () => notifySuccess(t('toast.statusUpdated')),
      onError: () => notifyFailure(t, t('toast.statusUpdateFailed')),
    });
  }

  async function download() {
    try {
      const data = await exportAccount.mutateAsync();
      saveJsonFile(data, `account-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <SectionCard
      title={t('account.infoTitle')}
      description={t('account.infoDescription')}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={exportAccount.isPending}
        >
          {t('account.download')}
        </Button>
      }
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={t('fields.email')} value={profile.email} />
          {profile.username !== profile.email && <Fact label={t('fields.username')} value={profile.username} />}
          <Fact label={t('account.memberSince')} value={formatDate(profile.registeredAt, language)} />
          <Fact
            label={t('account.policyAccepted')}
            value={t('account.policyAcceptedValue', {
              date: formatDate(profile.policyAcceptedAt, language),
              version: profile.policyVersion,
            })}
          />
        </SimpleGrid>

        <Select
          label={t('account.status')}
          description={t('account.statusHint')}
          data={USER_STATUSES.map((status) => ({ value: status, label: t(`account.statuses.${status}`) }))}
          value={updateStatus.isPending ? updateStatus.variables : profile.status}
          onChange={(value) => {
            const status = USER_STATUSES.find((candidate) => candidate === value);
            if (status && status !== profile.status) changeStatus(status);
          }}
          allowDeselect={false}
          disabled={updateStatus.isPending}
          maw={320}
        />

        <Divider />

        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('account.detailsForm')}>
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
              <PhoneField control={form.control} name="phone" error={errors.phone?.message} />
              <Controller
                control={form.control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t('account.language')}
                    description={t('account.languageHint')}
                    data={languageOptions}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    error={errors.language?.message}
                    allowDeselect={false}
                  />
                )}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => form.reset(toForm(profile))} disabled={!isDirty}>
                {t('account.discard')}
              </Button>
              <Button type="submit" loading={updateProfile.isPending} disabled={!isDirty}>
                {t('account.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
