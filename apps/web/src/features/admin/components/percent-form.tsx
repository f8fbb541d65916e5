import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { parsePercent } from './percent';
import { PercentInput } from './percent-input';

interface PercentFormProps {
  /** The rate in force, which the field starts from. */
  percent: number;
  /** The shared schema the API checks the rate with. */
  schema: z.ZodType<number>;
  /** The rate in force, in words, above the field. */
  current: string;
  label: string;
  description: string;
  submitLabel: string;
  saving: boolean;
  /** Saves a rate the schema accepted, and tells the operator how that went. */
  onSave: (percent: number) => Promise<void>;
}

/** One marketplace-wide rate in percent (the commission, the VAT on it): what it is now, and a field to change it. */
export function PercentForm({
  percent,
  schema,
  current,
  label,
  description,
  submitLabel,
  saving,
  onSave,
}: PercentFormProps) {
  const [value, setValue] = useState<string | number>(percent);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const parsed = parsePercent(value, schema);
    if (!parsed.success) {
      setError(parsed.error);
      return;
    }
    setError(null);
    await onSave(parsed.percent);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text fz="sm">{current}</Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <PercentInput
            label={label}
            description={description}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" mt={{ base: 0, xs: 44 }} loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
