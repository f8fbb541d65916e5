import { existsSync } from 'node:fs';
import path from 'node:path';
import { startApp } from './app';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config';
import { drawDemoPackshots } from './db/seed/demo-products';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const startedAt = performance.now();

/** A short line for the person who ran `npm start`; log collectors (LOG_FORMAT=json) get the log only. */
function progress(line: string) {
  if (config.logFormat === 'pretty') process.stdout.write(`${line}\n`);
}

// A data dir without PostgreSQL's files is a first start: the demo's packshots are drawn on
// sharp's threads while PGlite initialises its database on this one.
const firstEmbeddedStart = !config.databaseUrl && !existsSync(path.resolve(config.dataDir, 'pglite', 'PG_VERSION'));
if (config.demoMode && firstEmbeddedStart) drawDemoPackshots();

progress(
  config.databaseUrl
    ? 'Connecting to the database' + (config.migrateOnStart ? ' and applying migrations…' : '…')
    : `${firstEmbeddedStart ? 'Creating' : 'Opening'} the database in ${config.dataDir}` +
        (config.migrateOnStart ? ' and applying migrations…' : '…'),
);
const app = await startApp(config, {
  onDemoData: () => progress('Adding demo data: accounts, manufacturers and 300 products…'),
});
for (const warning of startupWarnings(config)) app.log.warn(`*** ${warning} ***`);

function countOf(names: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    // What the process still waits on (sockets, timers, files), so a slow close can be told apart.
    app.log.error({ waitingOn: countOf(process.getActiveResourcesInfo()) }, 'shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}

// Through the logger, so it comes after the lines above it, in either format.
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
app.log.info(
  `Glowmarket is ready (${seconds} s): open ${config.publicUrl}` +
    (config.demoMode ? ' — demo accounts and passwords: README.md, section "Demo accounts"' : ''),
);
