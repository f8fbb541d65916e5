/**
 * npm run test:reliability — the promises that only hold across processes: two API instances on
 * one fresh PostgreSQL database (RELIABILITY_PG_URL creates and drops it) and one Redis
 * (REDIS_URL), each part in turn within its time bound, then a summary; exits 1 on any violation.
 */
import { logTail, startCluster, type Cluster } from './cluster';
import type { Part, PartResult } from './part';
import crash from './parts/crash';
import fuzz from './parts/fuzz';
import isolation from './parts/isolation';
import oversell from './parts/oversell';
import twoInstances from './parts/two-instances';
import webhooks from './parts/webhooks';

/**
 * In this order: the shared limits first, on counters nothing else has touched yet; the crash
 * last, since it kills an instance (and starts it again). Their time bounds add up to under
 * eighteen minutes; a run on two cores takes ten to twelve, most of it the 1 000 oversell rounds.
 */
const parts: Part[] = [twoInstances, webhooks, isolation, fuzz, oversell, crash];
/** What a part gets past its own bound before it counts as hung: it should have stopped itself. */
const GRACE_SECONDS = 30;

function failedResult(part: Part, seconds: number, violation: string): PartResult {
  return {
    name: part.name,
    rounds: 0,
    requests: 0,
    violations: [violation],
    lostOrders: 0,
    duplicatedOrders: 0,
    seconds,
  };
}

/** A part's run, bounded: a part that throws or hangs is a violation of its own, and the suite goes on. */
async function runPart(part: Part, cluster: Cluster): Promise<PartResult> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<PartResult>((resolve) => {
    timer = setTimeout(
      () => resolve(failedResult(part, elapsed(), `did not finish within ${part.timeLimitSeconds + GRACE_SECONDS} s`)),
      (part.timeLimitSeconds + GRACE_SECONDS) * 1000,
    );
  });
  try {
    return await Promise.race([part.run(cluster), hung]);
  } catch (error) {
    return failedResult(
      part,
      elapsed(),
      `stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

function printSummary(results: PartResult[], seconds: number) {
  console.log('\nReliability on PostgreSQL and Redis, two instances');
  console.log(
    `${'part'.padEnd(16)}${pad('rounds', 8)}${pad('requests', 10)}${pad('violations', 12)}${pad('lost', 6)}${pad('dup', 5)}${pad('s', 7)}  figures`,
  );
  for (const result of results) {
    const figures = Object.entries(result.figures ?? {})
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    console.log(
      `${result.name.padEnd(16)}${pad(result.rounds, 8)}${pad(result.requests, 10)}${pad(result.violations.length, 12)}` +
        `${pad(result.lostOrders, 6)}${pad(result.duplicatedOrders, 5)}${pad(result.seconds.toFixed(1), 7)}  ${figures}`,
    );
  }
  for (const result of results) {
    // The first few say what broke; the rest are more of the same.
    for (const violation of result.violations.slice(0, 10)) console.log(`✗ ${result.name}: ${violation}`);
    if (result.violations.length > 10) console.log(`✗ ${result.name}: … ${result.violations.length - 10} more`);
  }
  const failed = results.some((result) => result.violations.length > 0);
  console.log(`${failed ? 'FAILED' : 'PASSED'} in ${seconds.toFixed(0)} s`);
}

const started = performance.now();
const cluster = await startCluster();
// Interrupted: the instances stop and the database goes, as at the end.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cluster.stop().finally(() => process.exit(130)));
}
const results: PartResult[] = [];
try {
  for (const part of parts) {
    console.log(`${part.name}…`);
    const result = await runPart(part, cluster);
    results.push(result);
    if (result.violations.length > 0) {
      for (const instance of cluster.instances) {
        console.log(`Last lines of instance ${instance.name} after ${part.name}:\n${logTail(instance)}\n`);
      }
    }
  }
} finally {
  await cluster.stop();
}
printSummary(results, (performance.now() - started) / 1000);
process.exit(results.some((result) => result.violations.length > 0) ? 1 : 0);
