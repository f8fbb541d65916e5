import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from './ports';

/** The Redis the tests share: REDIS_URL when set, else the standard port on this machine. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export interface PrivateRedis {
  url: string;
  /** Stops the server at once, as a crash or a network break would take it away. */
  kill(): Promise<void>;
}

/** A Redis server of the test's own (the machine's `redis-server`), for tests that take it away. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  const exited = once(server, 'exit');
  const url = `redis://127.0.0.1:${port}`;
  const kill = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await exited;
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, kill };
    } catch {
      probe.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await kill();
  throw new Error('redis-server did not start');
}
