import type { z } from 'zod';
import '../../../lib/zod-messages';

export type PercentParse = { success: true; percent: number } | { success: false; error: string };

/**
 * A NumberInput's value checked against the shared percent schema: a number from 0 to 100 with
 * at most two decimals. The schema's message is already in the UI language (lib/i18n).
 */
export function parsePercent(value: string | number, schema: z.ZodType<number>): PercentParse {
  const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  const candidate = value === '' || Number.isNaN(number) ? undefined : Math.round(number * 100) / 100;
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { success: true, percent: parsed.data };
  return { success: false, error: parsed.error.issues[0]?.message ?? '' };
}
