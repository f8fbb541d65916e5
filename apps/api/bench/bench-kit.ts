/**
 * What the benchmarks share: the settings, the server on a free port, autocannon runs timed response
 * by response, the load average while they run, and the table columns they print.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig, type Config } from '../src/config';

/** The settings, when DATABASE_URL names a PostgreSQL server; otherwise the bench refuses to run. */
export function requirePostgres(command: string, whatItAdds: string): Config & { databaseUrl: string } {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(`${command} measures PostgreSQL: set DATABASE_URL (${whatItAdds}).`);
    process.exit(2);
  }
  return { ...config, databaseUrl: config.databaseUrl };
}

/**
 * `count` ports nobody listens on, all different: each is held until all are found, since a port
 * just closed may be handed out again at once (two servers told the same port: one of them fails,
 * and the other answers for both).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) => {
          server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

export interface BenchServer {
  url: string;
  /** Seconds of CPU (user and system) the server process has used so far; undefined where /proc is not. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** A process's user and system CPU from /proc (Linux), in seconds. */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are the 14th and 15th fields of the whole line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A running API process (`node --import tsx src/server.ts`), answering at `url`. */
export interface ServerProcess {
  url: string;
  pid: number | undefined;
  /** Sends `signal` (SIGTERM: finish in-flight requests; SIGKILL: none) and waits for the exit. */
  end(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  port: number;
  /** The whole environment of the process. */
  env: NodeJS.ProcessEnv;
  /** Node's own flags before the script. */
  nodeArgs?: string[];
  /** Where its stdout and stderr go: this terminal, or an open file descriptor. */
  output?: 'inherit' | number;
  /** How long a start (migrations, demo data) may take before it counts as failed. */
  readySeconds?: number;
}

/** The API as `npm start` runs it, on `port`; ready once /api/health answers. */
export async function spawnServer(options: ServerProcessOptions): Promise<ServerProcess> {
  const output = options.output ?? 'inherit';
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))],
    { env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' }, stdio: ['ignore', output, output] },
  );
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${options.port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + (options.readySeconds ?? 20) * 1000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid, end };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ended = child.exitCode !== null || child.signalCode !== null;
  await end('SIGTERM');
  throw new Error(
    ended ? `the server exited while starting (${child.exitCode ?? child.signalCode})` : 'the server did not start',
  );
}

/**
 * The API as `npm start` runs it, with `env` on top of this process's environment (DATABASE_URL or
 * DATA_DIR); ready once /api/health answers, within `readySeconds`.
 */
export async function startServer(env: Record<string, string> = {}, readySeconds?: number): Promise<BenchServer> {
  const server = await spawnServer({
    port: await freePort(),
    readySeconds,
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_MODE: 'false', ...env },
    // BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });
  return { url: server.url, stop: () => server.end('SIGTERM'), cpuSeconds: () => cpuSecondsOf(server.pid) };
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
  /** Requests per second of all connections together; unset: as fast as the server answers. */
  overallRate?: number;
}

export interface Figures {
  /** Answers per second over the run. */
  rate: number;
  answers: number;
  /** Milliseconds, of the 2xx answers. */
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** How many of each status, to tell what the non-2xx were. */
  statuses: Record<number, number>;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

interface Answers {
  latencies: number[];
  statuses: Record<number, number>;
}

/** One autocannon instance, each answer's status and time (2xx only) kept in `answers`. */
function runAutocannon(options: autocannon.Options, answers: Answers): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      else resolve(result);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      answers.statuses[statusCode] = (answers.statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) answers.latencies.push(responseTime);
    });
  });
}

/**
 * A run of autocannon. Latencies are taken from each answer rather than autocannon's histogram:
 * that has no p95, and with a rate set it adds made-up samples (its coordinated-omission
 * correction counts the interval in milliseconds from a per-second rate) that pull the percentiles down.
 *
 * With a rate, autocannon lets each connection send its share of a second's requests back to
 * back from the start of the second, and all connections start together: the server would see
 * every connection at once at each second's start and nothing at its end. So each connection is
 * an instance of its own with its share of the rate, started 1/connections of a second after the
 * previous one, which spreads the requests over the second as steady traffic would.
 */
