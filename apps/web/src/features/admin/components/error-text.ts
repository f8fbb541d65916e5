import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** What went wrong, in the UI language: the API's error code translated, or the generic text. */
export function errorText(t: TFunction, error: unknown): string {
  return error instanceof ApiError
    ? t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message })
    : t('errors.internal_error', { ns: 'common' });
}
