import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMeilisearchSandbox } from '@glowmarket/sandboxes';

const MASTER_KEY = 'meilisearch-master-key-of-the-tests';

/**
 * A local server speaking Meilisearch's protocol on a port of its own (packages/sandboxes/src/meilisearch.ts),
 * and the SEARCH_* settings that reach it. `stop` takes it away as an outage would (connections
 * refused); `start` brings it back on the same port with what it held.
 */
export async function startMeilisearch() {
  const sandbox = createMeilisearchSandbox({ basePath: '', masterKey: MASTER_KEY });
  const server = createServer((request, response) => {
    if (!sandbox.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    sandbox,
    env: { SEARCH_URL: `http://127.0.0.1:${port}`, SEARCH_API_KEY: MASTER_KEY },
    stop,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stop,
  };
}

export type LocalMeilisearch = Awaited<ReturnType<typeof startMeilisearch>>;

/** Waits until `check` holds, looking every 50 ms, up to `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
