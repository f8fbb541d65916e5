import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveExpirySettings } from '../api/save-expiry-settings';

const MAX_DAYS = 730;

/** How many days before expiry a product is flagged; the company's own window. */
export function ExpiryWindowForm({ warningDays }: { warningDays: number }) {
  const { t } = useTranslation('stock');
  const save = useSaveExpirySettings();
  const [days, setDays] = useState<number | ''>(warningDays);
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DAYS;

  async function submit() {
    if (!valid) return;
    try {
      await save.mutateAsync({ warningDays: days });
      notifySuccess(t('window.saved', { count: days }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <form
      noValidate
      aria-label={t('window.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('window.days')}
          description={t('window.hint')}
          required
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={MAX_DAYS}
          w={340}
          maw="100%"
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : '')}
          error={valid ? undefined : t('window.invalid', { max: MAX_DAYS })}
        />
        <Button type="submit" loading={save.isPending} disabled={!valid}>
          {t('window.save')}
        </Button>
      </Group>
    </form>
  );
}
