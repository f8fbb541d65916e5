import type { Cluster } from './cluster';

/**
 * What one part of the reliability suite found. A violation is one broken promise, said in a
 * sentence a person can act on ("order 1f2e… has no lines"); the suite fails when any part has one.
 */
export interface PartResult {
  name: string;
  /** Rounds of the part's scenario (1 when it has no rounds). */
  rounds: number;
  /** HTTP requests the part sent. */
  requests: number;
  violations: string[];
  /** Orders whose placement answered 2xx and that do not exist complete afterwards. */
  lostOrders: number;
  /** Orders that exist twice for one Idempotency-Key or one payment. */
  duplicatedOrders: number;
  seconds: number;
  /** A few more figures worth a line in the summary, e.g. { oversold: 0, '5xx': 0 }. */
  figures?: Record<string, number>;
}

/**
 * One part: runs against the cluster (two instances on one PostgreSQL and one Redis) within its
 * time bound. Each file in parts/ exports its part as the default export; run.ts lists them in order.
 */
export interface Part {
  name: string;
  /** The part stops itself before this and reports a violation if it could not finish. */
  timeLimitSeconds: number;
  run(cluster: Cluster): Promise<PartResult>;
}
