import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSuiteDatabase, type TestDatabase } from './database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-shutdown-'));
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Connections kept busy at once: more than the pool has, so requests queue for the database. */
const CLIENTS = 24;
/** How long traffic runs before SIGTERM, and at most after it. */
const BEFORE_SIGNAL_MS = 600;
const AFTER_SIGNAL_MS = 4000;

/** What the client saw of one request: its answer's status, or the network error instead. */
interface Outcome {
  id: string;
  status?: number;
  error?: string;
}

/** A mix of cheap and database-bound reads, and a large answer compressed off the main thread. */
function urlFor(n: number): string {
  switch (n % 5) {
    case 0:
      return '/api/health';
    case 1:
      return `/api/products?page=${(n % 7) + 1}&sort=price_asc`;
    case 2:
      return `/api/products?q=serum${n % 5}`;
    case 3:
      return '/api/openapi.json';
    default:
      return '/api/categories';
  }
}

/**
 * A request the server has surely taken when the signal comes: its headers are sent at once and
 * its body only when `finish` is called, so it is in flight for as long as the test wants.
 */
function heldReport(origin: string) {
  const body = JSON.stringify({
    reason: 'fraud',
    description: 'A seller asked me to pay outside the marketplace by bank transfer.',
    reporterEmail: 'buyer@example.com',
  });
  const request = httpRequest(`${origin}/api/site/reports`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-request-id': 'held-report' },
  });
  const answer = new Promise<Outcome>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ id: 'held-report', status: response.statusCode }));
    });
    request.on('error', (error) => resolve({ id: 'held-report', error: String(error) }));
  });
  request.write(body.slice(0, 20));
  request.flushHeaders();
  return { answer, finish: () => request.end(body.slice(20)) };
}

interface LogLine {
  msg?: string;
  reqId?: string;
  res?: { statusCode?: number };
}

describe('the server process on SIGTERM', () => {
  it('answers every request it had taken without a 5xx, then exits 0', async () => {
    // The engine the suite runs on: a fresh PostgreSQL database when DATABASE_URL is set, PGlite files otherwise.
    database = await createSuiteDatabase();
    const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverFile], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        DB_POOL_MAX: '4',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        DEMO_MODE: 'false',
        // The OpenAPI document is the large answer among the requests.
        API_DOCS: 'true',
        CATALOG_CACHE_TTL_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '8000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
      const look = () => {
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening?.[1] && output.includes('Glowmarket is ready')) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
      };
      child.stdout.on('data', look);
      void exited.then(() => reject(new Error(`server exited:\n${output}`)));
    });

    // Clients on keep-alive connections, each sending its next request as soon as the last is answered.
    const outcomes: Outcome[] = [];
    let signalled = false;
    let stopAt = Infinity;
    let sequence = 0;
    async function client() {
      while (Date.now() < stopAt) {
        const id = `shutdown-${sequence++}`;
        try {
          const response = await fetch(origin + urlFor(sequence), { headers: { 'x-request-id': id } });
          await response.arrayBuffer();
          outcomes.push({ id, status: response.status });
        } catch (error) {
          outcomes.push({ id, error: String((error as Error).cause ?? error) });
          // Refused: the server no longer listens.
          if (signalled && /ECONNREFUSED/.test(String((error as Error).cause))) return;
        }
      }
    }
    const clients = Array.from({ length: CLIENTS }, () => client());
    const held = heldReport(origin);
    await new Promise((resolve) => setTimeout(resolve, BEFORE_SIGNAL_MS));
    await expect.poll(() => output.includes('"reqId":"held-report"'), { timeout: 10_000 }).toBe(true);
    signalled = true;
    stopAt = Date.now() + AFTER_SIGNAL_MS;
    child.kill('SIGTERM');
    // The server is closing while the report's body is still on its way; it writes it to the database once it comes.
    await expect.poll(() => output.includes('shutting down'), { timeout: 5000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    held.finish();
    const report = await held.answer;
    outcomes.push(report);
    expect(report).toEqual({ id: 'held-report', status: 201 });
    const exitCode = await exited;
    stopAt = 0;
    await Promise.all(clients);

    expect(exitCode, `the server's last lines:\n${output.slice(-4000)}`).toBe(0);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const signalAt = lines.findIndex((line) => line.msg?.startsWith('shutting down'));
    expect(signalAt).toBeGreaterThan(0);
    // What the server had taken when the signal came: its own log says which requests had arrived.
    const arrived = new Set(
      lines.slice(0, signalAt).flatMap((line) => (line.msg === 'incoming request' ? [line.reqId] : [])),
    );
    const finishedBefore = new Set(
      lines.slice(0, signalAt).flatMap((line) => (line.msg === 'request completed' ? [line.reqId] : [])),
    );
    const inFlight = [...arrived].filter((id) => id !== undefined && !finishedBefore.has(id));
    expect(inFlight).toContain('held-report');

    // Each of them got its answer.
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    for (const id of inFlight) expect(byId.get(id ?? '')?.status, `request ${id}`).toBeLessThan(500);
    const answered = outcomes.filter((outcome) => outcome.status !== undefined);
    expect(answered.length).toBeGreaterThan(inFlight.length);
    expect(answered.filter((outcome) => (outcome.status ?? 0) >= 500)).toEqual([]);
    // The database stayed open until the last of them was answered.
    expect(output).not.toMatch(/Cannot use a pool after calling end|PGlite is closed|"level":50/);
  }, 90_000);
});
