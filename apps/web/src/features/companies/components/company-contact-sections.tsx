import { Alert, Box, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Control, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField as SharedPhoneField } from '../../../components/phone-field';
import { SectionCard } from '../../../components/section-card';
import { HINT_BELOW } from '../../../lib/hint-below';
import type { CompanyFormValues, CompanyValues } from './company-form-values';

/** Whom the marketplace contacts (kept private), and how buyers reach the company (shown on its page). */
export function CompanyContactSections({ form }: { form: UseFormReturn<CompanyFormValues, unknown, CompanyValues> }) {
  const { t } = useTranslation(['companies', 'common']);
  const { errors } = form.formState;
  return (
    <>
      <SectionCard title={t('form.privateContactSection')} description={t('form.privateContactSectionHint')}>
        <Stack>
          <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {t('form.privateNotice')}
          </Alert>
          <TextInput
            label={t('form.contactPerson')}
            autoComplete="name"
            required
            error={errors.contactPerson?.message}
            {...form.register('contactPerson')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.contactEmail')}
              type="email"
              autoComplete="email"
              required
              error={errors.contactEmail?.message}
              {...form.register('contactEmail')}
            />
            <PhoneField
              control={form.control}
              name="contactPhone"
              label={t('form.contactPhone')}
              error={errors.contactPhone?.message}
            />
          </SimpleGrid>
        </Stack>
      </SectionCard>
      <SectionCard title={t('form.publicContactSection')} description={t('form.publicContactSectionHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.publicEmail')}
            type="email"
            autoComplete="off"
            error={errors.publicEmail?.message}
            {...form.register('publicEmail')}
          />
          <PhoneField
            control={form.control}
            name="publicPhone"
            label={t('form.publicPhone')}
            error={errors.publicPhone?.message}
          />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}

function PhoneField({
  control,
  name,
  label,
  error,
}: {
  control: Control<CompanyFormValues, unknown, CompanyValues>;
  name: 'contactPhone' | 'publicPhone';
  label: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('companies');
  return (
    <Box>
      <SharedPhoneField
        control={control}
        name={name}
        label={label}
        inputWrapperOrder={HINT_BELOW}
        description={t('form.phoneHint')}
        autoComplete={name === 'contactPhone' ? 'tel' : 'off'}
        error={error}
      />
    </Box>
  );
}
