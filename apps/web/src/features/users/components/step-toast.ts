import { notifications } from '@mantine/notifications';
import { notifySuccess } from '../../../lib/notify';

/**
 * The one toast of a step of getting into an account (created, confirmed, logged in): the toasts
 * of the steps before it, and their errors, are gone once the next step succeeds — "account
 * created" beside "address confirmed" would read as two things still to do.
 */
export function notifyStepDone(message: string): void {
  notifications.clean();
  notifySuccess(message);
}
