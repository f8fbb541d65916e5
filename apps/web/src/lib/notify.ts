import { notifications, type NotificationData } from '@mantine/notifications';
import i18n, { type TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * Every toast is a role="alert" live region (Mantine's default), so screen readers read it as it
 * appears; its close button needs a name of its own.
 */
function show(toast: NotificationData): void {
  notifications.show({ ...toast, closeButtonProps: { 'aria-label': i18n.t('notify.close', { ns: 'common' }) } });
}

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
  show({ color: 'red', title: t('notify.errorTitle', { ns: 'common' }), message });
}

export function notifySuccess(message: string): void {
  show({ color: 'teal', message });
}
