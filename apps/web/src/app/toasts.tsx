import { NOTIFICATION_DURATION_MS } from '@glowmarket/shared/constants';
import { Notifications } from '@mantine/notifications';
import { MantineIsland } from './mantine-island';

/**
 * The toasts' container (bottom, 5 s: SPEC §9). A module of its own so the app can load it after
 * the first page: lib/notify.ts only needs the small notifications store.
 */
export function Toasts() {
  return (
    <MantineIsland>
      <Notifications position="bottom-center" autoClose={NOTIFICATION_DURATION_MS} />
    </MantineIsland>
  );
}