export async function runLoad(options: LoadOptions): Promise<Figures> {
  const answers: Answers = { latencies: [], statuses: {} };
  const base = { url: options.url, duration: options.seconds, requests: options.requests };
  const rate = options.overallRate;
  let results: autocannon.Result[];
  if (!rate) {
    results = [await runAutocannon({ ...base, connections: options.connections }, answers)];
  } else {
    const count = Math.min(options.connections, rate);
    results = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * 1000) / count));
        const share = Math.floor(rate / count) + (index < rate % count ? 1 : 0);
        return runAutocannon({ ...base, connections: 1, overallRate: share, ignoreCoordinatedOmission: true }, answers);
      }),
    );
  }
  answers.latencies.sort((a, b) => a - b);
  return {
    rate: results.reduce((sum, result) => sum + result.requests.total / result.duration, 0),
    answers: Object.values(answers.statuses).reduce((sum, count) => sum + count, 0),
    p50: percentile(answers.latencies, 0.5),
    p95: percentile(answers.latencies, 0.95),
    p99: percentile(answers.latencies, 0.99),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    statuses: answers.statuses,
  };
}

/** The server's own ceiling: GET /api/health (one `select 1`) as fast as it answers. */
export function measureHealth(url: string, connections: number, seconds: number): Promise<Figures> {
  return runLoad({ url, connections, seconds, requests: [{ method: 'GET', path: '/api/health' }] });
}

const rounded = (value: number) => Math.round(value * 10) / 10;

/** The columns every bench table shows. */
export function columnsOf(figures: Figures) {
  return {
    'req/s': Math.round(figures.rate),
    'p50 ms': rounded(figures.p50),
    'p95 ms': rounded(figures.p95),
    'p99 ms': rounded(figures.p99),
    'non-2xx': figures.non2xx,
    errors: figures.errors,
  };
}

/** "422×3, 500×1": the statuses that were not 2xx, for a line under the table. */
export function unexpectedStatuses(figures: Figures): string {
  return Object.entries(figures.statuses)
    .filter(([status]) => Number(status) < 200 || Number(status) >= 300)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}

/** What a request kind must achieve: at least `rate` answers a second, and a percentile within `ms` if given. */
export interface Target {
  rate: number;
  percentile?: 'p95' | 'p99';
  ms?: number;
}

export const describeTarget = (target: Target) =>
  target.percentile ? `${target.percentile} ≤ ${target.ms} ms at ${target.rate}/s` : `≥ ${target.rate}/s`;

/** PASS when the rate was held, nothing failed and the percentile is within the target; otherwise why not. */
export function verdictOf(figures: Figures, target: Target): { verdict: 'PASS' | 'MISS'; why: string[] } {
  const why: string[] = [];
  if (figures.rate < target.rate * 0.95) why.push(`held ${Math.round(figures.rate)}/s of ${target.rate}/s`);
  if (figures.non2xx + figures.errors > 0) {
    why.push(`${figures.non2xx} non-2xx (${unexpectedStatuses(figures)}), ${figures.errors} errors`);
  }
  const measured = target.percentile ? figures[target.percentile] : 0;
  if (target.ms !== undefined && measured > target.ms) {
    why.push(
      `${target.percentile} ${measured.toFixed(1)} ms is ${(measured - target.ms).toFixed(1)} ms over ${target.ms} ms (${(measured / target.ms).toFixed(2)}×)`,
    );
  }
  return { verdict: why.length === 0 ? 'PASS' : 'MISS', why };
}

/** A warm-up (JIT, pool, plans) of `warmUpSeconds`, then the measured run, both at `rate` when given. */
export async function measure(options: LoadOptions & { warmUpSeconds: number }): Promise<Figures> {
  const { warmUpSeconds, ...load } = options;
  await runLoad({ ...load, seconds: warmUpSeconds });
  return runLoad(load);
}

/** The machine's load during a run: the 1-minute load average, sampled each second. */
export interface LoadSampler {
  /** Stops sampling; the average and highest sample (the reading at the start when the run was shorter than a second). */
  stop(): { average: number; max: number };
}

export function sampleLoadAverage(): LoadSampler {
  const samples = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 1000);
  return {
    stop() {
      clearInterval(timer);
      return { average: samples.reduce((sum, value) => sum + value, 0) / samples.length, max: Math.max(...samples) };
    },
  };
}
