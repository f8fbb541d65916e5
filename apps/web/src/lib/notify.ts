import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** A negative toast with the translated error code, falling back to the server's text. */
export function notifyError(t: TFunction, error: unknown): void {
  let message = t('errors.internal_error');
  if (error instanceof ApiError) {
    message = t(`errors.${error.code}`, { defaultValue: error.message });
  }
  notifications.show({ color: 'red', title: t('notify.errorTitle'), message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}
