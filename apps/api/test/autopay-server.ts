import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAutopaySandbox } from '@glowmarket/sandboxes';

export { editItn, type ItnConfirmation, type ItnTransaction } from '@glowmarket/sandboxes';

/**
 * Autopay's side of a payment for one service on a local server of its own: the payment sandbox
 * the app serves (packages/sandboxes/src/autopay.ts), at the server's root. `notify`
 * plays the ITN Autopay sends, to the address a test names.
 */
export async function startAutopay(options: { serviceId: string; sharedKey: string }) {
  const autopay = createAutopaySandbox({ basePath: '', keys: options });
  const server = createServer(autopay.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { handle: _handle, ...helpers } = autopay;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...helpers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
