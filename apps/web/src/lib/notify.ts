import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** A negative toast with the translated error code, falling back to the server's text. */
export function notifyError(t: TFunction, error: unknown): void {
  let message = t('errors.internal_error', { ns: 'common' });
  if (error instanceof ApiError) {
    message = t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message });
  }
  notifyFailure(t, message);
}

/** A negative toast with a message that is already worded. */
export function notifyFailure(t: TFunction, message: string): void {
  notifications.show({ color: 'red', title: t('notify.errorTitle', { ns: 'common' }), message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}
