/**
 * Two API processes on one fresh PostgreSQL database and one Redis, as a deployment of several
 * instances runs them. Each instance logs to a file of its own, shown on a failure (logTail).
 */
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { freePorts, spawnServer, type ServerProcess } from '../bench/bench-kit';

export interface Instance {
  name: 'a' | 'b';
  url: string;
  /** The file its stdout and stderr go to. */
  logFile: string;
  /** SIGKILL: in-flight requests get no answer, open transactions are rolled back by PostgreSQL. */
  kill(): Promise<void>;
  /** (Re)starts it on the same port and database; nothing when it runs and answers. */
  start(): Promise<void>;
  /** SIGTERM: it finishes in-flight requests and exits. */
  stop(): Promise<void>;
}

export interface Cluster {
  a: Instance;
  b: Instance;
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  /** A handle on the same database, for setting up rounds and checking what they left. */
  db: Database;
  /** The other instance for round-robin traffic. */
  pick(i: number): Instance;
  /** Stops both instances and drops the database. */
  stop(): Promise<void>;
}

/** The server used only to create and drop the suite's database. */
const adminUrl = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Both instances migrate and add the demo data at once on two shared cores: more than a plain start. */
const READY_SECONDS = 90;

async function onAdminDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The admin URL with its database name replaced. */
function urlOfDatabase(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** The last `lines` lines an instance wrote, for a failure's report. */
export function logTail(instance: Instance, lines = 30): string {
  if (!existsSync(instance.logFile)) return '';
  return readFileSync(instance.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function createInstance(name: 'a' | 'b', port: number, env: NodeJS.ProcessEnv, folder: string): Instance {
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(folder, `${name}.log`);
  const dataDir = path.join(folder, `data-${name}`);
  let server: ServerProcess | undefined;
  return {
    name,
    url,
    logFile,
    async start() {
      if (server && (await answers(url))) return;
      // Gone on its own (or never started): whatever is left of it goes before a new one takes the port.
      await server?.end('SIGKILL');
      server = undefined;
      const output = openSync(logFile, 'a');
      try {
        server = await spawnServer({
          port,
          env: { ...env, DATA_DIR: dataDir, PUBLIC_URL: url },
          // The demo's operator sandboxes from their sources, as `npm run dev` loads them: no build needed.
          nodeArgs: ['--conditions=source'],
          output,
          readySeconds: READY_SECONDS,
        });
      } finally {
        // The child holds its own copy of the descriptor.
        closeSync(output);
      }
    },
    async kill() {
      await server?.end('SIGKILL');
      server = undefined;
    },
    async stop() {
      await server?.end('SIGTERM');
      server = undefined;
    },
  };
}

/**
 * Creates `glowmarket_reliability_<time>` and starts both instances on it at the same time: they
 * race to migrate and add the demo data, as instances of one deployment started together do.
 */
export async function startCluster(options: { env?: Record<string, string> } = {}): Promise<Cluster> {
  const name = `glowmarket_reliability_${Date.now()}`;
  const databaseUrl = urlOfDatabase(name);
  const folder = mkdtempSync(path.join(tmpdir(), 'glowmarket-reliability-'));
  await onAdminDatabase((client) => client.query(`create database ${name}`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DEMO_MODE: 'true',
    API_DOCS: 'true',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    CATALOG_CACHE_TTL_MS: '30000',
    // As behind a load balancer: parts tell clients apart by X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  };
  const [portA = 0, portB = 0] = await freePorts(2);
  const a = createInstance('a', portA, env, folder);
  const b = createInstance('b', portB, env, folder);
  const instances = [a, b];
  const handle = await openDatabase({ databaseUrl, dataDir: folder, poolMax: 8 });

  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await handle.close();
    await onAdminDatabase((client) => client.query(`drop database if exists ${name} with (force)`));
    rmSync(folder, { recursive: true, force: true });
  };

  const started = await Promise.allSettled(instances.map((instance) => instance.start()));
  const failed = started.flatMap((result, index) => (result.status === 'rejected' ? [instances[index]!] : []));
  if (failed.length > 0) {
    for (const instance of failed) console.error(`Instance ${instance.name} did not start:\n${logTail(instance)}`);
    await stop();
    throw new Error(`instance ${failed.map((instance) => instance.name).join(' and ')} did not start`);
  }
  return {
    a,
    b,
    instances,
    databaseUrl,
    redisUrl,
    db: handle.db,
    pick: (i) => instances[i % instances.length]!,
    stop,
  };
}
