import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrzelewy24Sandbox, type P24Account } from '@glowmarket/sandboxes';

export type { P24Account, P24Transaction } from '@glowmarket/sandboxes';

/**
 * Przelewy24's side of REST API v1 for one account on a local server of its own: the payment
 * sandbox the app serves (packages/sandboxes/src/przelewy24.ts), at the server's root.
 * `notify` posts the notification P24 sends to a transaction's `urlStatus`.
 */
export async function startPrzelewy24(account: P24Account) {
  const p24 = createPrzelewy24Sandbox({ basePath: '', keys: account });
  const server = createServer(p24.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { handle: _handle, ...helpers } = p24;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...helpers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
