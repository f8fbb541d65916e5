import { zodResolver } from '@hookform/resolvers/zod';
import { operatorInputSchema, type Operator, type OperatorAccount } from '@glowmarket/shared/operators';
import { Badge, Button, Divider, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlugConnected, IconTrash } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SectionCard } from '../../../components/section-card';
import { showFieldProblems } from '../../../lib/form-errors';
import { HINT_BELOW } from '../../../lib/hint-below';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCheckOperatorAccount } from '../api/check-operator-account';
import { useRemoveOperatorAccount } from '../api/remove-operator-account';
import { useSaveOperatorAccount, type OperatorAccountInput } from '../api/save-operator-account';
import { ConnectionStatus } from './connection-status';
import {
  operatorFormFields,
  operatorFormValues,
  secretNames,
  settingNames,
  type OperatorFormValues,
} from './operator-form-values';
import '../../../lib/zod-messages';

/**
 * The operator's shared schema, typed by what every operator has in common: with the operator not
 * known until run time, zod would infer the ids of no operator at all.
 */
function inputSchema(operator: Operator): z.ZodType<OperatorAccountInput, OperatorFormValues> {
  return operatorInputSchema(operator);
}

/**
 * One operator's account: its ids and keys to save, and once saved, a connection check and a way
 * to remove it. The shared schema checks the form; the server's refusals land next to the fields.
 */
export function OperatorCard({ account }: { account: OperatorAccount }) {
  const { t } = useTranslation(['operators', 'common']);
  // The reasons a field is refused are worded in `common` (`validation.<reason>`).
  const { t: commonT } = useTranslation('common');
  const { operator } = account;
  const name = t(`${operator}.name`);
  const save = useSaveOperatorAccount();
  const check = useCheckOperatorAccount();
  const remove = useRemoveOperatorAccount();
  const form = useForm<OperatorFormValues, unknown, OperatorAccountInput>({
    resolver: zodResolver(inputSchema(operator)),
    defaultValues: operatorFormValues(operator, account),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ operator, input: values });
      // The keys typed are not kept in the page once the server has them.
      form.reset(operatorFormValues(operator, saved));
      notifySuccess(t('form.saved', { operator: name }));
    } catch (error) {
      if (showFieldProblems(error, operatorFormFields(operator), form.setError, commonT)) {
        notifyFailure(t, t('form.saveFailed'));
      } else notifyError(t, error);
    }
  });

  function runCheck() {
    check.mutate(operator, { onError: (error) => notifyError(t, error) });
  }

  function confirmRemove() {
    modals.openConfirmModal({
      title: t('remove.title', { operator: name }),
      children: <Text fz="sm">{t('remove.text', { operator: name })}</Text>,
      labels: { confirm: t('remove.confirm'), cancel: t('remove.cancel') },
      confirmProps: { color: 'red' },
      // Cancelling is the safe default.
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => {
        remove.mutateAsync(operator).then(
          () => {
            form.reset(operatorFormValues(operator, null));
            notifySuccess(t('remove.done', { operator: name }));
          },
          (error: unknown) => notifyError(t, error),
        );
      },
    });
  }

  return (
    <SectionCard
      title={name}
      description={t(`${operator}.purpose`)}
      actions={
        <Badge color={account.configured ? 'teal' : 'gray'} variant="light" tt="none">
          {account.configured ? t('status.configured') : t('status.missing')}
        </Badge>
      }
    >
      <Stack gap="lg">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {settingNames(operator).map((field) => (
                <TextInput
                  key={field}
                  label={t(`${operator}.fields.${field}`)}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  error={errors.settings?.[field]?.message}
                  {...form.register(`settings.${field}`)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {secretNames(operator).map((field) => (
                <KeyField
                  key={field}
                  label={t(`${operator}.fields.${field}`)}
                  saved={account.secretsSet[field] === true}
                  error={errors.secrets?.[field]?.message}
                  {...form.register(`secrets.${field}`)}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('form.save')}
              </Button>
            </Group>
          </Stack>
        </form>

        {account.configured && (
          <>
            <Divider />
            <Group justify="space-between" align="center" gap="sm">
              <ConnectionStatus check={account.lastCheck} />
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconPlugConnected size={16} aria-hidden />}
                  loading={check.isPending}
                  onClick={runCheck}
                >
                  {t('check.button')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={remove.isPending}
                  onClick={confirmRemove}
                  aria-label={t('remove.label', { operator: name })}
                >
                  {t('remove.button')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

type KeyFieldProps = ComponentProps<typeof PasswordInput> & {
  /** A key is stored: the field may stay empty to keep it. */
  saved: boolean;
};

/** A key: never shown back, so the field starts empty and says whether one is stored. */
function KeyField({ saved, ...props }: KeyFieldProps) {
  const { t } = useTranslation('operators');
  return (
    <PasswordInput
      inputWrapperOrder={HINT_BELOW}
      description={
        saved ? (
          <>
            <Text span inherit fw={600}>
              {t('form.keySaved')}
            </Text>{' '}
            {t('form.keepKey')}
          </>
        ) : (
          t('form.keyNeeded')
        )
      }
      // The first save needs every key; later an empty one keeps the stored key.
      required={!saved}
      autoComplete="off"
      spellCheck={false}
      visibilityToggleButtonProps={{ 'aria-label': t('form.toggleKey') }}
      // Mantine marks only its text inputs as invalid for assistive technology, not this one.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
