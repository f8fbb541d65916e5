import { zodResolver } from '@hookform/resolvers/zod';
import { createReportSchema, REPORT_REASONS, type CreateReport } from '@glowmarket/shared/site';
import { Alert, Button, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateReport } from '../api/create-report';
import '../../../lib/zod-messages';

/** Empty optional inputs mean "not given", not an empty string to validate. */
function withoutBlanks(values: CreateReport): CreateReport {
  return { ...values, url: values.url || undefined, reporterName: values.reporterName || undefined };
}

export function ReportPage() {
  const { t } = useTranslation();
  const createReport = useCreateReport();
  const form = useForm<CreateReport>({
    resolver: (values, context, options) => zodResolver(createReportSchema)(withoutBlanks(values), context, options),
    defaultValues: { reason: undefined, url: '', description: '', reporterName: '', reporterEmail: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createReport.mutateAsync(values).then(
      () => {
        notifySuccess(t('report.sent'));
        form.reset();
      },
      (error: unknown) => notifyError(t, error),
    ),
  );

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('report.title')}</Title>
      <Text fz="lg">{t('report.intro')}</Text>
      {createReport.isSuccess && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('report.sentTitle')}>
          {t('report.sentText', { id: createReport.data.id })}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="lg" component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Select
                label={t('report.reason')}
                placeholder={t('report.reasonPlaceholder')}
                data={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={errors.reason?.message}
                required
              />
            )}
          />
          <TextInput
            label={t('report.url')}
            description={t('report.urlHint')}
            placeholder="https://"
            type="url"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <Textarea
            label={t('report.details')}
            description={t('report.detailsHint')}
            autosize
            minRows={5}
            error={errors.description?.message}
            required
            {...form.register('description')}
          />
          <TextInput label={t('report.name')} error={errors.reporterName?.message} {...form.register('reporterName')} />
          <TextInput
            label={t('report.email')}
            description={t('report.emailHint')}
            type="email"
            error={errors.reporterEmail?.message}
            required
            {...form.register('reporterEmail')}
          />
          <Button type="submit" loading={createReport.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('report.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
