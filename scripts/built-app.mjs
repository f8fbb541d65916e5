// Starts the built app as the e2e suite does (apps/web/e2e/playwright.config.ts): demo data on
// embedded PGlite in a fresh temporary data dir, on a free port. Used by the first-load checks
// (check-bundle.mjs, lighthouse.mjs), which measure what a visitor's browser really loads.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The browser the e2e suite drives: Debian's chromium unless CHROME_PATH names another. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a headless Chromium that does nothing in the background while it is measured. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** @returns {Promise<number>} a port nobody listens on */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server (`apps/api/dist/server.js`) on the built web app and waits until it answers.
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBuiltApp({ timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-first-load-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output = `${output}${String(chunk)}`.slice(-8000);
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  async function stop() {
    if (running) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running) {
      await stop();
      throw new Error(`The server stopped before it answered:\n${output}`);
    }
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${output}`);
}
